/**
 * Icon names editors may use in content, each with the lucide icon that draws it.
 * The build embeds the drawing (lucide's SVG data) in the page that names it, so a page
 * ships only its own icons and no icon runtime.
 */
export const contentIcons = {
  globe: 'globe', eye: 'eye', target: 'target', handshake: 'handshake', 'shield-check': 'shield-check',
  leaf: 'leaf', truck: 'truck', ship: 'ship', package: 'package', flask: 'flask-conical', factory: 'factory',
  award: 'award', 'badge-check': 'badge-check', clock: 'clock', users: 'users', 'heart-handshake': 'heart-handshake',
  scale: 'scale', 'file-check': 'file-check', microscope: 'microscope', boxes: 'boxes', ruler: 'ruler',
  palette: 'palette', recycle: 'recycle', sprout: 'sprout', thermometer: 'thermometer', droplet: 'droplet',
  phone: 'phone', mail: 'mail', 'map-pin': 'map-pin', check: 'check', star: 'star', 'trending-up': 'trending-up',
  'clipboard-check': 'clipboard-check', warehouse: 'warehouse', container: 'container', sparkles: 'sparkles',
  lightbulb: 'lightbulb', wheat: 'wheat', gem: 'gem', pill: 'pill',
} as const;

export type IconName = keyof typeof contentIcons;
export const iconNames = Object.keys(contentIcons) as [IconName, ...IconName[]];

/** Icons the site's own chrome draws (header, footer, carousel, cards), built into virtual:icons. */
export const uiIcons = [
  'menu', 'x', 'chevron-down', 'chevron-left', 'chevron-right', 'arrow-right', 'mail', 'phone', 'map-pin',
  'check', 'quote', 'rotate-cw',
] as const;
export type UiIconName = (typeof uiIcons)[number];

/** lucide's drawing of an icon: SVG elements and their attributes on a 24 x 24 grid. */
export type IconNode = [tag: string, attrs: Record<string, string>][];

export const socialNetworks = ['twitter', 'facebook', 'instagram', 'linkedin', 'youtube', 'whatsapp'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
