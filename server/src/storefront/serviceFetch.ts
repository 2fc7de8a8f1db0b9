import { AsyncLocalStorage } from 'node:async_hooks';
import http from 'node:http';

// With the embedded service, the server renders pages from the service on this machine, but the answers
// must read as if the shopper had asked: the service builds image and payment-page URLs from the Host
// the request names. fetch cannot name another Host, so while a page renders, requests to the service's
// own origin go out through node:http with the shopper's Host (the same header the shopper's browser
// would send, checked by the service as any other). Every other request is an ordinary fetch.

interface PageRequestScope {
  /** The embedded service's origin on this machine, e.g. http://127.0.0.1:3000. */
  serviceOrigin: string;
  /** The Host the shopper asked for the page with. */
  host: string;
}

const scope = new AsyncLocalStorage<PageRequestScope>();

/** Runs `render` with requests to `serviceOrigin` sent as if to `host`. */
export function withServiceHost<T>(
  serviceOrigin: string,
  host: string,
  render: () => Promise<T>,
): Promise<T> {
  return scope.run({ serviceOrigin, host }, render);
}

let installed = false;

/** Routes the service's requests made inside withServiceHost; installed once per process. */
export function installServiceFetch(): void {
  if (installed) return;
  installed = true;
  const ordinaryFetch = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const current = scope.getStore();
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!current || url.origin !== current.serviceOrigin || input instanceof Request)
      return ordinaryFetch(input, init);
    return requestWithHost(url, init ?? {}, current.host);
  };
}

function requestWithHost(url: URL, init: RequestInit, host: string): Promise<Response> {
  return new Promise((resolve, reject) => {
    // No Accept-Encoding is sent, so the answer comes uncompressed and is handed back as it is.
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const request = http.request(
      url,
      { method: init.method ?? 'GET', headers: { ...headers, host }, signal: init.signal ?? undefined },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(response.headers))
            if (typeof value === 'string') responseHeaders.set(name, value);
          resolve(
            new Response(Buffer.concat(chunks), { status: response.statusCode, headers: responseHeaders }),
          );
        });
      },
    );
    request.on('error', reject);
    if (typeof init.body === 'string') request.end(init.body);
    else request.end();
  });
}
