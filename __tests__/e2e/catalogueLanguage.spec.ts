import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The catalogue in the shopper's language, against the demo shop's own translations (Saleor's
// `translation(languageCode:)`, looked up through the API): a product page and a category page in
// zh-CN show the Simplified Chinese names, zh-TW the Traditional ones, and switching to English shows
// the shop's own names on the same page, without a reload.

interface Names {
  name: string;
  slug: string;
  hans: { name: string | null } | null;
  hant: { name: string | null } | null;
}
interface ApiProduct extends Names {
  category: Names | null;
}

const NAMES = `name slug hans: translation(languageCode: ZH_HANS) { name }
  hant: translation(languageCode: ZH_HANT) { name }`;

/** A demo product translated into both Chinese scripts (differently), in a category that is too. */
async function translatedProduct(request: APIRequestContext) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 50, channel: "default-channel") { edges { node { ${NAMES} category { ${NAMES} } } } } }`,
  );
  const translated = (names: Names | null) =>
    Boolean(names?.hans?.name && names.hant?.name && names.hans.name !== names.name);
  const product = products.edges
    .map((edge) => edge.node)
    .find(
      (node) =>
        translated(node) &&
        translated(node.category) &&
        node.hans!.name !== node.hant!.name &&
        node.category!.hans!.name !== node.category!.name,
    );
  if (!product) throw new Error('The demo shop has no product translated into both Chinese scripts');
  return {
    slug: product.slug,
    en: product.name,
    hans: product.hans!.name!,
    hant: product.hant!.name!,
    category: {
      slug: product.category!.slug,
      en: product.category!.name,
      hans: product.category!.hans!.name!,
    },
  };
}

/** Marks the loaded page, so a test can tell it is still the same page (no reload came between). */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const stillSamePage = (page: Page) =>
  page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage === true);

/** Picks English in the header's language menu, whatever the language shown. */
async function switchToEnglish(page: Page) {
  // The open menu hides the rest of the page from assistive technology: the button is found anyway.
  const button = page.getByRole('button', { name: /^(Language|语言|語言)[:：]/, includeHidden: true });
  const english = page.getByRole('menuitemradio', { name: 'English' });
  const html = page.locator('html');
  // A server-rendered page answers clicks once the browser has taken it over, and a menu that has
  // just opened may still move under the pointer: the shopper tries again until the page is English
  // (<html lang> follows the choice at once).
  await expect(async () => {
    if ((await html.getAttribute('lang')) !== 'en') {
      if (await english.isVisible()) await english.click();
      else if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
    }
    await expect(html).toHaveAttribute('lang', 'en', { timeout: 1_000 });
  }).toPass();
}

test('a product page in zh-CN shows its Chinese name, and English after a switch without reload', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const product = await translatedProduct(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  const asked: unknown[] = [];
  page.on('request', (sent) => {
    const body = sent.method() === 'POST' ? (sent.postDataJSON() as { operationName?: string } | null) : null;
    if (body?.operationName === 'ProductDetails') asked.push(body);
  });
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.hans })).toBeVisible();
  // The breadcrumbs name its category in Chinese too.
  const crumbs = page.getByRole('navigation', { name: /面包屑|Breadcrumb/ });
  await expect(crumbs.getByRole('link', { name: product.category.hans })).toBeVisible();

  // The server rendered it in Chinese and handed its data over under the same language: the browser
  // did not ask again.
  expect(asked).toEqual([]);

  await markPage(page);
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: product.en })).toBeVisible();
  await expect(crumbs.getByRole('link', { name: product.category.en })).toBeVisible();
  expect(asked).toEqual([
    expect.objectContaining({ variables: expect.objectContaining({ languageCode: 'EN' }) }),
  ]);
  await expect(page.getByText(product.hans, { exact: true })).toHaveCount(0);
  expect(await stillSamePage(page)).toBe(true);
  // The slug is the shop's own in every language: the address did not change.
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  expect(problems.list).toEqual([]);
});

test('a category page in zh-CN shows its Chinese name, and English after a switch', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const product = await translatedProduct(request);
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.goto(`/categories/${product.category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.category.hans })).toBeVisible();

  await markPage(page);
  await switchToEnglish(page);
  await expect(page.getByRole('heading', { level: 1, name: product.category.en })).toBeVisible();
  expect(await stillSamePage(page)).toBe(true);
  expect(problems.list).toEqual([]);
});

test('a product page in zh-TW shows its Traditional Chinese name', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const product = await translatedProduct(request);
  await useLanguage(page, baseURL!, 'zh-TW');
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.hant })).toBeVisible();
  await expect(page.getByText(product.hans, { exact: true })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test("the server renders a product page in the language of the shopper's cookie", async ({ request }) => {
  const product = await translatedProduct(request);
  const page = await request.get(`/products/${product.slug}`, {
    headers: { Cookie: 'i18n_redirected=zh-CN' },
  });
  const html = await page.text();
  expect(html).toContain(`>${product.hans}</h1>`);
});
