import mailIcon from 'virtual:icon/mail';
import contact from 'virtual:content/site/contact';
import topStrip from 'virtual:content/site/topStrip';
import { SocialLinks } from './social-links.tsx';
import { Icon } from '../ui/icon.tsx';

export function TopStrip() {
  return (
    <div className="bg-brand-strong text-ink-inverse">
      <div className="container-page flex h-10 items-center justify-between gap-2 text-xs sm:text-sm">
        <a href={`mailto:${contact.email}`} className="inline-flex min-w-0 items-center gap-2 hover:text-accent-tint">
          <Icon node={mailIcon} className="size-4 shrink-0" />
          <span className="truncate">{contact.email}</span>
        </a>
        <SocialLinks networks={topStrip.networks} className="shrink-0" linkClassName="grid place-items-center rounded-full size-7 hover:bg-brand sm:size-8" />
      </div>
    </div>
  );
}
