import { useEffect, useState, useSyncExternalStore } from 'react';
import clipboardListIcon from 'virtual:icon/clipboard-list';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../routing/href.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { TO_LIST_STATE } from './enquiry-ids.ts';
import type { EnquiryListStore } from './enquiry-list-store.ts';
import { useUi } from '../../components/i18n/use-ui.ts';
import { header as enHeader } from 'virtual:ui/en/header';

const noSubscription = () => () => {};

/**
 * How many products the list holds. The list's code (storage, validation) is not needed to draw the
 * page, and a static page shows 0 anyway (the server has no list): it arrives just after the first
 * render, and the count with it. If it cannot load, the count stays 0 and the link still leads there.
 */
function useListCount(): number {
  const [store, setStore] = useState<EnquiryListStore | null>(null);
  useEffect(() => {
    let live = true;
    import('./enquiry-list-store.ts').then(
      (m) => live && setStore(m.enquiryList),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return useSyncExternalStore(
    store ? store.subscribe : noSubscription,
    () => (store ? store.getSnapshot().lines.length : 0),
    () => 0,
  );
}

/**
 * The header's way to the list: "Enquiry list (N)", to the list itself on the contact page (scrolled
 * to and focused there, by the navigation's state), not the top of the page. What it shows is its
 * name (WCAG 2.5.3): the words come before the count in the markup (the icon and its badge are
 * drawn first), and the badge shows the count in its brackets, "(3)", as the name says it: a bare
 * "3" beside a name "Enquiry list (3)" is a label the name does not hold (axe 4.14 compares the
 * name without its bracketed part; issue 47, item 10).
 */
export function EnquiryListLink({ className = '' }: { className?: string }) {
  const count = useListCount();
  // The contract's English name on English pages ("Enquiry list (N)"), the page's language elsewhere.
  const { header: words } = useUi({ header: enHeader });
  return (
    <AppLink
      to={href('contact')}
      state={TO_LIST_STATE}
      aria-label={words.listLinkLabel({ count: String(count) })}
      // enquiry-link, enquiry-badge: app.css.
      className={`enquiry-link ${className}`}
    >
      <span className="hidden xl:inline">{words.listLink}</span>{' '}
      <span className="relative order-first">
        <Icon node={clipboardListIcon} className="size-6 text-brand" />
        <span
          className={`enquiry-badge ${
            count > 0 ? 'bg-accent text-ink' : 'bg-surface-sunken text-ink-muted'
          }`}
        >
          ({count})
        </span>
      </span>
    </AppLink>
  );
}
