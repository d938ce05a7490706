import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';

/**
 * Who sent a request, and over what. `X-Forwarded-For` and `X-Forwarded-Proto` are whatever the
 * client writes unless a proxy of ours sets them, so they are believed only when `TRUST_PROXY`
 * says the server stands behind one (any non-empty value but "0", "false" or "no"). The
 * enquiry service and the sales desk (scripts/desk) both read it here.
 */
export function trustProxy(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = env.TRUST_PROXY?.trim().toLowerCase();
  return Boolean(value) && !['0', 'false', 'no'].includes(value!);
}

const first = (header: string | string[] | undefined) => (Array.isArray(header) ? header[0] : header)?.split(',')[0]?.trim();

/** The client's address: the socket's, or behind a trusted proxy the first of `X-Forwarded-For`. */
export function clientAddress(req: IncomingMessage, trusted = trustProxy()): string {
  const forwarded = trusted ? first(req.headers['x-forwarded-for']) : undefined;
  const address = forwarded || req.socket.remoteAddress || 'unknown';
  // "::ffff:1.2.3.4" is 1.2.3.4: one client, one count.
  return address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

/** A request that reached us over TLS, or through a trusted proxy that says it did. */
export function isSecure(req: IncomingMessage, trusted = trustProxy()): boolean {
  if ((req.socket as Partial<TLSSocket>).encrypted === true) return true;
  return trusted && first(req.headers['x-forwarded-proto'])?.toLowerCase() === 'https';
}
