import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, digitalProduct } from './shopApi';

// After a logout the customer's orders can no longer be read in that browser (a guest order placed there
// stays), and the order confirmation email's link opens its order in any browser, with the token taken out of
// the address bar.

test.describe.configure({ timeout: 120_000 });

const ACCOUNT_MENU = { name: 'Account menu for Demo Customer' };
/** The demo customer's saved address, on every one of their orders (server/src/seed/demoOrders.ts). */
const DEMO_STREET = '1600 Amphitheatre Parkway';

/** A guest checkout of a digital product in this browser; the new order's number. */
async function placeGuestOrder(page: Page, request: APIRequestContext, email: string) {
  const { slug, variantId } = await digitalProduct(request);
  await page.goto(`/products/${slug}?variant=${encodeURIComponent(variantId)}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'View cart' }).click();
  // The cart page, not the mini-cart still open over the product page, leads on.
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('link', { name: 'Go to checkout' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const form = page.getByRole('form', { name: 'Billing address' });
  await form.getByRole('combobox', { name: /^Country/ }).selectOption('GB');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Ada');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Lovelace');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('10 Downing Street');
  await form.getByRole('textbox', { name: /^City/ }).fill('London');
  await form.getByRole('textbox', { name: /^Postal code/ }).fill('SW1A 2AA');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form).toBeHidden();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
  await page.getByRole('button', { name: /^Pay / }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  return (await heading.textContent())!.replace(/\D/g, '');
}

async function logIn(page: Page) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', ACCOUNT_MENU)).toBeVisible();
}

/** The order links of the emails sent to this address, newest first. */
async function orderLinks(request: APIRequestContext, to: string) {
  const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(to)}`);
  const mails = (await response.json()) as { subject: string; links: string[] }[];
  return mails.flatMap((mail) => mail.links.filter((link) => /\/orders\/\d+\?token=/.test(link)));
}

test('after a logout the customer’s orders are gone from this browser; a guest order placed here stays', async ({
  page,
  request,
  problems,
}) => {
  const guestEmail = `privacy-guest-${Date.now()}@example.com`;
  const guestOrder = await placeGuestOrder(page, request, guestEmail);

  await logIn(page);
  await page.goto('/orders');
  const mine = page.getByRole('list', { name: 'Orders' }).getByRole('link', { name: /^Order #\d+$/ });
  await expect(mine.first()).toBeVisible();
  const numbers = (await mine.allTextContents()).map((text) => text.replace(/\D/g, ''));
  expect(numbers).not.toContain(guestOrder);
  // The oldest is one of the seeded orders, with the customer's address.
  const oldest = numbers.at(-1)!;
  await page.getByRole('link', { name: `Order #${oldest}`, exact: true }).click();
  await expect(page.getByText(DEMO_STREET).first()).toBeVisible();

  await page.getByRole('button', ACCOUNT_MENU).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', ACCOUNT_MENU)).toHaveCount(0);

  // /orders now lists what this browser holds as a guest's: the guest order, none of the customer's.
  await page.goto('/orders');
  const remembered = page.getByRole('list', { name: 'Orders' });
  await expect(remembered.getByRole('link', { name: `Order #${guestOrder}`, exact: true })).toBeVisible();
  for (const number of numbers)
    await expect(remembered.getByRole('link', { name: `Order #${number}`, exact: true })).toHaveCount(0);
  await page.goto(`/orders/${oldest}`);
  await expect(page.getByText(`Order ${oldest} not found`)).toBeVisible();
  await expect(page.getByText(DEMO_STREET)).toHaveCount(0);
  // Nor does the backup list offer them.
  await page.goto('/orders-backup');
  await expect(page.getByRole('link', { name: `Order #${guestOrder}`, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order #${oldest}`, exact: true })).toHaveCount(0);
  expect(problems.list).toEqual([]);
});

test('the confirmation email’s link opens its order in a fresh browser, and the token leaves the address bar', async ({
  browser,
  baseURL,
  request,
}) => {
  // The demo customer's seeded orders were confirmed by email; the oldest link is one of them.
  const links = await orderLinks(request, DEMO.email);
  const link = new URL(links.at(-1)!);
  const number = link.pathname.split('/').at(-1)!;
  const fresh = await browser.newContext({ baseURL });
  try {
    const page = await fresh.newPage();
    await page.goto(`${link.pathname}${link.search}`);
    await expect(page.getByRole('heading', { level: 2, name: `Order #${number}` })).toBeVisible();
    await expect(page.getByText(DEMO_STREET).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/orders/${number}$`));

    // Remembered: a reload (no token left in the URL) still opens it.
    await page.reload();
    await expect(page.getByRole('heading', { level: 2, name: `Order #${number}` })).toBeVisible();
  } finally {
    await fresh.close();
  }

  // A token of another order does not open this number.
  const other = new URL(links.find((href) => !href.includes(`/orders/${number}?`))!);
  const stranger = await browser.newContext({ baseURL });
  try {
    const page = await stranger.newPage();
    await page.goto(`/orders/${number}?token=${other.searchParams.get('token')}`);
    await expect(page.getByText(`Order ${number} not found`)).toBeVisible();
    await expect(page.getByText(DEMO_STREET)).toHaveCount(0);
  } finally {
    await stranger.close();
  }
});
