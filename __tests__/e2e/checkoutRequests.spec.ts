import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { gql } from './shopApi';

// The GraphQL requests of a guest's whole way from a product page to the order page: every request
// counts (page data, the header's categories, the steps' mutations, payment), so a change that makes
// the page fetch again what it already holds, or send one step as several requests, shows here.

// At most 8: the product page arrives server-rendered with its data, the contact and addresses go in
// one document, and what a mutation answers (the cart, the checkout, the new order) is not asked again.
const MAX_REQUESTS = 8;

interface ApiProduct {
  slug: string;
  productType: { isShippingRequired: boolean };
  variants: { id: string; quantityAvailable: number; pricing: { price: { gross: { amount: number } } } }[];
}

/** A shipped product with a variant in stock, cheap enough for every shipping method's rules. */
async function shippedProduct(page: Page) {
  const { products } = await gql<{ products: { edges: { node: ApiProduct }[] } }>(
    page.request,
    `{ products(first: 100, channel: "default-channel") { edges { node { slug productType { isShippingRequired }
      variants { id quantityAvailable pricing { price { gross { amount } } } } } } } }`,
  );
  const found = products.edges
    .map(({ node }) => node)
    .filter((product) => product.productType.isShippingRequired)
    .flatMap((product) =>
      product.variants
        .filter((v) => v.quantityAvailable >= 5 && v.pricing.price.gross.amount < 60)
        .map((variant) => ({ slug: product.slug, variantId: variant.id })),
    );
  // Not the first: the other checkout tests buy those, and stock is shared.
  const choice = found[4] ?? found[0];
  if (!choice) throw new Error('the demo shop has no shipped product in stock');
  return choice;
}

async function fillAddress(form: Locator) {
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('10 Downing Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('London');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 2AA');
}

interface Sent {
  name: string;
  /** A mutation is needless when sent twice; a query when asked again with the same variables. */
  key: string;
}

/** Records every GraphQL request the page sends. */
function recordOperations(page: Page) {
  const sent: Sent[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql/') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string; variables?: unknown };
    const name = body.operationName ?? '(unnamed)';
    const mutation = /^\s*mutation\b/.test(body.query ?? '');
    sent.push({ name, key: mutation ? name : `${name} ${JSON.stringify(body.variables ?? {})}` });
  });
  return sent;
}

test('a guest checkout from the product page to the order page takes few GraphQL requests', async ({
  page,
  problems,
}) => {
  const { slug, variantId } = await shippedProduct(page);
  const sent = recordOperations(page);

  await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'View cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout/);

  await page.getByRole('textbox', { name: 'Email' }).fill('request-count@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const shipping = page.getByRole('form', { name: 'Shipping address' });
  await fillAddress(shipping);
  await shipping.getByRole('button', { name: 'Continue' }).click();
  await expect(shipping).toBeHidden();
  const sameAsShipping = page.getByRole('checkbox', { name: 'Same as the shipping address' });
  await expect(sameAsShipping).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(sameAsShipping).toBeHidden();
  const methods = page.getByRole('radiogroup', { name: 'Shipping methods' });
  await expect(methods.getByRole('radio', { disabled: false }).first()).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(methods).toBeHidden();
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
  await page.getByRole('radio', { name: 'Pay at once', exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?order=/);
  await expect(page.getByRole('heading', { level: 2, name: /^Order #\d+$/ })).toBeVisible();
  await expect(page.locator('[data-colour="green"]', { hasText: 'Paid' })).toBeVisible();
  // The local checkout is let go a second after the order: the header's count goes with it.
  await expect(page.getByRole('link', { name: /^Cart/ })).not.toHaveAccessibleName(/1/, { timeout: 5000 });

  console.log(`guest checkout: ${sent.length} GraphQL requests: ${sent.map((s) => s.name).join(', ')}`);
  const keys = sent.map((s) => s.key);
  const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
  expect(repeated, 'operations sent again needlessly').toEqual([]);
  expect(sent.length).toBeLessThanOrEqual(MAX_REQUESTS);
  expect(problems.list).toEqual([]);
});
