import site from 'virtual:content/site';
import type { SocialNetwork } from '../../content/icons.ts';

/** The profile URL of a network; WhatsApp falls back to a click-to-chat link for the site's number. */
export function socialUrl(network: SocialNetwork): string {
  const profile = site.socials.find((s) => s.network === network);
  if (profile) return profile.url;
  if (network === 'whatsapp' && site.contact.whatsapp) return `https://wa.me/${site.contact.whatsapp}`;
  return `https://www.${network}.com/`;
}
