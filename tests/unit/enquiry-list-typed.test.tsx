import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EnquiryListEditor } from '../../src/features/enquiry/enquiry-list.tsx';
import { createEnquiryListStore, useEnquiryList, type EnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
}

function Editor({ store }: { store: EnquiryListStore }) {
  const { lines, remembered } = useEnquiryList(store);
  return (
    <MemoryRouter>
      <form onSubmit={() => { throw new Error('Enter in the product field must not send the enquiry'); }}>
        <EnquiryListEditor lines={lines} remembered={remembered} lineErrors={new Map()} store={store} />
      </form>
    </MemoryRouter>
  );
}

describe('adding a product by name on the contact page', () => {
  it('adds what the buyer types, with Enter or the button, and never sends the form', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore({ storage: ((s) => () => s)(memoryStorage()) });
    render(<Editor store={store} />);
    const field = screen.getByLabelText(/Add a product by name/);
    await user.type(field, '  1121   basmati rice{Enter}');
    expect(screen.getByLabelText('Quantity for 1121 basmati rice')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await user.type(field, 'Cumin seeds');
    await user.click(screen.getByRole('button', { name: 'Add product to the enquiry list' }));
    expect(store.getSnapshot().lines.map((l) => l.product)).toEqual(['1121 basmati rice', 'Cumin seeds']);
    expect(screen.getByRole('status')).toHaveTextContent('Cumin seeds added. Your enquiry list has 2 products.');
  });

  it('says at the field what is wrong and keeps what was typed: nothing, a control character, too long', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore({ storage: ((s) => () => s)(memoryStorage()) });
    render(<Editor store={store} />);
    const field = screen.getByLabelText(/Add a product by name/);
    const add = screen.getByRole('button', { name: 'Add product to the enquiry list' });
    await user.click(add);
    expect(field).toHaveAccessibleDescription('Type the name of the product you need.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await user.type(field, 'x'.repeat(151));
    await user.click(add);
    expect(field).toHaveAccessibleDescription('Must be at most 150 characters.');
    expect(field).toHaveValue('x'.repeat(151));
    await user.clear(field);
    await user.click(field);
    await user.paste('Rice\u0007');
    await user.click(add);
    expect(field).toHaveAccessibleDescription('Must be one line of text, without control characters.');
    expect(store.getSnapshot().lines).toEqual([]);
  });
});
