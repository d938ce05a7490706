/**
 * The per-client limit on enquiries (default 5 in 10 minutes and 20 a day; `ENQUIRY_RATE_LIMIT`,
 * e.g. "5/10m,20/1d", or "off"). Kept in memory, not the database: a refused post then costs no
 * write (a flood never becomes database load), the check is a lookup, and a restart forgetting
 * the counts only forgives a few clients once. With several servers each keeps its own counts,
 * so a client may reach the limit once on each: name the servers' number in the limit if that matters.
 */
export interface RateWindow {
  max: number;
  ms: number;
}

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

export const DEFAULT_RATE_LIMIT = '5/10m,20/1d';

/** "5/10m,20/1d" → two windows; "off" (or "0") → none. Throws on anything else, so a typo is not a silent "no limit". */
export function parseRateLimit(text: string | undefined): RateWindow[] {
  const value = (text?.trim() || DEFAULT_RATE_LIMIT).toLowerCase();
  if (value === 'off' || value === '0' || value === 'none') return [];
  return value.split(',').map((part) => {
    const match = /^(\d+)\s*\/\s*(\d*)\s*([smhd])$/.exec(part.trim());
    if (!match || Number(match[1]) < 1) throw new Error(`ENQUIRY_RATE_LIMIT: "${part.trim()}" is not a limit like 5/10m or 20/1d (s, m, h or d), or "off"`);
    return { max: Number(match[1]), ms: Number(match[2] || 1) * UNITS[match[3]!]! };
  });
}

/** The most clients remembered: past it, the longest-quiet ones are forgotten (memory stays bounded under a spread-out flood). */
const MAX_CLIENTS = 100_000;

export class RateLimiter {
  private readonly seen = new Map<string, number[]>();
  private readonly longest: number;

  constructor(private readonly windows: RateWindow[]) {
    this.longest = Math.max(0, ...windows.map((w) => w.ms));
  }

  /** Milliseconds until `client` may send again, or 0 when it may now. */
  wait(client: string, now = Date.now()): number {
    const times = this.recent(client, now);
    let wait = 0;
    for (const { max, ms } of this.windows) {
      const inWindow = times.filter((t) => t > now - ms);
      if (inWindow.length >= max) wait = Math.max(wait, inWindow[inWindow.length - max]! + ms - now);
    }
    return wait;
  }

  /** Counts one enquiry of `client`. */
  add(client: string, now = Date.now()): void {
    if (this.windows.length === 0) return;
    const times = this.recent(client, now);
    times.push(now);
    // Re-inserted: the Map's order is then least recently active first.
    this.seen.delete(client);
    this.seen.set(client, times);
    if (this.seen.size > MAX_CLIENTS) this.seen.delete(this.seen.keys().next().value!);
  }

  private recent(client: string, now: number): number[] {
    const times = (this.seen.get(client) ?? []).filter((t) => t > now - this.longest);
    if (times.length === 0) this.seen.delete(client);
    return times;
  }
}
