import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Details a demanding shopper checks: the order list keeps date and total apart, Chinese names read
// family name first ("张伟"), and the review step is marked done once the payment step is open.

/** A new confirmed customer with this name: accountRegister, then the link from /_dev/mail.json. */
async function customerNamed(
  request: APIRequestContext,
  baseURL: string,
  firstName: string,
  lastName: string,
) {
  const email = `details-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'details-Pass-2026';
  const { accountRegister } = await gql<{
    accountRegister: { requiresConfirmation: boolean; errors: unknown[] };
  }>(
    request,
    `
      mutation Register($input: AccountRegisterInput!) {
        accountRegister(input: $input) {
          requiresConfirmation
          errors {
            field
            code
            message
          }
        }
      }
    `,
    {
      input: {
        email,
        password,
        firstName,
        lastName,
        redirectUrl: `${baseURL}/account/confirm/`,
        channel: 'default-channel',
      },
    },
  );
  expect(accountRegister.errors).toEqual([]);
  if (accountRegister.requiresConfirmation) {
    const mail = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    const [latest] = (await mail.json()) as { links: string[] }[];
    const link = new URL(latest.links.find((href) => href.includes('/account/confirm/'))!);
    const { confirmAccount } = await gql<{ confirmAccount: { errors: unknown[] } }>(
      request,
      `
        mutation Confirm($email: String!, $token: String!) {
          confirmAccount(email: $email, token: $token) {
            errors {
              field
              message
            }
          }
        }
      `,
      { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    );
    expect(confirmAccount.errors).toEqual([]);
  }
  return { email, password };
}

/** Logs in in English, then switches the interface to `locale` (the session stays). */
async function logIn(page: Page, baseURL: string, email: string, password: string, locale: 'en' | 'zh-CN') {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-token'))).toBeTruthy();
  await useLanguage(page, baseURL, locale);
}

/** Where a row's parts sit: each must stand apart from the others (its own line, or a clear gap). */
async function boxes(row: Locator, total: RegExp, placed: RegExp) {
  const totalBox = (await row.getByText(total).boundingBox())!;
  const placedBox = (await row.getByText(placed).boundingBox())!;
  return { totalBox, placedBox };
}

for (const [locale, width, total, placed] of [
  ['zh-CN', 360, /^合计/, /^下单日期/],
  ['en', 1366, /^Total/, /^Placed on/],
] as const) {
  test(`the order list at ${width} px in ${locale}: number and total on a line, the date on its own`, async ({
    page,
    baseURL,
    problems,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await logIn(page, baseURL!, 'customer@example.com', 'demo-shopper-2026', locale);
    await page.goto('/orders');
    const rows = page
      .getByRole('list', { name: locale === 'en' ? 'Orders' : '订单列表' })
      .getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    for (const row of await rows.all()) {
      await expect(row.getByText(total)).toHaveText(
        locale === 'en' ? /^Total \$[\d,]+\.\d\d$/ : /^合计 US\$[\d,]+\.\d\d$/,
      );
      const { totalBox, placedBox } = await boxes(row, total, placed);
      // The date starts below the total: never "2026年11月25日US$23.00" on one run of text.
      expect(placedBox.y).toBeGreaterThanOrEqual(totalBox.y + totalBox.height - 1);
      // The total ends the first line, at the row's right edge.
      const rowBox = (await row.boundingBox())!;
      expect(rowBox.x + rowBox.width - (totalBox.x + totalBox.width)).toBeLessThan(40);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    expect(problems.list).toEqual([]);
  });
}

test('a Chinese name reads family name first in Chinese (张伟), given name first in English', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const { email, password } = await customerNamed(request, baseURL!, '伟', '张');
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, baseURL!, email, password, 'zh-CN');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: '张伟 的账户菜单' })).toHaveText('张伟');

  await useLanguage(page, baseURL!, 'en');
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu for 伟 张' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

interface ApiProduct {
  slug: string;
  productType: { isShippingRequired: boolean };
  variants: { id: string; quantityAvailable: number }[];
}

test('once the payment step is open, the review step is marked done like the steps before it', async ({
  page,
  request,
  problems,
}) => {
  const response = await request.post('/graphql/', {
    data: {
      query: `{ products(first: 100, channel: "default-channel") { edges { node { slug
        productType { isShippingRequired } variants { id quantityAvailable } } } } }`,
    },
  });
  const products = (
    (await response.json()) as { data: { products: { edges: { node: ApiProduct }[] } } }
  ).data.products.edges
    .map((edge) => edge.node)
    .filter((p) => !p.productType.isShippingRequired && p.variants.some((v) => v.quantityAvailable >= 5));
  const product = products[products.length - 1];
  const variant = product.variants.find((v) => v.quantityAvailable >= 5)!;

  await page.goto(`/products/${product.slug}?variant=${encodeURIComponent(variant.id)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'View cart' }).click();
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill('review-step@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  const billing = page.getByRole('form', { name: 'Billing address' });
  await billing.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await billing.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await billing.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await billing.getByRole('textbox', { name: /^Street address/ }).fill('10 Downing Street');
  await billing.getByRole('textbox', { name: /^City/ }).fill('London');
  await billing.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 2AA');
  await billing.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

  const steps = page.getByRole('tablist', { name: 'Checkout steps' });
  const icon = (name: string) => steps.getByRole('tab', { name }).locator('svg').first();
  // A done step's icon is MUI's completed one (a check mark), as the contact's is.
  await expect(icon('Contact')).toHaveClass(/Mui-completed/);
  await expect(icon('Review')).toHaveClass(/Mui-completed/);
  const colour = (name: string) => icon(name).evaluate((svg) => getComputedStyle(svg).color);
  // The colour of a done step (the contact's), not the grey of a step never reached.
  expect(await colour('Review')).toBe(await colour('Contact'));
  expect(problems.list).toEqual([]);
});
