import type { SocialNetwork } from './social.ts';

/** lucide's drawing of an icon: SVG elements and their attributes on a 24 x 24 grid. */
export type IconNode = [tag: string, attrs: Record<string, string>][];

/** The attribute on a drawing's first shape that marks it as pointing along the line (read by icon.tsx). */
export const MIRROR_MARK = 'data-mirror';

/**
 * lucide icons that point along the line of reading: arrows and chevrons to the left or right, and
 * the icons that mean forward or back (send, reply, undo, log in). On a right-to-left page they are
 * drawn mirrored (icon.tsx): "next" points left there, and a breadcrumb's chevron towards the page.
 * Up, down and external-link arrows mean the same either way.
 */
export function isDirectionalIcon(lucideId: string): boolean {
  return /^(?:(?:circle|square)-)?(?:arrow|chevron|chevrons|move)-(?:big-)?(?:left|right)(?:-|$)/.test(lucideId) || /^(?:send|send-horizontal|reply|reply-all|forward|undo|undo-2|redo|redo-2|log-in|log-out)$/.test(lucideId);
}

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

/**
 * Brand marks of the social networks. lucide no longer ships them; these simple outlines come from
 * its earlier, ISC-licensed set, in the same data shape, so every icon of the site is drawn one way.
 */
export const brandIcons = {
  twitter: [['path', { d: 'M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z' }]],
  facebook: [['path', { d: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z' }]],
  instagram: [
    ['rect', { width: '20', height: '20', x: '2', y: '2', rx: '5', ry: '5' }],
    ['path', { d: 'M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z' }],
    ['line', { x1: '17.5', x2: '17.51', y1: '6.5', y2: '6.5' }],
  ],
  linkedin: [
    ['path', { d: 'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z' }],
    ['rect', { width: '4', height: '12', x: '2', y: '9' }],
    ['circle', { cx: '4', cy: '4', r: '2' }],
  ],
  youtube: [
    ['path', { d: 'M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17' }],
    ['path', { d: 'm10 15 5-3-5-3z' }],
  ],
  whatsapp: [
    ['path', { d: 'M7.9 20A9 9 0 1 0 4 16.1L2 22Z' }],
    ['path', { d: 'M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1' }],
  ],
} satisfies Record<SocialNetwork, IconNode>;
