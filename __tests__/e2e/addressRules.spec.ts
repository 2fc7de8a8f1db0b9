import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// A US address needs its state and ZIP code: the checkout's address form marks what the chosen country's
// rules (Saleor's addressValidationRules) require, visibly (the asterisk) and for screen readers (the field
// is required), names the fields as the country does, and follows a change of country. The shop's own rule keeps the names required whatever the
// country.

/** A guest checkout of one shipped product with its email: it opens at the shipping address. */
async function guestCheckout(request: APIRequestContext, email: string): Promise<string> {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { productType { isShippingRequired }
      variants { id quantityAvailable } } } } }`,
  );
  const variant = products.edges
    .filter(({ node }) => node.productType.isShippingRequired)
    .flatMap(({ node }) => node.variants)
    .find((candidate) => candidate.quantityAvailable >= 5);
  if (!variant) throw new Error('the demo shop has no shipped product in stock');
  const { checkoutCreate } = await gql<{ checkoutCreate: { checkout: { token: string } } }>(
    request,
    `mutation ($lines: [CheckoutLineInput!]!, $email: String) { checkoutCreate(input: {
      channel: "default-channel", email: $email, lines: $lines }) { checkout { token } } }`,
    { lines: [{ variantId: variant.id, quantity: 1 }], email },
  );
  return checkoutCreate.checkout.token;
}

async function openShippingStep(page: Page, request: APIRequestContext, email: string) {
  const token = await guestCheckout(request, email);
  await page.addInitScript((value) => localStorage.setItem('checkout-token', value), token);
  await page.goto('/checkout');
}

const en = JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>;
const zhCN = JSON.parse(readFileSync('i18n/zh-CN.json', 'utf8')) as Record<string, string>;

/** The address form's fields by their labels in a language, and whether each shows it is required. */
function addressForm(page: Page, t: Record<string, string>) {
  const form = page.getByRole('form', { name: t['checkout.address.shippingForm'] });
  /** A field by its label's message id: a text field, or a list (the country's areas). */
  const field = (id: string) =>
    form
      .getByRole('textbox', { name: t[id], exact: true })
      .or(form.getByRole('combobox', { name: t[id], exact: true }));
  /** Required for screen readers (the input's own state) and to the eye (the label's asterisk). */
  const expectRequired = async (id: string, required: boolean) => {
    const input = field(id);
    await expect(input).toHaveJSProperty('required', required);
    const label = form.locator(`label[for="${await input.getAttribute('id')}"]`);
    await (required ? expect(label).toHaveText(/\*\s*$/) : expect(label).not.toHaveText(/\*/));
  };
  const country = form.getByRole('combobox', { name: t['address.field.country'] });
  return { form, field, country, expectRequired };
}

async function expectCountryMarks(page: Page, t: Record<string, string>) {
  const { form, country, expectRequired } = addressForm(page, t);
  await expect(form).toBeVisible();

  // The United Kingdom: a postcode, but no county.
  await country.selectOption('GB');
  await expectRequired('address.areaType.county', false);
  await expectRequired('address.postalType.postal', true);

  // The United States: the state (from its list) and the ZIP code as well, with the street and the city.
  await country.selectOption('US');
  await expectRequired('address.areaType.state', true);
  await expectRequired('address.postalType.zip', true);
  await expectRequired('address.field.streetAddress1', true);
  await expectRequired('address.cityType.city', true);
  await expectRequired('address.field.streetAddress2', false);
  // No district in an American address.
  await expect(
    form.getByRole('textbox', { name: t['address.cityAreaType.suburb'], exact: true }),
  ).toHaveCount(0);
  // The shop's own rule: a parcel goes to a person.
  await expectRequired('address.field.firstName', true);
  await expectRequired('address.field.lastName', true);

  // Back to the United Kingdom: the state goes again, and the county is not required.
  await country.selectOption('GB');
  await expectRequired('address.areaType.county', false);
  return form;
}

test('choosing the United States marks its state and ZIP code required', async ({
  page,
  request,
  problems,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openShippingStep(page, request, 'us-rules@example.com');
  await expectCountryMarks(page, en);
  expect(problems.list).toEqual([]);
});

test('in Simplified Chinese at 360 px the same fields are marked', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await useLanguage(page, baseURL!, 'zh-CN');
  await openShippingStep(page, request, 'us-rules-zh@example.com');
  const form = await expectCountryMarks(page, zhCN);
  const { country, field } = addressForm(page, zhCN);
  await country.selectOption('US');
  // The marked fields fit the phone's width: nothing runs off the side.
  for (const id of ['address.areaType.state', 'address.postalType.zip']) {
    const box = (await field(id).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  await expect(form).toBeVisible();
  expect(problems.list).toEqual([]);
});
