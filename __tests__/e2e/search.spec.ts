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

interface Named {
  name: string;
  hans: { name: string | null } | null;
}

/**
 * The Simplified Chinese name of each attribute, value and category, by its English name (the shop's
 * own where it has no translation): what a zh-CN page shows.
 */
async function simplifiedNames(request: APIRequestContext) {
  const hans = `name hans: translation(languageCode: ZH_HANS) { name }`;
  const response = await request.post('/graphql/', {
    data: {
      query: `{ attributes(first: 100, channel: "default-channel") { edges { node { ${hans}
          choices(first: 100) { edges { node { ${hans} } } } } } }
        categories(first: 100) { edges { node { ${hans} } } } }`,
    },
  });
  type Edges<T> = { edges: { node: T }[] };
  const { data } = (await response.json()) as {
    data: { attributes: Edges<Named & { choices: Edges<Named> }>; categories: Edges<Named> };
  };
  const names = new Map<string, string>();
  const add = (node: Named) => names.set(node.name, node.hans?.name || node.name);
  for (const { node } of data.attributes.edges) {
    add(node);
    node.choices.edges.forEach((edge) => add(edge.node));
  }
  data.categories.edges.forEach((edge) => add(edge.node));
  // A name the shop does not have is a mistake in the test: it must not pass as "not shown".
  return (english: string) => {
    const name = names.get(english);
    if (name === undefined) throw new Error(`the demo shop has no attribute value or category "${english}"`);
    return name;
  };
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
  // With no words yet, the search page lists every product and says so.
  await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
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

// A word matches whole or as a word's start, never inside one: "tee" finds the tees, not lamps of "steel".
test('search "tee": the tees, best matches first, in the results and in the header suggestions', async ({
  page,
  problems,
}) => {
  await page.goto('/search?q=tee');
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await expect(sort).toHaveValue('relevance');
  await expect(sort.locator('option:checked')).toHaveText('Relevance');
  const names = page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 2 });
  await expect(names.first()).toBeVisible();
  const found = await names.allInnerTexts();
  expect(found.length).toBeGreaterThanOrEqual(8);
  expect(found.every((name) => /\bTee\b/.test(name))).toBe(true);

  // The header's suggestions ask for the same order.
  await page.goto('/');
  await page.getByRole('combobox', { name: 'Search products' }).fill('tee');
  const suggestions = page.getByRole('listbox').getByRole('option');
  await expect(suggestions.first()).toContainText('Tee');
  for (const text of await suggestions.allInnerTexts())
    if (!/See all|查看/.test(text)) expect(text).toMatch(/\bTee\b/);

  // Without words there is nothing to rank: relevance is not offered.
  await page.goto('/search');
  await expect(page.getByRole('combobox', { name: 'Sort by' }).locator('option')).not.toContainText([
    'Relevance',
  ]);
  expect(problems.list).toEqual([]);
});

// A category's filters offer only its products' values: Apparel never offers Stoneware, beans, EPUB or PDF.
test("简体中文, phone width: Apparel's filters offer only what its products are made of", async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const zh = await simplifiedNames(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/categories/apparel');
  await page.getByRole('button', { name: /^筛选/ }).click();
  const material = page.getByRole('group', { name: zh('Material') });
  await expect(material.getByRole('checkbox', { name: zh('Organic cotton') })).toBeVisible();
  await expect(material.getByRole('checkbox')).toHaveCount(3);
  for (const outside of ['Stoneware', 'Arabica beans', 'EPUB and PDF', 'Steel'])
    await expect(page.getByRole('checkbox', { name: zh(outside) })).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: zh('Size') }).getByRole('checkbox', { name: zh('XL') }),
  ).toBeVisible();

  // A search's category filter offers the categories holding a match.
  await page.goto('/search?q=tee');
  await expect(page.getByRole('combobox', { name: '排序方式' })).toHaveValue('relevance');
  await page.getByRole('button', { name: /^筛选/ }).click();
  const category = page.getByRole('combobox', { name: '分类' });
  await expect(category.locator('option', { hasText: zh('T-shirts') })).toHaveCount(1);
  await expect(category.locator('option', { hasText: zh('Coffee') })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems.list).toEqual([]);
});
