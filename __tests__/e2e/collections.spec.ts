import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Collections in the browser, against the demo shop: the home page features config.json's collection
// (Summer picks), its link opens /collections/summer-picks with breadcrumbs, its SEO tags and its
// products in the shop's own order; the shopper sorts and filters them; the page reads in Chinese at
// phone width, passes axe, and an unknown or unpublished collection is the 404 page.

interface Card {
  name: string;
  slug: string;
  pricing: { priceRange: { start: { gross: { amount: number } } } } | null;
}

/** Summer picks as the API gives it: its products in the shop's order, and their names in Chinese. */
async function summerPicks(request: APIRequestContext) {
  const { collection } = await gql<{
    collection: { name: string; zh: { name: string }; products: { edges: { node: Card }[] } };
  }>(
    request,
    `{ collection(slug: "summer-picks", channel: "default-channel") {
      name zh: translation(languageCode: ZH_HANS) { name }
      products(first: 100, sortBy: { field: COLLECTION, direction: ASC }) {
        edges { node { name slug pricing { priceRange { start { gross { amount } } } } } } } } }`,
  );
  return { ...collection, products: collection.products.edges.map((edge) => edge.node) };
}

const cardNames = (page: import('@playwright/test').Page) =>
  page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 }).allTextContents();

test('the home page features the collection, which opens in the shop’s order and sorts and filters', async ({
  page,
  request,
  problems,
}) => {
  const collection = await summerPicks(request);
  await page.goto('/');
  const section = page.getByRole('region', { name: 'Summer picks' });
  await expect(section.getByRole('heading', { level: 2, name: 'Summer picks' })).toBeVisible();
  await expect(section.getByRole('link', { name: collection.products[0].name }).first()).toBeVisible();

  await section.getByRole('link', { name: 'See the whole collection' }).click();
  await expect(page).toHaveURL(/\/collections\/summer-picks$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer picks' })).toBeVisible();
  const breadcrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumbs.getByText('Summer picks')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Summer picks/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /camping gear/);

  // The shop's own order first (Featured), with the count.
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('featured');
  await expect(page.getByText(`${collection.products.length} products`)).toBeVisible();
  await expect.poll(() => cardNames(page)).toEqual(collection.products.map((p) => p.name));

  // By name: the URL says so, the cards follow.
  await sort.selectOption('name');
  await expect(page).toHaveURL(/sort=name/);
  const byName = collection.products
    .map((p) => p.name)
    .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
  await expect.poll(() => cardNames(page)).toEqual(byName);

  // A price ceiling keeps only what costs at most that.
  const prices = collection.products
    .map((p) => p.pricing!.priceRange.start.gross.amount)
    .sort((a, b) => a - b);
  const ceiling = prices[Math.floor(prices.length / 2)];
  const kept = collection.products.filter((p) => p.pricing!.priceRange.start.gross.amount <= ceiling);
  await page.getByRole('spinbutton', { name: 'To' }).fill(String(ceiling));
  await page.getByRole('button', { name: 'Apply price' }).click();
  await expect(page).toHaveURL(new RegExp(`maxPrice=${ceiling}`));
  await expect(page.getByText(`${kept.length} products`)).toBeVisible();
  await expect.poll(async () => (await cardNames(page)).length).toBe(kept.length);

  // Back to the shop's order: the plain URL has no sort.
  await sort.selectOption('featured');
  await expect(page).not.toHaveURL(/sort=/);
  expect(problems.list).toEqual([]);
});

test('in Chinese at phone width the collection reads in Chinese and fits the screen', async ({
  page,
  request,
  baseURL,
}) => {
  const collection = await summerPicks(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  const response = await page.goto('/collections/summer-picks');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: collection.zh.name })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '首页' }),
  ).toBeVisible();
  await expect(page.getByLabel('排序方式')).toHaveValue('featured');
  await expect(page.getByRole('option', { name: '推荐' })).toBeAttached();
  await expect(page).toHaveTitle(new RegExp(collection.zh.name));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('the server renders the collection page with its products', async ({ request }) => {
  const collection = await summerPicks(request);
  const html = await (await request.get('/collections/summer-picks')).text();
  expect(html).toContain('<h1');
  expect(html).toContain('Summer picks');
  expect(html).toContain(collection.products[0].name.replace(/&/g, '&amp;'));
});

test('the collection page passes axe in light and dark mode', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    await page.goto('/collections/summer-picks');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(`${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
    await context.close();
  }
  expect(found).toEqual([]);
});

test('an unknown collection, or one not published yet, is the 404 page', async ({ page }) => {
  for (const path of ['/collections/no-such-collection', '/collections/winter-warmers']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: `Page Not Found: ${path}` })).toBeVisible();
  }
});
