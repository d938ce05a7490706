import clipboardListIcon from 'virtual:icon/clipboard-list';
import { Icon } from '../../components/ui/icon.tsx';
import { href } from '../../routing/href.ts';
import { AppLink } from '../../components/ui/app-link.tsx';
import { useEnquiryList } from './enquiry-list-store.ts';

/** The header's way to the list: "Enquiry list (N)", to the contact page where the list is sent. */
export function EnquiryListLink({ className = '' }: { className?: string }) {
  const { lines } = useEnquiryList();
  const count = lines.length;
  return (
    <AppLink
      to={href('contact')}
      aria-label={`Enquiry list (${count})`}
      className={`inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2.5 rounded-control px-2 text-sm font-medium text-ink transition-colors hover:bg-brand-tint hover:text-brand ${className}`}
    >
      <span className="relative">
        <Icon node={clipboardListIcon} className="size-6 text-brand" />
        <span
          className={`absolute -top-1.5 -right-2.5 grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-semibold tabular-nums ring-2 ring-surface ${
            count > 0 ? 'bg-accent text-ink' : 'bg-surface-sunken text-ink-muted'
          }`}
        >
          {count}
        </span>
      </span>
      <span className="hidden xl:inline">Enquiry list</span>
    </AppLink>
  );
}
