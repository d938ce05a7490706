import { createElement } from 'react';
import type { IconNode } from '../../content/icons.ts';

/**
 * Every icon of the site: lucide's drawing data (or a brand mark), embedded at build time, drawn
 * as an inline SVG, decorative. Code imports each icon it draws (`import mailIcon from
 * 'virtual:icon/mail'`), so an icon's few bytes travel with the code that shows it; content names
 * its icons and the build embeds their drawings in the page's own data.
 */
export function Icon({ node, className }: { node: IconNode; className?: string }) {
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
