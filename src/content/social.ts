/** The social networks the site can link to, and how each is named to visitors and screen readers. */
export const socialNetworks = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube', 'whatsapp'] as const;

export const networkLabel: Record<SocialNetwork, string> = {
  twitter: 'Twitter',
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp',
};
export type SocialNetwork = (typeof socialNetworks)[number];
