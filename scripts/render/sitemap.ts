import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { addressKey, splitLocale } from '../../src/routing/addresses.ts';
import type { SiteAddress } from '../content/addresses.ts';
import { escapeHtml } from '../html-edit.ts';

/** A page's languages as alternates, with x-default (the English page); none for a page in one language. */
export function alternatesWithDefault(list: readonly { hreflang: string; href: string }[]): { hreflang: string; href: string }[] {
  if (list.length < 2) return [];
  const english = list.find((a) => a.hreflang === 'en');
  return [...list, ...(english ? [{ hreflang: 'x-default', href: english.href }] : [])];
}

export interface SitemapLine {
  loc: string;
  /** The page in every language it is published in (hreflang, reciprocal). */
  alternates: { hreflang: string; href: string }[];
}

/** Each address's sitemap line, by real path: its public address and its languages (by its English address). */
export function sitemapLines(addresses: readonly Pick<SiteAddress, 'hashPath' | 'realPath' | 'locale'>[], siteUrl: string): Map<string, SitemapLine> {
  const englishKey = (a: Pick<SiteAddress, 'hashPath'>) => addressKey(splitLocale(a.hashPath).path);
  const languages = new Map<string, typeof addresses>();
  for (const a of addresses) languages.set(englishKey(a), [...(languages.get(englishKey(a)) ?? []), a]);
  const href = (a: Pick<SiteAddress, 'realPath'>) => new URL(a.realPath.slice(1), siteUrl).href;
  return new Map(addresses.map((a) => [a.realPath, { loc: href(a), alternates: (languages.get(englishKey(a)) ?? []).map((l) => ({ hreflang: l.locale ?? 'en', href: href(l) })) }]));
}

/**
 * The date each file under `dir` was last committed, from one `git log` (one call, not one per
 * file: 3,000 products would take half a minute). Empty when `dir` is not in a git work tree.
 */
export function lastCommitDates(dir: string): Map<string, string> {
  const dates = new Map<string, string>();
  let log: string;
  try {
    const top = execFileSync('git', ['-C', dir, 'rev-parse', '--show-toplevel'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    log = execFileSync('git', ['-C', dir, 'log', '--format=%x00%cI', '--name-only', '--no-renames', '--', '.'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 256 * 1024 * 1024,
    });
    let date = '';
    for (const line of log.split('\n')) {
      if (line.startsWith('\0')) date = line.slice(1);
      else if (line && date) {
        const abs = path.join(top, line);
        // Newest first: the first date seen is the last commit.
        if (!dates.has(abs)) dates.set(abs, date);
      }
    }
  } catch {
    // Not a git work tree (a generated content folder), or git is missing: modification times serve.
  }
  return dates;
}

/** A file's last change: its last commit's date, else its modification time. */
export function lastModified(file: string, commits: Map<string, string>): string {
  const abs = path.resolve(file);
  const committed = commits.get(abs);
  if (committed) return committed;
  try {
    return statSync(abs).mtime.toISOString();
  } catch {
    return new Date().toISOString();
  }
}


/** The sitemap; a page published in more than one language lists each (and x-default, English) as `xhtml:link` alternates. */
export function sitemapXml(urls: { loc: string; lastmod: string; alternates?: { hreflang: string; href: string }[] }[]): string {
  const alternates = (u: (typeof urls)[number]) =>
    alternatesWithDefault(u.alternates ?? []).map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`).join('');
  const body = urls.map((u) => `  <url>\n    <loc>${escapeHtml(u.loc)}</loc>\n    <lastmod>${u.lastmod}</lastmod>${alternates(u)}\n  </url>`).join('\n');
  const xhtml = urls.some((u) => (u.alternates?.length ?? 0) > 1) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
