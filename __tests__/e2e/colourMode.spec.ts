import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The shopper's colour mode shows from the first paint: the inline script in <head> puts it on <html>
// before the app's code has even arrived, and the app never shows the other mode on the way.

declare global {
  interface Window {
    schemesShown: (string | null)[];
  }
}

const ATTRIBUTE = 'data-colour-scheme';

/** Stores a choice as the colour-mode switch does, before the page's own scripts run. */
async function storeChoice(page: Page, choice: 'light' | 'dark' | 'system') {
  await page.addInitScript((value) => window.localStorage.setItem('color-mode', value), choice);
}

/** Records every scheme <html> shows, from before the first script of the page. */
async function recordSchemes(page: Page) {
  await page.addInitScript((attribute) => {
    window.schemesShown = [];
    new MutationObserver(() =>
      window.schemesShown.push(document.documentElement.getAttribute(attribute)),
    ).observe(document, { attributes: true, subtree: true, attributeFilter: [attribute] });
  }, ATTRIBUTE);
}

const html = (page: Page) =>
  page.evaluate((attribute) => {
    const root = document.documentElement;
    return { scheme: root.getAttribute(attribute), colorScheme: getComputedStyle(root).colorScheme };
  }, ATTRIBUTE);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

const cases = [
  { choice: 'dark', system: 'light', shown: 'dark' },
  { choice: 'light', system: 'dark', shown: 'light' },
  { choice: 'system', system: 'dark', shown: 'dark' },
  { choice: 'system', system: 'light', shown: 'light' },
] as const;

for (const { choice, system, shown } of cases) {
  test(`"${choice}" chosen on a ${system} system: ${shown} before the app's code runs`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: system });
    await storeChoice(page, choice);
    // No script file at all: what the browser paints before the app has loaded.
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/');
    expect(await html(page)).toEqual({ scheme: shown, colorScheme: shown });
  });
}

test('a dark choice is never shown light while the app starts, and the app keeps it', async ({
  page,
  problems,
}) => {
  const cspReports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspReports.push(message.text());
  });
  await page.emulateMedia({ colorScheme: 'light' });
  await storeChoice(page, 'dark');
  await recordSchemes(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Colour mode: Dark' })).toBeVisible();
  await expect.poll(() => background(page)).toBe('rgb(18, 18, 18)');
  const shownOnTheWay = await page.evaluate(() => window.schemesShown);
  expect(shownOnTheWay[0]).toBe('dark');
  expect(shownOnTheWay.filter((scheme) => scheme !== 'dark')).toEqual([]);
  expect(cspReports).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('a choice made in the app is on <html> at once and from the first paint of the next visit', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await page.getByRole('button', { name: /^Colour mode:/ }).click();
  await page.getByRole('menuitemradio', { name: 'Dark' }).click();
  await expect.poll(() => html(page)).toEqual({ scheme: 'dark', colorScheme: 'dark' });
  await expect.poll(() => background(page)).toBe('rgb(18, 18, 18)');
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.reload();
  expect(await html(page)).toEqual({ scheme: 'dark', colorScheme: 'dark' });
});
