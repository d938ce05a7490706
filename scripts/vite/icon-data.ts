import { dynamicIconImports } from 'lucide-react/dynamic';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { contentIcons, isDirectionalIcon, MIRROR_MARK, type IconNode } from '../../src/content/icons.ts';
import { HtmlEdit, type Element } from '../html-edit.ts';

const cache = new Map<string, Promise<IconNode>>();

/**
 * lucide's drawing of an icon id (e.g. "flask-conical") through lucide-react's public API only:
 * the icon's component, found by its name in `dynamicIconImports`, rendered to SVG, and the
 * elements it draws read back with the HTML parser.
 */
export function lucideNode(id: string): Promise<IconNode> {
  let found = cache.get(id);
  if (!found) {
    const load = Object.hasOwn(dynamicIconImports, id) ? dynamicIconImports[id as keyof typeof dynamicIconImports] : null;
    found = load
      ? load().then(({ default: icon }) => {
          const svg = new HtmlEdit(renderToStaticMarkup(createElement(icon as ComponentType)), { fragment: true });
          const drawing = svg.find((el) => el.tagName === 'svg')!.childNodes.filter((n): n is Element => 'tagName' in n);
          const node = drawing.map((el) => [el.tagName, Object.fromEntries(el.attrs.map((a) => [a.name, a.value]))] as [string, Record<string, string>]);
          // Marked here, once for every icon the site draws, content's included: icon.tsx mirrors it right to left.
          if (isDirectionalIcon(id) && node[0]) node[0][1] = { [MIRROR_MARK]: '', ...node[0][1] };
          return node;
        })
      : Promise.reject(new Error(`lucide has no icon "${id}"`));
    cache.set(id, found);
  }
  return found;
}

export function contentIconNode(name: string): Promise<IconNode> {
  const id = contentIcons[name as keyof typeof contentIcons];
  if (!id) throw new Error(`Unknown icon "${name}"`);
  return lucideNode(id);
}
