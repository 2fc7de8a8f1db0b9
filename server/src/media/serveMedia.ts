import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, realpath, rename, stat, unlink, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import {
  CONTENT_TYPES,
  convertedFormat,
  DEFAULT_THUMBNAIL_SIZE,
  MAX_REQUESTED_SIZE,
  snapThumbnailSize,
  type ConvertedFormat,
} from './thumbnails';

// The media route: product and category pictures from the data folder's media/, and Saleor's
// thumbnails of them. `?size=N` snaps to Saleor's thumbnail sizes (0: the original) and
// `&format=webp|avif` converts; each conversion is made once, kept in the data folder's
// media-cache/ (written atomically) and served long-cached with an ETag.

/** Types by extension; anything else is served as bytes and never converted. */
const ORIGINAL_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
};

/** Saleor's encoder qualities (ProcessedImage.WEBP_QUAL, AVIF_QUAL). */
const QUALITY = 70;
/** Conversions run at the same time; more wait their turn (the machine has few cores). */
const MAX_CONVERSIONS = 2;
const THUMBNAIL_CACHE_CONTROL = 'public, max-age=31536000, immutable';

type SharpModule = typeof import('sharp');
type Sharp = SharpModule extends { default: infer D } ? D : SharpModule;
let sharpModule: Promise<Sharp> | null = null;
/** sharp (libvips) is loaded on the first conversion, so a service that never converts never loads it. */
const loadSharp = () =>
  (sharpModule ??= import('sharp').then((module) => {
    const sharp = (module as unknown as { default?: Sharp }).default ?? (module as unknown as Sharp);
    sharp.cache(false); // the disk cache is the cache; libvips' own would only hold memory
    return sharp;
  }));

class BadRequest extends Error {}

interface Thumbnail {
  size: number; // 0: the original's own size
  format: ConvertedFormat | null; // null: the original's format
}

/** The request's size and format, or a BadRequest; null when it asks for the original as stored. */
function thumbnailOf(params: URLSearchParams): Thumbnail | null {
  const sizes = params.getAll('size');
  const formats = params.getAll('format');
  if (sizes.length > 1 || formats.length > 1) throw new BadRequest('size and format may each be given once.');
  let size: number | null = null;
  if (sizes.length) {
    if (!/^\d{1,5}$/.test(sizes[0]) || Number(sizes[0]) > MAX_REQUESTED_SIZE)
      throw new BadRequest(`size must be a whole number from 0 to ${MAX_REQUESTED_SIZE}.`);
    size = Number(sizes[0]);
  }
  let format: ConvertedFormat | null = null;
  if (formats.length) {
    const lower = formats[0].toLowerCase();
    if (lower !== 'original' && !convertedFormat(lower))
      throw new BadRequest('format must be one of original, webp, avif.');
    format = convertedFormat(lower);
  }
  if (format) return { size: size === 0 ? 0 : snapThumbnailSize(size ?? DEFAULT_THUMBNAIL_SIZE), format };
  return size ? { size: snapThumbnailSize(size), format: null } : null;
}

/** The file under `mediaRoot` the path names, following no link out of it; null when there is none. */
async function mediaFile(mediaRoot: string, relative: string) {
  if (relative.includes('\0') || relative.includes('\\')) return null;
  const root = await realpath(mediaRoot).catch(() => null);
  if (!root) return null;
  const joined = path.resolve(root, relative);
  if (!joined.startsWith(root + path.sep)) return null;
  const real = await realpath(joined).catch(() => null);
  if (!real?.startsWith(root + path.sep)) return null;
  const stats = await stat(real).catch(() => null);
  return stats?.isFile() ? { file: real, relative: path.relative(root, real), stats } : null;
}

/**
 * Conversions that may wait for a slot (MEDIA_CONVERSION_QUEUE, default 32); past them a request is
 * answered 503 with Retry-After rather than held, so a flood of sizes cannot pile up without end.
 */
const maxWaitingConversions = () => {
  const configured = Number(process.env.MEDIA_CONVERSION_QUEUE);
  return Number.isInteger(configured) && configured >= 0 ? configured : 32;
};
/** Seconds a refused request is told to wait before asking again. */
const BUSY_RETRY_AFTER = 5;

class Busy extends Error {}

let running = 0;
const waiting: (() => void)[] = [];
async function withConversionSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONVERSIONS) {
    if (waiting.length >= maxWaitingConversions()) throw new Busy();
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

/** Conversions under way, by cache key: a second request for the same one waits for the first. */
const inFlight = new Map<string, Promise<{ body: Buffer; made: 'made' | 'cached' }>>();

async function convert(file: string, extension: string, thumbnail: Thumbnail): Promise<Buffer> {
  const sharp = await loadSharp();
  const input = await readFile(file);
  const outputFormat = thumbnail.format ?? (extension === '.jpg' ? 'jpeg' : extension.slice(1));
  let image;
  if (extension === '.svg') {
    // Rasterised at the size asked for (longest side), from the bytes alone: no base folder for
    // the SVG to reach other files through.
    const meta = await sharp(input).metadata();
    const longest = Math.max(meta.width, meta.height, 1);
    const target = thumbnail.size || longest;
    const density = Math.min(100_000, Math.max(1, (72 * target) / longest));
    image = sharp(input, { density }).resize(target, target, { fit: 'inside' });
  } else {
    // Pictures are never enlarged or cropped (Saleor's Image.thumbnail).
    image = sharp(input, { animated: false }).rotate();
    if (thumbnail.size)
      image = image.resize(thumbnail.size, thumbnail.size, { fit: 'inside', withoutEnlargement: true });
  }
  switch (outputFormat) {
    case 'webp':
      return image.webp({ quality: QUALITY }).toBuffer();
    case 'avif':
      return image.avif({ quality: QUALITY }).toBuffer();
    case 'jpeg':
      return image.jpeg({ quality: QUALITY }).toBuffer();
    case 'png':
      return image.png().toBuffer();
    case 'gif':
      return image.gif().toBuffer();
    default:
      throw new BadRequest('this picture cannot be converted.');
  }
}

/** The cached conversion, made (once, even for requests at the same time) when it is not there yet. */
async function cachedThumbnail(
  cacheDir: string,
  key: string,
  make: () => Promise<Buffer>,
): Promise<{ body: Buffer; made: 'made' | 'shared' | 'cached' }> {
  const target = path.join(cacheDir, key);
  const read = () => readFile(target).catch(() => null);
  const pending = inFlight.get(key);
  if (pending) return { ...(await pending), made: 'shared' };
  const stored = await read();
  if (stored) return { body: stored, made: 'cached' };
  const raced = inFlight.get(key);
  if (raced) return { ...(await raced), made: 'shared' };
  const work = withConversionSlot(async () => {
    // Looked at again in the slot: a conversion that ended while this one waited left its file.
    const done = await read();
    if (done) return { body: done, made: 'cached' as const };
    const body = await make();
    await mkdir(cacheDir, { recursive: true });
    const temporary = `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, target);
    } catch (error) {
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
    return { body, made: 'made' as const };
  });
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}

const badRequest = (res: ServerResponse, message: string) =>
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end(`Bad request: ${message}`);

/** Serves /media/{path}[?size=N][&format=original|webp|avif] from `dataDir`. */
export async function serveMedia(req: IncomingMessage, res: ServerResponse, dataDir: string) {
  let relative: string;
  let thumbnail: Thumbnail | null;
  try {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith('/media/')) throw new BadRequest('the path is not valid.');
    relative = decodeURIComponent(url.pathname.slice('/media/'.length));
    thumbnail = thumbnailOf(url.searchParams);
  } catch (error) {
    badRequest(res, error instanceof BadRequest ? error.message : 'the path is not valid.');
    return;
  }
  const found = await mediaFile(path.join(dataDir, 'media'), relative);
  if (!found) {
    res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    return;
  }
  const extension = path.extname(found.file).toLowerCase();
  // The original as stored: asked for so, or an SVG at a size in its own format (it scales itself).
  if (!thumbnail || (!thumbnail.format && extension === '.svg')) {
    res.writeHead(200, {
      'Content-Type': ORIGINAL_TYPES[extension] ?? 'application/octet-stream',
      'Content-Length': String(found.stats.size),
      'Cache-Control': 'public, max-age=86400',
    });
    createReadStream(found.file).pipe(res);
    return;
  }
  if (!ORIGINAL_TYPES[extension]) {
    badRequest(res, 'this file is not a picture that can be converted.');
    return;
  }
  const fingerprint = [
    found.relative,
    found.stats.size,
    found.stats.mtimeMs,
    thumbnail.size,
    thumbnail.format ?? '',
  ].join('\0');
  const hash = createHash('sha256').update(fingerprint).digest('hex').slice(0, 40);
  const key = `${hash}${thumbnail.format ? `.${thumbnail.format}` : extension}`;
  const etag = `"${hash}"`;
  const headers = {
    'Content-Type': thumbnail.format ? CONTENT_TYPES[thumbnail.format] : ORIGINAL_TYPES[extension],
    'Cache-Control': THUMBNAIL_CACHE_CONTROL,
    ETag: etag,
  };
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    res.writeHead(304, headers).end();
    return;
  }
  let result;
  try {
    result = await cachedThumbnail(path.join(dataDir, 'media-cache'), key, () =>
      convert(found.file, extension, thumbnail),
    );
  } catch (error) {
    if (error instanceof BadRequest) return badRequest(res, error.message);
    if (error instanceof Busy) {
      res
        .writeHead(503, {
          'Content-Type': 'text/plain; charset=utf-8',
          'Cache-Control': 'no-store',
          'Retry-After': String(BUSY_RETRY_AFTER),
        })
        .end('Busy: too many pictures are being converted. Try again shortly.');
      return;
    }
    console.warn(
      `[media] converting ${found.relative} failed: ${error instanceof Error ? error.message : error}`,
    );
    badRequest(res, 'the picture could not be converted.');
    return;
  }
  res.writeHead(200, {
    ...headers,
    'Content-Length': String(result.body.length),
    'X-Thumbnail': result.made,
  });
  res.end(result.body);
}
