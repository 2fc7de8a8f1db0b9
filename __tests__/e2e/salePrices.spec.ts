import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Sale prices (Saleor's catalogue promotions) as a shopper sees them, against the demo shop: a
// product a running promotion lowers shows the price before struck through, the price now and a
// "Sale" badge on its category's card and on its product page (with what it saves); a product whose
// promotion has ended shows one price and no badge. In zh-CN at phone width in dark mode and in
// English on a desktop in light mode, server-rendered and taken over by the browser without a mismatch.

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

interface Money {
  amount: number;
  currency: string;
}
interface Taxed {
  gross: Money;
  net: Money;
}
interface Range {
  start: Taxed;
  stop: Taxed;
}
interface ApiProduct {
  name: string;
  slug: string;
  hans: { name: string | null } | null;
  pricing: {
    onSale: boolean | null;
    displayGrossPrices: boolean;
    priceRange: Range | null;
    priceRangeUndiscounted: Range | null;
  } | null;
  variants: {
    id: string;
    quantityAvailable: number | null;
    pricing: { onSale: boolean | null; price: Taxed | null; priceUndiscounted: Taxed | null } | null;
  }[];
}

const TAXED = 'gross { amount currency } net { amount currency }';
const PRODUCT = `name slug hans: translation(languageCode: ZH_HANS) { name }
  pricing { onSale displayGrossPrices priceRange { start { ${TAXED} } stop { ${TAXED} } }
    priceRangeUndiscounted { start { ${TAXED} } stop { ${TAXED} } } }
  variants { id quantityAvailable pricing { onSale price { ${TAXED} } priceUndiscounted { ${TAXED} } } }`;

/** The first products of a category, as the shop prices them for the channel. */
async function categoryProducts(request: APIRequestContext, slug: string) {
  const { category } = await gql<{ category: { id: string } | null }>(
    request,
    `query ($slug: String!) { category(slug: $slug) { id } }`,
    { slug },
  );
  if (!category) throw new Error(`The demo shop has no category ${slug}`);
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `query ($id: ID!) { products(first: 20, channel: "default-channel", filter: { categories: [$id] }) {
      edges { node { ${PRODUCT} } } } }`,
    { id: category.id },
  );
  return products.edges.map((edge) => edge.node);
}

type Locale = 'en' | 'zh-CN';

interface Words {
  sale: string;
  save: RegExp;
  net: string;
  was: (was: string, now: string) => string;
}

const WORDS: Record<Locale, Words> = {
  en: {
    sale: 'Sale',
    save: /^Save .+ \(\d+%\)$/,
    net: 'excl. tax',
    was: (was, now) => `Was ${was}, now ${now}`,
  },
  'zh-CN': {
    sale: '促销',
    save: /^立省 .+（\d+%）$/,
    net: '不含税',
    was: (was, now) => `原价 ${was}，现价 ${now}`,
  },
};

const shown = (taxed: Taxed, gross: boolean) => (gross ? taxed.gross : taxed.net);
const format = (locale: Locale, money: Money) =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(money.amount);

/** A price range as the page writes it: one price when both ends agree, else "from – to". */
function formatRange(locale: Locale, range: Range, gross: boolean) {
  const [start, stop] = [shown(range.start, gross), shown(range.stop, gross)];
  return start.amount === stop.amount
    ? format(locale, start)
    : `${format(locale, start)} – ${format(locale, stop)}`;
}

/** The listing's card whose name's link says `name`. */
const cardOf = (page: Page, name: string): Locator =>
  page.locator('article').filter({ has: page.getByRole('link', { name, exact: true }) });

async function shot(page: Page, file: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${file}` });
}

const SETUPS: { locale: Locale; width: number; height: number; colorScheme: 'dark' | 'light' }[] = [
  { locale: 'zh-CN', width: 360, height: 740, colorScheme: 'dark' },
  { locale: 'en', width: 1280, height: 900, colorScheme: 'light' },
];

for (const { locale, width, height, colorScheme } of SETUPS) {
  test(`${locale}, ${width} px, ${colorScheme}: a product on sale shows was, now and the badge on its card and page; one not on sale shows neither`, async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    await useLanguage(page, baseURL!, locale);
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    const words = WORDS[locale];
    const nameOf = (product: ApiProduct) =>
      locale === 'zh-CN' ? (product.hans?.name ?? product.name) : product.name;

    // Hoodies are 20 % off now; the T-shirts' sale ended last month.
    const hoodies = await categoryProducts(request, 'hoodies');
    const sale = hoodies.find(
      (product) => product.pricing?.onSale && product.variants.some((v) => v.pricing?.onSale),
    );
    if (!sale) throw new Error('No hoodie is on sale in the demo shop');
    const tees = await categoryProducts(request, 't-shirts');
    const full = tees.find((product) => product.pricing && !product.pricing.onSale);
    if (!full) throw new Error('Every T-shirt is on sale in the demo shop');

    const gross = sale.pricing!.displayGrossPrices;
    const was = formatRange(locale, sale.pricing!.priceRangeUndiscounted!, gross);
    const now = formatRange(locale, sale.pricing!.priceRange!, gross);
    expect(was).not.toBe(now);
    // A card shows the lowest price before and the lowest now, which fit a phone's card; the
    // suggestions keep the ranges.
    const cardWas = format(locale, shown(sale.pricing!.priceRangeUndiscounted!.start, gross));
    const cardNow = format(locale, shown(sale.pricing!.priceRange!.start, gross));
    expect(cardWas).not.toBe(cardNow);

    // The category page, as the server renders it.
    await page.goto('/categories/hoodies');
    const card = cardOf(page, nameOf(sale));
    await expect(card).toBeVisible();
    await expect(card.getByText(words.sale, { exact: true })).toBeVisible();
    await expect(card.locator('s')).toHaveText(cardWas);
    await expect(card.locator('[data-price="now"]')).toHaveText(cardNow);
    // A screen reader hears which price is which.
    await expect(card.getByText(words.was(cardWas, cardNow))).toHaveCount(1);
    // Two short prices, each whole on its line: at most two lines on a phone's narrow card.
    const paid = (await card.locator('[data-price="now"]').boundingBox())!;
    const struck = (await card.locator('s').boundingBox())!;
    const block = (await card.locator('p:has(s)').boundingBox())!;
    expect(struck.height).toBeLessThan(paid.height * 1.5);
    expect(block.height).toBeLessThan(paid.height * 2.5);
    // Net prices (a channel whose country shows prices without tax) say so; gross ones add nothing.
    await expect(card.getByText(words.net, { exact: true })).toHaveCount(gross ? 0 : 1);
    await card.scrollIntoViewIfNeeded();
    await shot(page, `sale-card-${locale}-${width}-${colorScheme}.png`);

    await page.goto('/categories/t-shirts');
    const plain = cardOf(page, nameOf(full));
    await expect(plain).toBeVisible();
    await expect(plain.locator('[data-price="now"]')).toHaveText(
      formatRange(locale, full.pricing!.priceRange!, full.pricing!.displayGrossPrices),
    );
    await expect(plain.getByText(words.sale, { exact: true })).toHaveCount(0);
    await expect(plain.locator('s')).toHaveCount(0);

    // The product page, with a variant on sale chosen.
    const variant =
      sale.variants.find((v) => v.pricing?.onSale && (v.quantityAvailable ?? 1) > 0) ??
      sale.variants.find((v) => v.pricing?.onSale)!;
    const variantWas = format(locale, shown(variant.pricing!.priceUndiscounted!, gross));
    const variantNow = format(locale, shown(variant.pricing!.price!, gross));
    await page.goto(`/products/${sale.slug}?variant=${encodeURIComponent(variant.id)}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(sale) })).toBeVisible();
    const price = page.getByTestId('product-price');
    await expect(price.locator('s')).toHaveText(variantWas);
    await expect(price.locator('[data-price="now"]')).toHaveText(variantNow);
    await expect(page.getByText(words.sale, { exact: true })).toBeVisible();
    await expect(page.getByText(words.save)).toBeVisible();
    await price.scrollIntoViewIfNeeded();
    await shot(page, `sale-product-${locale}-${width}-${colorScheme}.png`);

    // The header's suggestions while typing (Saleor searches the shop's own, English, words).
    await page.getByRole('banner').getByRole('combobox').fill('hoodie');
    const suggestion = page
      .getByRole('listbox')
      .getByRole('option')
      .filter({ hasText: nameOf(sale) });
    await expect(suggestion.locator('s')).toHaveText(was);
    await expect(suggestion.locator('[data-price="now"]')).toHaveText(now);
    await shot(page, `sale-suggestions-${locale}-${width}-${colorScheme}.png`);
    await page.keyboard.press('Escape');

    // A product not on sale: one price, no badge, no saving.
    await page.goto(`/products/${full.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: nameOf(full) })).toBeVisible();
    await expect(page.getByTestId('product-price').locator('[data-price="now"]')).toBeVisible();
    await expect(page.getByTestId('product-price').locator('s')).toHaveCount(0);
    await expect(page.getByText(words.sale, { exact: true })).toHaveCount(0);
    await expect(page.getByText(words.save)).toHaveCount(0);

    // Rendered on the server and taken over by the browser with the same prices: no hydration error.
    expect(problems.list).toEqual([]);
  });
}

test("the demo shop's help page lists its promo codes and gift cards, rendered on the server", async ({
  page,
  baseURL,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-CN');
  const response = await page.request.get('/help', { headers: { Cookie: 'i18n_redirected=zh-CN' } });
  // In the server's HTML already: the page's configuration says the shop is the demo.
  expect(await response.text()).toContain('WELCOME10');
  await page.goto('/help');
  const section = page.getByRole('region', { name: '演示商店：优惠码和礼品卡' });
  await expect(section.locator('code')).toHaveText([
    'WELCOME10',
    'SAVE5',
    'FREESHIP',
    'TEES15',
    'BULK3',
    'ONCE20',
    'EXPIRED',
    'LIMIT1',
    'DEMO-CARD-0025',
    'DEMO-CARD-0100',
    'DEMO-CARD-EXPD',
  ]);
  expect(problems.list).toEqual([]);
});
