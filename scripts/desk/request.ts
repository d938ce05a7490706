import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/** Whether the forwarding headers of a proxy in front are believed (`TRUST_PROXY` set to anything but 0/false). */
export const trustProxy = (env: NodeJS.ProcessEnv = process.env) => !!env.TRUST_PROXY && !/^(0|false|no)$/i.test(env.TRUST_PROXY.trim());

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();

/** The client: the socket's address, or the first of `X-Forwarded-For` behind a trusted proxy. */
export function clientOf(req: IncomingMessage, trusted = trustProxy()): string {
  return (trusted && first(req.headers['x-forwarded-for'])) || req.socket.remoteAddress || 'unknown';
}

/** Over HTTPS: TLS to us, or a trusted proxy saying it took HTTPS (then the cookie is `Secure`). */
export function isHttps(req: IncomingMessage, trusted = trustProxy()): boolean {
  return (req.socket as Partial<TLSSocket>).encrypted === true || (trusted && first(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https');
}

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
