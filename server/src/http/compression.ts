import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Compressed GraphQL answers: brotli or gzip, as the request's Accept-Encoding allows, for answers of
// COMPRESS_FROM bytes or more (a product list of 20 is about 9 KB of JSON, 1.5 KB in brotli). The
// answer is gathered whole (GraphQL answers here are single JSON documents), then compressed in one
// call: brotli at quality 4 and gzip at level 6 take a fraction of a millisecond for such answers,
// where brotli's default (11) takes tens. The same answer is often sent again (the response cache's
// answers are the same text each time), so the latest compressed answers are kept by their text.

export const COMPRESS_FROM = 1024;

type Encoding = 'br' | 'gzip';

/** br, then gzip, that the request accepts (a q of 0 refuses one; `*` stands for any not named). */
export function acceptedEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...options] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = options.map((option) => /^\s*q=([\d.]+)\s*$/.exec(option)).find(Boolean);
    weights.set(name, q ? Number(q[1]) : 1);
  }
  const weight = (name: Encoding) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

const MEMO_ENTRIES = 256;
const MEMO_CHARS = 16 * 1024 * 1024;
const memo = new Map<string, Buffer>();
let memoChars = 0;

/** The body compressed for `encoding`; an answer sent before comes from the memo. */
export function compress(body: string | Buffer, encoding: Encoding): Buffer {
  const key = typeof body === 'string' ? encoding + body : null;
  const known = key === null ? undefined : memo.get(key);
  if (known) return known;
  const compressed =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 4,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]:
              typeof body === 'string' ? Buffer.byteLength(body) : body.length,
          },
        })
      : gzipSync(body, { level: 6 });
  if (key !== null && key.length <= MEMO_CHARS / 16) {
    memo.set(key, compressed);
    memoChars += key.length;
    for (const [oldKey] of memo) {
      if (memo.size <= MEMO_ENTRIES && memoChars <= MEMO_CHARS) break;
      memo.delete(oldKey);
      memoChars -= oldKey.length;
    }
  }
  return compressed;
}

function appendVary(res: ServerResponse, value: string) {
  const vary = res.getHeader('vary');
  const existing = (Array.isArray(vary) ? vary.join(', ') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!existing.some((name) => name.toLowerCase() === value.toLowerCase() || name === '*'))
    res.setHeader('Vary', [...existing, value].join(', '));
}

/**
 * Makes `res` send its answer compressed when the request accepts br or gzip and the answer is long
 * enough: call before anything is written. Every answer then says Vary: Accept-Encoding.
 */
export function compressAnswer(req: IncomingMessage, res: ServerResponse): void {
  const encoding = acceptedEncoding(req.headers['accept-encoding']);
  const originals = { writeHead: res.writeHead, write: res.write, end: res.end };
  // Node's overloads, called with the arguments as they came.
  type Loose = (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  const writeHead = originals.writeHead as unknown as Loose;
  const end = originals.end as unknown as Loose;
  let status: { code: number; message?: string } | null = null;
  const parts: (string | Buffer)[] = [];
  const collect = (chunk: unknown, bufferEncoding?: BufferEncoding) => {
    if (chunk == null) return;
    if (typeof chunk === 'string') parts.push(bufferEncoding ? Buffer.from(chunk, bufferEncoding) : chunk);
    else parts.push(Buffer.from(chunk as Uint8Array));
  };
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
  const encodingOf = (args: unknown[]) => args.find((arg): arg is BufferEncoding => typeof arg === 'string');

  res.writeHead = ((code: number, ...rest: unknown[]) => {
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as
      OutgoingHttpHeaders | (string | string[])[] | undefined;
    if (Array.isArray(headers)) {
      // Raw header lists are not read here: the answer goes out as it is.
      restore();
      return writeHead.call(res, code, ...(message === undefined ? [] : [message]), headers);
    }
    for (const [name, value] of Object.entries(headers ?? {}))
      if (value !== undefined) res.setHeader(name, value);
    status = { code, message };
    return res;
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, encodingOf(rest));
    callbackOf(rest)?.();
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (typeof chunk !== 'function') collect(chunk, encodingOf(rest));
    const done = typeof chunk === 'function' ? (chunk as () => void) : callbackOf(rest);
    restore();
    const text = parts.every((part) => typeof part === 'string');
    const body = text ? (parts as string[]).join('') : Buffer.concat(parts.map((part) => Buffer.from(part)));
    if (status) res.statusCode = status.code;
    if (status?.message) res.statusMessage = status.message;
    appendVary(res, 'Accept-Encoding');
    const length = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
    const compressible =
      encoding &&
      length >= COMPRESS_FROM &&
      !res.hasHeader('content-encoding') &&
      res.statusCode !== 204 &&
      res.statusCode !== 304 &&
      req.method !== 'HEAD';
    if (!compressible) {
      if (length) res.setHeader('Content-Length', length);
      return end.call(res, body, done);
    }
    const compressed = compress(body, encoding);
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', compressed.length);
    return end.call(res, compressed, done);
  }) as typeof res.end;

  function restore() {
    Object.assign(res, originals);
  }
}
