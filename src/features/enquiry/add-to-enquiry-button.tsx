import checkIcon from 'virtual:icon/check';
import plusIcon from 'virtual:icon/plus';
import { useState } from 'react';
import { Icon } from '../../components/ui/icon.tsx';
import { enquiryList, useEnquiryList, type EnquiryListStore } from './enquiry-list-store.ts';
import { MAX_ITEMS, type Unit } from './line-rules.ts';
import { useOfferedDocuments } from './offered-documents.ts';

const products = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

interface AddToEnquiryButtonProps {
  /** The product's name as buyers know it; it is also the line's name in the enquiry list. */
  product: string;
  /** The unit the line starts with (kg if not given); the buyer can change it on the contact page. */
  unit?: Unit;
  /** "sm" for a button inside a card or a table row. */
  size?: 'md' | 'sm';
  /** The documents the product comes with, offered under "Documents wanted"; by default those of the page on show. */
  documents?: readonly string[];
  className?: string;
  store?: EnquiryListStore;
}

/**
 * "Add {product} to enquiry"; once the product is in the list, "{product} is in your enquiry", and
 * pressing it again only says so. Each press is announced politely with the list's new size.
 */
export function AddToEnquiryButton({ product, unit, size = 'md', documents, className = '', store = enquiryList }: AddToEnquiryButtonProps) {
  const { lines } = useEnquiryList(store);
  const offered = useOfferedDocuments();
  const [announcement, setAnnouncement] = useState('');
  const name = product.trim();
  const inList = lines.some((line) => line.product === name);

  function onClick() {
    const result = store.add(name, unit, documents ?? offered);
    const count = store.getSnapshot().lines.length;
    let text =
      result === 'added'
        ? `${name} added to your enquiry list, which now has ${products(count)}.`
        : result === 'present'
          ? `${name} is already in your enquiry list (${products(count)}).`
          : result === 'full'
            ? `Your enquiry list is full: it holds up to ${MAX_ITEMS} products. Send it, or remove one on the contact page.`
            : `${name} cannot be added to the enquiry list.`;
    if (store.takeStorageNotice()) text += ' This browser is not letting us save the list, so it will be kept only until you leave the site.';
    setAnnouncement(text);
  }

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        className={`btn border ${size === 'sm' ? 'gap-1! px-2.5! py-1.5! text-[0.8125rem]! whitespace-nowrap' : ''} ${
          inList ? 'border-success/40 bg-success/5 text-success hover:bg-success/10' : 'border-brand bg-surface text-brand hover:bg-brand-tint'
        } ${className}`}
      >
        <Icon node={inList ? checkIcon : plusIcon} className="size-4 shrink-0" />
        {inList ? (
          // Spaces stay outside the hidden spans: name computation trims each element's text.
          <span>
            <span className="sr-only">{name} is</span> <span className="inline-block first-letter:uppercase">in your enquiry</span>
          </span>
        ) : (
          <span>
            Add <span className="sr-only">{name}</span> to enquiry
          </span>
        )}
      </button>
      <span role="status" aria-live="polite" className="sr-only">
        {announcement}
      </span>
    </>
  );
}
