import { networkLabel, type SocialNetwork } from '../../content/social.ts';
import { brandIcons } from '../ui/brand-icons.ts';
import { Icon } from '../ui/icon.tsx';
import socials from 'virtual:content/site/socials';
import contact from 'virtual:content/site/contact';
import { useUi } from '../i18n/use-ui.ts';
import { layout as enLayout } from 'virtual:ui/en/layout';

/** The profile URL of a network; WhatsApp falls back to a click-to-chat link for the site's number. */
function socialUrl(network: SocialNetwork): string {
  const profile = socials.find((s) => s.network === network);
  if (profile) return profile.url;
  if (network === 'whatsapp' && contact.whatsapp) return `https://wa.me/${contact.whatsapp}`;
  return `https://www.${network}.com/`;
}

/** The company's social profiles as icon links, each named by its network; `linkClassName` is each link's whole class list. */
export function SocialLinks({ networks, linkClassName, className }: { networks: readonly SocialNetwork[]; linkClassName: string; className?: string }) {
  const ui = useUi({ layout: enLayout });
  return (
    <ul className={`flex items-center ${className ?? ''}`} aria-label={ui.layout.socialMedia}>
      {networks.map((network) => (
        <li key={network}>
          <a href={socialUrl(network)} aria-label={networkLabel[network]} target="_blank" rel="noopener noreferrer" className={linkClassName}>
            <Icon node={brandIcons[network]} className="size-4" />
          </a>
        </li>
      ))}
    </ul>
  );
}
