import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// A logged-in customer's checkout extras against the embedded service: a new address typed at
// checkout with "Save this address to my account" left ticked is in their address book once the
// order is placed, and the gift message (checked for length as it is typed) is on the order page.
// In English on a desktop, and in Simplified Chinese on a 360 px phone; the texts are the
// storefront's own catalogues (i18n/*.json).

type Locale = 'en' | 'zh-CN';
const catalogues: Record<Locale, Record<string, string>> = {
  en: JSON.parse(readFileSync('i18n/en.json', 'utf8')) as Record<string, string>,
  'zh-CN': JSON.parse(readFileSync('i18n/zh-CN.json', 'utf8')) as Record<string, string>,
};

/** A new confirmed customer with an empty address book. */
async function freshCustomer(request: APIRequestContext, baseURL: string, password: string) {
  const email = `extras-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await gql<{ accountRegister: { requiresConfirmation: boolean; errors: unknown[] } }>(
    request,
    `mutation Register($input: AccountRegisterInput!) {
       accountRegister(input: $input) { requiresConfirmation errors { field code message } } }`,
    { input: { email, password, redirectUrl: `${baseURL}/account/confirm/`, channel: 'default-channel' } },
  );
  expect(registered.accountRegister.errors).toEqual([]);
  if (registered.accountRegister.requiresConfirmation) {
    let link: URL | null = null;
    await expect
      .poll(async () => {
        const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
        const [mail] = (await response.json()) as { links: string[] }[];
        link = mail ? new URL(mail.links[0]) : null;
        return link;
      })
      .toBeTruthy();
    const confirmed = await gql<{ confirmAccount: { errors: unknown[] } }>(
      request,
      `mutation Confirm($email: String!, $token: String!) {
         confirmAccount(email: $email, token: $token) { errors { field message } } }`,
      { email: link!.searchParams.get('email'), token: link!.searchParams.get('token') },
    );
    expect(confirmed.confirmAccount.errors).toEqual([]);
  }
  return email;
}

/** A product that needs shipping, with plenty in stock (parallel tests do not sell it out). */
async function shippedProduct(request: APIRequestContext, skip: number) {
  const { products } = await gql<{
    products: {
      edges: {
        node: {
          slug: string;
          productType: { isShippingRequired: boolean };
          variants: { id: string; quantityAvailable: number }[];
        };
      }[];
    };
  }>(
    request,
    `{ products(first: 100, channel: "default-channel") { edges { node { slug productType { isShippingRequired }
       variants { id quantityAvailable } } } } }`,
  );
  const found = products.edges
    .filter((edge) => edge.node.productType.isShippingRequired)
    .flatMap((edge) =>
      edge.node.variants
        .filter((v) => v.quantityAvailable >= 10)
        .map((v) => ({ slug: edge.node.slug, variant: v })),
    );
  return found[skip % found.length];
}

for (const [index, { locale, phone }] of (
  [
    { locale: 'en', phone: false },
    { locale: 'zh-CN', phone: true },
  ] as const
).entries()) {
  test(`${locale}${phone ? ', 360 px' : ''}: a customer saves a checkout address to the account and sends a gift message`, async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    test.setTimeout(150_000);
    const t = (id: string) => {
      const text = catalogues[locale][id];
      if (!text) throw new Error(`no message ${id}`);
      return text;
    };
    const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, baseURL!, locale);
    const password = 'amber-lighthouse-compass-7';
    const email = await freshCustomer(request, baseURL!, password);
    const street = `${20 + index} Unter den Linden`;
    const gift = locale === 'en' ? 'Happy birthday, Ada!\nLove, Charles' : '生日快乐！\n——查尔斯';

    await page.goto('/login');
    await page.getByRole('textbox', { name: t('page.login.email') }).fill(email);
    await page.getByLabel(new RegExp(`^${t('page.login.password')}`)).fill(password);
    await page.getByRole('button', { name: t('page.login.submit'), exact: true }).click();
    await expect(
      page.getByRole('button', { name: t('userMenu.open').replace('{name}', email) }),
    ).toBeVisible();

    const { slug, variant } = await shippedProduct(request, index);
    await page.goto(`/products/${slug}?variant=${encodeURIComponent(variant.id)}`);
    await page.getByRole('button', { name: t('product.addToCart'), exact: true }).click();
    await expect(page.getByRole('button', { name: t('product.addToCart.viewCart') })).toBeVisible();
    await page.goto('/checkout');

    // A customer's checkout starts at the shipping address (the contact is their account's email):
    // a new address, with "save to my account" ticked as Saleor's default.
    const form = page.getByRole('form', { name: t('checkout.address.shippingForm') });
    const save = page.getByRole('checkbox', { name: t('checkout.address.saveToAccount') });
    await expect(save).toBeChecked();
    await form
      .getByRole('combobox', { name: new RegExp(`^${t('address.field.country')}`) })
      .selectOption('DE');
    await form.getByRole('textbox', { name: new RegExp(`^${t('address.field.firstName')}`) }).fill('Ada');
    await form.getByRole('textbox', { name: new RegExp(`^${t('address.field.lastName')}`) }).fill('Lovelace');
    await form
      .getByRole('textbox', { name: new RegExp(`^${t('address.field.streetAddress1')}`) })
      .fill(street);
    await form.getByRole('textbox', { name: new RegExp(`^${t('address.field.postalCode')}`) }).fill('10117');
    await form.getByRole('textbox', { name: new RegExp(`^${t('address.field.city')}`) }).fill('Berlin');
    await form.getByRole('button', { name: t('checkout.continue'), exact: true }).click();
    await expect(form).toBeHidden();

    // Billing follows the shipping address; then the first applicable method. Each step's own
    // Continue: while one step closes, the next may already show its button.
    const continueIn = (step: Locator) =>
      step
        .locator('xpath=ancestor::*[.//button][1]')
        .getByRole('button', { name: t('checkout.continue'), exact: true });
    const sameAsShipping = page.getByRole('checkbox', { name: t('checkout.billing.sameAsShipping') });
    await expect(sameAsShipping).toBeChecked();
    await continueIn(sameAsShipping).click();
    await expect(sameAsShipping).toBeHidden();
    const methods = page.getByRole('radiogroup', { name: t('checkout.delivery.methods') });
    await expect(methods.getByRole('radio', { disabled: false }).first()).toBeChecked();
    await continueIn(methods).click();
    await expect(methods).toBeHidden();

    // The review says there is no gift message and where to add one: the contact details.
    const review = page.getByRole('button', { name: t('checkout.review.toPayment') });
    await expect(review).toBeVisible();
    await expect(page.getByText(t('checkout.giftMessage.reviewNone'))).toBeVisible();
    await page
      .getByRole('button', { name: `${t('checkout.change')}: ${t('checkout.step.contact')}` })
      .click();

    // The gift message counts its characters and refuses one that is too long.
    const message = page.getByRole('textbox', { name: t('checkout.giftMessage.label') });
    await message.fill('x'.repeat(201));
    const tooLong = t('checkout.giftMessage.tooLong').replace('{max}', '200');
    await expect(message).toHaveAccessibleDescription(new RegExp(escape(tooLong)));
    await page.getByRole('button', { name: t('checkout.continue'), exact: true }).click();
    await expect(message).toHaveAccessibleDescription(new RegExp(escape(tooLong)));
    await message.fill(gift);
    const count = t('checkout.giftMessage.count')
      .replace('{count}', String([...gift].length))
      .replace('{max}', '200');
    await expect(message).toHaveAccessibleDescription(count);
    await page.getByRole('button', { name: t('checkout.continue'), exact: true }).click();
    await expect(message).toBeHidden();

    // Back to the review, which now shows the message; then pay.
    const steps = page.getByRole('tablist', { name: t('checkout.steps') });
    await steps.getByRole('tab', { name: new RegExp(`${escape(t('checkout.step.review'))}$`) }).click();
    await expect(page.getByText(gift.split('\n')[0])).toBeVisible();
    await review.click();
    await page.getByRole('radio', { name: t('payment.gatewayName.dummyApp'), exact: true }).check();
    await page.getByRole('radio', { name: t('payment.dummy.chargeSuccess'), exact: true }).check();
    await page
      .getByRole('button', { name: new RegExp(`^${escape(t('payment.pay').replace('{amount}', ''))}`) })
      .click();
    await expect(page).toHaveURL(/\/checkout\/success\?order=/);
    const token = new URL(page.url()).searchParams.get('order')!;

    // The order page shows the gift message as written.
    await page.goto(`/orders/${token}`);
    const giftSection = page.getByRole('region', { name: t('order.giftMessage') });
    await expect(giftSection).toContainText(gift.split('\n')[0]);
    await expect(giftSection).toContainText(gift.split('\n')[1]);

    // The address book now holds the address typed at checkout.
    await page.goto('/profile');
    await expect(page.getByRole('list', { name: /^.+$/ }).filter({ hasText: street })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.list).toEqual([]);
  });
}
