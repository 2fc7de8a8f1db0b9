import type { APIRequestContext } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Public pages come from the storefront's server already rendered, in the shopper's language, with
// the data they show; the browser takes them over without asking for that data again. A shopper's own
// pages are rendered by the browser.

interface Product {
  slug: string;
  name: string;
  seoTitle: string | null;
  /** Its Traditional Chinese texts, where the shop has them: what a zh-TW page shows. */
  hant: { name: string | null; seoTitle: string | null } | null;
}

async function aProduct(request: APIRequestContext): Promise<Product> {
  const { products } = await gql<{ products: { edges: { node: Product }[] } }>(
    request,
    `{ products(first: 1, channel: "default-channel", sortBy: { field: NAME, direction: ASC }) {
      edges { node { slug name seoTitle hant: translation(languageCode: ZH_HANT) { name seoTitle } } } } }`,
  );
  return products.edges[0].node;
}

const operationsOf = (bodies: (string | null)[]) =>
  bodies.map((body) => (body ? (/(?:query|mutation)\s+(\w+)/.exec(body)?.[1] ?? body.slice(0, 40)) : ''));

test('a product page arrives rendered, in the language asked for, with headers a CDN can cache', async ({
  request,
}) => {
  const product = await aProduct(request);
  const response = await request.get(`/products/${product.slug}`, {
    headers: { 'Accept-Language': 'zh-TW,zh;q=0.9,en;q=0.5' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
  expect(response.headers()['vary']).toMatch(/Accept-Language/);
  const html = await response.text();
  expect(html).toContain('<html lang="zh-TW">');
  // The product's own texts in Traditional Chinese where translated (its title: the SEO title, else the name).
  const name = product.hant?.name || product.name;
  expect(html).toMatch(new RegExp(`<h1[^>]*>${name}</h1>`));
  expect(html).toContain(`<title>${product.hant?.seoTitle || product.seoTitle || name} | `);
  expect(html).toContain('加入購物車'); // "Add to cart" in Traditional Chinese, rendered on the server
});

test('the language cookie wins over Accept-Language, and an unknown product is a 404', async ({
  request,
}) => {
  const response = await request.get('/products/no-such-product-here', {
    headers: { 'Accept-Language': 'en', Cookie: 'i18n_redirected=zh-CN' },
  });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="zh-CN">');
  expect(html).toContain('页面未找到'); // the 404 page, rendered in Simplified Chinese
});

test("a shopper's own page is left to the browser but still carries its configuration and messages", async ({
  request,
}) => {
  const response = await request.get('/cart', { headers: { 'Accept-Language': 'zh-CN' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('no-store');
  const html = await response.text();
  expect(html).toMatch(/<div id="?root"?><\/div>/);
  expect(html).toContain('<script id="page-data" type="application/json">');
  expect(html).not.toContain('/config.json');
});

test('the browser takes the page over without errors and without fetching its data again', async ({
  page,
  baseURL,
  problems,
}) => {
  const product = await aProduct(page.request);
  await useLanguage(page, baseURL!, 'en');
  const graphql: (string | null)[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/graphql')) graphql.push(request.postData());
  });
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Taken over: a click now runs the app's code (the cart count changes without a reload).
  const addToCart = page.getByRole('button', { name: 'Add to cart' });
  await expect(addToCart).toBeEnabled();
  await addToCart.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  expect(operationsOf(graphql)).not.toContain('ProductDetails');
  expect(operationsOf(graphql)).not.toContain('HeaderCategories');
  expect(problems.list).toEqual([]);
});

test('with JavaScript off, the catalogue still reads', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const product = await aProduct(page.request);
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.goto('/categories');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
});
