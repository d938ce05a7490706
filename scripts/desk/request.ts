import type { IncomingMessage } from 'node:http';
import { readBody } from '../server/request-body.ts';

export function cookiesOf(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

/** A form post's fields (`application/x-www-form-urlencoded`), at most `limit` bytes (over it: `BodyTooLarge`, a 413). */
export async function formOf(req: IncomingMessage, limit = 32 * 1024): Promise<URLSearchParams> {
  const body = await readBody(req, limit);
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' ? new URLSearchParams(body.toString('utf8')) : new URLSearchParams();
}
