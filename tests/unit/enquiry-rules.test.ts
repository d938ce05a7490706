import { describe, expect, it } from 'vitest';
import { fieldErrorText, validateEnquiry } from '../../src/features/enquiry/rules.ts';

const valid = { 'first-name': 'Amina', 'last-name': 'Yusuf', email: 'amina@example.com', message: 'Quote for 2 MT please' };

describe('enquiry rules (shared by the form and the local service)', () => {
  it('accepts a complete enquiry', () => {
    expect(validateEnquiry(valid)).toEqual([]);
  });

  it('requires all four fields, blank counting as missing', () => {
    expect(validateEnquiry({}).map((e) => [e.field, e.code])).toEqual([
      ['first-name', 'REQUIRED'],
      ['last-name', 'REQUIRED'],
      ['email', 'REQUIRED'],
      ['message', 'REQUIRED'],
    ]);
    expect(validateEnquiry({ ...valid, message: '   \n ' })).toEqual([{ field: 'message', message: 'is required', code: 'REQUIRED' }]);
  });

  it('checks the e-mail against \\S+@\\S+ over the whole value', () => {
    for (const email of ['a@b', 'amina@example.com', 'x.y+z@sub.example.co.in']) expect(validateEnquiry({ ...valid, email })).toEqual([]);
    for (const email of ['amina', 'amina@', '@example.com', 'ami na@example.com', 'amina@exa mple.com']) {
      expect(validateEnquiry({ ...valid, email }).map((e) => e.code), email).toEqual(['TYPE_EMAIL']);
    }
  });

  it('rejects values that are not text, and bodies that are not objects', () => {
    expect(validateEnquiry({ ...valid, email: 42 }).map((e) => e.code)).toEqual(['TYPE_TEXT']);
    expect(validateEnquiry(null)).toHaveLength(4);
    expect(validateEnquiry(['a'])).toHaveLength(4);
  });

  it('prefixes a message with its field label, once', () => {
    expect(fieldErrorText('email', 'should be an email')).toBe('Email should be an email');
    expect(fieldErrorText('first-name', 'is required')).toBe('First name is required');
    expect(fieldErrorText('message', 'Message is too short')).toBe('Message is too short');
  });
});

describe('enquiry link', () => {
  it('points at the contact page with the product as a query the form reads', async () => {
    const { enquiryHref } = await import('../../src/features/enquiry/enquiry-link.ts');
    expect(enquiryHref('Metformin Hydrochloride')).toBe('/contact?product=Metformin%20Hydrochloride');
    expect(enquiryHref('Lutein 10%')).toBe('/contact?product=Lutein%2010%25');
    expect(new URLSearchParams(enquiryHref('A & B').split('?')[1]).get('product')).toBe('A & B');
  });
});
