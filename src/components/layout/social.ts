import socials from 'virtual:content/site/socials';
import contact from 'virtual:content/site/contact';
import type { SocialNetwork } from '../../content/social.ts';

/** The profile URL of a network; WhatsApp falls back to a click-to-chat link for the site's number. */
export function socialUrl(network: SocialNetwork): string {
  const profile = socials.find((s) => s.network === network);
  if (profile) return profile.url;
  if (network === 'whatsapp' && contact.whatsapp) return `https://wa.me/${contact.whatsapp}`;
  return `https://www.${network}.com/`;
}
