import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, useLanguage } from './fixtures';
import { DEMO, digitalCheckout, logInThroughApi, seedStorage, sessionEntries } from './shopApi';

// The shop opened at http://127.0.0.1 (not localhost): registration, a reset request and the hosted payment
// page's return all work there, and a refused link address is told in the shopper's language. An HTTP 401 on
// /profile drops the session with no redirect. A failed token refresh tells the shopper, in their language,
// that they were logged out.

// Several pages, a login or a payment each, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

/** The shop's own address with 127.0.0.1 for localhost (the suite runs it at http://localhost:<port>). */
function loopbackOrigin(baseURL: string): string {
  const url = new URL(baseURL);
  url.hostname = '127.0.0.1';
  return url.origin;
}

const freshEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The links in the emails sent to `to` (waits for one to `path` to arrive). */
async function linkFromOutbox(request: APIRequestContext, to: string, path: string): Promise<URL> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/_dev/mail.json?to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as { links: string[] }[];
      found = mails.flatMap((mail) => mail.links).find((link) => new URL(link).pathname === path);
      return found;
    })
    .toBeTruthy();
  return new URL(found!);
}

const sessionKeys = (page: Page) =>
  page.evaluate(() => ['auth-token', 'refresh-token', 'user'].map((key) => localStorage.getItem(key)));

test('opened at 127.0.0.1: registering and asking for a reset work, and the emailed links lead back there', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const origin = loopbackOrigin(baseURL!);
  const email = freshEmail('loopback');

  await page.goto(`${origin}/register`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill('violet-harbour-lantern');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect((await linkFromOutbox(request, email, '/account/confirm/')).origin).toBe(origin);

  await page.goto(`${origin}/account/reset-password/`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByText(`If an account uses ${email}, we have sent it a link`)).toBeVisible();
  expect((await linkFromOutbox(request, email, '/account/reset-password/')).origin).toBe(origin);
  expect(problems.list).toEqual([]);
});

test('opened at 127.0.0.1: the hosted payment page returns there, and the first window follows to its order', async ({
  page,
  request,
  baseURL,
  problems,
}) => {
  const origin = loopbackOrigin(baseURL!);
  await seedStorage(page, {
    'checkout-token': (await digitalCheckout(request, 'loopback-payer@example.com')).token,
  });

  await page.goto(`${origin}/checkout?step=payment`);
  await page.getByRole('radio', { name: 'Dummy Payment App', exact: true }).check();
  await page.getByRole('radio', { name: 'Confirm on the payment page', exact: true }).check();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: /^Pay / }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Approve payment' }).click();

  await expect(popup.getByText(/Payment received\. Your order #\d+ is confirmed\./)).toBeVisible();
  expect(new URL(popup.url()).origin).toBe(origin);
  expect(new URL(popup.url()).pathname).toBe('/payment-callback');
  // The first window hears of the order (a storage event, same origin only) and goes on to it.
  await expect.poll(() => new URL(page.url()).pathname).toBe('/checkout/success');
  expect(new URL(page.url()).origin).toBe(origin);
  await expect(page.locator('[data-colour="green"]', { hasText: 'Paid' })).toBeVisible();
  expect(problems.list).toEqual([]);
});

/** Sends the page's next AccountRegister or RequestPasswordReset with a link to a host the shop refuses. */
async function linkElsewhere(page: Page) {
  await page.route(
    (url) => url.pathname === '/graphql/',
    async (route) => {
      const body = route.request().postDataJSON() as {
        operationName?: string;
        variables: { input?: { redirectUrl: string }; redirectUrl?: string };
      };
      const elsewhere = 'https://elsewhere.example/account/';
      if (body.operationName === 'AccountRegister') body.variables.input!.redirectUrl = elsewhere;
      else if (body.operationName === 'RequestPasswordReset') body.variables.redirectUrl = elsewhere;
      else return route.continue();
      await route.continue({ postData: JSON.stringify(body) });
    },
  );
}

test('a link address the server refuses is told in the shopper’s language; the server’s words go to the console', async ({
  page,
  baseURL,
  problems,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await linkElsewhere(page);
  const raw = /is not allowed|ALLOWED_CLIENT_HOSTS/;

  await useLanguage(page, baseURL!, 'zh-CN');
  await page.goto('/register');
  await page.getByRole('textbox', { name: '电子邮箱' }).fill(freshEmail('refused'));
  await page.getByLabel(/^密码/).fill('violet-harbour-lantern');
  await page.getByRole('button', { name: '创建账户' }).click();
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toHaveText(
    `本店无法通过邮件发送指向 ${baseURL} 的链接。请通过本店的常用网址打开后重试。`,
  );
  await expect(page.getByText(raw)).toHaveCount(0);

  await useLanguage(page, baseURL!, 'zh-TW');
  await page.goto('/account/reset-password/');
  await page.getByRole('textbox', { name: '電子郵件' }).fill(DEMO.email);
  await page.getByRole('button', { name: '寄送連結' }).click();
  await expect(alert).toHaveText(
    `本店無法透過電子郵件寄送指向 ${baseURL} 的連結。請改用本店的常用網址開啟後再試一次。`,
  );
  await expect(page.getByText(raw)).toHaveCount(0);
  expect(warnings.filter((text) => raw.test(text))).toHaveLength(2);
  expect(problems.list).toEqual([]);
});

test('an HTTP 401 on /profile drops the session silently: no redirect, the page says so and its login returns here', async ({
  page,
  request,
}) => {
  await seedStorage(page, sessionEntries(await logInThroughApi(request)));
  await page.goto('/profile');
  const details = page.getByRole('region', { name: 'Account details' });
  await expect(details).toContainText(DEMO.email);

  // The API refuses the next request with HTTP 401, as a proxy or an expired gateway session would.
  await page.route(
    (url) => url.pathname === '/graphql/',
    (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"errors":[{"message":"Unauthorized"}]}',
      }),
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Save name' }).click();

  const notice = page
    .getByRole('main')
    .getByText('You are no longer logged in. Log in again to see this page.');
  await expect(notice).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
  await expect(details).toHaveCount(0);
  expect(await sessionKeys(page)).toEqual([null, null, null]);
  // Still on /profile once everything has settled: the header offers the login, nothing moved on.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/profile');

  // The notice's login brings the shopper back to the page.
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(details).toContainText(DEMO.email);
});

test('a failed token refresh logs out and says so in the shopper’s language', async ({
  page,
  request,
  baseURL,
}) => {
  const session = await logInThroughApi(request);
  // An access token past its exp and a refresh token the service does not know: the refresh fails.
  const [header, payload, signature] = session.token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp: number };
  claims.exp = Math.floor(Date.now() / 1000) - 60;
  const expired = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  await seedStorage(
    page,
    sessionEntries({ ...session, token: expired, refreshToken: 'not-a-refresh-token' }),
  );
  await useLanguage(page, baseURL!, 'zh-TW');

  await page.goto('/');
  await expect(page.getByRole('alert').filter({ hasText: '權杖更新失敗' })).toContainText(
    '權杖更新失敗：您已登出。請重新登入後繼續。',
  );
  await expect(page.getByRole('banner').getByRole('link', { name: '登入' })).toBeVisible();
  expect(await sessionKeys(page)).toEqual([null, null, null]);
});
