// `node scripts/cls.mjs [baseUrl]`: cumulative layout shift of the storefront's public pages in Chromium,
// at a phone (360x740) and a desktop (1350x940) size, on a slowed network (the skeletons show), each
// page loaded fresh. Without a base URL it starts the shop from the current dist/ (build it first).
// Prints the sum per page, and the elements that moved when there was a shift. CLS_NAV=1 measures
// the move to each page inside the app instead; CLS_LOCALE and CLS_SCHEME pick language and colours.
/* global window, requestAnimationFrame, PopStateEvent */
import { chromium } from '@playwright/test';
import { CHROMIUM, startShop } from './lib/shop.mjs';

const PAGES = [
  { path: '/', ready: (page) => page.locator('main ul li article').first() },
  { path: '/categories/t-shirts', ready: (page) => page.locator('main ul li article').first() },
  { path: '/products/everyday-crew-tee', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/search?q=tee', ready: (page) => page.locator('main ul li article').first() },
];
const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1350, height: 940 },
];
// Roughly Lighthouse's mobile network: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up.
const NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 94_000 };
const locale = process.env.CLS_LOCALE ?? 'en';
const colorScheme = process.env.CLS_SCHEME ?? 'light';
const only = process.env.CLS_ONLY;
// CLS_NAV=1: measure the move to each page from /help inside the app, not its first load.
const navigate = Boolean(process.env.CLS_NAV);

function observe() {
  window.__cls = { sum: 0, shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__cls.sum += entry.value;
      window.__cls.shifts.push({
        t: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: (entry.sources ?? []).map((source) => {
          const node = source.node;
          const name = node
            ? `${node.nodeName.toLowerCase()}${node.id ? `#${node.id}` : ''}${
                node.className && typeof node.className === 'string'
                  ? `.${node.className
                      .split(' ')
                      .filter((c) => !c.startsWith('css-'))
                      .slice(0, 2)
                      .join('.')}`
                  : ''
              } "${(node.textContent ?? '').slice(0, 30)}"`
            : '?';
          const p = source.previousRect;
          const c = source.currentRect;
          return `${name} y ${Math.round(p.y)}->${Math.round(c.y)} h ${Math.round(p.height)}->${Math.round(c.height)}`;
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

const shop = process.argv[2]
  ? { baseUrl: process.argv[2], stop() {} }
  : await startShop({ prefix: 'shop-cls-' });
const browser = await chromium.launch({ executablePath: CHROMIUM.executablePath, args: CHROMIUM.args });
try {
  for (const size of SIZES) {
    for (const { path, ready } of PAGES) {
      if (only && !path.includes(only)) continue;
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        colorScheme,
      });
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: shop.baseUrl }]);
      const page = await context.newPage();
      await page.addInitScript(observe);
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`    console error: ${message.text().slice(0, 300)}`);
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', NETWORK);
      let started = Date.now();
      if (navigate) {
        // The page as the shopper reaches it from another one: the app moves there itself (a
        // history step the router follows), so its skeletons show even where the server renders.
        await page.goto(shop.baseUrl + '/help');
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => (window.__cls = { sum: 0, shifts: [] }));
        started = Date.now();
        await page.evaluate((to) => {
          window.history.pushState(null, '', to);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, path);
      } else await page.goto(shop.baseUrl + path);
      await ready(page).waitFor({ timeout: 60_000 });
      const shown = Date.now() - started;
      await page.waitForLoadState('networkidle');
      // Late shifts (pictures, fonts) land within a frame or two of the last response.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))),
      );
      const cls = await page.evaluate(() => window.__cls);
      console.log(
        `${navigate ? 'to ' : ''}${size.name.padEnd(7)} ${path.padEnd(28)} CLS ${cls.sum.toFixed(4)}  (content at ${shown} ms)`,
      );
      if (process.env.CLS_VERBOSE || cls.sum > 0.02)
        for (const shift of cls.shifts)
          console.log(`    ${shift.t} ms ${shift.value}: ${shift.sources.join(' | ')}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  shop.stop();
}
