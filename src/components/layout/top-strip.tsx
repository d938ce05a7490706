import site from 'virtual:content/site';
import { SocialLinks } from './social-links.tsx';
import { UiIcon } from '../ui/svg-icon.tsx';

export function TopStrip() {
  return (
    <div className="bg-brand-strong text-ink-inverse">
      <div className="container-page flex h-10 items-center justify-between gap-2 text-xs sm:text-sm">
        <a href={`mailto:${site.contact.email}`} className="inline-flex items-center gap-2 hover:text-accent-tint">
          <UiIcon name="mail" className="size-4 shrink-0" />
          {site.contact.email}
        </a>
        <SocialLinks networks={site.topStrip.networks} linkClassName="size-7 hover:bg-brand sm:size-8" />
      </div>
    </div>
  );
}
