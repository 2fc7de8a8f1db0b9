import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';

// Account entry against the embedded service, which runs with ACCOUNT_CONFIRMATION on: registering
// emails a confirmation link, and a forgotten password a reset link. Both are read from the service's
// outbox (GET /_dev/mail.json, newest first) and opened as the shopper would.

interface Mail {
  to: string;
  subject: string;
  links: string[];
}

/** A fresh address per run and test, so reruns against the same shop never meet an old account. */
const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest link to `path` in the email sent to `to` (waits for the email to arrive). */
async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<string> {
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

/** The page is no wider than the screen (nothing scrolls sideways at phone width). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('register, follow the confirmation link from the outbox, log in', async ({
  page,
  request,
  problems,
}) => {
  const email = freshEmail('register');
  const password = 'violet-harbour-lantern';

  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

  // The server's password rules come back beside the field, and what was typed stays.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('12345678');
  await page.getByRole('textbox', { name: 'First name (optional)' }).fill('Grace');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/This password is too common\./);
  await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/entirely numeric/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'First name (optional)' })).toHaveValue('Grace');

  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('status')).toContainText(email);

  // Not confirmed yet: the login says so (the server's first message).
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toContainText('confirmed');

  const link = await linkFromOutbox(request, email, '/account/confirm/');
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('status')).toContainText(`${email} is confirmed`);
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await page.getByLabel('Password').fill(password);
  await page.getByLabel('Password').press('Enter');

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Account menu for Grace' })).toBeVisible();

  // The link works once: opened again, it explains what to do.
  await page.goto(link);
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Invalid or expired token.');
  await expect(page.getByRole('link', { name: 'register again' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

test('reset a forgotten password through the outbox, in Traditional Chinese at phone width', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  await useLanguage(page, baseURL!, 'zh-TW');
  await page.setViewportSize({ width: 360, height: 740 });
  const email = freshEmail('reset');
  // An account that was never confirmed: setting a password from a reset link confirms it too.
  const made = await request.post('/graphql/', {
    data: {
      query:
        'mutation($input: AccountRegisterInput!) { accountRegister(input: $input) { requiresConfirmation errors { message } } }',
      variables: {
        input: {
          email,
          password: 'first-forgotten-secret',
          firstName: '',
          lastName: '',
          redirectUrl: `${baseURL}/account/confirm/`,
          channel: 'default-channel',
        },
      },
    },
  });
  expect((await made.json()).data.accountRegister.errors).toEqual([]);

  await page.goto('/login');
  await page.getByRole('link', { name: '忘記密碼？' }).click();
  await expect(page).toHaveURL(/\/account\/reset-password\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '忘記密碼？' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('textbox', { name: '電子郵件' }).fill(email);
  await page.getByRole('button', { name: '寄送連結' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`如果有帳號使用 ${email}`);

  // An unknown email reads exactly the same.
  await page.reload();
  const unknown = freshEmail('nobody');
  await page.getByRole('textbox', { name: '電子郵件' }).fill(unknown);
  await page.getByRole('button', { name: '寄送連結' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(`如果有帳號使用 ${unknown}`);

  const link = await linkFromOutbox(request, email, '/account/reset-password/');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: '設定新密碼' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  const newPassword = page.getByLabel(/^新密碼/);
  await newPassword.fill('98765432');
  await page.getByRole('button', { name: '儲存密碼並登入' }).click();
  await expect(newPassword).toHaveAccessibleDescription(/密碼不能全是數字。/);

  await newPassword.fill('quiet-meadow-compass');
  await page.getByRole('button', { name: '儲存密碼並登入' }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Log out from the user menu, then in again with the new password.
  await page.getByRole('button', { name: /的帳號選單$/ }).click();
  await page.getByRole('menuitem', { name: '登出' }).click();
  // Logging out of a guarded page goes home, and the guard remembers nothing for the next login.
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.getByRole('link', { name: '登入' }).first()).toBeVisible();
  await page.goto('/login');
  await page.getByRole('textbox', { name: '電子郵件' }).fill(email);
  await page.getByLabel('密碼').fill('quiet-meadow-compass');
  await page.getByRole('button', { name: '登入' }).click();
  await expect(page).toHaveURL(/^https?:\/\/[^/]+\/$/);
  await expect(page.getByRole('button', { name: /的帳號選單$/ })).toBeVisible();

  // The spent link asks for a new one.
  await page.goto(link);
  await page.getByLabel(/^新密碼/).fill('another-fresh-secret');
  await page.getByRole('button', { name: '儲存密碼並登入' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  await expect(page.getByRole('link', { name: '申請新連結' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

// The entry pages in the states a shopper meets, scanned by axe (WCAG 2 A and AA) in both colour modes:
// server errors beside the fields and in alerts, a bad link's help, the "link sent" notice.
const STATES: [string, string, (page: Page) => Promise<void>][] = [
  [
    'registration with broken password rules',
    '/register',
    async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(freshEmail('axe'));
      await page.getByLabel(/^Password/).fill('1234');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByLabel(/^Password/)).toHaveAccessibleDescription(/too short/);
    },
  ],
  [
    'a spent confirmation link',
    '/account/confirm/?email=nobody%40example.com&token=spent',
    async (page) => {
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    },
  ],
  [
    'a sent reset link',
    '/account/reset-password/',
    async (page) => {
      await page.getByRole('textbox', { name: 'Email' }).fill(freshEmail('axe'));
      await page.getByRole('button', { name: 'Send me a link' }).click();
      await expect(page.getByRole('main').getByRole('status')).toBeVisible();
    },
  ],
  [
    'a refused reset link',
    '/account/reset-password/?email=nobody%40example.com&token=spent',
    async (page) => {
      await page.getByLabel(/^New password/).fill('a-long-enough-secret');
      await page.getByRole('button', { name: 'Save password and log in' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    },
  ],
];

for (const [label, path, reach] of STATES) {
  test(`${label} passes axe in light and dark mode`, async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      // @axe-core/playwright needs a context made with browser.newContext().
      const context = await browser.newContext({ baseURL, colorScheme });
      const page = await context.newPage();
      await page.goto(path);
      // The first visit of a page loads its chunk: on a busy machine that can take a while.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
      await reach(page);
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      for (const violation of results.violations)
        found.push(`${colorScheme}: ${violation.id} ${violation.nodes[0]?.target.join(' ')}`);
      await context.close();
    }
    expect(found).toEqual([]);
  });
}
