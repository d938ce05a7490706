import type { IncomingMessage } from 'node:http';

/** A body over its limit: the caller answers 413. `size` is what was declared or received. */
export class BodyTooLarge extends Error {
  constructor(
    readonly size: number,
    readonly limit: number,
  ) {
    super(`request body of ${size} bytes is over the limit of ${limit}`);
  }
}

/**
 * The one reader of a request's body (the enquiry service, the desk's forms, the editor's checks
 * and the decap-server guard), at most `limit` bytes. A body over it (by its Content-Length, or
 * by the bytes that came) rejects with `BodyTooLarge`; the rest is read and dropped, not kept, so
 * the sender is still reading when the 413 is written and sees it (closing the connection under
 * a sender still writing loses the answer). A broken connection rejects with its error.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (declared > limit) {
      req.resume();
      reject(new BodyTooLarge(declared, limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => (size > limit ? reject(new BodyTooLarge(size, limit)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}
