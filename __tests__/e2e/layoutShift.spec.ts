import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Nothing moves while a public page fills in on a phone: the page the server sends is laid out as it
// stays once the app takes it over, the skeletons (seen on the way from another page, where the app
// loads the page itself) hold the place of what loads, the footer starts below the fold, pictures
// keep their box. Measured as the browser's cumulative layout shift (the 'layout-shift' entries,
// shifts after the shopper's own input left out) on a slowed network, until what the shopper came
// for is on screen with its pictures.

const CLS_LIMIT = 0.02;

// A slow mobile connection: each response waits 200 ms and arrives at about 4 Mbit/s.
const SLOW_NETWORK = {
  offline: false,
  latency: 200,
  downloadThroughput: 500_000,
  uploadThroughput: 250_000,
};

declare global {
  interface Window {
    __layoutShift: number;
  }
}

function observeLayoutShift() {
  window.__layoutShift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) window.__layoutShift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The first card of the named product list: what the shopper came to a listing for. */
const firstCard = (page: Page, list: string) =>
  page.getByRole('list', { name: list }).getByRole('listitem').first().getByRole('heading');

const PAGES: { path: string; shown: (page: Page) => Locator }[] = [
  { path: '/', shown: (page) => firstCard(page, 'New arrivals') },
  { path: '/categories/t-shirts', shown: (page) => firstCard(page, 'Products') },
  { path: '/products/everyday-crew-tee', shown: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/search?q=tee', shown: (page) => firstCard(page, 'Products') },
];

/** The pictures on screen have arrived (one without a reserved box would move the page as it did). */
async function picturesShown(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(() =>
          [...document.images]
            .filter((image) => image.loading !== 'lazy' && image.getBoundingClientRect().top < innerHeight)
            .every((image) => image.complete),
        ),
      { timeout: 30_000 },
    )
    .toBe(true);
  // ...and the last of them has been laid out.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

async function shown(page: Page, path: string, content: (page: Page) => Locator) {
  if (path.startsWith('/products/'))
    await expect(content(page)).toHaveText('Everyday Crew Tee', { timeout: 30_000 });
  else await expect(content(page)).toBeVisible({ timeout: 30_000 });
  await picturesShown(page);
}

async function slowNetwork(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_NETWORK);
}

test.describe('layout shift at 360 px on a slow network', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const { path, shown: content } of PAGES) {
    test(`${path} does not move while it loads`, async ({ page }) => {
      await page.addInitScript(observeLayoutShift);
      await slowNetwork(page);
      await page.goto(path);
      await shown(page, path, content);
      const shift = await page.evaluate(() => window.__layoutShift);
      expect(shift, `cumulative layout shift of ${path}`).toBeLessThanOrEqual(CLS_LIMIT);
    });

    test(`${path} does not move while it fills in, reached from another page`, async ({ page }) => {
      await page.addInitScript(observeLayoutShift);
      await page.goto('/help');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await slowNetwork(page);
      // From here on the page is the app's own (its skeletons, then its content): count from zero. The
      // router follows a history step as it follows a link, without the click that would keep the
      // browser from counting the first half second's moves.
      await page.evaluate((to) => {
        window.__layoutShift = 0;
        window.history.pushState(null, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await shown(page, path, content);
      const shift = await page.evaluate(() => window.__layoutShift);
      expect(shift, `cumulative layout shift of the move to ${path}`).toBeLessThanOrEqual(CLS_LIMIT);
    });
  }
});
