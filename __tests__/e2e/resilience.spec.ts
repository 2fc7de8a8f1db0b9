import { expect, test } from './fixtures';

const ABOUT_CHUNK = /\/assets\/page-about\.[0-9a-f]+\.js$/;

test('a page chunk that fails to load reloads the page once, then shows the error page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(ABOUT_CHUNK, (route) => route.abort());
  let loads = 0;
  page.on('load', () => (loads += 1));
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Shop information' })
    .getByRole('link', { name: 'About us' })
    .click();
  await reloaded;
  // The guard allows one reload in 10 seconds: the second failure stays on the 500 page.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await page.waitForTimeout(1500);
  expect(loads).toBe(1);
  await page.unroute(ABOUT_CHUNK);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('keyboard users reach the search, language and colour controls and the content, with focus shown', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const reached = new Set<string>();
  for (let i = 0; i < 25 && reached.size < 3; i += 1) {
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    const name = (await focused.getAttribute('aria-label')) ?? '';
    if (name === 'Search products') reached.add('search');
    if (name.startsWith('Language:')) reached.add('language');
    if (name.startsWith('Colour mode:')) reached.add('colour');
    // Focus is always visible: an outline or MUI's focus ring.
    const outline = await focused.evaluate(
      (el) => getComputedStyle(el).outlineStyle + getComputedStyle(el).boxShadow,
    );
    expect(outline).not.toBe('nonenone');
  }
  expect([...reached].sort()).toEqual(['colour', 'language', 'search']);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
