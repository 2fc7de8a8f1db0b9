import type { APIRequestContext } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// The search results page against the embedded service: words, filters and sorting go to the URL,
// the results and their count follow, in English and in Traditional Chinese at phone width.

async function count(request: APIRequestContext, variables: Record<string, unknown>) {
  const response = await request.post('/graphql/', {
    data: {
      query: `query ($search: String, $filter: ProductFilterInput) {
        products(first: 1, channel: "default-channel", search: $search, filter: $filter) { totalCount } }`,
      variables,
    },
  });
  return ((await response.json()) as { data: { products: { totalCount: number } } }).data.products.totalCount;
}

test('a typed search, then an attribute and a category filter, change the URL, the results and the count', async ({
  page,
  request,
  problems,
}) => {
  const all = await count(request, { search: 'mug' });
  const black = await count(request, {
    search: 'mug',
    filter: { attributes: [{ slug: 'colour', values: ['black'] }] },
  });
  expect(black).toBeGreaterThan(0);
  expect(black).toBeLessThan(all);

  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search for' }).fill('mug');
  await page.getByRole('searchbox', { name: 'Search for' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=mug$/);
  await expect(page.getByText(`${all} products for “mug”`)).toBeVisible();
  const results = page.getByRole('list', { name: 'Products' });
  await expect(results.getByRole('listitem')).toHaveCount(all);

  // The box is the URL's state: it shows ticked once the navigation it starts has happened.
  await page.getByRole('checkbox', { name: 'Black' }).click();
  await expect(page.getByRole('checkbox', { name: 'Black' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]attr=colour%3Ablack/);
  await expect(page.getByText(`${black} products for “mug”`)).toBeVisible();
  await expect(results.getByRole('listitem')).toHaveCount(black);
  await expect(page.getByRole('button', { name: 'Remove filter Colour: Black' })).toBeVisible();

  // Back: the filter is gone again, from the URL, the checkbox and the results.
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=mug$/);
  await expect(page.getByRole('checkbox', { name: 'Black' })).not.toBeChecked();
  await expect(results.getByRole('listitem')).toHaveCount(all);

  // A category, by the URL's slug; its id goes to the API, subcategories included.
  const { data } = (await (
    await request.post('/graphql/', { data: { query: '{ category(slug: "coffee") { id } }' } })
  ).json()) as { data: { category: { id: string } } };
  const coffee = await count(request, { filter: { categories: [data.category.id] } });
  await page.goto('/search');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('coffee');
  await expect(page).toHaveURL(/\/search\?category=coffee$/);
  await expect(page.getByText(`${coffee} products`, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(coffee);

  expect(problems.list).toEqual([]);
});

test('繁體中文, phone width: the count, sorting in the URL, the filters behind a button, nothing too wide', async ({
  page,
  baseURL,
  request,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-TW');
  await page.setViewportSize({ width: 360, height: 780 });
  const all = await count(request, { search: 'mug' });
  await page.goto('/search?q=mug');
  await expect(page.getByRole('heading', { level: 1, name: '搜尋' })).toBeVisible();
  await expect(page.getByText(`共 ${all} 件商品與「mug」相符`)).toBeVisible();

  await page.getByRole('combobox', { name: '排序方式' }).selectOption({ label: '價格由高到低' });
  await expect(page).toHaveURL(/sort=price-desc/);
  const prices = page.getByRole('list', { name: '商品' }).getByRole('listitem');
  await expect(prices).toHaveCount(all);
  // Dearest first (Saleor sorts by each product's lowest price), once the new order has arrived.
  const lowest = async () =>
    (await prices.allInnerTexts()).map((text) => Number(/\$([\d.]+)/.exec(text)?.[1]));
  await expect
    .poll(async () => (await lowest()).every((amount, i, all) => i === 0 || all[i - 1] >= amount))
    .toBe(true);

  const toggle = page.getByRole('button', { name: '篩選' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('group', { name: 'Material' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('spinbutton', { name: '最低' })).toBeVisible();

  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems.list).toEqual([]);
});
