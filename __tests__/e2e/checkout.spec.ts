import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// Guest checkout against the embedded service, from the product page to the order: the dummy payment
// app's immediate charge, its hosted page (approve; decline then a successful retry), a legacy test
// card declined, a digital product with no shipping step, and the order opened by its token in a
// fresh browser. The first test counts the GraphQL requests of the whole path.

interface ApiProduct {
  name: string;
  slug: string;
  productType: { isShippingRequired: boolean };
  variants: { id: string; quantityAvailable: number; pricing: { price: { gross: { amount: number } } } }[];
}

async function catalogue(request: APIRequestContext): Promise<ApiProduct[]> {
  const response = await request.post('/graphql/', {
    data: {
      query: `{ products(first: 100, channel: "default-channel") { edges { node { name slug productType { isShippingRequired }
        variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
    },
  });
  const { data } = (await response.json()) as { data: { products: { edges: { node: ApiProduct }[] } } };
  return data.products.edges.map((edge) => edge.node);
}

/** A product with a variant in stock (several, so parallel tests do not sell it out), cheap enough. */
async function productToBuy(request: APIRequestContext, { shipping = true, skip = 0 } = {}) {
  const found = (await catalogue(request))
    .filter((p) => p.productType.isShippingRequired === shipping)
    .flatMap((p) =>
      p.variants
        .filter((v) => v.quantityAvailable >= 5 && v.pricing.price.gross.amount < 60)
        .map((v) => ({ product: p, variant: v })),
    );
  if (found.length <= skip) throw new Error('the demo shop has no such product in stock');
  return found[skip];
}

/** The product page's "Add to cart", then the toast's way to the cart and on to checkout. */
async function addToCartAndCheckOut(page: Page, slug: string, variantId: string) {
  await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'View cart' }).click();
  // The cart page, not the mini-cart still open over the product page, leads on.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);
}

const GUEST_ADDRESS = {
  first: 'Ada',
  last: 'Lovelace',
  street: '10 Downing Street',
  city: 'London',
  postal: 'SW1A 2AA',
  country: 'GB',
};

async function fillAddress(form: Locator, address = GUEST_ADDRESS) {
  await form.getByRole('combobox', { name: /^Country/ }).selectOption(address.country);
  await form.getByRole('textbox', { name: /^First name/ }).fill(address.first);
  await form.getByRole('textbox', { name: /^Last name/ }).fill(address.last);
  await form.getByRole('textbox', { name: /^Street address/ }).fill(address.street);
  await form.getByRole('textbox', { name: /^City/ }).fill(address.city);
  await form.getByRole('textbox', { name: /^Postal code/ }).fill(address.postal);
}

/** Contact, shipping address (a refused postal code first), billing as shipping, the first delivery method. */
async function guestDetails(page: Page, email: string, { shipping = true } = {}) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeHidden();
  if (shipping) {
    const form = page.getByRole('form', { name: 'Shipping address' });
    await fillAddress(form, { ...GUEST_ADDRESS, postal: '123' });
    await form.getByRole('button', { name: 'Continue' }).click();
    const postal = form.getByRole('textbox', { name: /^Postal code/ });
    await expect(postal).toHaveAccessibleDescription(
      'Enter a valid postal code for this country and region.',
    );
    await postal.fill(GUEST_ADDRESS.postal);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form).toBeHidden();
    const sameAsShipping = page.getByRole('checkbox', { name: 'Same as the shipping address' });
    await expect(sameAsShipping).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(sameAsShipping).toBeHidden();
    const methods = page.getByRole('radiogroup', { name: 'Shipping methods' });
    await expect(methods.getByRole('radio', { disabled: false }).first()).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(methods).toBeHidden();
  } else {
    const form = page.getByRole('form', { name: 'Billing address' });
    await fillAddress(form);
    await form.getByRole('button', { name: 'Continue' }).click();
    await expect(form).toBeHidden();
  }
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

const choose = (page: Page, name: string) => page.getByRole('radio', { name, exact: true }).check();

test('a guest buys a shipped product with an immediate payment; the order page shows it', async ({
  page,
  request,
  problems,
}) => {
  const { product, variant } = await productToBuy(request);
  const operations: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/graphql/') && req.method() === 'POST')
      operations.push((req.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  await addToCartAndCheckOut(page, product.slug, variant.id);
  await guestDetails(page, 'guest-buyer@example.com');

  await choose(page, 'Dummy Payment App');
  await choose(page, 'Pay at once');
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { level: 2, name: /^Order #\d+$/ })).toBeVisible();
  // The status chips, in the spec's colours.
  await expect(page.locator('[data-colour="green"]', { hasText: 'Paid' })).toBeVisible();
  await expect(page.locator('[data-colour="blue"]', { hasText: 'Awaiting shipment' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items ordered' }).getByText(product.name)).toBeVisible();
  await expect(
    page.getByText('10 DOWNING STREET').or(page.getByText('10 Downing Street')).first(),
  ).toBeVisible();
  // The cart is emptied a second after the order: the header's count goes.
  await expect(page.getByRole('link', { name: /^Cart/ })).not.toHaveAccessibleName(/1/, { timeout: 5000 });
  console.log(
    `guest checkout, product page to order page: ${operations.length} GraphQL requests: ${operations.join(', ')}`,
  );
  expect(problems.list).toEqual([]);
});

test('a guest pays on the hosted payment page and approves', async ({ page, request, problems }) => {
  const { product, variant } = await productToBuy(request, { skip: 1 });
  await addToCartAndCheckOut(page, product.slug, variant.id);
  await guestDetails(page, 'hosted-approve@example.com');
  await choose(page, 'Dummy Payment App');
  await choose(page, 'Confirm on the payment page');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Pay / }).click();
  const popup = await popupOpened;
  await expect(page.getByText(/Payment pending/)).toBeVisible();
  await popup.getByRole('button', { name: 'Approve payment' }).click();

  await expect(popup).toHaveURL(/\/payment-callback\?/);
  await expect(popup.getByText(/Payment received\. Your order #\d+ is confirmed\./)).toBeVisible();
  // The first window hears of the order (storage) and goes on to it.
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.locator('[data-colour="green"]', { hasText: 'Paid' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('a guest declines on the hosted page, then pays on a second try', async ({ page, request }) => {
  const { product, variant } = await productToBuy(request, { skip: 2 });
  await addToCartAndCheckOut(page, product.slug, variant.id);
  await guestDetails(page, 'hosted-decline@example.com');
  await choose(page, 'Dummy Payment App');
  await choose(page, 'Confirm on the payment page');
  let popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Pay / }).click();
  let popup = await popupOpened;
  await popup.getByRole('button', { name: 'Decline payment' }).click();
  await expect(popup.getByRole('alert')).toContainText('The payment could not be charged');
  await popup.close();

  await page.getByRole('button', { name: 'I have finished paying' }).click();
  await expect(page.getByRole('alert')).toContainText('Transaction processing failed: CHARGE_FAILURE');

  popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Pay / }).click();
  popup = await popupOpened;
  await popup.getByRole('button', { name: 'Approve payment' }).click();
  await expect(popup.getByText(/Payment received/)).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
});

test('a legacy test card is declined with its reason, and the checkout stays for another card', async ({
  page,
  request,
}) => {
  const { product, variant } = await productToBuy(request, { skip: 3 });
  await addToCartAndCheckOut(page, product.slug, variant.id);
  await guestDetails(page, 'card-declined@example.com');
  await choose(page, 'Dummy Credit Card');
  await page.getByRole('textbox', { name: /^Card number/ }).fill('4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay / }).click();
  const alert = page.getByRole('alert');
  // Our words for Saleor's PAYMENT_ERROR, with the gateway's own reason in the folded details line.
  await expect(alert).toContainText('The payment did not go through');
  await alert.getByText('Details', { exact: true }).click();
  await expect(alert.getByText('Card declined')).toBeVisible();

  await page.getByRole('textbox', { name: /^Card number/ }).fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
});

test('a digital product checks out with no shipping step; the order opens by its token in a fresh browser', async ({
  page,
  request,
  browser,
}) => {
  const { product, variant } = await productToBuy(request, { shipping: false });
  await addToCartAndCheckOut(page, product.slug, variant.id);
  const steps = page.getByRole('tablist', { name: 'Checkout steps' });
  await expect(steps.getByRole('tab')).toHaveText([/Contact$/, /Billing address$/, /Review$/, /Payment$/]);
  await guestDetails(page, 'digital@example.com', { shipping: false });
  await choose(page, 'Dummy Payment App');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);

  const link = page.getByRole('link', { name: /\/orders\/[0-9a-f-]{36}$/ });
  const address = (await link.textContent())!;
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(address);
  await expect(other.getByRole('heading', { level: 2, name: /^Order #\d+$/ })).toBeVisible();
  await expect(other.getByRole('list', { name: 'Items ordered' }).getByText(product.name)).toBeVisible();
  await fresh.close();
});

test('a customer checks out in Traditional Chinese with a saved address and finds the order in /orders', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const zhTW = JSON.parse(readFileSync('i18n/zh-TW.json', 'utf8')) as Record<string, string>;
  const t = (id: string) => zhTW[id];
  await useLanguage(page, baseURL!, 'zh-TW');
  await page.goto('/login');
  await page.getByRole('textbox', { name: t('page.login.email') }).fill('customer@example.com');
  await page.getByLabel(new RegExp(`^${t('page.login.password')}`)).fill('demo-shopper-2026');
  await page.getByRole('button', { name: t('page.login.submit') }).click();
  await expect(page).not.toHaveURL(/\/login/);

  const { product, variant } = await productToBuy(request, { skip: 4 });
  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(variant.id)}`);
  await page.getByRole('button', { name: t('product.addToCart') }).click();
  await expect(page.getByRole('button', { name: t('product.addToCart.viewCart') })).toBeVisible();
  await page.goto('/checkout');

  // The email is the customer's already: the checkout opens at the shipping address, the saved one chosen.
  const saved = page.getByRole('radiogroup', { name: t('checkout.address.choose') });
  await expect(saved.getByRole('radio', { name: /Mountain View|MOUNTAIN VIEW/ })).toBeChecked();
  await page.getByRole('button', { name: t('checkout.continue') }).click();
  await expect(saved).toBeHidden();
  // Each step's own button: a step that closes stays on screen while it folds away.
  const stepOf = (content: Locator) => page.locator('li').filter({ has: content });
  const same = page.getByRole('checkbox', { name: t('checkout.billing.sameAsShipping') });
  await expect(same).toBeChecked();
  await stepOf(same)
    .getByRole('button', { name: t('checkout.continue') })
    .click();
  await expect(same).toBeHidden();
  const methods = page.getByRole('radiogroup', { name: t('checkout.delivery.methods') });
  await expect(methods.getByRole('radio', { disabled: false }).first()).toBeChecked();
  await stepOf(methods)
    .getByRole('button', { name: t('checkout.continue') })
    .click();
  await page.getByRole('button', { name: t('checkout.review.toPayment') }).click();
  await page.getByRole('radio', { name: t('payment.gatewayName.dummyApp') }).check();
  await page
    .getByRole('button', { name: new RegExp(`^${t('payment.pay').replace('{amount}', '')}`) })
    .click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const heading = page.getByRole('heading', { level: 2, name: /#\d+/ });
  const number = (await heading.textContent())!.match(/#(\d+)/)![1];
  await expect(
    page.locator('[data-colour="green"]', { hasText: t('paymentStatus.fullyCharged') }),
  ).toBeVisible();

  await page.goto('/orders');
  const list = page.getByRole('list', { name: t('orders.list') });
  await expect(list.getByRole('link', { name: new RegExp(`#${number}$`) })).toBeVisible();
  await list.getByRole('link', { name: new RegExp(`#${number}$`) }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(`#${number}`) })).toBeVisible();
  expect(problems.list).toEqual([]);
});
