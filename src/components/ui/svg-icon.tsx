import { createElement } from 'react';
import { icons } from 'virtual:icons';
import type { IconNode, UiIconName } from '../../content/icons.ts';

/** Draws lucide icon data (embedded at build time) as an inline SVG, decorative by default. */
export function SvgIcon({ node, className }: { node: IconNode; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className ?? 'size-5'}
    >
      {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
    </svg>
  );
}

/** One of the chrome's own icons (menu, chevrons, contact glyphs). */
export function UiIcon({ name, className }: { name: UiIconName; className?: string }) {
  return <SvgIcon node={icons[name]} className={className} />;
}
