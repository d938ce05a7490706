import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The time a page the server drew was drawn, signed (`{ms}.{mac}`), for its form's hidden `_drawn`
 * field: a post that comes back sooner than a person can fill the form is a bot's. Signed with a
 * secret of this process, so a bot cannot claim an earlier time; a token from before a restart
 * (or another server) no longer verifies and is simply not judged.
 */
const secret = randomBytes(32);
const macOf = (ms: string) => createHmac('sha256', secret).update(ms).digest('base64url').slice(0, 22);

export function drawnToken(now = Date.now()): string {
  const ms = String(now);
  return `${ms}.${macOf(ms)}`;
}

/** How long ago the token's page was drawn, or null when it is not a token of this process. */
export function drawnAgoMs(token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string') return null;
  const [ms = '', mac = ''] = token.split('.');
  const expected = Buffer.from(macOf(ms));
  if (!/^\d{1,15}$/.test(ms) || mac.length !== expected.length || !timingSafeEqual(Buffer.from(mac), expected)) return null;
  return now - Number(ms);
}
