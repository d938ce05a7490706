import type { LucideIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { IconName } from '../../content/icons.ts';

type IconModule = Promise<{ default: LucideIcon }>;

// One small chunk per icon: a page downloads only the icons its content names.
const loaders = {
  globe: () => import('lucide-react/icons/globe') as IconModule,
  eye: () => import('lucide-react/icons/eye') as IconModule,
  target: () => import('lucide-react/icons/target') as IconModule,
  handshake: () => import('lucide-react/icons/handshake') as IconModule,
  'shield-check': () => import('lucide-react/icons/shield-check') as IconModule,
  leaf: () => import('lucide-react/icons/leaf') as IconModule,
  truck: () => import('lucide-react/icons/truck') as IconModule,
  ship: () => import('lucide-react/icons/ship') as IconModule,
  package: () => import('lucide-react/icons/package') as IconModule,
  flask: () => import('lucide-react/icons/flask-conical') as IconModule,
  factory: () => import('lucide-react/icons/factory') as IconModule,
  award: () => import('lucide-react/icons/award') as IconModule,
  'badge-check': () => import('lucide-react/icons/badge-check') as IconModule,
  clock: () => import('lucide-react/icons/clock') as IconModule,
  users: () => import('lucide-react/icons/users') as IconModule,
  'heart-handshake': () => import('lucide-react/icons/heart-handshake') as IconModule,
  scale: () => import('lucide-react/icons/scale') as IconModule,
  'file-check': () => import('lucide-react/icons/file-check') as IconModule,
  microscope: () => import('lucide-react/icons/microscope') as IconModule,
  boxes: () => import('lucide-react/icons/boxes') as IconModule,
  ruler: () => import('lucide-react/icons/ruler') as IconModule,
  palette: () => import('lucide-react/icons/palette') as IconModule,
  recycle: () => import('lucide-react/icons/recycle') as IconModule,
  sprout: () => import('lucide-react/icons/sprout') as IconModule,
  thermometer: () => import('lucide-react/icons/thermometer') as IconModule,
  droplet: () => import('lucide-react/icons/droplet') as IconModule,
  phone: () => import('lucide-react/icons/phone') as IconModule,
  mail: () => import('lucide-react/icons/mail') as IconModule,
  'map-pin': () => import('lucide-react/icons/map-pin') as IconModule,
  check: () => import('lucide-react/icons/check') as IconModule,
  star: () => import('lucide-react/icons/star') as IconModule,
  'trending-up': () => import('lucide-react/icons/trending-up') as IconModule,
  'clipboard-check': () => import('lucide-react/icons/clipboard-check') as IconModule,
  warehouse: () => import('lucide-react/icons/warehouse') as IconModule,
  container: () => import('lucide-react/icons/container') as IconModule,
  sparkles: () => import('lucide-react/icons/sparkles') as IconModule,
  lightbulb: () => import('lucide-react/icons/lightbulb') as IconModule,
  wheat: () => import('lucide-react/icons/wheat') as IconModule,
  gem: () => import('lucide-react/icons/gem') as IconModule,
  pill: () => import('lucide-react/icons/pill') as IconModule,
} satisfies { [N in IconName]: () => IconModule };

const loaded = new Map<IconName, LucideIcon>();

/** Loads the icons a page names before it renders, so they paint with it. */
export async function preloadIcons(names: Iterable<IconName>): Promise<void> {
  await Promise.all(
    [...new Set(names)]
      .filter((n) => !loaded.has(n))
      .map(async (n) => {
        loaded.set(n, (await loaders[n]()).default);
      }),
  );
}

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const [Component, setComponent] = useState<LucideIcon | undefined>(() => loaded.get(name));
  useEffect(() => {
    if (Component) return;
    let live = true;
    void preloadIcons([name]).then(() => live && setComponent(() => loaded.get(name)));
    return () => {
      live = false;
    };
  }, [Component, name]);
  if (!Component) return <span aria-hidden="true" className={`inline-block ${className ?? ''}`} />;
  return <Component aria-hidden="true" focusable="false" className={className} />;
}
