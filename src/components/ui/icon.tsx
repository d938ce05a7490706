import { createElement } from 'react';
import { MIRROR_MARK, type IconNode } from '../../content/icons.ts';

/**
 * Every icon of the site: lucide's drawing data (or a brand mark), embedded at build time, drawn
 * as an inline SVG, decorative. Code imports each icon it draws (`import mailIcon from
 * 'virtual:icon/mail'`), so an icon's few bytes travel with the code that shows it; content names
 * its icons and the build embeds their drawings in the page's own data. lucide's stroke and fill
 * are the `icon` class's (app.css), said once in the stylesheet rather than on each of a page's
 * twenty-odd icons (issue 30: a static page's bytes). No xmlns: the HTML parser puts an inline
 * <svg> in the SVG namespace by itself.
 */
export function Icon({ node, className, id }: { node: IconNode; className?: string; id?: string }) {
  let mirrored = false;
  const shapes = node.map(([tag, attrs], i) => {
    if (!(MIRROR_MARK in attrs)) return createElement(tag, { key: i, ...attrs });
    mirrored = true;
    const { [MIRROR_MARK]: _, ...rest } = attrs;
    return createElement(tag, { key: i, ...rest });
  });
  // An arrow or chevron along the line (content/icons.ts isDirectionalIcon) points the other way right to left: icon-mirror, app.css.
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${mirrored ? 'icon-mirror ' : ''}${className ?? 'size-5'}`}>
      {id ? <g id={id}>{shapes}</g> : shapes}
    </svg>
  );
}

/**
 * The same icon again, drawn from the shapes of an `Icon` with that `id` on the page (`<use>`): a list
 * that repeats one icon on every line (a product's documents on request) writes its drawing once,
 * ~180 bytes less a line (issue 30: a product page's HTML). The shapes take their stroke from this
 * `icon` class, as an Icon's do.
 */
export function IconAgain({ id, className }: { id: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={`icon ${className ?? 'size-5'}`}>
      <use href={`#${id}`} />
    </svg>
  );
}
