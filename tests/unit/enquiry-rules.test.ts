import { describe, expect, it } from 'vitest';
import { validateEnquiry } from '../../src/features/enquiry/rules.ts';

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

  it('checks the e-mail is a real address shape over the whole value', () => {
    for (const email of ['amina@example.com', 'x.y+z@sub.example.co.in', "o'brien@example.ie", 'sales@xn--80ak6aa92e.com', 'ventas@empresa.com.mx', 'info@例え.jp']) {
      expect(validateEnquiry({ ...valid, email }), email).toEqual([]);
    }
    for (const email of ['amina', 'amina@', '@example.com', 'ami na@example.com', 'amina@exa mple.com', 'a@b', 'amina@example', 'a..b@example.com', '.a@example.com', 'a.@example.com', 'a@-example.com', 'a@example.c0m', 'a@@example.com', '"a b"@example.com']) {
      expect(validateEnquiry({ ...valid, email }).map((e) => e.code), email).toEqual(['TYPE_EMAIL']);
    }
  });

  it('rejects values that are not text, and bodies that are not objects', () => {
    expect(validateEnquiry({ ...valid, email: 42 }).map((e) => e.code)).toEqual(['TYPE_TEXT']);
    expect(validateEnquiry(null)).toHaveLength(4);
    expect(validateEnquiry(['a'])).toHaveLength(4);
  });

  it('rejects markup posing as an e-mail address (issue 10, item 5)', () => {
    for (const email of ['<script>@x', '<script>@example.com', 'a@<b>.com', 'amina@example.com<script>', 'a>b@example.com']) {
      expect(validateEnquiry({ ...valid, email }).map((e) => e.code), email).toEqual(['TYPE_EMAIL']);
    }
  });

  it('limits each field’s length (issue 10, item 5)', () => {
    expect(validateEnquiry({ ...valid, 'first-name': 'A'.repeat(100) })).toEqual([]);
    expect(validateEnquiry({ ...valid, 'first-name': 'A'.repeat(30 * 1024) })).toEqual([
      { field: 'first-name', message: 'must be at most 100 characters', code: 'TOO_LONG' },
    ]);
    expect(validateEnquiry({ ...valid, 'last-name': 'B'.repeat(101) }).map((e) => e.code)).toEqual(['TOO_LONG']);
    expect(validateEnquiry({ ...valid, email: `${'a'.repeat(30 * 1024)}@example.com` }).map((e) => [e.field, e.code])).toEqual([['email', 'TOO_LONG']]);
    // The message as sent also lists up to 50 products: room for them beyond what a visitor can type (10,000).
    expect(validateEnquiry({ ...valid, message: 'm'.repeat(20_000) })).toEqual([]);
    expect(validateEnquiry({ ...valid, message: 'm'.repeat(20_001) }).map((e) => e.code)).toEqual(['TOO_LONG']);
  });

  it('refuses control characters, NUL and line breaks in names (issue 10, item 5)', () => {
    for (const name of ['Am\u0000ina', 'Amina\nBcc: x@y.com', 'Amina\r', 'Am\tina', 'Am\u001bina', 'Am\u007fina', 'Am\u0085ina', 'Am\u2028ina']) {
      expect(validateEnquiry({ ...valid, 'first-name': name }).map((e) => e.code), JSON.stringify(name)).toEqual(['CONTROL_CHARS']);
      expect(validateEnquiry({ ...valid, 'last-name': name }).map((e) => e.code), JSON.stringify(name)).toEqual(['CONTROL_CHARS']);
    }
    expect(validateEnquiry({ ...valid, 'first-name': 'Ami\u202Ena' }).map((e) => e.code)).toEqual(['CONTROL_CHARS']);
    expect(validateEnquiry({ ...valid, email: 'amina@example.com\r\nBcc: x@y.com' }).map((e) => e.code)).toEqual(['CONTROL_CHARS']);
  });

  it('treats a name made only of invisible characters as missing (issue 10, item 5)', () => {
    for (const name of ['\u200B\u200B\u200B', '\u200C\u200D\u2060', '\uFEFF', '\u00A0\u3000', '\u3164', '\u00AD', '\u2800']) {
      expect(validateEnquiry({ ...valid, 'first-name': name }).map((e) => e.code), JSON.stringify(name)).toEqual(['REQUIRED']);
    }
    expect(validateEnquiry({ ...valid, message: '\u200B\n\u200B' }).map((e) => e.code)).toEqual(['REQUIRED']);
  });

  it('keeps real names and messages: accents, scripts, apostrophes, line breaks and tabs', () => {
    for (const name of ['José', 'Nguyễn', 'محمد', 'Ông Văn-Ân', "O'Brien", '张伟', 'Zoë Smith-Jones', 'Anne\u200DMarie']) {
      expect(validateEnquiry({ ...valid, 'first-name': name }), name).toEqual([]);
    }
    expect(validateEnquiry({ ...valid, message: 'Line 1\r\nLine 2\n\tindented' })).toEqual([]);
    expect(validateEnquiry({ ...valid, message: 'Hi\u0000there' }).map((e) => e.code)).toEqual(['CONTROL_CHARS']);
    expect(validateEnquiry({ ...valid, message: 'Hi\u001b[31mthere' }).map((e) => e.code)).toEqual(['CONTROL_CHARS']);
  });

  it('names only its own fields: "constructor", "__proto__" and "toString" are not fields (issue 10, item 8)', async () => {
    const { isEnquiryField } = await import('../../src/features/enquiry/rules.ts');
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) expect(isEnquiryField(name), name).toBe(false);
    expect(isEnquiryField('email')).toBe(true);
  });

  it('counts any non-empty honeypot value as a bot (issue 10, item 4)', async () => {
    const { isHoneypotFilled } = await import('../../src/features/enquiry/rules.ts');
    for (const value of ['1', 1, true, {}, [], 'http://spam.example', false, 0]) expect(isHoneypotFilled(value), JSON.stringify(value)).toBe(true);
    for (const value of [undefined, null, '']) expect(isHoneypotFilled(value), String(value)).toBe(false);
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
