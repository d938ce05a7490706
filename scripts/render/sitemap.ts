import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

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

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap; a page published in more than one language lists each (and x-default, English) as `xhtml:link` alternates. */
export function sitemapXml(urls: { loc: string; lastmod: string; alternates?: { hreflang: string; href: string }[] }[]): string {
  const alternates = (u: (typeof urls)[number]) => {
    const list = u.alternates ?? [];
    if (list.length < 2) return '';
    const english = list.find((a) => a.hreflang === 'en');
    return [...list, ...(english ? [{ hreflang: 'x-default', href: english.href }] : [])]
      .map((a) => `\n    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`)
      .join('');
  };
  const body = urls.map((u) => `  <url>\n    <loc>${escapeXml(u.loc)}</loc>\n    <lastmod>${u.lastmod}</lastmod>${alternates(u)}\n  </url>`).join('\n');
  const xhtml = urls.some((u) => (u.alternates?.length ?? 0) > 1) ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : '';
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${xhtml}>\n${body}\n</urlset>\n`;
}

export function robotsTxt(sitemapUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`;
}
