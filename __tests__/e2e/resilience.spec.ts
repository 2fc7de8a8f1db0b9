import { expect, test } from './fixtures';

const ABOUT_CHUNK = /\/assets\/page-about\.[0-9a-f]+\.js$/;
const BUILD_MARKER = /\/build\.json(\?|$)/;
const BUILD_MANIFEST = /\/build-manifest\.json(\?|$)/;

test('a page whose code fails to load while the server has a new build reloads into it once, then shows the error page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.route(ABOUT_CHUNK, (route) => route.abort());
  // A new build counts only when the marker and the manifest both name it (a whole deploy).
  await page.route(BUILD_MARKER, (route) => route.fulfill({ json: { buildId: 'a-newer-build' } }));
  await page.route(BUILD_MANIFEST, (route) =>
    route.fulfill({ json: { buildId: 'a-newer-build', entry: ['assets/main.0123456789.js'] } }),
  );
  let loads = 0;
  page.on('load', () => (loads += 1));
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('navigation', { name: 'Shop information' })
    .getByRole('link', { name: 'About us' })
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/about$/);
  // The guard allows one reload in 10 seconds: the second failure stays on the 500 page.
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  expect(loads).toBe(1);
  await page.unroute(ABOUT_CHUNK);
  await page.unroute(BUILD_MARKER);
  await page.unroute(BUILD_MANIFEST);
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
});

test('with the server down, moving to a page not loaded yet keeps the page and what was typed; retry opens it once the server is back', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeVisible();
  await page.route('**/*', (route) => route.abort('connectionrefused'));
  await email.fill('shopper@example.com');
  await page
    .getByRole('navigation', { name: 'Shop information' })
    .getByRole('link', { name: 'About us' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  // The app's own error over the page, not the browser's "site can't be reached": nothing was lost.
  expect(page.url()).toBe(`${baseURL}/login`);
  await expect(email).toHaveValue('shopper@example.com');
  // Still down: the retry fails too, and nothing is lost.
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeEnabled();
  await expect(email).toHaveValue('shopper@example.com');
  await page.unroute('**/*');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
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
