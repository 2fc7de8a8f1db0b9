import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// An order paid with the dummy app's "authorise only": the money is secured and the shop charges it
// later. It must read as authorised (never unpaid), offer no second payment, and /payment?order=
// must refuse it before any transaction is started.

const zhCN = JSON.parse(readFileSync('i18n/zh-CN.json', 'utf8')) as Record<string, string>;

/** A cheap shipped variant with stock to spare. */
async function variantToBuy(request: APIRequestContext) {
  const response = await request.post('/graphql/', {
    data: {
      query: `{ products(first: 100, channel: "default-channel") { edges { node { slug productType { isShippingRequired }
        variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
    },
  });
  type Variant = { id: string; quantityAvailable: number; pricing: { price: { gross: { amount: number } } } };
  type Product = { slug: string; productType: { isShippingRequired: boolean }; variants: Variant[] };
  const { data } = (await response.json()) as { data: { products: { edges: { node: Product }[] } } };
  const found = data.products.edges
    .map((edge) => edge.node)
    .filter((product) => product.productType.isShippingRequired)
    .flatMap((product) =>
      product.variants
        .filter((v) => v.quantityAvailable >= 5 && v.pricing.price.gross.amount < 60)
        .map((variant) => ({ slug: product.slug, variantId: variant.id })),
    );
  // From the end of the list: checkout.spec.ts buys from its start.
  const chosen = found.at(-1);
  if (!chosen) throw new Error('the demo shop has no such product in stock');
  return chosen;
}

/** Product page to payment as a guest: contact, address, billing as shipping, the first delivery. */
async function guestCheckoutToPayment(page: Page, request: APIRequestContext) {
  const { slug, variantId } = await variantToBuy(request);
  await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'View cart' }).click();
  // The cart page, not the mini-cart still open over the product page, leads on.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('authorise-only@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Shipping address' });
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('10 Downing Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('London');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 2AA');
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
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

test('an order paid "authorise only" reads as authorised, offers no payment, and /payment refuses it', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const operations: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/graphql/') && req.method() === 'POST')
      operations.push((req.postDataJSON() as { operationName?: string }).operationName ?? '?');
  });
  await guestCheckoutToPayment(page, request);
  await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
  await page.getByRole('radio', { name: 'Authorise only (charged later)', exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();

  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  const token = new URL(page.url()).searchParams.get('order')!;
  const heading = page.getByRole('heading', { level: 2, name: /^Order #\d+$/ });
  const number = (await heading.textContent())!.match(/#(\d+)/)![1];
  const authorised = page.locator('[data-colour="purple"]', { hasText: 'Authorised' });
  await expect(authorised).toBeVisible();
  await expect(page.getByText('Unpaid', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // Opened again later, by its number, it still says the same.
  await page.goto(`/orders/${number}`);
  await expect(authorised).toBeVisible();
  await expect(page.getByRole('link', { name: 'Pay now' })).toHaveCount(0);

  // The payment page for the order refuses it, and starts no transaction.
  const orderId = Buffer.from(`Order:${token}`).toString('base64');
  operations.length = 0;
  await page.goto(`/payment?order=${encodeURIComponent(orderId)}`);
  await expect(
    page.getByText('The payment for this order is already authorised: the shop will charge it later.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  expect(operations).toContain('OrderPaymentCheck');
  expect(operations).not.toContain('TransactionInitialize');

  // An empty order id is refused as it stands, before anything is asked of the server.
  operations.length = 0;
  await page.goto('/payment?order=');
  await expect(page.getByText('Invalid global ID')).toBeVisible();
  expect(operations).not.toContain('OrderPaymentCheck');

  // In Chinese, the same order reads 已授权.
  await useLanguage(page, baseURL!, 'zh-CN');
  await page.goto(`/orders/${number}`);
  await expect(
    page.locator('[data-colour="purple"]', { hasText: zhCN['paymentStatus.authorised'] }),
  ).toBeVisible();
  await expect(page.getByText(zhCN['paymentStatus.notCharged'], { exact: true })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});
