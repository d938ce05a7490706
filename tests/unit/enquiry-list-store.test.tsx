import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AddToEnquiryButton } from '../../src/features/enquiry/add-to-enquiry-button.tsx';
import { createEnquiryListStore, ENQUIRY_LIST_KEY, useEnquiryList, type EnquiryListStore } from '../../src/features/enquiry/enquiry-list-store.ts';
import { EnquiryListLink } from '../../src/features/enquiry/enquiry-list-link.tsx';

/** A Storage that can be made to fail the way browsers do. */
function fakeStorage(mode: { read?: 'throw'; write?: 'throw' | 'quota' } = {}) {
  const data = new Map<string, string>();
  return {
    data,
    getItem(key: string) {
      if (mode.read === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
      return data.get(key) ?? null;
    },
    setItem(key: string, value: string) {
      if (mode.write === 'throw') throw new DOMException('The operation is insecure.', 'SecurityError');
      if (mode.write === 'quota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      data.set(key, value);
    },
    removeItem(key: string) {
      data.delete(key);
    },
  };
}

function otherTabWrites(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key }));
}

function Count({ store }: { store: EnquiryListStore }) {
  const { lines, remembered } = useEnquiryList(store);
  return (
    <p>
      {lines.map((l) => `${l.product}:${l.quantity}${l.unit}`).join(',') || 'empty'} {remembered ? 'remembered' : 'visit only'}
    </p>
  );
}

describe('enquiry list store', () => {
  it('keeps products with quantity and unit in localStorage, once each, and reads them back after a reload', () => {
    const store = createEnquiryListStore();
    expect(store.add('Cumin Seeds', 'MT')).toBe('added');
    expect(store.add('Paracetamol')).toBe('added');
    expect(store.add(' Cumin Seeds ')).toBe('present');
    store.update('Cumin Seeds', { quantity: '2.5' });
    store.update('Paracetamol', { unit: 'cartons' });
    expect(JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!)).toEqual([
      { product: 'Cumin Seeds', quantity: '2.5', unit: 'MT' },
      { product: 'Paracetamol', quantity: '1', unit: 'cartons' },
    ]);
    const reloaded = createEnquiryListStore();
    expect(reloaded.getSnapshot()).toEqual({ lines: store.getSnapshot().lines, remembered: true });
    reloaded.remove('Cumin Seeds');
    expect(reloaded.getSnapshot().lines.map((l) => l.product)).toEqual(['Paracetamol']);
    reloaded.clear();
    expect(localStorage.getItem(ENQUIRY_LIST_KEY)).toBeNull();
  });

  it('holds at most 50 products and refuses names that are not one visible line', () => {
    const storage = fakeStorage();
    const store = createEnquiryListStore({ storage: () => storage });
    for (let i = 0; i < 50; i++) expect(store.add(`Product ${i}`)).toBe('added');
    expect(store.add('Product 50')).toBe('full');
    expect(store.getSnapshot().lines).toHaveLength(50);
    const other = createEnquiryListStore({ storage: () => storage });
    for (const bad of ['', '   ', '\u200B', 'a\nb', 'x'.repeat(151)]) expect(other.add(bad), JSON.stringify(bad)).toBe('invalid');
  });

  it('is the same in every tab: a storage event from another tab updates the list', () => {
    const store = createEnquiryListStore();
    render(<Count store={store} />);
    expect(screen.getByText(/empty remembered/)).toBeInTheDocument();
    act(() => {
      localStorage.setItem(ENQUIRY_LIST_KEY, JSON.stringify([{ product: 'Basmati Rice', quantity: '3', unit: 'MT' }]));
      otherTabWrites(ENQUIRY_LIST_KEY);
    });
    expect(screen.getByText('Basmati Rice:3MT remembered')).toBeInTheDocument();
    act(() => {
      localStorage.clear();
      otherTabWrites(null);
    });
    expect(screen.getByText('empty remembered')).toBeInTheDocument();
    act(() => otherTabWrites('something-else'));
    expect(screen.getByText('empty remembered')).toBeInTheDocument();
  });

  it('storage disabled (every access throws): the list lives for the visit and says it is not remembered', () => {
    const store = createEnquiryListStore({ storage: () => fakeStorage({ read: 'throw', write: 'throw' }) });
    render(<Count store={store} />);
    expect(screen.getByText('empty visit only')).toBeInTheDocument();
    act(() => void store.add('Cumin Seeds'));
    expect(screen.getByText('Cumin Seeds:1kg visit only')).toBeInTheDocument();
    expect(store.takeStorageNotice()).toBe(true);
    expect(store.takeStorageNotice()).toBe(false);
  });

  it('storage unavailable altogether (reading localStorage throws): same', () => {
    const store = createEnquiryListStore({
      storage: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    expect(store.add('Cumin Seeds')).toBe('added');
    expect(store.getSnapshot()).toMatchObject({ remembered: false, lines: [{ product: 'Cumin Seeds' }] });
  });

  it('storage full: what could not be saved stays in memory, and is saved once there is room again', () => {
    const mode: { write?: 'quota' } = { write: 'quota' };
    const storage = fakeStorage(mode);
    const store = createEnquiryListStore({ storage: () => storage });
    expect(store.add('Cumin Seeds')).toBe('added');
    expect(store.add('Paracetamol')).toBe('added');
    expect(store.getSnapshot()).toMatchObject({ remembered: false, lines: [{ product: 'Cumin Seeds' }, { product: 'Paracetamol' }] });
    delete mode.write;
    store.update('Paracetamol', { quantity: '5' });
    expect(store.getSnapshot().remembered).toBe(true);
    expect(JSON.parse(storage.data.get(ENQUIRY_LIST_KEY)!)).toHaveLength(2);
  });

  it.each([
    ['not JSON', '{not json'],
    ['JSON of another shape', '{"items":3}'],
    ['null', 'null'],
    ['lines of garbage', JSON.stringify([1, 'x', null, { product: 42 }, { product: 'a\u0000b' }])],
  ])('storage holding garbage (%s) starts an empty list that is remembered again', (_, garbage) => {
    localStorage.setItem(ENQUIRY_LIST_KEY, garbage);
    const store = createEnquiryListStore();
    expect(store.getSnapshot()).toEqual({ lines: [], remembered: true });
    store.add('Cumin Seeds');
    expect(JSON.parse(localStorage.getItem(ENQUIRY_LIST_KEY)!)).toEqual([{ product: 'Cumin Seeds', quantity: '1', unit: 'kg' }]);
  });

  it('keeps the good lines of a partly damaged list, fixing unknown units and dropping duplicates', () => {
    localStorage.setItem(
      ENQUIRY_LIST_KEY,
      JSON.stringify([{ product: 'Cumin Seeds', quantity: 2, unit: 'tonnes' }, { product: 'Cumin Seeds' }, { nope: true }, { product: 'Paracetamol', quantity: '5', unit: 'kg' }]),
    );
    expect(createEnquiryListStore().getSnapshot().lines).toEqual([
      { product: 'Cumin Seeds', quantity: '2', unit: 'kg', variant: '', variants: [], sample: false, price: '', currency: 'USD', documents: [], documentOptions: [], documentTitles: {}, names: {} },
      { product: 'Paracetamol', quantity: '5', unit: 'kg', variant: '', variants: [], sample: false, price: '', currency: 'USD', documents: [], documentOptions: [], documentTitles: {}, names: {} },
    ]);
  });

  it('an add in one tab does not lose what another tab added meanwhile', () => {
    const tabA = createEnquiryListStore();
    const tabB = createEnquiryListStore();
    tabA.getSnapshot();
    tabB.add('Paracetamol');
    tabA.add('Cumin Seeds');
    expect(createEnquiryListStore().getSnapshot().lines.map((l) => l.product)).toEqual(['Paracetamol', 'Cumin Seeds']);
  });
});

describe('Add to enquiry button', () => {
  it('is named "Add {product} to enquiry", then "{product} is in your enquiry"; pressing again does no harm; each press is announced politely', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore();
    render(<AddToEnquiryButton product="Cumin Seeds" store={store} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Add Cumin Seeds to enquiry' }));
    expect(status).toHaveTextContent('Cumin Seeds added to your enquiry list, which now has 1 product.');
    const inList = screen.getByRole('button', { name: 'Cumin Seeds is in your enquiry' });
    await user.click(inList);
    expect(store.getSnapshot().lines).toHaveLength(1);
    expect(status).toHaveTextContent('Cumin Seeds is already in your enquiry list (1 product).');
    expect(screen.getByRole('button', { name: 'Cumin Seeds is in your enquiry' })).toBeEnabled();
  });

  it('follows the list: removed elsewhere, it offers to add again', () => {
    const store = createEnquiryListStore();
    store.add('Cumin Seeds');
    render(<AddToEnquiryButton product="Cumin Seeds" store={store} />);
    expect(screen.getByRole('button', { name: 'Cumin Seeds is in your enquiry' })).toBeInTheDocument();
    act(() => store.remove('Cumin Seeds'));
    expect(screen.getByRole('button', { name: 'Add Cumin Seeds to enquiry' })).toBeInTheDocument();
  });

  it('with storage blocked it still adds, and says once that the list will not be remembered', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore({ storage: () => fakeStorage({ read: 'throw', write: 'throw' }) });
    render(
      <>
        <AddToEnquiryButton product="Cumin Seeds" store={store} />
        <AddToEnquiryButton product="Paracetamol" store={store} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Add Cumin Seeds to enquiry' }));
    const [first, second] = screen.getAllByRole('status');
    expect(first).toHaveTextContent(/will be kept only until you leave the site/);
    await user.click(screen.getByRole('button', { name: 'Add Paracetamol to enquiry' }));
    expect(second).toHaveTextContent('Paracetamol added to your enquiry list, which now has 2 products.');
    expect(second).not.toHaveTextContent(/kept only/);
  });

  it('says so when the list is full', async () => {
    const user = userEvent.setup();
    const store = createEnquiryListStore();
    for (let i = 0; i < 50; i++) store.add(`Product ${i}`);
    render(<AddToEnquiryButton product="Cumin Seeds" store={store} />);
    await user.click(screen.getByRole('button', { name: 'Add Cumin Seeds to enquiry' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your enquiry list is full: it holds up to 50 products.');
  });
});

describe('Enquiry list link', () => {
  it('is named "Enquiry list (N)", leads to the list on the contact page and counts as the list changes', async () => {
    const { enquiryList } = await import('../../src/features/enquiry/enquiry-list-store.ts');
    enquiryList.clear();
    act(() => void enquiryList.add('Turmeric Powder'));
    render(
      <MemoryRouter>
        <EnquiryListLink />
      </MemoryRouter>,
    );
    // The first render, like the static page, counts nothing; the list's code follows it.
    expect(screen.getByRole('link', { name: 'Enquiry list (0)' })).toHaveAttribute('href', '/contact');
    const link = await screen.findByRole('link', { name: 'Enquiry list (1)' });
    expect(link).toHaveAttribute('href', '/contact');
    // What is shown is part of the name, in its order (WCAG 2.5.3): the words, then the count.
    expect(link).toHaveTextContent(/^Enquiry list \(1\)$/);
    act(() => void enquiryList.add('Cumin Seeds'));
    act(() => void enquiryList.add('Paracetamol'));
    // Waited for, not read at once: on a loaded CI machine the count came a moment after the adds.
    expect(await screen.findByRole('link', { name: 'Enquiry list (3)' })).toBeInTheDocument();
    act(() => enquiryList.clear());
    expect(await screen.findByRole('link', { name: 'Enquiry list (0)' })).toBeInTheDocument();
  });
});
