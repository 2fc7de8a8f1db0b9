import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Promo codes and gift cards against the demo shop (server/src/seed/demoDiscounts.ts): a code applied
// in the cart lowers the lines, the subtotal is what they add up to, and the code's row says its saving
// is included in it (not counted again); the counted rows add up to the total to the cent, and the code
// comes off again; a refused
// code says why in the shopper's language and the cart stays; a line a running promotion lowers shows
// its price before struck through; a gift card pays part of an order at the review step and the dummy
// payment app the rest, through to the order page, which shows the card's row. In English on a desktop
// and in Simplified Chinese at phone width.

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';
const zhCN = JSON.parse(readFileSync('i18n/zh-CN.json', 'utf8')) as Record<string, string>;

interface ApiVariant {
  id: string;
  quantityAvailable: number | null;
  pricing: {
    onSale: boolean | null;
    price: { gross: { amount: number } } | null;
    priceUndiscounted: { gross: { amount: number } } | null;
  } | null;
}
interface ApiProduct {
  name: string;
  slug: string;
  productType: { isShippingRequired: boolean };
  variants: ApiVariant[];
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { name slug
      productType { isShippingRequired }
      variants { id quantityAvailable pricing { onSale price { gross { amount } }
        priceUndiscounted { gross { amount } } } } } } } }`,
  );
  return products.edges.map((edge) => edge.node);
}

const inStock = (variant: ApiVariant) => (variant.quantityAvailable ?? 0) >= 5;

/** A shipped variant a running promotion lowers, and one at its full price. */
async function cartVariants(request: APIRequestContext) {
  const products = (await catalogue(request)).filter((p) => p.productType.isShippingRequired);
  const pick = (onSale: boolean) =>
    products
      .flatMap((product) => product.variants.map((variant) => ({ product, variant })))
      .find(
        ({ variant }) =>
          inStock(variant) &&
          Boolean(variant.pricing?.onSale) === onSale &&
          (variant.pricing?.price?.gross.amount ?? 0) > 0,
      );
  const sale = pick(true);
  const full = pick(false);
  if (!sale || !full) throw new Error('the demo shop has no product on sale, or none at full price');
  return { sale, full };
}

async function createCheckout(
  request: APIRequestContext,
  lines: { variantId: string; quantity: number }[],
  languageCode = 'EN',
) {
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { id: string; token: string } } }>(
    request,
    `mutation ($lines: [CheckoutLineInput!]!, $languageCode: LanguageCodeEnum!) { checkoutCreate(input: {
      channel: "default-channel", lines: $lines, languageCode: $languageCode }) { checkout { id token } } }`,
    { lines, languageCode },
  );
  return checkoutCreate.checkout;
}

async function openCart(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/cart');
}

/** "$1,234.56", "US$12.00", "-$3.80" as integer cents. */
const cents = (text: string) =>
  (/[-−]/.test(text) ? -1 : 1) * Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);

/** The totals rows of a box: each row's label and its amount in cents (null when it shows no amount). */
async function totalRowsOf(box: Locator) {
  const rows = box.locator('div.MuiStack-root:has(> span.MuiTypography-root + span.MuiTypography-root)');
  const found: { label: string; amount: number | null }[] = [];
  for (const row of await rows.all()) {
    const [label, amount] = await row.locator('> span').allTextContents();
    found.push({ label: label.trim(), amount: /\d/.test(amount) ? cents(amount) : null });
  }
  return found;
}

const INCLUDED = 'Included in the prices above';

/**
 * Every counted row above the total adds up to it, to the cent: not a discount whose row says it is
 * included in the rows above, nor rows after the total (such as "Paid").
 */
async function expectRowsAddUp(box: Locator, totalLabel: string, included = INCLUDED) {
  const rows = await totalRowsOf(box);
  const at = rows.findIndex((row) => row.label === totalLabel);
  expect(at, `a ${totalLabel} row`).toBeGreaterThan(0);
  const total = rows[at].amount!;
  const above = rows.slice(0, at).filter((row) => row.amount !== null && !row.label.includes(included));
  expect(above.reduce((sum, row) => sum + row.amount!, 0)).toBe(total);
  return rows.slice(0, at + 1);
}

/** What the cart's lines cost, added up in cents: each line's total as it shows it. */
async function linesTotal(lines: Locator) {
  const totals = await lines.getByRole('listitem').locator('> p').allTextContents();
  return totals.reduce((sum, text) => sum + cents(text), 0);
}

test('a promo code in the cart: its discount row, totals that add up, then removed; a refused code keeps the cart', async ({
  page,
  request,
  problems,
}) => {
  const { sale, full } = await cartVariants(request);
  const checkout = await createCheckout(request, [
    { variantId: sale.variant.id, quantity: 1 },
    { variantId: full.variant.id, quantity: 2 },
  ]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await openCart(page, checkout.token);
  const lines = page.getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('listitem')).toHaveCount(2);

  // The sale line: its listing price struck through before the price now, read as one sentence.
  const saleLine = lines.getByRole('listitem').filter({ hasText: sale.product.name });
  await expect(saleLine.locator('s')).toBeVisible();
  await expect(saleLine.getByText(/^Was .+, now .+$/)).toBeAttached();
  const fullLine = lines.getByRole('listitem').filter({ hasText: full.product.name });
  await expect(fullLine.locator('s')).toHaveCount(0);

  const summary = page.getByRole('region', { name: 'Order summary' });
  const before = await expectRowsAddUp(summary, 'Total');
  const field = summary.getByRole('textbox', { name: 'Promo code or gift card' });

  // A refused code: our words under the field, the cart as it was.
  await field.fill('EXPIRED');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(field).toHaveAccessibleDescription(
    'This promo code or gift card is not valid, or has expired.',
  );
  await field.fill('NOPE');
  await field.press('Enter');
  await expect(field).toHaveAccessibleDescription(
    'This promo code or gift card is not valid, or has expired.',
  );
  await expect(lines.getByRole('listitem')).toHaveCount(2);
  expect(await totalRowsOf(summary)).toEqual(before);

  const subtotalBefore = before.find((row) => row.label === 'Subtotal')!.amount!;
  expect(await linesTotal(lines)).toBe(subtotalBefore);

  // WELCOME10: 10 % off the whole order, which Saleor spreads over the lines: the lines and the
  // subtotal drop together, and the code's row shows the saving as included in them.
  await field.fill('WELCOME10');
  await summary.getByRole('button', { name: 'Apply' }).click();
  const applied = summary.getByRole('list', { name: 'Applied codes' });
  await expect(applied.getByText('Promo code WELCOME10')).toBeVisible();
  await expect(field).toHaveValue('');
  const rows = await expectRowsAddUp(summary, 'Total');
  const subtotal = rows.find((row) => row.label === 'Subtotal')!.amount!;
  expect(subtotal).toBe(await linesTotal(lines));
  const discountRow = rows.find((row) => row.label.startsWith('Promo code WELCOME10'))!;
  expect(discountRow.label).toContain(INCLUDED);
  expect(discountRow.amount).toBe(-Math.round(subtotalBefore / 10));
  expect(subtotal).toBe(subtotalBefore + discountRow.amount!);
  // The full-price line now shows its listing price struck through: the code lowered it too.
  await expect(fullLine.locator('s')).toBeVisible();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/cart-code-en-desktop.png`, fullPage: true });

  await applied.getByRole('button', { name: 'Remove code WELCOME10' }).click();
  await expect(applied).toBeHidden();
  expect(await totalRowsOf(summary)).toEqual(before);
  expect(await linesTotal(lines)).toBe(subtotalBefore);
  await expect(fullLine.locator('s')).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('in Simplified Chinese at 360 px: the code field, its rows and a refusal read in Chinese', async ({
  page,
  request,
  baseURL,
}) => {
  const { sale, full } = await cartVariants(request);
  // A cart made in Simplified Chinese, as the storefront makes it: names (the voucher's too) come in it.
  const checkout = await createCheckout(
    request,
    [
      { variantId: sale.variant.id, quantity: 1 },
      { variantId: full.variant.id, quantity: 1 },
    ],
    'ZH_HANS',
  );
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.setViewportSize({ width: 360, height: 740 });
  await openCart(page, checkout.token);
  const summary = page.getByRole('region', { name: zhCN['cart.summary'] });
  const field = summary.getByRole('textbox', { name: zhCN['promoCode.label'] });
  await field.fill('NOPE');
  await summary.getByRole('button', { name: zhCN['promoCode.apply'] }).click();
  await expect(field).toHaveAccessibleDescription(zhCN['error.field.promoCode.invalid']);

  await field.fill('WELCOME10');
  await summary.getByRole('button', { name: zhCN['promoCode.apply'] }).click();
  const codeRow = zhCN['totals.discount.code'].replace('{code}', 'WELCOME10');
  await expect(
    summary.getByRole('list', { name: zhCN['promoCode.applied'] }).getByText(codeRow),
  ).toBeVisible();
  // The voucher's name in the checkout's language (the demo voucher's Simplified Chinese name).
  await expect(summary.getByText('新客优惠：九折')).toBeVisible();
  await expect(summary.getByText(zhCN['totals.discount.included'])).toBeVisible();
  const rows = await expectRowsAddUp(summary, zhCN['cart.total'], zhCN['totals.discount.included']);
  const lines = page.getByRole('list', { name: zhCN['cart.lines'] });
  expect(rows.find((row) => row.label === zhCN['cart.subtotal'])!.amount).toBe(await linesTotal(lines));
  // Nothing wider than the phone's screen.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(360);
  mkdirSync(SHOTS, { recursive: true });
  await summary.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/cart-code-zh-CN-360.png`, fullPage: true });
});

const GB = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  streetAddress1: '10 Downing Street',
  city: 'London',
  postalCode: 'SW1A 2AA',
  country: 'GB',
};

/** A guest checkout of `lines`, with email, addresses (GB: prices with 20 % VAT) and the first delivery method. */
async function readyCheckout(request: APIRequestContext, lines: { variantId: string; quantity: number }[]) {
  const checkout = await createCheckout(request, lines);
  await gql(
    request,
    `mutation ($id: ID!, $email: String!, $a: AddressInput!) {
      checkoutEmailUpdate(id: $id, email: $email) { errors { message } }
      checkoutShippingAddressUpdate(id: $id, shippingAddress: $a) { errors { message } }
      checkoutBillingAddressUpdate(id: $id, billingAddress: $a) { errors { message } } }`,
    { id: checkout.id, email: 'gift-card-buyer@example.com', a: GB },
  );
  const { checkout: withMethods } = await gql<{
    checkout: { shippingMethods: { id: string; active: boolean }[] };
  }>(request, 'query ($id: ID!) { checkout(id: $id) { shippingMethods { id active } } }', {
    id: checkout.id,
  });
  const method = withMethods.shippingMethods.find((m) => m.active);
  if (!method) throw new Error('no shipping method for a GB address');
  await gql(
    request,
    `mutation ($id: ID!, $method: ID!) { checkoutShippingMethodUpdate(id: $id, shippingMethodId: $method) {
      errors { message } } }`,
    { id: checkout.id, method: method.id },
  );
  return checkout;
}

test('a gift card pays part of an order at the review step, the payment app the rest; the order page shows the card', async ({
  page,
  request,
  problems,
}) => {
  const { full } = await cartVariants(request);
  // More than the card's 25.00, so a rest is left to pay.
  const quantity = Math.max(1, Math.ceil(40 / full.variant.pricing!.price!.gross.amount));
  const checkout = await readyCheckout(request, [{ variantId: full.variant.id, quantity }]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), checkout.token);
  await page.goto('/checkout');

  // Everything is given: the checkout opens at the review, which has the code field.
  const review = page.getByRole('region', { name: 'Promo code or gift card' });
  await review.getByRole('textbox', { name: 'Promo code or gift card' }).fill('DEMO-CARD-0025');
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(
    review.getByRole('list', { name: 'Applied codes' }).getByText('Gift card ••••0025'),
  ).toBeVisible();
  await expect(review.getByText(/^Balance /)).toBeVisible();

  const totals = page.getByRole('region', { name: 'Your order' });
  await expect(totals.getByText('Gift card ••••0025')).toBeVisible();
  const rows = await expectRowsAddUp(totals, 'Total');
  const card = rows.find((row) => row.label === 'Gift card ••••0025')!.amount!;
  const total = rows.find((row) => row.label === 'Total')!.amount!;
  expect(card).toBeLessThanOrEqual(-1);
  expect(total).toBeGreaterThan(0);
  // Prices with VAT in the UK: a caption says how much of the total is tax.
  await expect(totals.getByText(/^Includes .+ tax$/)).toBeVisible();

  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/checkout-gift-card-en-desktop.png`, fullPage: true });

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
  await page.getByRole('radio', { name: 'Pay at once', exact: true }).check();
  const pay = page.getByRole('button', { name: /^Pay / });
  // The button charges what the card leaves.
  expect(cents((await pay.textContent())!)).toBe(total);
  await pay.click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const order = page.getByRole('article');
  await expect(order.getByText('Gift card ••••0025')).toBeVisible();
  const orderRows = await expectRowsAddUp(order, 'Total');
  expect(orderRows.find((row) => row.label === 'Gift card ••••0025')!.amount).toBe(card);
  expect(orderRows.find((row) => row.label === 'Total')!.amount).toBe(total);
  await page.screenshot({ path: `${SHOTS}/order-gift-card-en-desktop.png`, fullPage: true });
  expect(problems.list).toEqual([]);
});

test('free shipping and a gift card paying the rest: "Place order" with nothing to pay; the order shows both', async ({
  page,
  request,
  problems,
}) => {
  const { sale } = await cartVariants(request);
  // Well under the card's 100.00.
  const checkout = await readyCheckout(request, [{ variantId: sale.variant.id, quantity: 1 }]);
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), checkout.token);
  await page.goto('/checkout');

  const review = page.getByRole('region', { name: 'Promo code or gift card' });
  const field = review.getByRole('textbox', { name: 'Promo code or gift card' });
  const totals = page.getByRole('region', { name: 'Your order' });
  await expect(field).toBeVisible();
  const shippingBefore = (await totalRowsOf(totals)).find((row) => row.label === 'Shipping')!.amount!;
  expect(shippingBefore).toBeGreaterThan(0);
  await field.fill('FREESHIP');
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText('Promo code FREESHIP')).toBeVisible();
  // The shipping as charged (nothing), and the code's row shows the saving included in it.
  let rows = await expectRowsAddUp(totals, 'Total');
  expect(rows.find((row) => row.label === 'Shipping')!.amount).toBe(0);
  const freeship = rows.find((row) => row.label.startsWith('Promo code FREESHIP'))!;
  expect(freeship.amount).toBe(-shippingBefore);
  expect(freeship.label).toContain(INCLUDED);

  await field.fill('DEMO-CARD-0100');
  await review.getByRole('button', { name: 'Apply' }).click();
  await expect(totals.getByText('Gift card ••••0100')).toBeVisible();
  rows = await expectRowsAddUp(totals, 'Total');
  expect(rows.find((row) => row.label === 'Total')!.amount).toBe(0);

  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(
    page.getByText('Your gift cards cover the whole order: there is nothing left to pay.'),
  ).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Payment method' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Place order' }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const order = page.getByRole('article');
  await expect(order.getByText('Gift card ••••0100')).toBeVisible();
  rows = await expectRowsAddUp(order, 'Total');
  expect(rows.find((row) => row.label === 'Shipping')!.amount).toBe(0);
  expect(rows.find((row) => row.label.startsWith('Promo code FREESHIP'))!.amount).toBe(-shippingBefore);
  expect(rows.find((row) => row.label === 'Total')!.amount).toBe(0);
  expect(problems.list).toEqual([]);
});

test('the cart with a code and a refusal passes axe in light and dark mode', async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(120_000);
  const { sale, full } = await cartVariants(request);
  const checkout = await createCheckout(request, [
    { variantId: sale.variant.id, quantity: 1 },
    { variantId: full.variant.id, quantity: 3 },
  ]);
  // The code on the cart already, as another tab would have put it there.
  await gql(
    request,
    `mutation ($id: ID!) { checkoutAddPromoCode(id: $id, promoCode: "WELCOME10") { errors { code } } }`,
    { id: checkout.id },
  );
  const found: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ baseURL, colorScheme });
    const page = await context.newPage();
    await openCart(page, checkout.token);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByRole('button', { name: 'Remove code WELCOME10' })).toBeVisible();
    const field = summary.getByRole('textbox', { name: 'Promo code or gift card' });
    await field.fill('NOPE');
    await field.press('Enter');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    // Colours are measured once the Apply button is back from its loading state and its colour
    // transitions have ended, as the shopper then sees it.
    await expect(summary.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await page.waitForFunction(() =>
      document.getAnimations().every((animation) => animation.playState !== 'running'),
    );
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    for (const violation of results.violations)
      found.push(
        `${colorScheme}: ${violation.id} (${violation.nodes.length}) ${violation.nodes[0]?.target.join(' ')}`,
      );
    await context.close();
  }
  expect(found).toEqual([]);
});
