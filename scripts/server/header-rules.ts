import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { isSecure } from './client-address.ts';

/**
 * The `_headers` file (Netlify / Cloudflare Pages format) as the hosts apply it, so `npm start`
 * answers with the headers a deployed site would send:
 *   - every rule whose path matches applies, in the order of the file;
 *   - a header set by two matching rules is sent with both values joined by a comma (Cloudflare
 *     Pages; for Content-Security-Policy that is two policies, both enforced);
 *   - `! Name` in a rule removes the header the rules before it set (Cloudflare's "detach"),
 *     so a rule can replace a site-wide header rather than add to it.
 * Netlify keeps the last matching rule's value instead of joining, and does not know `!` (the
 * build leaves the `!` lines out there, see scripts/vite/headers-file.ts): a file whose rules
 * detach before they replace means the same on both.
 */

export interface HeaderRule {
  pattern: RegExp;
  set: [string, string][];
  unset: string[];
}

/** `/admin/*` as a regular expression: `*` is any run of characters, `:name` one path segment. */
function patternOf(path: string): RegExp {
  const source = path
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (!/^\s/.test(raw)) {
      rules.push({ pattern: patternOf(line), set: [], unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    if (!rule) continue;
    if (line.startsWith('!')) {
      rule.unset.push(line.slice(1).trim());
      continue;
    }
    const i = line.indexOf(':');
    if (i > 0) rule.set.push([line.slice(0, i).trim(), line.slice(i + 1).trim()]);
  }
  return rules;
}

/** The headers the rules give a path, by the hosts' semantics above (names as the file spells them). */
export function headersForPath(rules: readonly HeaderRule[], urlPath: string): Record<string, string> {
  const out = new Map<string, { name: string; value: string }>();
  const setByRules = new Set<string>();
  for (const rule of rules) {
    if (!rule.pattern.test(urlPath)) continue;
    for (const name of rule.unset) out.delete(name.toLowerCase());
    for (const [name, value] of rule.set) {
      const key = name.toLowerCase();
      const present = out.get(key);
      if (setByRules.has(key) && present) out.set(key, { name: present.name, value: `${present.value}, ${value}` });
      else out.set(key, { name, value });
      setByRules.add(key);
    }
  }
  return Object.fromEntries([...out.values()].map(({ name, value }) => [name, value]));
}

/** The build's `_headers` file as rules; none without a build (the dev server) or without the file. */
export function loadHeaderRules(dist: string | null): HeaderRule[] {
  const file = dist ? path.join(dist, '_headers') : null;
  return file && existsSync(file) ? parseHeaderRules(readFileSync(file, 'utf8')) : [];
}

/**
 * The headers of every answer the local server makes for `urlPath`, a file of the build or a page
 * it makes itself (a form post's answer, /contact/?product=): decided here, once, so no answer
 * goes out without the site's security headers.
 */
export function answerHeaders(rules: readonly HeaderRule[], req: IncomingMessage, urlPath: string): Record<string, string> {
  const headers = headersForPath(rules, urlPath);
  // Also when the build has no _headers: a browser must never guess a type for what we send.
  headers['X-Content-Type-Options'] = 'nosniff';
  // RFC 6797 7.2: never over plain HTTP (npm start on localhost); a host on HTTPS sends it from _headers.
  if (!isSecure(req)) delete headers['Strict-Transport-Security'];
  return headers;
}
