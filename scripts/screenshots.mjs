// `npm run screenshots`: PNGs of the main pages in each language, at phone and desktop width, in light
// and dark mode, into screenshots/ (git-ignored): screenshots/{locale}/{page}-{width}-{mode}.png.
// Like `npm run test:e2e` it builds the storefront and starts the shop on a free port with a fresh data
// folder, then drives Debian's Chromium through Playwright, and stops everything it started.
//
//   npm run screenshots                          every page, language, width and mode (96 PNGs)
//   npm run screenshots -- --pages home,cart     some pages only (names as in PAGES below)
//   npm run screenshots -- --base-url URL        against a shop already running (no build, no start)
//   npm run screenshots -- --docs                also refresh the few committed under docs/screenshots/
// Callbacks passed to page.evaluate() and addInitScript() run in the browser.
/* global document, window */
import { chromium } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildStorefront, CHROMIUM, startShop } from './lib/shop.mjs';

const PAGES = {
  home: '/',
  category: '/categories/apparel',
  product: '/products/everyday-crew-tee',
  search: '/search?q=mug',
  cart: '/cart',
  checkout: '/checkout',
  orders: '/orders',
  profile: '/profile', // behind login: see logIn()
};
const LOCALES = ['en', 'zh-CN', 'zh-TW'];
const WIDTHS = {
  phone: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  desktop: { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 },
};
const MODES = ['light', 'dark'];
const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'demo-shopper-2026' };
const OUT_DIR = path.resolve('screenshots');
const DOCS_DIR = path.resolve('docs', 'screenshots');
/** The ones the README shows: [locale, page, width, mode]. */
const DOCS_PICKS = [
  ['en', 'home', 'desktop', 'light'],
  ['zh-CN', 'home', 'phone', 'dark'],
  ['zh-TW', 'category', 'desktop', 'dark'],
  ['en', 'cart', 'phone', 'light'],
];

/** A browser-storage key, read from the one place that names them all (colourMode, authToken...). */
function storageKey(name) {
  const source = readFileSync(path.resolve('src', 'lib', 'storageKeys.ts'), 'utf8');
  const match = new RegExp(`${name}:\\s*'([^']+)'`).exec(source);
  if (!match) throw new Error(`no ${name} key in src/lib/storageKeys.ts`);
  return match[1];
}

/** Without a CJK font Chromium draws the Chinese pages as empty boxes: say so before spending minutes. */
function warnWithoutCjkFont() {
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && !fonts.stdout.trim())
    console.warn(
      'screenshots: no Chinese font installed; zh-CN and zh-TW shots will show boxes (Debian: apt-get install -y fonts-noto-cjk)',
    );
}

const { values: options } = parseArgs({
  options: {
    pages: { type: 'string' },
    'base-url': { type: 'string' },
    docs: { type: 'boolean', default: false },
  },
});
const pageNames = options.pages ? options.pages.split(',').map((name) => name.trim()) : Object.keys(PAGES);
for (const name of pageNames) {
  if (!(name in PAGES)) {
    console.error(`screenshots: no page "${name}" (pages: ${Object.keys(PAGES).join(', ')})`);
    process.exit(2);
  }
}

/** Waits for the page to settle: its heading, fonts, images and no request under way. */
async function settle(page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map((image) => new Promise((resolve) => image.addEventListener('loadend', resolve, { once: true }))),
    );
  });
}

/**
 * Logs in as the demo customer through the /login page, when that page has a login form. Returns
 * whether it did; without it, the profile shot shows what the guard does for a visitor.
 */
async function logIn(page) {
  await page.goto('/login');
  await settle(page);
  const email = page.locator('input[type="email"], input[autocomplete="username"], input[name="email"]');
  const password = page.locator('input[type="password"]');
  if (!(await email.count()) || !(await password.count())) return false;
  await email.first().fill(DEMO_CUSTOMER.email);
  await password.first().fill(DEMO_CUSTOMER.password);
  await password.first().press('Enter');
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
    // The app moves on before the session reaches localStorage; a page load before that loses it.
    await page.waitForFunction((key) => window.localStorage.getItem(key), storageKey('authToken'), {
      timeout: 5_000,
    });
    return true;
  } catch {
    return false;
  }
}

async function shootAll(baseUrl) {
  const modeKey = storageKey('colourMode');
  const browser = await chromium.launch(CHROMIUM);
  const problems = [];
  let count = 0;
  let loggedInOnce = null;
  try {
    for (const locale of LOCALES) {
      for (const [widthName, device] of Object.entries(WIDTHS)) {
        for (const mode of MODES) {
          const context = await browser.newContext({ ...device, baseURL: baseUrl, colorScheme: mode });
          await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseUrl }]);
          // The shopper's choice as the colour-mode switch stores it, and the system's to match.
          await context.addInitScript(
            ([key, value]) => {
              if (!window.localStorage.getItem(key)) window.localStorage.setItem(key, value);
            },
            [modeKey, mode],
          );
          const page = await context.newPage();
          page.on('pageerror', (error) =>
            problems.push(`${locale} ${widthName} ${mode}: page error: ${error.message}`),
          );
          for (const name of pageNames) {
            let loggedIn = false;
            if (name === 'profile') {
              loggedIn = await logIn(page);
              if (loggedInOnce === null) {
                loggedInOnce = loggedIn;
                console.log(
                  loggedIn
                    ? 'screenshots: logged in as the demo customer for the profile page'
                    : 'screenshots: /login has no working form yet; profile shows what the guard shows a visitor',
                );
              }
            }
            await page.goto(PAGES[name]);
            await settle(page);
            if (loggedIn && new URL(page.url()).pathname === '/login')
              problems.push(`${locale} ${widthName} ${mode}: logged in, but ${PAGES[name]} led to /login`);
            const file = path.join(OUT_DIR, locale, `${name}-${widthName}-${mode}.png`);
            mkdirSync(path.dirname(file), { recursive: true });
            // Animations stopped (the aurora, progress bars), so the shots are repeatable.
            await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
            count += 1;
          }
          await context.close();
        }
      }
      console.log(`screenshots: ${locale} done`);
    }
  } finally {
    await browser.close();
  }
  return { count, problems };
}

warnWithoutCjkFont();
let shop;
let code = 0;
try {
  let baseUrl = options['base-url'];
  if (!baseUrl) {
    buildStorefront();
    shop = await startShop({ prefix: 'shop-screenshots-' });
    baseUrl = shop.baseUrl;
  }
  rmSync(OUT_DIR, { recursive: true, force: true });
  const started = Date.now();
  const { count, problems } = await shootAll(baseUrl);
  for (const problem of problems) console.error(`screenshots: ${problem}`);
  console.log(
    `screenshots: ${count} PNGs in ${path.relative(process.cwd(), OUT_DIR)}/ in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  if (options.docs) {
    mkdirSync(DOCS_DIR, { recursive: true });
    for (const [locale, name, widthName, mode] of DOCS_PICKS) {
      if (!pageNames.includes(name)) continue;
      const target = path.join(DOCS_DIR, `${name}-${widthName}-${mode}-${locale}.png`);
      copyFileSync(path.join(OUT_DIR, locale, `${name}-${widthName}-${mode}.png`), target);
      console.log(`screenshots: ${path.relative(process.cwd(), target)}`);
    }
  }
  if (problems.length) code = 1;
} catch (error) {
  console.error('screenshots:', error.message);
  code = 1;
} finally {
  shop?.stop();
}
process.exit(code);
