import type { APIRequestContext, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The checkout's address form follows the chosen country (Saleor's addressValidationRules, answered by
// the embedded service): for China, on a Simplified Chinese page, the provinces as a list in Chinese
// and the fields in China's order (family name first, then the postal code, province, city, district,
// street); for the US, the states and a ZIP code with its example. The address is then written in the
// country's order.

const zhCN = JSON.parse(readFileSync('i18n/zh-CN.json', 'utf8')) as Record<string, string>;

/** A guest checkout of one shipped product with its email: it opens at the shipping address. */
async function openShippingStep(page: Page, request: APIRequestContext, email: string) {
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
  await page.addInitScript(
    (value) => localStorage.setItem('checkout-token', value),
    checkoutCreate.checkout.token,
  );
  await page.goto('/checkout');
}

/** The variables of every AddressValidationRules request the page sends. */
function recordRules(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql/') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: unknown };
    if (body.operationName === 'AddressValidationRules') sent.push(JSON.stringify(body.variables));
  });
  return sent;
}

test('a Chinese shopper fills a Chinese address in Chinese order, and sees it written so', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await useLanguage(page, baseURL!, 'zh-CN');
  const rules = recordRules(page);
  await openShippingStep(page, request, 'cn-address@example.com');
  const form = page.getByRole('form', { name: zhCN['checkout.address.shippingForm'] });
  const country = form.getByRole('combobox', { name: zhCN['address.field.country'] });
  // Country names in the page's language.
  await expect(country.getByRole('option', { name: '中国', exact: true })).toHaveCount(1);
  await country.selectOption('CN');

  const province = form.getByRole('combobox', { name: zhCN['address.areaType.province'], exact: true });
  await expect(province.getByRole('option', { name: '广东省', exact: true })).toHaveCount(1);
  await expect(province.getByRole('option', { name: 'Guangdong Sheng' })).toHaveCount(0);
  await expect(province).toHaveJSProperty('required', true);
  // The fields in China's order, as a keyboard reaches them.
  const order = await form
    .locator('input:not([aria-hidden]), select')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).name));
  expect(order).toEqual([
    'lastName',
    'firstName',
    'companyName',
    'country',
    'postalCode',
    'countryArea',
    'city',
    'cityArea',
    'streetAddress1',
    'streetAddress2',
    'phone',
  ]);
  const text = (id: string) => form.getByRole('textbox', { name: zhCN[id], exact: true });
  await expect(text('address.postalType.postal')).toHaveAccessibleDescription('例如 266033');

  await text('address.field.lastName').fill('张');
  await text('address.field.firstName').fill('三');
  await text('address.postalType.postal').fill('518057');
  await province.selectOption('广东省');
  await text('address.cityType.city').fill('深圳市');
  await text('address.cityAreaType.district').fill('南山区');
  await text('address.field.streetAddress1').fill('科技园路1号');
  await form.getByRole('button', { name: zhCN['checkout.continue'] }).click();

  // The billing step shows the shipping address as China writes it: country and province first, the
  // name (family name first) last.
  const same = page.getByRole('checkbox', { name: zhCN['checkout.billing.sameAsShipping'] });
  await expect(same).toBeChecked();
  const written = page.locator('address').first();
  await expect(written).toHaveText(
    ['中国', '518057', '广东省 深圳市 南山区', '科技园路1号', '张三'].join('\n'),
  );

  // Each country's rules were asked once.
  expect(rules.filter((key, index) => rules.indexOf(key) !== index)).toEqual([]);
  expect(problems.list).toEqual([]);
});

test('an American address asks for a state from its list and a ZIP code, with an example', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-CN');
  await openShippingStep(page, request, 'us-address@example.com');
  const form = page.getByRole('form', { name: zhCN['checkout.address.shippingForm'] });
  await form.getByRole('combobox', { name: zhCN['address.field.country'] }).selectOption('US');
  const state = form.getByRole('combobox', { name: zhCN['address.areaType.state'], exact: true });
  await expect(state.getByRole('option', { name: 'California' })).toHaveCount(1);
  await expect(state).toHaveJSProperty('required', true);
  const zip = form.getByRole('textbox', { name: zhCN['address.postalType.zip'], exact: true });
  await expect(zip).toHaveAccessibleDescription('例如 95014');
  // No district in an American address; given name first.
  await expect(form.locator('[name="cityArea"]')).toHaveCount(0);
  const names = await form
    .locator('input[name$="Name"]')
    .evaluateAll((elements) => elements.map((element) => (element as HTMLInputElement).name));
  expect(names.slice(0, 2)).toEqual(['firstName', 'lastName']);

  // Country names come from the browser's own data (Chromium's differ from Node's for a few, e.g. Hong
  // Kong): the checkout, like every page of a shopper's own things, is drawn by the browser alone, so no
  // server-rendered name has to match the browser's.
  const served = await (
    await request.get('/checkout', { headers: { Cookie: 'i18n_redirected=zh-CN' } })
  ).text();
  expect(served).not.toContain('name="country"');
  expect(served).not.toContain('美国');
  expect(problems.list).toEqual([]);
});
