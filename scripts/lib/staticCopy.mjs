// A page's static twin, the yardstick for how fast the storefront could paint: the DOM as rendered
// after load, with every style sheet inlined as text (emotion inserts its rules through the CSSOM, so
// its <style> tags are empty in the markup) and every script removed. Served from a small local server
// that answers the saved pages itself and passes every other request (images, icons) to the shop.
import http from 'node:http';
import zlib from 'node:zlib';

/* global document -- snapshot() runs in the page */

/** Serialises the page's current DOM without scripts, with its styles as inline text. */
function snapshot() {
  const sheets = [...document.styleSheets].map((sheet) => {
    let text = null;
    try {
      text = [...sheet.cssRules].map((rule) => rule.cssText).join('\n');
    } catch {
      // a cross-origin sheet: left as it is
    }
    return { owner: sheet.ownerNode, media: sheet.media.mediaText, text };
  });
  for (const { owner, media, text } of sheets) {
    if (text === null || !owner) continue;
    const style = document.createElement('style');
    if (media) style.media = media;
    style.textContent = text;
    owner.replaceWith(style);
  }
  for (const node of document.querySelectorAll(
    'script, link[rel="modulepreload"], link[rel="preload"][as="script"], link[rel="preload"][as="fetch"], meta[http-equiv]',
  ))
    node.remove();
  return `<!doctype html>\n${document.documentElement.outerHTML}`;
}

/**
 * Loads `url` in a fresh context of `browser` at the given screen (Lighthouse's emulation metrics),
 * waits for the page's content (`ready`) and a quiet network, and returns its static twin.
 */
export async function captureStatic(browser, url, screen, ready) {
  const context = await browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: screen.mobile,
    hasTouch: screen.mobile,
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await ready(page).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return await page.evaluate(snapshot);
  } finally {
    await context.close();
  }
}

/**
 * Starts the static server on a free port: GET of a path (with its query) found in `pages()` answers
 * that HTML (gzip when accepted, as the shop answers its own); anything else is passed to `upstream`.
 * `pages` and `upstream` are functions so the caller can switch sets (mobile, desktop) and shops
 * between runs.
 */
export function startStaticServer(pages, upstream) {
  const server = http.createServer((req, res) => {
    const target = new URL(upstream());
    const html = req.method === 'GET' ? pages()[req.url] : undefined;
    if (html !== undefined) {
      const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      const body = gzip ? zlib.gzipSync(html) : Buffer.from(html);
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-length': body.length,
        ...(gzip ? { 'content-encoding': 'gzip' } : {}),
      });
      res.end(body);
      return;
    }
    const forward = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve({
        baseUrl: `http://localhost:${server.address().port}`,
        close: () => new Promise((done) => server.close(done)),
      });
    });
  });
}
