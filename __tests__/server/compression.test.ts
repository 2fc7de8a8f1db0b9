import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { removeDataDir, startService, type Service } from './harness';

// GraphQL answers compressed as the request's Accept-Encoding allows (server/src/http/compression.ts):
// brotli first, then gzip, for answers of 1 KB or more; the bytes decompress to the very answer an
// uncompressed request gets, and every answer says it varies by Accept-Encoding.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The bytes on the wire (fetch would decompress them). */
function postRaw(query: string, acceptEncoding?: string): Promise<Raw> {
  const url = new URL('/graphql/', service.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.once('error', reject);
    request.end(JSON.stringify({ query }));
  });
}

const LARGE = `{ products(first: 20, channel: "default-channel") { edges { node { id name slug
  thumbnail(size: 256) { url alt } pricing { priceRange { start { gross { amount currency } } } } } } } }`;
const SMALL = '{ products(first: 1, channel: "default-channel") { totalCount } }';

it('sends brotli to a client that takes it, gzip to one that takes only gzip, and plain text otherwise', async () => {
  const plain = await postRaw(LARGE);
  expect(plain.status).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.body.length).toBeGreaterThan(1024);
  const answer = JSON.parse(plain.body.toString('utf8')) as unknown;

  const br = await postRaw(LARGE, 'gzip, deflate, br');
  expect(br.headers['content-encoding']).toBe('br');
  expect(Number(br.headers['content-length'])).toBe(br.body.length);
  expect(br.body.length).toBeLessThan(plain.body.length / 3);
  expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(answer);

  const gzip = await postRaw(LARGE, 'gzip');
  expect(gzip.headers['content-encoding']).toBe('gzip');
  expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(answer);

  // A refused encoding (q=0) is not used.
  const refused = await postRaw(LARGE, 'br;q=0, gzip;q=0.5');
  expect(refused.headers['content-encoding']).toBe('gzip');
  const neither = await postRaw(LARGE, 'identity');
  expect(neither.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(neither.body.toString('utf8'))).toEqual(answer);

  for (const raw of [plain, br, gzip, neither]) expect(raw.headers.vary).toMatch(/Accept-Encoding/);
});

it('leaves short answers as they are', async () => {
  const small = await postRaw(SMALL, 'br, gzip');
  expect(small.body.length).toBeLessThan(1024);
  expect(small.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(small.body.toString('utf8'))).toMatchObject({ data: { products: {} } });
});

it('compresses error answers too, keeping their status', async () => {
  const costly = `{ ${Array.from(
    { length: 5 },
    (_, i) => `a${i}: products(first: 100, channel: "default-channel") {
    edges { node { category { products(first: 100, channel: "default-channel") { edges { node { id } } } } } } }`,
  ).join('\n')} }`;
  const refused = await postRaw(costly, 'gzip');
  const plain = await postRaw(costly);
  expect(refused.status).toBe(plain.status);
  const body = refused.headers['content-encoding'] === 'gzip' ? gunzipSync(refused.body) : refused.body;
  expect(JSON.parse(body.toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
});
