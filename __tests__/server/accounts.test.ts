import {
  authAs,
  DEMO,
  lastLink,
  login,
  mailTo,
  PERMISSION_DENIED,
  register,
  sendLogin,
  STOREFRONT,
  uniqueEmail,
  type AccountError,
  type Mail,
} from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const LOGIN = `mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) {
  token refreshToken csrfToken user { id email firstName lastLogin } errors { field message code } } }`;

interface Login {
  tokenCreate: {
    token: string | null;
    refreshToken: string | null;
    csrfToken: string | null;
    user: { id: string; email: string; lastLogin: string | null } | null;
    errors: { field: string; message: string; code: string }[];
  };
}

describe('tokens', () => {
  it('log the demo customer in with an access token, a refresh token and a csrf token', async () => {
    const { data } = await sendLogin<Login>(service, LOGIN, DEMO);
    const login = data!.tokenCreate;
    expect(login.errors).toEqual([]);
    expect(login.user).toMatchObject({ email: DEMO.email });
    expect(login.user!.lastLogin).toBeTruthy();
    expect(login.token!.split('.')).toHaveLength(3);
    const me = await service.gql<{ me: { email: string } }>(
      '{ me { email } }',
      {},
      { Authorization: `Bearer ${login.token}` },
    );
    expect(me.data!.me.email).toBe(DEMO.email);
  });

  it('answer a wrong password and an unknown email alike', async () => {
    for (const variables of [
      { ...DEMO, password: 'wrong' },
      { email: 'nobody@example.com', password: 'x' },
    ]) {
      const { data } = await sendLogin<Login>(service, LOGIN, variables);
      expect(data!.tokenCreate).toMatchObject({
        token: null,
        errors: [{ field: 'email', code: 'INVALID_CREDENTIALS', message: 'Please, enter valid credentials' }],
      });
    }
  });

  it('refresh the access token from the refresh token, and refuse a bad one', async () => {
    const { data } = await sendLogin<Login>(service, LOGIN, DEMO);
    const refresh = `mutation ($refreshToken: String) { tokenRefresh(refreshToken: $refreshToken) { token user { email } errors { field message code } } }`;
    const ok = await service.gql<{ tokenRefresh: { token: string; errors: unknown[] } }>(refresh, {
      refreshToken: data!.tokenCreate.refreshToken,
    });
    expect(ok.data!.tokenRefresh.errors).toEqual([]);
    expect(ok.data!.tokenRefresh.token.split('.')).toHaveLength(3);
    const bad = await service.gql<{ tokenRefresh: { errors: { code: string; message: string }[] } }>(
      refresh,
      { refreshToken: 'not.a.token' },
    );
    expect(bad.data!.tokenRefresh.errors[0]).toMatchObject({
      code: 'JWT_INVALID_TOKEN',
      message: 'Incorrect refreshToken',
    });
  });

  it('verify a token, and say when it is not valid', async () => {
    const { data } = await sendLogin<Login>(service, LOGIN, DEMO);
    const verify =
      'mutation ($token: String!) { tokenVerify(token: $token) { isValid payload user { email } errors { code } } }';
    const good = await service.gql<{
      tokenVerify: { isValid: boolean; payload: { email: string; token: string } };
    }>(verify, { token: data!.tokenCreate.token });
    expect(good.data!.tokenVerify).toMatchObject({
      isValid: true,
      payload: { email: DEMO.email, token: 'access' },
    });
    const bad = await service.gql<{ tokenVerify: { isValid: boolean; errors: { code: string }[] } }>(verify, {
      token: 'x.y.z',
    });
    expect(bad.data!.tokenVerify).toMatchObject({ isValid: false, errors: [{ code: 'JWT_INVALID_TOKEN' }] });
  });

  it('fail a request with an invalid bearer token instead of treating it as anonymous', async () => {
    const result = await service.gql('{ me { email } }', {}, { Authorization: 'Bearer x.y.z' });
    expect(result.data ?? null).toBeNull();
    expect(result.errors?.[0]).toMatchObject({
      message: 'Invalid token.',
      extensions: { exception: { code: 'InvalidTokenError' } },
    });
  });

  it('answer me with null for a visitor', async () => {
    expect((await service.gql('{ me { email } }')).data).toEqual({ me: null });
  });
});

const CONFIRM = `mutation ($email: String!, $token: String!) { confirmAccount(email: $email, token: $token) {
  user { email isConfirmed } errors { field message code } } }`;
const RESET = `mutation ($email: String!, $redirectUrl: String!, $channel: String) {
  requestPasswordReset(email: $email, redirectUrl: $redirectUrl, channel: $channel) { errors { field message code } } }`;
const SET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) {
  setPassword(email: $email, token: $token, password: $password) {
    token refreshToken csrfToken user { email isConfirmed } errors { field message code } } }`;
const PASSWORD_CHANGE = `mutation ($old: String, $new: String!) { passwordChange(oldPassword: $old, newPassword: $new) {
  user { email } errors { field message code } } }`;
const ACCOUNT_UPDATE = `mutation ($input: AccountInput!) { accountUpdate(input: $input) {
  user { firstName lastName languageCode defaultShippingAddress { city postalCode countryArea isDefaultShippingAddress }
    defaultBillingAddress { city } addresses { id } }
  errors { field message code addressType } } }`;

interface Confirmed {
  confirmAccount: { user: { email: string; isConfirmed: boolean } | null; errors: AccountError[] };
}
interface SetPasswordResult {
  setPassword: {
    token: string | null;
    refreshToken: string | null;
    csrfToken: string | null;
    user: { email: string; isConfirmed: boolean } | null;
    errors: AccountError[];
  };
}

/** Registers and confirms through the emailed link; returns the credentials. */
async function registeredUser(name: string, password = 'Plum-Orchard-77') {
  const email = uniqueEmail(name);
  const result = await register(service, {
    email,
    password,
    firstName: 'Test',
    lastName: 'Shopper',
    redirectUrl: `${STOREFRONT}/account/confirm`,
  });
  expect(result).toEqual({ requiresConfirmation: true, errors: [] });
  const link = await lastLink(service, email);
  const { data } = await service.gql<Confirmed>(CONFIRM, { email: link.email, token: link.token });
  expect(data!.confirmAccount.errors).toEqual([]);
  return { email, password };
}

describe('accountRegister with email confirmation (the default)', () => {
  it('creates an unconfirmed account and emails a confirmation link to the redirect URL', async () => {
    const email = uniqueEmail('New.Shopper');
    const result = await register(service, {
      email,
      password: 'Plum-Orchard-77',
      firstName: 'Ada',
      lastName: 'Lovelace',
      redirectUrl: `${STOREFRONT}/account/confirm?from=register`,
      channel: 'default-channel',
      languageCode: 'ZH_HANT',
    });
    expect(result).toEqual({ requiresConfirmation: true, errors: [] });
    const lower = email.toLowerCase();
    const { mail, url, token } = await lastLink(service, lower);
    // Written in the language the shopper registered in (Traditional Chinese here).
    expect(mail).toMatchObject({ to: lower, subject: '請確認您的帳號', language: 'zh-TW' });
    expect(mail.text).toContain(mail.links[0]);
    expect(mail.text).toContain('3 天');
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}/account/confirm`);
    // The query is replaced by email and token, as Saleor's prepare_url does.
    expect([...url.searchParams.keys()]).toEqual(['email', 'token']);
    expect(url.searchParams.get('email')).toBe(lower);
    expect(token.length).toBeGreaterThan(20);

    // Not confirmed yet: login is refused.
    expect((await login(service, lower, 'Plum-Orchard-77')).errors).toEqual([
      { field: 'email', message: 'Account needs to be confirmed via email.', code: 'ACCOUNT_NOT_CONFIRMED' },
    ]);
    // Following the link confirms; confirmAccount gives no tokens, the shopper logs in after.
    const confirmed = await service.gql<Confirmed>(CONFIRM, { email: lower, token });
    expect(confirmed.data!.confirmAccount).toEqual({ user: { email: lower, isConfirmed: true }, errors: [] });
    const logged = await login(service, lower, 'Plum-Orchard-77');
    expect(logged.errors).toEqual([]);
    expect(logged.user).toMatchObject({ email: lower, isConfirmed: true });
    const me = await service.gql<{ me: { languageCode: string; firstName: string } }>(
      '{ me { languageCode firstName } }',
      {},
      { Authorization: `Bearer ${logged.token}` },
    );
    expect(me.data!.me).toEqual({ languageCode: 'ZH_HANT', firstName: 'Ada' });

    // The link works once.
    const again = await service.gql<Confirmed>(CONFIRM, { email: lower, token });
    expect(again.data!.confirmAccount).toEqual({
      user: null,
      errors: [{ field: 'token', message: 'Invalid or expired token.', code: 'INVALID' }],
    });
  });

  it('answers an email already in use with success, without an error and without an email', async () => {
    const before = (await mailTo(service, DEMO.email)).length;
    const result = await register(service, {
      email: 'Customer@Example.com',
      password: 'Plum-Orchard-77',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(result).toEqual({ requiresConfirmation: true, errors: [] });
    expect(await mailTo(service, DEMO.email)).toHaveLength(before);
    // The existing password still works.
    expect((await login(service, DEMO.email, DEMO.password)).errors).toEqual([]);
  });

  it('needs a redirect URL on an allowed client host', async () => {
    const base = { email: uniqueEmail('redirect'), password: 'Plum-Orchard-77' };
    expect(await register(service, base)).toEqual({
      requiresConfirmation: true,
      errors: [{ field: 'redirectUrl', message: 'This field is required.', code: 'REQUIRED' }],
    });
    expect(
      await register(service, { ...base, redirectUrl: 'https://evil.example.com:8443/confirm' }),
    ).toEqual({
      requiresConfirmation: true,
      errors: [
        {
          field: 'redirectUrl',
          message: 'evil.example.com is not allowed. Please check `ALLOWED_CLIENT_HOSTS` configuration.',
          code: 'INVALID',
        },
      ],
    });
    expect((await register(service, { ...base, redirectUrl: 'not a url' })).errors).toEqual([
      {
        field: 'redirectUrl',
        message: 'Invalid URL. Please check if URL is in RFC 1808 format.',
        code: 'INVALID',
      },
    ]);
    expect(await mailTo(service, base.email)).toEqual([]);
  });

  it('refuses an unknown channel', async () => {
    const result = await register(service, {
      email: uniqueEmail('channel'),
      password: 'Plum-Orchard-77',
      redirectUrl: `${STOREFRONT}/account/confirm`,
      channel: 'no-such-channel',
    });
    expect(result.errors).toEqual([
      { field: 'channel', message: "Channel with 'no-such-channel' slug does not exist.", code: 'NOT_FOUND' },
    ]);
  });

  it.each([
    ['short1x', 'PASSWORD_TOO_SHORT', 'This password is too short. It must contain at least 8 characters.'],
    ['20261987', 'PASSWORD_ENTIRELY_NUMERIC', 'This password is entirely numeric.'],
    ['password123', 'PASSWORD_TOO_COMMON', 'This password is too common.'],
  ])('refuses the password %s with %s', async (password, code, message) => {
    const result = await register(service, {
      email: uniqueEmail('weak'),
      password,
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(result.errors).toContainEqual({ field: 'password', message, code });
  });

  it('refuses a password too similar to the email or a name, and lists every broken rule', async () => {
    const similar = await register(service, {
      email: 'marguerite.fontaine@example.com',
      password: 'fontaine.marguerite',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(similar.errors).toEqual([
      {
        field: 'password',
        message: 'The password is too similar to the email.',
        code: 'PASSWORD_TOO_SIMILAR',
      },
    ]);
    const byName = await register(service, {
      email: uniqueEmail('named'),
      firstName: 'Bartholomew',
      password: 'Bartholomew1',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(byName.errors).toEqual([
      {
        field: 'password',
        message: 'The password is too similar to the first name.',
        code: 'PASSWORD_TOO_SIMILAR',
      },
    ]);
    const many = await register(service, {
      email: uniqueEmail('many'),
      password: '123456',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(many.errors.map((e) => e.code)).toEqual([
      'PASSWORD_TOO_SHORT',
      'PASSWORD_TOO_COMMON',
      'PASSWORD_ENTIRELY_NUMERIC',
    ]);
  });

  it('refuses an invalid email address', async () => {
    const result = await register(service, {
      email: 'not-an-email',
      password: 'Plum-Orchard-77',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    expect(result.errors).toEqual([
      { field: 'email', message: 'Enter a valid email address.', code: 'INVALID' },
    ]);
  });

  it('confirmAccount refuses a wrong token or an unknown email alike', async () => {
    const { email } = await registeredUser('confirm.wrong');
    for (const variables of [
      { email, token: 'not-the-token' },
      { email: 'nobody.here@example.com', token: 'whatever' },
    ]) {
      const { data } = await service.gql<Confirmed>(CONFIRM, variables);
      expect(data!.confirmAccount).toEqual({
        user: null,
        errors: [{ field: 'token', message: 'Invalid or expired token.', code: 'INVALID' }],
      });
    }
  });
});

describe('password reset through the outbox', () => {
  it('never tells whether the email has an account', async () => {
    const unknown = 'nobody.at.all@example.com';
    const { data } = await service.gql<{ requestPasswordReset: { errors: AccountError[] } }>(RESET, {
      email: unknown,
      redirectUrl: `${STOREFRONT}/account/reset`,
      channel: 'default-channel',
    });
    expect(data!.requestPasswordReset).toEqual({ errors: [] });
    expect(await mailTo(service, unknown)).toEqual([]);
  });

  it('refuses a redirect URL outside the allowed hosts and an unknown channel', async () => {
    const bad = await service.gql<{ requestPasswordReset: { errors: AccountError[] } }>(RESET, {
      email: DEMO.email,
      redirectUrl: 'https://phish.example.net/reset',
    });
    expect(bad.data!.requestPasswordReset.errors).toEqual([
      {
        field: 'redirectUrl',
        message: 'phish.example.net is not allowed. Please check `ALLOWED_CLIENT_HOSTS` configuration.',
        code: 'INVALID',
      },
    ]);
    const channel = await service.gql<{ requestPasswordReset: { errors: AccountError[] } }>(RESET, {
      email: DEMO.email,
      redirectUrl: `${STOREFRONT}/account/reset`,
      channel: 'nowhere',
    });
    expect(channel.data!.requestPasswordReset.errors[0]).toMatchObject({
      field: 'channel',
      code: 'NOT_FOUND',
    });
  });

  it('emails a single-use link; setPassword sets the password and logs the shopper in', async () => {
    const { email } = await registeredUser('reset.me');
    const asked = await service.gql<{ requestPasswordReset: { errors: AccountError[] } }>(RESET, {
      email: email.toUpperCase(),
      redirectUrl: `${STOREFRONT}/account/reset`,
    });
    expect(asked.data!.requestPasswordReset.errors).toEqual([]);
    const { mail, url, token } = await lastLink(service, email);
    expect(mail.subject).toBe('Reset your password');
    expect(`${url.origin}${url.pathname}`).toBe(`${STOREFRONT}/account/reset`);
    expect(url.searchParams.get('email')).toBe(email);

    // A weak password is refused and the link stays usable.
    const weak = await service.gql<SetPasswordResult>(SET_PASSWORD, { email, token, password: '12345678' });
    expect(weak.data!.setPassword.errors.map((e) => [e.field, e.code])).toEqual([
      ['password', 'PASSWORD_TOO_COMMON'],
      ['password', 'PASSWORD_ENTIRELY_NUMERIC'],
    ]);
    expect(weak.data!.setPassword.token).toBeNull();

    const set = await service.gql<SetPasswordResult>(SET_PASSWORD, {
      email,
      token,
      password: 'Quince-Harbour-42',
    });
    const result = set.data!.setPassword;
    expect(result.errors).toEqual([]);
    expect(result.user).toEqual({ email, isConfirmed: true });
    expect(result.token!.split('.')).toHaveLength(3);
    expect(result.refreshToken!.split('.')).toHaveLength(3);
    expect(result.csrfToken).toBeTruthy();
    const me = await service.gql<{ me: { email: string } }>(
      '{ me { email } }',
      {},
      {
        Authorization: `Bearer ${result.token}`,
      },
    );
    expect(me.data!.me.email).toBe(email);
    expect((await login(service, email, 'Quince-Harbour-42')).errors).toEqual([]);
    expect((await login(service, email, 'Plum-Orchard-77')).errors[0].code).toBe('INVALID_CREDENTIALS');

    // The token is spent.
    const again = await service.gql<SetPasswordResult>(SET_PASSWORD, {
      email,
      token,
      password: 'Another-Pass-99',
    });
    expect(again.data!.setPassword).toMatchObject({
      token: null,
      errors: [{ field: 'token', message: 'Invalid or expired token.', code: 'INVALID' }],
    });
  });

  it('setPassword refuses a wrong token, and an unknown email alike', async () => {
    const wrong = await service.gql<SetPasswordResult>(SET_PASSWORD, {
      email: DEMO.email,
      token: 'made-up-token',
      password: 'Quince-Harbour-42',
    });
    expect(wrong.data!.setPassword.errors).toEqual([
      { field: 'token', message: 'Invalid or expired token.', code: 'INVALID' },
    ]);
    const missing = await service.gql<SetPasswordResult>(SET_PASSWORD, {
      email: 'ghost@example.com',
      token: 'x',
      password: 'Quince-Harbour-42',
    });
    expect(missing.data!.setPassword.errors).toEqual([
      { field: 'token', message: 'Invalid or expired token.', code: 'INVALID' },
    ]);
  });

  it('the reset link also confirms an account that was never confirmed', async () => {
    const email = uniqueEmail('never.confirmed');
    await register(service, {
      email,
      password: 'Plum-Orchard-77',
      redirectUrl: `${STOREFRONT}/account/confirm`,
    });
    await service.gql(RESET, { email, redirectUrl: `${STOREFRONT}/account/reset` });
    const { token } = await lastLink(service, email);
    const set = await service.gql<SetPasswordResult>(SET_PASSWORD, {
      email,
      token,
      password: 'Quince-Harbour-42',
    });
    expect(set.data!.setPassword).toMatchObject({ errors: [], user: { isConfirmed: true } });
  });

  it('shows the outbox as a page, newest first', async () => {
    const response = await fetch(`${service.url}/_dev/mail`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('Mail outbox');
    expect(html).toContain('Reset your password');
    expect(html).toMatch(/<a href="http:\/\/localhost:3999\/account\/[a-z]+\?email=/);
    const all = (await (await fetch(`${service.url}/_dev/mail.json`)).json()) as Mail[];
    const times = all.map((mail) => mail.sentAt);
    expect([...times].sort().reverse()).toEqual(times);
  });
});

describe('the logged-in account', () => {
  it('passwordChange and accountUpdate need a user: a visitor gets PermissionDenied', async () => {
    const change = await service.gql(PASSWORD_CHANGE, { old: 'a', new: 'Quince-Harbour-42' });
    expect(change.data).toEqual({ passwordChange: null });
    expect(change.errors?.[0]).toMatchObject(PERMISSION_DENIED);
    const update = await service.gql(ACCOUNT_UPDATE, { input: { firstName: 'X' } });
    expect(update.data).toEqual({ accountUpdate: null });
    expect(update.errors?.[0]).toMatchObject(PERMISSION_DENIED);
  });

  it('passwordChange checks the old password and the new one', async () => {
    const user = await registeredUser('change.pw');
    const headers = await authAs(service, user.email, user.password);
    type Change = { passwordChange: { user: { email: string } | null; errors: AccountError[] } };
    const wrong = await service.gql<Change>(
      PASSWORD_CHANGE,
      { old: 'not-it', new: 'Quince-Harbour-42' },
      headers,
    );
    expect(wrong.data!.passwordChange).toEqual({
      user: null,
      errors: [{ field: 'oldPassword', message: "Old password isn't valid.", code: 'INVALID_CREDENTIALS' }],
    });
    const missing = await service.gql<Change>(PASSWORD_CHANGE, { new: 'Quince-Harbour-42' }, headers);
    expect(missing.data!.passwordChange.errors[0].code).toBe('INVALID_CREDENTIALS');
    const weak = await service.gql<Change>(
      PASSWORD_CHANGE,
      { old: user.password, new: 'qwerty123' },
      headers,
    );
    expect(weak.data!.passwordChange.errors).toEqual([
      { field: 'newPassword', message: 'This password is too common.', code: 'PASSWORD_TOO_COMMON' },
    ]);
    const ok = await service.gql<Change>(
      PASSWORD_CHANGE,
      { old: user.password, new: 'Quince-Harbour-42' },
      headers,
    );
    expect(ok.data!.passwordChange).toEqual({ user: { email: user.email }, errors: [] });
    expect((await login(service, user.email, 'Quince-Harbour-42')).errors).toEqual([]);
    expect((await login(service, user.email, user.password)).errors[0].code).toBe('INVALID_CREDENTIALS');
  });

  it('accountUpdate changes the names and language and sets default addresses', async () => {
    const user = await registeredUser('update.me');
    const headers = await authAs(service, user.email, user.password);
    type Update = {
      accountUpdate: {
        user: {
          firstName: string;
          lastName: string;
          languageCode: string;
          defaultShippingAddress: Record<string, unknown> | null;
          defaultBillingAddress: { city: string } | null;
          addresses: { id: string }[];
        } | null;
        errors: AccountError[];
      };
    };
    const names = await service.gql<Update>(
      ACCOUNT_UPDATE,
      { input: { firstName: 'Grace', lastName: 'Hopper', languageCode: 'JA' } },
      headers,
    );
    expect(names.data!.accountUpdate.errors).toEqual([]);
    expect(names.data!.accountUpdate.user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      languageCode: 'JA',
      defaultShippingAddress: null,
      addresses: [],
    });

    const address = {
      firstName: 'Grace',
      lastName: 'Hopper',
      streetAddress1: '1 Infinite Loop',
      city: 'Cupertino',
      postalCode: '95014',
      country: 'US',
      countryArea: 'California',
    };
    const withAddress = await service.gql<Update>(
      ACCOUNT_UPDATE,
      { input: { defaultShippingAddress: address } },
      headers,
    );
    expect(withAddress.data!.accountUpdate.errors).toEqual([]);
    expect(withAddress.data!.accountUpdate.user).toMatchObject({
      firstName: 'Grace',
      defaultShippingAddress: {
        city: 'CUPERTINO',
        postalCode: '95014',
        countryArea: 'CA',
        isDefaultShippingAddress: true,
      },
      defaultBillingAddress: null,
    });
    expect(withAddress.data!.accountUpdate.user!.addresses).toHaveLength(1);

    // A second update edits the same default address in place.
    const moved = await service.gql<Update>(
      ACCOUNT_UPDATE,
      { input: { defaultShippingAddress: { city: 'San Jose', postalCode: '95110' } } },
      headers,
    );
    expect(moved.data!.accountUpdate.user).toMatchObject({
      defaultShippingAddress: { city: 'SAN JOSE', postalCode: '95110' },
    });
    expect(moved.data!.accountUpdate.user!.addresses).toHaveLength(1);

    const invalid = await service.gql<Update>(
      ACCOUNT_UPDATE,
      { input: { firstName: 'Changed', defaultBillingAddress: { ...address, postalCode: '10001' } } },
      headers,
    );
    expect(invalid.data!.accountUpdate).toEqual({
      user: null,
      errors: [
        {
          field: 'postalCode',
          message: 'This value is not valid for the address.',
          code: 'INVALID',
          addressType: 'BILLING',
        },
      ],
    });
    // Nothing of a failed update is kept.
    const me = await service.gql<{ me: { firstName: string } }>('{ me { firstName } }', {}, headers);
    expect(me.data!.me.firstName).toBe('Grace');

    const long = await service.gql<Update>(ACCOUNT_UPDATE, { input: { lastName: 'x'.repeat(257) } }, headers);
    expect(long.data!.accountUpdate.errors).toEqual([
      {
        field: 'lastName',
        message: 'Ensure this value has at most 256 characters (it has 257).',
        code: 'INVALID',
        addressType: null,
      },
    ]);
  });

  it("shows the demo customer's address book on me", async () => {
    const headers = await authAs(service, DEMO.email, DEMO.password);
    const { data } = await service.gql<{
      me: {
        addresses: { id: string; city: string; isDefaultShippingAddress: boolean }[];
        defaultShippingAddress: { id: string; country: { code: string; country: string } };
        defaultBillingAddress: { id: string };
      };
    }>(
      `{ me { addresses { id city isDefaultShippingAddress isDefaultBillingAddress }
          defaultShippingAddress { id country { code country } } defaultBillingAddress { id } } }`,
      {},
      headers,
    );
    expect(data!.me.addresses).toHaveLength(1);
    expect(data!.me.addresses[0]).toMatchObject({ isDefaultShippingAddress: true });
    expect(data!.me.defaultShippingAddress).toMatchObject({
      id: data!.me.addresses[0].id,
      country: { code: 'US', country: 'United States of America' },
    });
    expect(data!.me.defaultBillingAddress.id).toBe(data!.me.addresses[0].id);
  });
});
