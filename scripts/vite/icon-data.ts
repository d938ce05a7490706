import { contentIcons, type IconNode } from '../../src/content/icons.ts';

const cache = new Map<string, Promise<IconNode>>();

/** lucide's SVG data for an icon id (e.g. "flask-conical"), without React keys. */
export function lucideNode(id: string): Promise<IconNode> {
  let found = cache.get(id);
  if (!found) {
    found = import(`lucide-react/icons/${id}`).then((m: { __iconData: { node: [string, Record<string, string>][] } }) =>
      m.__iconData.node.map(([tag, { key: _key, ...attrs }]) => [tag, attrs] as [string, Record<string, string>]),
    );
    cache.set(id, found);
  }
  return found;
}

export function contentIconNode(name: string): Promise<IconNode> {
  const id = contentIcons[name as keyof typeof contentIcons];
  if (!id) throw new Error(`Unknown icon "${name}"`);
  return lucideNode(id);
}
