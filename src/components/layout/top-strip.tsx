import site from 'virtual:content/site';
import { networkLabel, SocialIcon } from '../ui/social-icon.tsx';
import { socialUrl } from './social.ts';
import { UiIcon } from '../ui/svg-icon.tsx';

export function TopStrip() {
  return (
    <div className="bg-brand-strong text-ink-inverse">
      <div className="container-page flex h-10 items-center justify-between gap-2 text-xs sm:text-sm">
        <a href={`mailto:${site.contact.email}`} className="inline-flex items-center gap-2 hover:text-accent-tint">
          <UiIcon name="mail" className="size-4 shrink-0" />
          {site.contact.email}
        </a>
        <ul className="flex items-center" aria-label="Social media">
          {site.topStrip.networks.map((network) => (
            <li key={network}>
              <a
                href={socialUrl(network)}
                aria-label={networkLabel[network]}
                target="_blank"
                rel="noopener noreferrer"
                className="grid size-7 place-items-center rounded-full hover:bg-brand sm:size-8"
              >
                <SocialIcon network={network} className="size-4" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
