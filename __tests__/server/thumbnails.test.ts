import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { removeDataDir, startService, type Service } from './harness';

// Saleor's thumbnail(size, format): WEBP and AVIF answer a URL that serves that format at Saleor's
// snapped size (32 ... 4096), made once and cached; ORIGINAL (or no format) keeps today's picture;
// the media route refuses bad parameters and paths out of the media folder.

const CHANNEL = 'default-channel';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Urls {
  webp: { url: string };
  original: { url: string };
  plain: { url: string };
  zero: { url: string };
  media: { small: string; avif: string }[];
  category: { backgroundImage: { url: string } | null };
}

async function firstProduct() {
  const { data, errors } = await service.gql<{ products: { edges: { node: Urls }[] } }>(
    `{ products(first: 1, channel: "${CHANNEL}") { edges { node {
        webp: thumbnail(size: 300, format: WEBP) { url }
        original: thumbnail(size: 256, format: ORIGINAL) { url }
        plain: thumbnail(size: 256) { url }
        zero: thumbnail(size: 0, format: WEBP) { url }
        media { small: url(size: 100, format: WEBP) avif: url(size: 512, format: AVIF) }
        category { backgroundImage(size: 1000, format: WEBP) { url } } } } } }`,
  );
  expect(errors).toBeUndefined();
  return data!.products.edges[0].node;
}

const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());
const longestSide = async (body: Buffer) => {
  const meta = await sharp(body).metadata();
  return {
    format: meta.format,
    width: meta.width,
    height: meta.height,
    longest: Math.max(meta.width, meta.height),
  };
};
/** The stored picture a /media/ URL names, as the service wrote it. */
const storedFile = (url: string) =>
  path.join(service.dataDir, 'media', decodeURIComponent(new URL(url).pathname.slice('/media/'.length)));

describe('thumbnail(size, format: WEBP)', () => {
  it('answers a URL that serves image/webp at the nearest of Saleor’s sizes', async () => {
    const product = await firstProduct();
    expect(product.webp.url).toMatch(/\/media\/products\/[^?]+\.svg\?size=256&format=webp$/);
    const response = await fetch(product.webp.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    const body = await bytes(response);
    expect(body.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(body.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(await longestSide(body)).toMatchObject({ format: 'webp', longest: 256 });

    // ProductMedia.url and Category.backgroundImage snap too: 100 -> 128, 1000 -> 1024.
    const small = await fetch(product.media[0].small);
    expect(product.media[0].small).toMatch(/\?size=128&format=webp$/);
    expect(await longestSide(await bytes(small))).toMatchObject({ format: 'webp', longest: 128 });
    const banner = product.category.backgroundImage!.url;
    expect(banner).toMatch(/\?size=1024&format=webp$/);
    const bannerMeta = await longestSide(await bytes(await fetch(banner)));
    expect(bannerMeta).toMatchObject({ format: 'webp', width: 1024 });
    expect(bannerMeta.height).toBeLessThan(1024); // never cropped: the banner keeps its shape
  });

  it('is made once: the second answer is the same bytes from the cache, and 304 for its ETag', async () => {
    const { webp } = await firstProduct();
    const first = await fetch(webp.url);
    const firstBody = await bytes(first);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(first.headers.get('cache-control')).toMatch(/max-age=31536000/);

    const second = await fetch(webp.url);
    expect(second.headers.get('x-thumbnail')).toBe('cached');
    expect(second.headers.get('etag')).toBe(etag);
    expect((await bytes(second)).equals(firstBody)).toBe(true);

    const revalidated = await fetch(webp.url, { headers: { 'If-None-Match': etag! } });
    expect(revalidated.status).toBe(304);
    expect((await bytes(revalidated)).length).toBe(0);
  });

  it('converts once when several first requests come at the same time, and leaves no partial file', async () => {
    const { plain } = await firstProduct();
    const url = plain.url.replace(/\?.*$/, '?size=64&format=webp');
    const answers = await Promise.all(Array.from({ length: 6 }, () => fetch(url)));
    const bodies = await Promise.all(answers.map(bytes));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(answers.filter((answer) => answer.headers.get('x-thumbnail') === 'made')).toHaveLength(1);
    expect(bodies.every((body) => body.equals(bodies[0]))).toBe(true);
    expect(await longestSide(bodies[0])).toMatchObject({ format: 'webp', longest: 64 });
    const cached = readdirSync(path.join(service.dataDir, 'media-cache'));
    expect(cached.filter((name) => name.endsWith('.tmp'))).toEqual([]);
    expect(
      cached.filter((name) =>
        readFileSync(path.join(service.dataDir, 'media-cache', name)).equals(bodies[0]),
      ),
    ).toHaveLength(1);
  });

  it('serves AVIF as image/avif', async () => {
    const { media } = await firstProduct();
    expect(media[0].avif).toMatch(/\?size=512&format=avif$/);
    const response = await fetch(media[0].avif);
    expect(response.headers.get('content-type')).toBe('image/avif');
    const body = await bytes(response);
    expect(body.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(await longestSide(body)).toMatchObject({ longest: 512 });
  });
});

describe('ORIGINAL, no format, size 0', () => {
  it('keep the URL and the picture as stored', async () => {
    const product = await firstProduct();
    expect(product.original.url).toBe(product.plain.url);
    expect(product.plain.url).toMatch(/\.svg\?size=256$/);
    expect(product.zero.url).toMatch(/\.svg$/);
    for (const url of [product.plain.url, product.zero.url, `${product.zero.url}?format=original`]) {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml');
      expect((await bytes(response)).equals(readFileSync(storedFile(product.plain.url)))).toBe(true);
    }
  });

  it('a raster picture is resized in its own format and never enlarged', async () => {
    mkdirSync(path.join(service.dataDir, 'media', 'uploads'), { recursive: true });
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(service.dataDir, 'media', 'uploads', 'photo.png'), png);
    const base = `${service.url}/media/uploads/photo.png`;

    const resized = await fetch(`${base}?size=250`);
    expect(resized.headers.get('content-type')).toBe('image/png');
    expect(await longestSide(await bytes(resized))).toMatchObject({ format: 'png', width: 256, height: 192 });
    const big = await fetch(`${base}?size=4096&format=webp`);
    expect(await longestSide(await bytes(big))).toMatchObject({ format: 'webp', width: 800, height: 600 });
    expect((await bytes(await fetch(base))).equals(png)).toBe(true);
  });
});

describe('bad requests', () => {
  it('unknown formats and absurd sizes are a 400 with a reason, and the service goes on', async () => {
    const { plain } = await firstProduct();
    const base = plain.url.replace(/\?.*$/, '');
    for (const query of [
      'format=gif',
      'format=',
      'size=-1',
      'size=abc',
      'size=1.5',
      'size=99999999',
      'size=1e3',
      'size=256&size=512',
      'format=webp&format=avif',
    ]) {
      const response = await fetch(`${base}?${query}`);
      expect([query, response.status]).toEqual([query, 400]);
      expect(await response.text()).toMatch(/^Bad request: /);
    }
    expect((await fetch(`${base}?size=32&format=WEBP`)).headers.get('content-type')).toBe('image/webp');
    expect((await service.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });

  it('a file that is not a picture is not converted', async () => {
    writeFileSync(path.join(service.dataDir, 'media', 'notes.txt'), 'not a picture');
    expect((await fetch(`${service.url}/media/notes.txt?size=256&format=webp`)).status).toBe(400);
    writeFileSync(path.join(service.dataDir, 'media', 'broken.png'), 'not a png at all');
    const broken = await fetch(`${service.url}/media/broken.png?size=256&format=webp`);
    expect(broken.status).toBe(400);
    expect((await service.gql('{ __typename }')).data).toEqual({ __typename: 'Query' });
  });
});

describe('paths out of the media folder', () => {
  it('are refused: ../, encoded slashes and dots, backslashes, NUL and symlinks', async () => {
    writeFileSync(path.join(service.dataDir, 'secret.txt'), 'TOP-SECRET');
    symlinkSync(path.join(service.dataDir, 'secret.txt'), path.join(service.dataDir, 'media', 'link.svg'));
    symlinkSync(service.dataDir, path.join(service.dataDir, 'media', 'up'));
    const { webp } = await firstProduct();
    await fetch(webp.url); // something in media-cache/ to aim at
    const cached = readdirSync(path.join(service.dataDir, 'media-cache'))[0];
    expect(existsSync(path.join(service.dataDir, 'media-cache', cached))).toBe(true);

    for (const attempt of [
      '/media/../secret.txt',
      '/media/..%2Fsecret.txt',
      '/media/%2e%2e/secret.txt',
      '/media/%2E%2E%2Fsecret.txt',
      '/media/products/..%2F..%2Fsecret.txt',
      '/media/..%5Csecret.txt',
      '/media/%2Fetc%2Fpasswd',
      '/media/secret.txt%00.svg',
      '/media/link.svg',
      '/media/up/secret.txt',
      `/media/..%2Fmedia-cache%2F${cached}`,
    ]) {
      for (const query of ['', '?size=256&format=webp']) {
        const response = await fetch(`${service.url}${attempt}${query}`);
        const body = await response.text();
        expect([attempt + query, [400, 404].includes(response.status)]).toEqual([attempt + query, true]);
        expect(body).not.toContain('TOP-SECRET');
        expect(body).not.toContain('root:');
      }
    }
  });
});
