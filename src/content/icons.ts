/**
 * Icon names editors may use in content. The UI maps each to a lucide icon
 * (src/components/ui/icon.tsx); the typecheck fails if one is missing there.
 */
export const iconNames = [
  'globe', 'eye', 'target', 'handshake', 'shield-check', 'leaf', 'truck', 'ship', 'package',
  'flask', 'factory', 'award', 'badge-check', 'clock', 'users', 'heart-handshake', 'scale',
  'file-check', 'microscope', 'boxes', 'ruler', 'palette', 'recycle', 'sprout', 'thermometer',
  'droplet', 'phone', 'mail', 'map-pin', 'check', 'star', 'trending-up', 'clipboard-check',
  'warehouse', 'container', 'sparkles', 'lightbulb', 'wheat', 'gem', 'pill',
] as const;

export type IconName = (typeof iconNames)[number];

export const socialNetworks = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube', 'whatsapp'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
