import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The product page against the embedded service: a product with size and colour variants is found
// through the API, a variant is picked (the URL names it and a reload keeps it), added to the cart,
// and the cart shows that variant.

interface ApiVariant {
  id: string;
  name: string;
  quantityAvailable: number;
  attributes: { attribute: { name: string }; values: { name: string }[] }[];
}
interface ApiProduct {
  name: string;
  /** Its Simplified Chinese name, where the shop has one: what a zh-CN page shows. */
  hans: { name: string | null } | null;
  slug: string;
  category: { slug: string } | null;
  variants: ApiVariant[];
}

/**
 * A product whose variants differ by size and colour, and one of its variants (not the one the page
 * opens with) with at least 5 in stock: its size and colour are what the test clicks.
 */
async function sizeAndColourProduct(request: APIRequestContext) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 60, channel: "default-channel") { edges { node { name slug category { slug }
       hans: translation(languageCode: ZH_HANS) { name }
       variants { id name quantityAvailable attributes { attribute { name } values { name } } } } } } }`,
  );
  for (const { node } of products.edges) {
    const value = (variant: ApiVariant, attribute: string) =>
      variant.attributes.find((a) => a.attribute.name === attribute)?.values[0]?.name;
    const first = node.variants.find((v) => v.quantityAvailable > 0);
    const target = node.variants.find(
      (v) =>
        v.quantityAvailable >= 5 &&
        first &&
        value(v, 'Size') !== value(first, 'Size') &&
        value(v, 'Colour') !== value(first, 'Colour'),
    );
    if (target)
      return {
        product: node,
        variant: target,
        size: value(target, 'Size')!,
        colour: value(target, 'Colour')!,
      };
  }
  throw new Error('the demo shop has no product with size and colour variants in stock');
}

const option = (page: Page, group: string | RegExp, name: string) =>
  page.getByRole('group', { name: group }).getByRole('button', { name, exact: true });

test('pick a size and colour, keep it over a reload, add it to the cart, and see it there', async ({
  page,
  request,
  problems,
}) => {
  const { product, variant, size, colour } = await sizeAndColourProduct(request);
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(`${product.name} | Aurora Shop`);

  await option(page, /^Size/, size).click();
  await option(page, /^Colour/, colour).click();
  await expect(page).toHaveURL(new RegExp(`\\?variant=${encodeURIComponent(variant.id)}$`));
  await expect(option(page, /^Size/, size)).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(option(page, /^Size/, size)).toHaveAttribute('aria-pressed', 'true');
  await expect(option(page, /^Colour/, colour)).toHaveAttribute('aria-pressed', 'true');
  const jsonLd = JSON.parse((await page.locator('#page-json-ld').textContent()) ?? '{}') as {
    offers: { url: string; availability: string };
  };
  expect(jsonLd.offers.availability).toBe('https://schema.org/InStock');
  expect(jsonLd.offers.url).toContain(`?variant=${encodeURIComponent(variant.id)}`);

  await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText(`${product.name} added to your cart`)).toBeVisible();
  // Adding opens the mini-cart over the page; closed, it leaves the toast, whose own button takes a
  // mouse click (a swipe handler once swallowed it).
  const miniCart = page.getByRole('dialog', { name: 'Your cart' });
  await expect(miniCart.getByRole('listitem')).toContainText(variant.name);
  await page.keyboard.press('Escape');
  await expect(miniCart).toBeHidden();
  await page.getByRole('button', { name: 'View cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  const line = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
  await expect(line).toHaveCount(1);
  await expect(line.getByText(product.name)).toBeVisible();
  await expect(line.getByText(variant.name, { exact: true })).toBeVisible();
  await expect(line.getByRole('spinbutton')).toHaveValue('2');
  expect(problems.list).toEqual([]);
});

test('a product card on its category page opens the product page', async ({ page, request, problems }) => {
  const { product } = await sizeAndColourProduct(request);
  await page.goto(`/categories/${product.category!.slug}`);
  await page.getByRole('link', { name: product.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').last()).toHaveAttribute(
    'href',
    `/categories/${product.category!.slug}`,
  );
  expect(problems.list).toEqual([]);
});

test('the gallery moves by keyboard and the pictures are sized', async ({ page, request }) => {
  const { product } = await sizeAndColourProduct(request);
  await page.goto(`/products/${product.slug}`);
  const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
  const main = gallery.locator('img').first();
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect(main).toHaveAttribute('width', '1024');
  await expect(main).toHaveAttribute('height', '1024');
  await expect(main).toHaveAttribute('src', /size=1024/);
  const thumbs = gallery.getByRole('button', { name: /^Picture \d+ of \d+$/ });
  await thumbs.first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.nth(1)).toBeFocused();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(gallery.getByText('2 / ')).toBeVisible();
});

test('an unknown product slug shows the 404 page', async ({ page }) => {
  await page.goto('/products/no-such-product-here');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Page Not Found: /products/no-such-product-here' }),
  ).toBeVisible();
});

test('in Simplified Chinese at phone width: stock, add to cart and the toast', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const { product, variant } = await sizeAndColourProduct(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(variant.id)}`);
  const name = product.hans?.name || product.name;
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^(有货|仅剩 \d 件)$/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: '面包屑导航' }).getByRole('link', { name: '首页' }),
  ).toBeVisible();
  await page.getByRole('button', { name: '加入购物车' }).click();
  await expect(page.getByText(`已将 ${name} 加入购物车`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(problems.list).toEqual([]);
});

test('the product page passes axe at phone width in light and dark mode', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { product } = await sizeAndColourProduct(request);
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, colorScheme, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(
        `${colorScheme}: ${violation.id} ${violation.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
    await context.close();
  }
  expect(found).toEqual([]);
});

/**
 * A tee sold in Ocean Blue (not its first picture's colour), its Ocean Blue variant in stock, and
 * the colour of its first variant (the one its page opens with).
 */
async function oceanBlueVariant(request: APIRequestContext) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name slug category { slug }
       variants { id name quantityAvailable attributes { attribute { name } values { name } } } } } } }`,
  );
  for (const { node } of products.edges) {
    const blue = node.variants.find(
      (v) =>
        v.quantityAvailable > 0 &&
        v.attributes.some((a) => a.attribute.name === 'Colour' && a.values[0]?.name === 'Ocean Blue'),
    );
    const colour = (v: ApiVariant) =>
      v.attributes.find((a) => a.attribute.name === 'Colour')?.values[0]?.name;
    if (blue && node.category?.slug === 't-shirts')
      return { product: node, variant: blue, firstColour: colour(node.variants[0])! };
  }
  throw new Error('the demo shop has no tee in Ocean Blue');
}

test("a reload of an Ocean Blue variant's page shows the blue picture, and the gallery follows the colour", async ({
  page,
  request,
  problems,
}) => {
  const { product, variant, firstColour } = await oceanBlueVariant(request);
  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(variant.id)}`);
  await page.reload();
  const gallery = page.getByRole('region', { name: `Pictures of ${product.name}` });
  const main = gallery.locator('img').first();
  await expect(main).toHaveAttribute('alt', `${product.name}, Ocean Blue`);
  // The picture a reload opens on is the one loaded first, and it arrives.
  await expect(main).toHaveAttribute('loading', 'eager');
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await option(page, /^Colour/, firstColour).click();
  await expect(main).toHaveAttribute('alt', `${product.name}, ${firstColour}`);
  await option(page, /^Colour/, 'Ocean Blue').click();
  await expect(main).toHaveAttribute('alt', `${product.name}, Ocean Blue`);
  expect(problems.list).toEqual([]);
});

/** The download (no shipping) with the fewest left, by what the API says of its variant. */
async function leastStockedDownload(request: APIRequestContext) {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          name: string;
          hans: { name: string | null } | null;
          slug: string;
          productType: { isShippingRequired: boolean };
          variants: ApiVariant[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name slug
       hans: translation(languageCode: ZH_HANS) { name }
       productType { isShippingRequired } variants { id name quantityAvailable attributes { attribute { name } values { name } } } } } } }`,
  );
  const downloads = products.edges
    .map(({ node }) => node)
    .filter((node) => !node.productType.isShippingRequired && node.variants.length);
  if (!downloads.length) throw new Error('the demo shop sells no downloads');
  return downloads.reduce((least, node) =>
    node.variants[0].quantityAvailable < least.variants[0].quantityAvailable ? node : least,
  );
}

test('an e-book keeps no count: its page says in stock with no number, in English and Chinese', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const ebook = await leastStockedDownload(request);
  await page.goto(`/products/${ebook.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ebook.name })).toBeVisible();
  await expect(page.getByText('In stock', { exact: true })).toBeVisible();
  await expect(page.getByText(/Only \d+ left|Sold out/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();

  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto(`/products/${ebook.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: ebook.hans?.name || ebook.name })).toBeVisible();
  await expect(page.getByText('有货', { exact: true })).toBeVisible();
  await expect(page.getByText(/仅剩|已售罄/)).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
