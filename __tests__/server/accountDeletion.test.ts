import { authAs, login, mailTo, register, STOREFRONT, uniqueEmail } from './accountHelpers';
import { cartWithOneItem } from './cartHelpers';
import { completeCheckout } from './completionHelpers';
import { removeDataDir, startService, type Service } from './harness';

// accountRequestDeletion and accountDelete over HTTP: the emailed one-time link, bound to the
// account that asked, spent by its first use; the deleted account cannot log in, its orders stay.

let service: Service;
beforeAll(async () => {
  service = await startService({ env: { ACCOUNT_CONFIRMATION: 'false' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const REQUEST = `mutation ($redirectUrl: String!, $channel: String) {
  accountRequestDeletion(redirectUrl: $redirectUrl, channel: $channel) { errors { field message code } } }`;
const DELETE = `mutation ($token: String!) {
  accountDelete(token: $token) { user { email } errors { field message code } } }`;

interface Payload {
  errors: { field: string | null; message: string; code: string }[];
}

async function newAccount(name: string, languageCode = 'EN') {
  const email = uniqueEmail(name);
  const password = 'a-long-enough-password-1';
  expect((await register(service, { email, password, languageCode })).errors).toEqual([]);
  return { email, password, auth: await authAs(service, email, password) };
}

async function requestDeletion(auth: Record<string, string>, redirectUrl = `${STOREFRONT}/account/delete/`) {
  const { data, errors } = await service.gql<{ accountRequestDeletion: Payload }>(
    REQUEST,
    { redirectUrl, channel: 'default-channel' },
    auth,
  );
  expect(errors).toBeUndefined();
  return data!.accountRequestDeletion;
}

async function emailedToken(email: string) {
  const [mail] = await mailTo(service, email);
  const url = new URL(mail.links[0]);
  return { mail, url, token: url.searchParams.get('token')! };
}

describe('accountRequestDeletion', () => {
  it('needs a logged-in user', async () => {
    const result = await service.gql(REQUEST, { redirectUrl: `${STOREFRONT}/account/delete/` });
    expect(result.data).toEqual({ accountRequestDeletion: null });
    expect(result.errors?.[0].extensions?.exception?.code).toBe('PermissionDenied');
  });

  it('refuses a redirect URL on a host the shop does not allow, and sends nothing', async () => {
    const { email, auth } = await newAccount('delete-host');
    const payload = await requestDeletion(auth, 'https://evil.example.net/delete');
    expect(payload.errors).toEqual([
      {
        field: 'redirectUrl',
        code: 'INVALID',
        message: 'evil.example.net is not allowed. Please check `ALLOWED_CLIENT_HOSTS` configuration.',
      },
    ]);
    expect(await mailTo(service, email)).toEqual([]);
  });

  it("emails a link with a token to the redirect URL, in the account's language", async () => {
    const { email, auth } = await newAccount('delete-zh', 'ZH_HANT');
    expect((await requestDeletion(auth)).errors).toEqual([]);
    const { mail, url, token } = await emailedToken(email);
    expect(mail.language).toBe('zh-TW');
    expect(mail.subject).toBe('確認刪除您的帳號');
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}/account/delete/`);
    expect(token.length).toBeGreaterThan(20);
    expect(mail.text).toContain(mail.links[0]);
  });
});

describe('accountDelete', () => {
  it('deletes the account with its token: it can no longer log in, and its orders keep the email', async () => {
    const { email, password, auth } = await newAccount('delete-me');
    // An order placed as this customer, which must outlive the account.
    const checkoutId = await cartWithOneItem(service, email);
    const attach = await service.gql<{ checkoutCustomerAttach: Payload }>(
      'mutation ($id: ID) { checkoutCustomerAttach(id: $id) { errors { code } } }',
      { id: checkoutId },
      auth,
    );
    expect(attach.data!.checkoutCustomerAttach.errors).toEqual([]);
    const orderToken = await completeCheckout(service, checkoutId);

    expect((await requestDeletion(auth)).errors).toEqual([]);
    const { token } = await emailedToken(email);
    const { data } = await service.gql<{ accountDelete: Payload & { user: { email: string } | null } }>(
      DELETE,
      { token },
      auth,
    );
    expect(data!.accountDelete).toEqual({ user: { email }, errors: [] });

    const again = await login(service, email, password);
    expect(again.token).toBeNull();
    expect(again.errors[0].code).toBe('INVALID_CREDENTIALS');
    // The old access token no longer speaks for anyone.
    const me = await service.gql<{ me: unknown }>('{ me { email } }', {}, auth);
    expect(me.data?.me ?? null).toBeNull();

    const order = await service.gql<{ orderByToken: { userEmail: string } | null }>(
      'query ($token: UUID!) { orderByToken(token: $token) { userEmail } }',
      { token: orderToken },
    );
    expect(order.data!.orderByToken).toEqual({ userEmail: email });
  });

  it('refuses a wrong token, and a token another account asked for', async () => {
    const first = await newAccount('delete-first');
    const second = await newAccount('delete-second');
    expect((await requestDeletion(first.auth)).errors).toEqual([]);
    const { token } = await emailedToken(first.email);
    const invalid = [{ field: 'token', code: 'INVALID', message: 'Invalid or expired token.' }];

    const wrong = await service.gql<{ accountDelete: Payload }>(DELETE, { token: 'not-a-token' }, first.auth);
    expect(wrong.data!.accountDelete.errors).toEqual(invalid);
    const stolen = await service.gql<{ accountDelete: Payload }>(DELETE, { token }, second.auth);
    expect(stolen.data!.accountDelete.errors).toEqual(invalid);
    // Both accounts are still there.
    expect((await login(service, first.email, first.password)).errors).toEqual([]);
    expect((await login(service, second.email, second.password)).errors).toEqual([]);
  });

  it('spends the token: a second use is refused', async () => {
    const account = await newAccount('delete-twice');
    expect((await requestDeletion(account.auth)).errors).toEqual([]);
    const { token } = await emailedToken(account.email);
    const anonymous = await service.gql(DELETE, { token });
    expect(anonymous.errors?.[0].extensions?.exception?.code).toBe('PermissionDenied');
    const done = await service.gql<{ accountDelete: Payload }>(DELETE, { token }, account.auth);
    expect(done.data!.accountDelete.errors).toEqual([]);
    // A new account on the same email cannot use the old link.
    const reborn = await register(service, { email: account.email, password: account.password });
    expect(reborn.errors).toEqual([]);
    const auth = await authAs(service, account.email, account.password);
    const replay = await service.gql<{ accountDelete: Payload }>(DELETE, { token }, auth);
    expect(replay.data!.accountDelete.errors[0].code).toBe('INVALID');
  });
});
