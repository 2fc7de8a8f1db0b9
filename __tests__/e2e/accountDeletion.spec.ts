import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { gql } from './shopApi';

// Deleting an account as a shopper does it: a new customer asks for the deletion link on the
// profile page, opens the link the shop emailed (read from the service's outbox, /_dev/mail.json),
// confirms, and is logged out; the email and password then no longer log in. In English on a
// desktop, and in Simplified Chinese on a 360 px phone.

interface Mail {
  links: string[];
}

/** A new confirmed customer: accountRegister, then the confirmation link from the outbox. */
async function freshCustomer(request: APIRequestContext, baseURL: string, password: string) {
  const email = `delete-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await gql<{ accountRegister: { requiresConfirmation: boolean; errors: unknown[] } }>(
    request,
    `mutation Register($input: AccountRegisterInput!) {
       accountRegister(input: $input) { requiresConfirmation errors { field code message } } }`,
    {
      input: {
        email,
        password,
        redirectUrl: `${baseURL}/account/confirm/`,
        channel: 'default-channel',
      },
    },
  );
  expect(registered.accountRegister.errors).toEqual([]);
  if (registered.accountRegister.requiresConfirmation) {
    const link = new URL(await newestLink(request, email, '/account/confirm/'));
    const confirmed = await gql<{ confirmAccount: { errors: unknown[] } }>(
      request,
      `mutation Confirm($email: String!, $token: String!) {
         confirmAccount(email: $email, token: $token) { errors { field message } } }`,
      { email: link.searchParams.get('email'), token: link.searchParams.get('token') },
    );
    expect(confirmed.confirmAccount.errors).toEqual([]);
  }
  return email;
}

/** The newest link to `path` in the email sent to `to` (waits for the email to arrive). */
async function newestLink(request: APIRequestContext, to: string, path: string) {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as Mail[];
      found = mails.flatMap((mail) => mail.links).find((link) => new URL(link).pathname === path);
      return found;
    })
    .toBeTruthy();
  return found!;
}

const TEXT = {
  en: {
    email: 'Email',
    password: 'Password',
    logIn: 'Log in',
    menu: (email: string) => `Account menu for ${email}`,
    section: 'Delete account',
    start: 'Delete my account…',
    dialog: 'Delete your account?',
    sendLink: 'Email me the link',
    sent: 'We have sent a link to',
    heading: 'Delete your account',
    confirm: 'Delete my account',
    deleted: 'Your account has been deleted and you have been logged out.',
    refused: 'The email address or password is incorrect.',
  },
  'zh-CN': {
    email: '电子邮箱',
    password: '密码',
    logIn: '登录',
    menu: (email: string) => `${email} 的账户菜单`,
    section: '删除账户',
    start: '删除我的账户…',
    dialog: '要删除您的账户吗？',
    sendLink: '通过电子邮件发送链接',
    sent: '我们已向',
    heading: '删除您的账户',
    confirm: '删除我的账户',
    deleted: '您的账户已删除，您已退出登录。',
    refused: '邮箱地址或密码不正确。',
  },
} as const;

async function logIn(page: Page, text: (typeof TEXT)[keyof typeof TEXT], email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: text.email }).fill(email);
  await page.getByLabel(new RegExp(`^${text.password}`)).fill(password);
  await page.getByRole('button', { name: text.logIn, exact: true }).click();
}

for (const { locale, phone } of [
  { locale: 'en', phone: false },
  { locale: 'zh-CN', phone: true },
] as const) {
  test(`${locale}${phone ? ', 360 px' : ''}: ask for the deletion link, open it from the email, confirm, logged out for good`, async ({
    page,
    request,
    baseURL,
    problems,
  }) => {
    test.setTimeout(120_000);
    const text = TEXT[locale];
    if (phone) await page.setViewportSize({ width: 360, height: 740 });
    await useLanguage(page, baseURL!, locale);
    const password = 'violet-harbour-lantern-9';
    const email = await freshCustomer(request, baseURL!, password);

    await logIn(page, text, email, password);
    await expect(page.getByRole('button', { name: text.menu(email) })).toBeVisible();

    // The profile page explains, asks to confirm, and has the link emailed.
    await page.goto('/profile');
    const section = page.getByRole('region', { name: text.section });
    await section.getByRole('button', { name: text.start }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    await expect(dialog).toContainText(email);
    await dialog.getByRole('button', { name: text.sendLink }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole('status')).toContainText(text.sent);
    // Nothing is deleted yet: still logged in.
    await expect(page.getByRole('button', { name: text.menu(email) })).toBeVisible();

    // The emailed link's page asks once more, then deletes and logs out.
    await page.goto(await newestLink(request, email, '/account/delete/'));
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    // The token leaves the address bar (and this history entry) at once.
    await expect(page).toHaveURL((url) => url.pathname === '/account/delete/' && url.search === '');
    await expect(page.getByRole('main').getByText(email)).toBeVisible();
    await page.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(text.deleted);
    // Focused, so that a screen reader reads it.
    await expect(page.getByRole('status')).toBeFocused();
    await expect(page.getByRole('button', { name: text.menu(email) })).toHaveCount(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    // The account is gone: its email and password no longer log in.
    await logIn(page, text, email, password);
    await expect(page.getByText(text.refused)).toBeVisible();
    await expect(page.getByRole('button', { name: text.menu(email) })).toHaveCount(0);
    expect(problems.list).toEqual([]);
  });
}
