import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// The profile page against the embedded service, with a fresh customer of its own (the demo customer's
// password is shared by other tests and never changed): register over the API, confirm through the
// link in the service's outbox, then everything else in the browser as a shopper would.

/** A new confirmed customer: accountRegister, then the confirmation link from /_dev/mail.json. */
async function freshCustomer(request: APIRequestContext, baseURL: string, password: string) {
  const email = `profile-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await gql<{ accountRegister: { requiresConfirmation: boolean; errors: unknown[] } }>(
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
        firstName: '',
        lastName: '',
        redirectUrl: `${baseURL}/account/confirm/`,
        channel: 'default-channel',
      },
    },
  );
  expect(registered.accountRegister.errors).toEqual([]);
  if (registered.accountRegister.requiresConfirmation) {
    const mail = await request.get(`/_dev/mail.json?to=${encodeURIComponent(email)}`);
    const [latest] = (await mail.json()) as { links: string[] }[];
    const link = new URL(latest.links.find((href) => href.includes('/account/confirm/'))!);
    const confirmed = await gql<{ confirmAccount: { errors: unknown[] } }>(
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
    expect(confirmed.confirmAccount.errors).toEqual([]);
  }
  return email;
}

async function logIn(
  page: Page,
  email: string,
  password: string,
  labels = { email: 'Email', password: 'Password', submit: 'Log in' },
) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: labels.email }).fill(email);
  await page.getByLabel(new RegExp(`^${labels.password}`)).fill(password);
  await page.getByRole('button', { name: labels.submit }).click();
}

test('log in, edit the name, add an address (a bad postal code first), make it the default, change the password, log out, log in with the new one', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  // A long walk through the page on a shared 2-core machine: more than the default minute.
  test.setTimeout(180_000);
  const oldPassword = 'first-Pass-2026';
  const newPassword = 'second-Pass-2026';
  const email = await freshCustomer(request, baseURL!, oldPassword);

  await logIn(page, email, oldPassword);
  await expect(page.getByRole('button', { name: `Account menu for ${email}` })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText(email);

  // The name: the header follows.
  const names = page.getByRole('region', { name: 'Your name' });
  await names.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await names.getByRole('textbox', { name: 'Last name' }).fill('Hopper');
  await names.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name has been saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();

  // An address: the service refuses a bad postal code beside that field, keeps the rest.
  await expect(page.getByText('No saved addresses yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await expect(form.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  await form.getByRole('textbox', { name: /^First name/ }).fill('Grace');
  await form.getByRole('textbox', { name: /^Last name/ }).fill('Hopper');
  await form.getByRole('textbox', { name: /^Street address/ }).fill('1600 Amphitheatre Parkway');
  await form.getByRole('textbox', { name: /^City/ }).fill('Mountain View');
  // The country's own words: a state from the list of states, a ZIP code.
  await form.getByRole('combobox', { name: /^State/ }).selectOption('California');
  const postal = form.getByRole('textbox', { name: /^ZIP code/ });
  await postal.fill('1');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(postal).toHaveAttribute('aria-invalid', 'true');
  await expect(postal).toHaveAccessibleDescription('Enter a valid postal code for this country and region.');
  await expect(postal).toBeFocused();
  await expect(form.getByRole('textbox', { name: /^Street address/ })).toHaveValue(
    '1600 Amphitheatre Parkway',
  );

  await postal.fill('94043');
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address added.')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved addresses, 1 address' });
  // The service stores US cities and states in capitals and the state as its code.
  await expect(saved).toContainText('MOUNTAIN VIEW, CA 94043');

  await saved.getByRole('button', { name: /^Use for shipping/ }).click();
  await expect(saved.getByText('Default shipping')).toBeVisible();
  await saved.getByRole('button', { name: /^Use for billing/ }).click();
  await expect(saved.getByText('Default billing')).toBeVisible();
  // Kept by the service: after a reload (start-up check, then the account again; slow on a busy machine).
  await page.reload();
  await expect(page.getByRole('list', { name: 'Saved addresses, 1 address' })).toContainText(
    'Default shipping',
    { timeout: 30_000 },
  );

  // The password: a broken rule first, then a good one.
  const passwords = page.getByRole('region', { name: 'Change password' });
  const current = passwords.getByLabel('Current password', { exact: false });
  const next = passwords.getByLabel('New password', { exact: false });
  await current.fill(oldPassword);
  await next.fill('12345678');
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(next).toHaveAccessibleDescription(/too common.*entirely numeric|entirely numeric/);
  await next.fill(newPassword);
  await passwords.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed.')).toBeVisible();
  await expect(current).toHaveValue('');
  await expect(next).toHaveValue('');

  // Log out from the user menu, then the old password no longer works and the new one does.
  await page.getByRole('button', { name: 'Account menu for Grace Hopper' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: /^Account menu for/ })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('auth-token'))).toBeNull();

  await logIn(page, email, oldPassword);
  await expect(page.getByRole('alert')).toContainText('Please, enter valid credentials');
  await logIn(page, email, newPassword);
  await expect(page.getByRole('button', { name: 'Account menu for Grace Hopper' })).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByRole('list', { name: 'Saved addresses, 1 address' })).toContainText(
    '1600 Amphitheatre Parkway',
  );

  // The refused login above answered 200 with errors: nothing else may have gone wrong.
  expect(problems.list).toEqual([]);
});

test('the profile in Simplified Chinese at phone width: details, a refused address in Chinese, no sideways scrolling', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await useLanguage(page, baseURL!, 'zh-CN');
  const password = 'third-Pass-2026';
  const email = await freshCustomer(request, baseURL!, password);
  await page.goto('/profile');
  // The auth guard sends a visitor to the login page, and back after logging in.
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: '电子邮箱' }).fill(email);
  await page.getByLabel(/^密码/).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  const details = page.getByRole('region', { name: '账户信息' });
  await expect(details).toContainText(email);
  // The date joined in Chinese (年 … 月 … 日).
  await expect(details).toContainText(/\d{4}年\d{1,2}月\d{1,2}日/);

  await page.getByRole('button', { name: '添加地址' }).click();
  const form = page.getByRole('form', { name: '新地址' });
  await form.getByRole('combobox', { name: '国家/地区' }).selectOption('CN');
  await form.getByRole('textbox', { name: /^名/ }).fill('小明');
  await form.getByRole('textbox', { name: /^姓/ }).fill('王');
  await form.getByRole('textbox', { name: /^街道地址/ }).fill('朝阳路 1 号');
  await form.getByRole('textbox', { name: /^城市/ }).fill('北京');
  // China's provinces from their list, in Chinese.
  await form.getByRole('combobox', { name: /^省份/ }).selectOption('北京市');
  const postal = form.getByRole('textbox', { name: '邮政编码' });
  await postal.fill('12');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(postal).toHaveAccessibleDescription('请输入该国家/地区的有效邮政编码。');
  await postal.fill('100020');
  await form.getByRole('button', { name: '保存地址' }).click();
  await expect(page.getByText('地址已添加。')).toBeVisible();
  await expect(page.getByRole('list', { name: /^已保存的地址/ })).toContainText('朝阳路 1 号');

  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]);
  expect(problems.list).toEqual([]);
});

test('a plain logout ends this browser’s session only; "Log out on every device" ends the others too', async ({
  page,
  browser,
  request,
  baseURL,
  problems,
}) => {
  test.setTimeout(120_000);
  const password = 'fourth-Pass-2026';
  const email = await freshCustomer(request, baseURL!, password);
  const accountMenu = { name: `Account menu for ${email}` };
  const other = await browser.newContext({ baseURL });
  try {
    const otherPage = await other.newPage();
    await logIn(page, email, password);
    await expect(page.getByRole('button', accountMenu)).toBeVisible();
    await logIn(otherPage, email, password);
    await expect(otherPage.getByRole('button', accountMenu)).toBeVisible();

    // A plain logout: this browser forgets its tokens; the other browser stays logged in.
    await page.getByRole('button', accountMenu).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByRole('button', accountMenu)).toHaveCount(0);
    await otherPage.goto('/profile');
    await expect(otherPage.getByRole('region', { name: 'Account details' })).toContainText(email);

    // On every device: this browser goes home logged out, and the other one's session is refused.
    await logIn(page, email, password);
    await expect(page.getByRole('button', accountMenu)).toBeVisible();
    await page.goto('/profile');
    const devices = page.getByRole('region', { name: 'Devices' });
    await devices.getByRole('button', { name: 'Log out on every device' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', accountMenu)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('refresh-token'))).toBeNull();

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/);
    await expect(otherPage.getByRole('button', accountMenu)).toHaveCount(0);
    expect(await otherPage.evaluate(() => localStorage.getItem('refresh-token'))).toBeNull();
  } finally {
    await other.close();
  }
  expect(problems.list).toEqual([]);
});
