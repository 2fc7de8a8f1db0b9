import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO, gql, gqlAnswer, logInThroughApi, seedStorage, sessionEntries } from './shopApi';

// The session against the embedded service: a stored access token the service refuses is refreshed and the
// pages load with the shopper still logged in; a guest's cart stays with the shopper after logging in;
// logging out forgets the session and the cart.

// Several pages and a login each, on a machine shared with other work.
test.describe.configure({ timeout: 120_000 });

const ACCOUNT_MENU = 'Account menu for Demo Customer';

/** The token with another payload (same header and signature, so the service no longer accepts it). */
function withPayload(token: string, change: (claims: Record<string, unknown>) => void): string {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  change(claims);
  return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
}

/** Names of the GraphQL operations the page sends, in order. */
function recordOperations(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (request) => {
    if (!request.url().includes('/graphql/') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; query?: string } | null;
    const name = body?.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(body?.query ?? '')?.[1];
    if (name) names.push(name);
  });
  return names;
}

async function expectUsableStoredToken(page: Page, request: APIRequestContext, refused: string) {
  const stored = await page.evaluate(() => localStorage.getItem('auth-token'));
  expect(stored).toBeTruthy();
  expect(stored).not.toBe(refused);
  const { me } = await gql<{ me: { email: string } }>(
    request,
    '{ me { email } }',
    {},
    {
      Authorization: `Bearer ${stored}`,
    },
  );
  expect(me.email).toBe(DEMO.email);
}

const cases = [
  {
    what: 'an expired access token (exp in the past) is refreshed before anything is sent with it',
    forge: (token: string) =>
      withPayload(token, (claims) => (claims.exp = Math.floor(Date.now() / 1000) - 60)),
  },
  {
    what: 'an access token the service refuses (its exp still ahead) is refreshed and the requests retried',
    forge: (token: string) => withPayload(token, (claims) => (claims.jti = 'not-the-signed-one')),
  },
];

for (const { what, forge } of cases) {
  test(`${what}: the pages load and the shopper stays logged in`, async ({ page, request, problems }) => {
    const session = await logInThroughApi(request);
    const refused = forge(session.token);
    // The service itself refuses the forged token for a request with it.
    const check = await gqlAnswer(request, '{ me { email } }', {}, { Authorization: `Bearer ${refused}` });
    expect(check.data ?? null).toBeNull();
    await seedStorage(page, sessionEntries({ ...session, token: refused }));
    const operations = recordOperations(page);

    await page.goto('/');
    await expect(page.getByRole('button', { name: ACCOUNT_MENU })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('auth-token'))).not.toBe(refused);
    // One refresh for the whole page, however many of its requests needed it.
    expect(operations.filter((name) => name === 'TokenRefresh')).toHaveLength(1);

    for (const path of ['/cart', '/orders']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    }
    // (The cart has the checkout's own header, without the user menu: the home page's shows it.)
    await page.goto('/');
    await expect(page.getByRole('button', { name: ACCOUNT_MENU })).toBeVisible();
    await expectUsableStoredToken(page, request, refused);
    expect(operations.filter((name) => name === 'TokenRefresh')).toHaveLength(1);
    expect(problems.list).toEqual([]);
  });
}

async function guestCheckout(request: APIRequestContext) {
  const { products } = await gql<{
    products: { edges: { node: { variants: { id: string; quantityAvailable: number }[] } }[] };
  }>(
    request,
    '{ products(first: 40, channel: "default-channel") { edges { node { variants { id quantityAvailable } } } } }',
  );
  const variant = products.edges
    .map((edge) => edge.node.variants.find((v) => v.quantityAvailable >= 5))
    .find(Boolean)!;
  const created = await gql<{ checkoutCreate: { checkout: { token: string } } }>(
    request,
    'mutation ($lines: [CheckoutLineInput!]!) { checkoutCreate(input: { channel: "default-channel", lines: $lines }) { checkout { token } } }',
    { lines: [{ variantId: variant.id, quantity: 2 }] },
  );
  return created.checkoutCreate.checkout.token;
}

test('a cart made as a guest stays with the shopper after logging in; logging out forgets it', async ({
  page,
  request,
  problems,
}) => {
  const cart = await guestCheckout(request);
  await seedStorage(page, { 'checkout-token': cart });
  const operations = recordOperations(page);

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: ACCOUNT_MENU })).toBeVisible();
  await expect.poll(() => operations.includes('CheckoutCustomerAttach')).toBe(true);

  // The checkout now belongs to the customer (it carries their email), and the cart still shows it.
  await expect
    .poll(async () => {
      const { checkout } = await gql<{ checkout: { email: string | null } | null }>(
        request,
        'query ($token: UUID) { checkout(token: $token) { email } }',
        { token: cart },
      );
      return checkout?.email;
    })
    .toBe(DEMO.email);
  expect(await page.evaluate(() => localStorage.getItem('checkout-token'))).toBe(cart);
  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(1);
  await page.goto('/');

  // Logout: the session and the cart token leave storage, and the header offers the login again.
  await page.getByRole('button', { name: ACCOUNT_MENU }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        ['auth-token', 'refresh-token', 'user', 'checkout-token'].map((key) => localStorage.getItem(key)),
      ),
    )
    .toEqual([null, null, null, null]);
  expect(problems.list).toEqual([]);
});
