import type { IncomingMessage } from 'node:http';

// A request body read whole, counting the bytes that actually arrive: Content-Length is only the
// client's word, and a chunked body has none.

/** How much of an oversized body is read and dropped before the connection is cut. */
const DRAIN_FACTOR = 32;

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers['content-length'] ?? 0) > limit) {
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) {
        chunks.push(chunk);
      } else if (chunks.length || size - chunk.length <= limit) {
        // Over the limit: keep nothing more, and let the caller answer 413 while the rest is read
        // and dropped, so a client still sending sees the answer rather than a broken pipe.
        chunks.length = 0;
        reject(new BodyTooLargeError(limit));
      } else if (size > limit * DRAIN_FACTOR) {
        req.destroy(); // an endless body is cut off
      }
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks, size)));
    req.once('error', reject);
  });
}
