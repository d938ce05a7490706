import { describe, expect, it } from 'vitest';
import { composeMessage, whatsappHref, whatsappText } from '../../src/features/enquiry/summary.ts';

const items = [
  { product: 'Cumin Seeds', quantity: 2, unit: 'MT' as const },
  { product: 'Paracetamol', quantity: 12500.5, unit: 'kg' as const },
];

describe('enquiry summary', () => {
  it('the message sent lists the products and terms as plain lines after what the visitor typed', () => {
    expect(composeMessage('Please quote.', items, { incoterm: 'CIF', port: 'Jebel Ali' })).toBe(
      'Please quote.\n\nProducts:\n- Cumin Seeds: 2 MT\n- Paracetamol: 12,500.5 kg\n\nDelivery: CIF Jebel Ali',
    );
    expect(composeMessage('Just a question.', [])).toBe('Just a question.');
    expect(composeMessage('Hi', [], { incoterm: 'FOB' })).toBe('Hi\n\nDelivery: FOB (Free On Board)');
  });

  it('the WhatsApp link carries the same summary, encoded, to the number in digits', () => {
    const text = whatsappText({ 'first-name': 'Amina', 'last-name': 'Yusuf', company: 'Gulf Foods', country: 'Oman', email: 'amina@example.com', items, port: 'Sohar' }, 'Samples first?');
    expect(text).toBe(
      'Enquiry from Amina Yusuf (Gulf Foods, Oman)\n\nProducts:\n- Cumin Seeds: 2 MT\n- Paracetamol: 12,500.5 kg\n\nDelivery: to Sohar\n\nSamples first?\n\nReply to: amina@example.com',
    );
    const href = whatsappHref('+91 80 4123-4567', text);
    expect(href.startsWith('https://wa.me/918041234567?text=')).toBe(true);
    expect(decodeURIComponent(new URL(href).search.slice('?text='.length))).toBe(text);
  });
});
