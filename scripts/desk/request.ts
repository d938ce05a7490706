import type { IncomingMessage } from 'node:http';

export function cookiesOf(req: IncomingMessage): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

export class TooLarge extends Error {}

/** A form post's fields (`application/x-www-form-urlencoded`), at most `limit` bytes. */
export async function formOf(req: IncomingMessage, limit = 32 * 1024): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new TooLarge('form too large');
    chunks.push(chunk);
  }
  const type = req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/x-www-form-urlencoded' ? new URLSearchParams(Buffer.concat(chunks).toString('utf8')) : new URLSearchParams();
}
