import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// A Chinese shopper's whole visit reads Chinese: home, a category, a product, search results, the cart,
// the checkout (contact, a Chinese address, delivery, payment), the order and a failed login, in zh-CN
// and in zh-TW. On each page the text the shopper sees (the page's rendered text, its title, and the
// labels, placeholders and alternative texts of visible elements, which screen readers speak) may hold
// no English: no Latin word of three letters or more, and no two Latin words of two letters or more side
// by side, apart from the short list of names below. The shopper's own words (their email address, what
// they searched for) and web addresses are not the shop's words and are left out.

/**
 * Names written in Latin letters in every language. Kept short: every other word a Chinese page shows
 * must come from the catalogues or the shop's translations.
 */
const ALLOWED_NAMES = [
  // The shop's name as its owner configured it (config.json shopName): a proper name, like a brand.
  'Aurora Shop',
];
const ALLOWED = new Set([
  // The brand alone, as the shop's texts name it; the platform's, as the demo footer links to it.
  'Aurora',
  'Saleor',
  // ISO 4217 currency codes, which the locale's number format may print beside a price.
  'USD',
  'EUR',
  'GBP',
  // Clothing sizes, printed as size codes on labels and in Chinese shops alike.
  'XS',
  'XL',
  'XXL',
  // A technical name Chinese writes in Latin letters too (LED 灯泡).
  'LED',
]);

/**
 * Codes, not words: a UUID (an order's token), and a SKU-like code of capitals and digits in parts
 * (LAMP-00012-3), or any token mixing letters and digits.
 */
const CODES = [
  /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
  /\b(?=[A-Z0-9-]*\d)[A-Z0-9]+(?:-[A-Z0-9]+)+\b/g,
  /\b(?=[A-Za-z0-9]*\d)[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*\b/g,
];

/** A run of Latin words joined by spaces or punctuation (no digits, no Chinese between them). */
const LATIN_RUN = /[A-Za-z][A-Za-z'’]*(?:[\s,.:;!?&/()–—-]+[A-Za-z][A-Za-z'’]*)*/g;
const LATIN_WORD = /[A-Za-z][A-Za-z'’]*/g;

/** The runs of English in a text: a word of 3+ letters, or 2+ words of 2+ letters side by side. */
function englishRuns(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split('\n'))
    for (const [run] of line.matchAll(LATIN_RUN)) {
      const words = (run.match(LATIN_WORD) ?? []).filter((word) => !ALLOWED.has(word));
      const long = words.some((word) => word.replace(/['’]/g, '').length >= 3);
      const pairs = words.filter((word) => word.length >= 2).length >= 2;
      if (long || pairs) found.push(run.trim());
    }
  return found;
}

interface Seen {
  source: string;
  text: string;
}

/** What the shopper sees and hears on the page now: its rendered text, title and visible elements' labels. */
function seenText(page: Page): Promise<Seen[]> {
  return page.evaluate(() => {
    const seen: { source: string; text: string }[] = [
      { source: 'title', text: document.title },
      // innerText leaves out hidden elements and the values typed into fields.
      { source: 'text', text: document.body.innerText },
    ];
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute);
        if (value) seen.push({ source: `${attribute} of <${element.tagName.toLowerCase()}>`, text: value });
      }
    }
    return seen;
  });
}

/** The English the shopper meets on the page, each run with where it was found. */
async function englishOn(page: Page, ownWords: RegExp[]): Promise<string[]> {
  const runs = new Set<string>();
  for (const { source, text } of await seenText(page)) {
    // Web addresses and the shopper's email address are not words of the shop.
    let cleaned = text.replace(/https?:\/\/\S+/g, ' ').replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ');
    for (const pattern of [...ownWords, ...CODES]) cleaned = cleaned.replace(pattern, ' ');
    for (const name of ALLOWED_NAMES) cleaned = cleaned.replaceAll(name, ' ');
    for (const run of englishRuns(cleaned)) runs.add(source === 'text' ? run : `${run}  [${source}]`);
  }
  return [...runs];
}

/** What each page showed, for the summary printed at the end. */
const report: string[] = [];

/**
 * Checks the page once what the shopper waits for is there and nothing is still loading: a soft check,
 * so one run lists the English of every page.
 */
async function checkPage(page: Page, locale: string, name: string, ownWords: RegExp[] = []) {
  await expect(page.locator('[aria-busy="true"], [role="progressbar"], .MuiSkeleton-root')).toHaveCount(0);
  const english = await englishOn(page, ownWords);
  report.push(
    `${locale} ${name}: ${english.length ? english.map((r) => JSON.stringify(r)).join(', ') : 'none'}`,
  );
  expect.soft(english, `English on the ${name} page in ${locale}`).toEqual([]);
}

interface ApiProduct {
  slug: string;
  category: { slug: string } | null;
  productType: { isShippingRequired: boolean };
  variants: { id: string; quantityAvailable: number; pricing: { price: { gross: { amount: number } } } }[];
}

/** A shipped product in stock with a category (not one other checkout tests buy: stock is shared). */
async function productToBuy(request: APIRequestContext, skip: number) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { slug category { slug }
      productType { isShippingRequired } variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
  );
  const found = products.edges
    .map(({ node }) => node)
    .filter((product) => product.productType.isShippingRequired && product.category)
    .flatMap((product) =>
      product.variants
        .filter((v) => v.quantityAvailable >= 5 && v.pricing.price.gross.amount < 60)
        .map((variant) => ({ slug: product.slug, category: product.category!.slug, variantId: variant.id })),
    );
  const choice = found[skip] ?? found[0];
  if (!choice) throw new Error('the demo shop has no shipped product in stock');
  return choice;
}

/** A search term that finds products (Saleor searches the shop's own, English, texts). */
const SEARCH_TERM = 'mug';

/** A Chinese address in each language, by the address form's field names. */
const ADDRESSES = {
  'zh-CN': {
    country: 'CN',
    lastName: '王',
    firstName: '小明',
    countryArea: '上海市',
    city: '上海市',
    cityArea: '浦东新区',
    streetAddress1: '世纪大道100号',
    postalCode: '200120',
    email: 'shopper-language-cn@example.com',
  },
  'zh-TW': {
    country: 'TW',
    lastName: '陳',
    firstName: '小華',
    countryArea: '台北市',
    city: '中正區',
    cityArea: '',
    streetAddress1: '忠孝西路一段49號',
    postalCode: '100',
    email: 'shopper-language-tw@example.com',
  },
} as const;
type Address = (typeof ADDRESSES)[keyof typeof ADDRESSES];

/**
 * Waits for the address rules the form asks when `key` is chosen (China's and Taiwan's cities and
 * districts are listed below their areas); a form that asks none goes on after a while.
 */
function rulesAnswer(page: Page, key: 'countryArea' | 'city') {
  return page
    .waitForResponse(
      (response) => {
        if (!response.url().includes('/graphql/') || response.request().method() !== 'POST') return false;
        const body = response.request().postDataJSON() as {
          operationName?: string;
          variables?: Record<string, unknown>;
        } | null;
        return body?.operationName === 'AddressValidationRules' && Boolean(body.variables?.[key]);
      },
      { timeout: 10_000 },
    )
    .catch(() => null);
}

/** Sets a field by its name: a list takes the wanted choice if it has it, else its first; text is typed. */
async function setField(form: Locator, name: string, value: string) {
  const field = form.locator(`[name="${name}"]`);
  if ((await field.count()) === 0) return;
  if ((await field.evaluate((element) => element.tagName)) !== 'SELECT') {
    await field.fill(value);
    return;
  }
  await expect(field.locator('option[value]:not([value=""])').first()).toBeAttached();
  const options = await field
    .locator('option')
    .evaluateAll((list) =>
      list.map((option) => ({ value: (option as HTMLOptionElement).value, label: option.textContent ?? '' })),
    );
  const wanted =
    options.find((option) => value && (option.value === value || option.label === value)) ??
    options.find((option) => option.value);
  await field.selectOption(wanted!.value);
}

/** The address form's fields, whatever order and kind (list or text) the country gives them. */
async function fillAddress(page: Page, form: Locator, address: Address) {
  await form.locator('[name="country"]').selectOption(address.country);
  // The country's own fields: its areas as a list once its rules are in.
  await expect(
    form.locator('select[name="countryArea"] option[value]:not([value=""])').first(),
  ).toBeAttached();
  await setField(form, 'lastName', address.lastName);
  await setField(form, 'firstName', address.firstName);
  const cities = rulesAnswer(page, 'countryArea');
  await setField(form, 'countryArea', address.countryArea);
  if (await cities) await expect(form.locator('[name="city"]')).toBeAttached();
  const districts = rulesAnswer(page, 'city');
  await setField(form, 'city', address.city);
  if (await districts) await expect(form.locator('[name="streetAddress1"]')).toBeAttached();
  await setField(form, 'cityArea', address.cityArea);
  await setField(form, 'streetAddress1', address.streetAddress1);
  await setField(form, 'postalCode', address.postalCode);
}

for (const [locale, skip] of [
  ['zh-CN', 6],
  ['zh-TW', 7],
] as const) {
  test(`a shopper in ${locale} meets no English from home to the order and a failed login`, async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    test.setTimeout(180_000);
    const messages = JSON.parse(readFileSync(`i18n/${locale}.json`, 'utf8')) as Record<string, string>;
    const t = (id: string) => messages[id];
    const address = ADDRESSES[locale];
    const { slug, category, variantId } = await productToBuy(request, skip);
    await useLanguage(page, baseURL!, locale);

    await page.goto('/');
    // The featured categories and newest products, which arrive after the hero.
    await expect(
      page
        .getByRole('list', { name: t('home.categories.title') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: t('home.products.title') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await checkPage(page, locale, 'home');

    await page.goto(`/categories/${category}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /\S/ }).first()).toBeVisible();
    await checkPage(page, locale, 'category');

    await page.goto(`/search?q=${SEARCH_TERM}`);
    const results = page.getByRole('list', { name: t('catalog.listing.results') });
    await expect(results.getByRole('listitem').first()).toBeVisible();
    // The term the shopper typed, as the page quotes it back (in quotes, or after the title's colon).
    await checkPage(page, locale, 'search results', [
      new RegExp(`[“"「『‘]${SEARCH_TERM}[”"」』’]`, 'gi'),
      new RegExp(`(?<=[:：]\\s*)${SEARCH_TERM}\\b`, 'gi'),
    ]);

    await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: t('product.addToCart') })).toBeEnabled();
    await checkPage(page, locale, 'product');

    await page.getByRole('button', { name: t('product.addToCart') }).click();
    // What opens over the page once the item is in the cart.
    await expect(page.getByRole('button', { name: t('product.addToCart.viewCart') })).toBeVisible();
    await checkPage(page, locale, 'product, item added');
    // The notice may have closed by itself meanwhile: the cart page is also one address away.
    await page.goto('/cart');
    await expect(page.getByRole('list', { name: t('cart.lines') }).getByRole('listitem')).toHaveCount(1);
    await checkPage(page, locale, 'cart');

    await page.getByRole('link', { name: t('cart.checkout') }).click();
    await expect(page).toHaveURL(/\/checkout/);
    const email = page.getByRole('textbox', { name: t('checkout.contact.email') });
    await expect(email).toBeVisible();
    await checkPage(page, locale, 'checkout contact');
    await email.fill(address.email);
    await page.getByRole('button', { name: t('checkout.continue') }).click();

    const shipping = page.getByRole('form', { name: t('checkout.address.shippingForm') });
    await expect(shipping).toBeVisible();
    await fillAddress(page, shipping, address);
    await checkPage(page, locale, 'checkout address');
    await shipping.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(shipping).toBeHidden();
    const sameAsShipping = page.getByRole('checkbox', { name: t('checkout.billing.sameAsShipping') });
    await expect(sameAsShipping).toBeChecked();
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(sameAsShipping).toBeHidden();

    const methods = page.getByRole('radiogroup', { name: t('checkout.delivery.methods') });
    await expect(methods.getByRole('radio', { disabled: false }).first()).toBeChecked();
    await checkPage(page, locale, 'checkout delivery');
    await page.getByRole('button', { name: t('checkout.continue') }).click();
    await expect(methods).toBeHidden();
    await page.getByRole('button', { name: t('checkout.review.toPayment') }).click();

    const gateways = page.getByRole('radiogroup', { name: t('payment.gateways') });
    await expect(gateways).toBeVisible();
    // The dummy payment app, whatever the page calls it: the gateway with a choice of results.
    const result = page.getByRole('radio', { name: t('payment.dummy.chargeSuccess'), exact: true });
    for (const gateway of await gateways.getByRole('radio').all()) {
      await gateway.check();
      if (await result.isVisible()) break;
    }
    await result.check();
    await checkPage(page, locale, 'checkout payment');
    await page
      .getByRole('button', { name: new RegExp(`^${t('payment.pay').replace('{amount}', '')}`) })
      .click();

    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    await expect(page.getByRole('heading', { level: 2, name: /#\d+/ })).toBeVisible();
    await expect(
      page.locator('[data-colour="green"]', { hasText: t('paymentStatus.fullyCharged') }),
    ).toBeVisible();
    await checkPage(page, locale, 'order confirmation');

    const orderLink = page.getByRole('link', { name: /\/orders\/[0-9a-f-]{36}$/ });
    await page.goto((await orderLink.textContent())!);
    await expect(page.getByRole('heading', { level: 2, name: /#\d+/ })).toBeVisible();
    await expect(
      page
        .getByRole('list', { name: t('order.lines') })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await checkPage(page, locale, 'order');

    await page.goto('/login');
    await page.getByRole('textbox', { name: t('page.login.email') }).fill('customer@example.com');
    await page.getByLabel(new RegExp(`^${t('page.login.password')}`)).fill('not-the-password');
    await page.getByRole('button', { name: t('page.login.submit') }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    await checkPage(page, locale, 'failed login');
    // Nothing broke on the way: no console errors, page errors or failed requests.
    expect(problems.list).toEqual([]);
  });
}

test.afterAll(() => {
  console.log(`English found:\n${report.join('\n')}`);
});
