import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { REQUEST_LIMITS } from '../../server/src/accounts/requestLimits';
import { delaySeconds } from '../../server/src/accounts/loginThrottle';
import {
  DEMO,
  lastLink,
  LOGIN,
  PERMISSION_DENIED,
  register,
  STOREFRONT,
  suspendedUntil,
  uniqueEmail,
  type AccountError,
} from './accountHelpers';
import { removeDataDir, startService, type GqlResult, type Service } from './harness';

// Account security: no account enumeration by answer or time (tokenCreate, setPassword), tokens revoked by
// tokensDeactivateAll, passwordChange and setPassword, `exp` required, and Saleor's login throttle plus
// per-address limits on registration and reset requests. Requests that must not share the throttle's counters
// come from their own loopback addresses (127.0.x.y, all this machine's).

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

let addresses = 0;
/** A client address no other request of this run has used. */
const freshAddress = () => {
  addresses += 1;
  return `127.0.${Math.floor(addresses / 250) + 1}.${(addresses % 250) + 1}`;
};

/** A GraphQL request from the given local address, and how long its answer took (ms). */
function gqlFrom<T>(
  address: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GqlResult<T> & { ms: number }> {
  const body = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      {
        host: '127.0.0.1',
        port: Number(new URL(service.url).port),
        localAddress: address,
        path: '/graphql/',
        method: 'POST',
        agent: false,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, ...JSON.parse(text), ms: performance.now() - started }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Runs both kinds of request in turn, `rounds` times each (which goes first alternates, so a busy
 * moment of the machine falls on both alike): their answers and fastest times.
 */
async function compare<T>(rounds: number, a: () => Promise<GqlResult<T> & { ms: number }>, b: typeof a) {
  const times = { a: [] as number[], b: [] as number[] };
  const answers = { a: new Set<string>(), b: new Set<string>() };
  for (let round = 0; round < rounds; round++) {
    const pair = [
      ['a', a],
      ['b', b],
    ] as const;
    for (const [key, send] of round % 2 ? [...pair].reverse() : pair) {
      const { ms, data } = await send();
      times[key].push(ms);
      answers[key].add(JSON.stringify(data));
    }
  }
  // The fastest of each: what the work itself costs. A busy machine only ever adds time, so medians
  // of a few rounds measure the load as much as the code; a skipped password hash shows in the minimum.
  return { answers, a: Math.min(...times.a), b: Math.min(...times.b) };
}

type Tokens = { token: string | null; refreshToken: string | null; errors: AccountError[] };

async function logIn(email: string, password: string) {
  const { data } = await gqlFrom<{ tokenCreate: Tokens }>(freshAddress(), LOGIN, { email, password });
  expect(data!.tokenCreate.errors).toEqual([]);
  return data!.tokenCreate as { token: string; refreshToken: string };
}

/** A new confirmed customer (registered and confirmed through the outbox). */
async function newCustomer(name: string) {
  const email = uniqueEmail(name);
  const password = 'Plum-Orchard-77';
  expect(
    (await register(service, { email, password, redirectUrl: `${STOREFRONT}/account/confirm` })).errors,
  ).toEqual([]);
  const link = await lastLink(service, email);
  const confirmed = await service.gql<{ confirmAccount: { errors: AccountError[] } }>(
    'mutation ($email: String!, $token: String!) { confirmAccount(email: $email, token: $token) { errors { code } } }',
    { email: link.email, token: link.token },
  );
  expect(confirmed.data!.confirmAccount.errors).toEqual([]);
  return { email, password };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const ME = '{ me { email } }';
const REFRESH = `mutation ($refreshToken: String) { tokenRefresh(refreshToken: $refreshToken) {
  token errors { field message code } } }`;
const VERIFY =
  'mutation ($token: String!) { tokenVerify(token: $token) { isValid errors { field message code } } }';
const DEACTIVATE_ALL = 'mutation { tokensDeactivateAll { errors { field message code } } }';
const SET_PASSWORD = `mutation ($email: String!, $token: String!, $password: String!) {
  setPassword(email: $email, token: $token, password: $password) { token refreshToken errors { field message code } } }`;
const RESET = `mutation ($email: String!, $redirectUrl: String!) {
  requestPasswordReset(email: $email, redirectUrl: $redirectUrl) { errors { field message code } } }`;
const REVOKED = {
  message: 'Invalid token. Create new one by using tokenCreate mutation.',
  extensions: { exception: { code: 'InvalidTokenError' } },
};

/** What a revoked session gets: its refresh token, its access token as a bearer, and tokenVerify. */
async function expectRevoked(session: { token: string; refreshToken: string }) {
  const refreshed = await service.gql<{ tokenRefresh: Tokens }>(REFRESH, {
    refreshToken: session.refreshToken,
  });
  expect(refreshed.data!.tokenRefresh).toEqual({
    token: null,
    errors: [{ field: null, message: 'Invalid token', code: 'JWT_INVALID_TOKEN' }],
  });
  const me = await service.gql(ME, {}, bearer(session.token));
  expect(me.data ?? null).toBeNull();
  expect(me.errors?.[0]).toMatchObject(REVOKED);
  const verified = await service.gql<{ tokenVerify: { isValid: boolean } }>(VERIFY, { token: session.token });
  expect(verified.data!.tokenVerify).toEqual({
    isValid: false,
    errors: [{ field: 'token', message: 'Invalid token', code: 'JWT_INVALID_TOKEN' }],
  });
}

describe('no account enumeration', () => {
  it('tokenCreate answers an unknown email as it answers a wrong password, in the same time', async () => {
    const known = () =>
      gqlFrom<{ tokenCreate: Tokens }>(freshAddress(), LOGIN, {
        email: DEMO.email,
        password: 'wrong-guess-1',
      });
    const unknown = () =>
      gqlFrom<{ tokenCreate: Tokens }>(freshAddress(), LOGIN, {
        email: uniqueEmail('nobody'),
        password: 'wrong-guess-1',
      });
    await compare(2, known, unknown); // warm up
    const { answers, a, b } = await compare(9, known, unknown);
    expect([...answers.a]).toEqual([...answers.b]);
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.5);
  }, 60_000);

  it('setPassword answers an unknown email as it answers a wrong token, in the same time', async () => {
    // Not throttled: one kept-alive connection, so that connecting adds no noise to a few milliseconds.
    const timed = async (email: string) => {
      const started = performance.now();
      const result = await service.gql<{ setPassword: Tokens }>(SET_PASSWORD, {
        email,
        token: 'made-up-token',
        password: 'Quince-Harbour-42',
      });
      return { ...result, ms: performance.now() - started };
    };
    const known = () => timed(DEMO.email);
    const unknown = () => timed(uniqueEmail('ghost'));
    await compare(5, known, unknown);
    const { answers, a, b } = await compare(41, known, unknown);
    expect([...answers.a]).toEqual([
      JSON.stringify({
        setPassword: {
          token: null,
          refreshToken: null,
          errors: [{ field: 'token', message: 'Invalid or expired token.', code: 'INVALID' }],
        },
      }),
    ]);
    expect([...answers.b]).toEqual([...answers.a]);
    expect(Math.max(a, b) / Math.min(a, b)).toBeLessThan(1.5);
  }, 60_000);
});

describe('token revocation', () => {
  it('tokensDeactivateAll ends every session of the user; a new login works', async () => {
    const customer = await newCustomer('deactivate.all');
    const first = await logIn(customer.email, customer.password);
    const second = await logIn(customer.email, customer.password);
    const done = await service.gql(DEACTIVATE_ALL, {}, bearer(second.token));
    expect(done.data).toEqual({ tokensDeactivateAll: { errors: [] } });
    await expectRevoked(first);
    await expectRevoked(second);
    const again = await logIn(customer.email, customer.password);
    expect((await service.gql(ME, {}, bearer(again.token))).data).toEqual({ me: { email: customer.email } });
  });

  it('tokensDeactivateAll needs a logged-in user', async () => {
    const visitor = await service.gql(DEACTIVATE_ALL);
    expect(visitor.data).toEqual({ tokensDeactivateAll: null });
    expect(visitor.errors?.[0]).toMatchObject(PERMISSION_DENIED);
  });

  it('passwordChange ends the sessions the old password opened', async () => {
    const customer = await newCustomer('change.revokes');
    const session = await logIn(customer.email, customer.password);
    const changed = await service.gql(
      'mutation ($old: String, $new: String!) { passwordChange(oldPassword: $old, newPassword: $new) { errors { code } } }',
      { old: customer.password, new: 'Quince-Harbour-42' },
      bearer(session.token),
    );
    expect(changed.data).toEqual({ passwordChange: { errors: [] } });
    await expectRevoked(session);
    await logIn(customer.email, 'Quince-Harbour-42');
  });

  it('setPassword from a reset link ends the older sessions; its own tokens work', async () => {
    const customer = await newCustomer('reset.revokes');
    const session = await logIn(customer.email, customer.password);
    await service.gql(RESET, { email: customer.email, redirectUrl: `${STOREFRONT}/account/reset` });
    const link = await lastLink(service, customer.email);
    const set = await service.gql<{ setPassword: Tokens }>(SET_PASSWORD, {
      email: link.email,
      token: link.token,
      password: 'Quince-Harbour-42',
    });
    expect(set.data!.setPassword.errors).toEqual([]);
    await expectRevoked(session);
    const me = await service.gql(ME, {}, bearer(set.data!.setPassword.token!));
    expect(me.data).toEqual({ me: { email: customer.email } });
  });

  it('refuses a correctly signed token without a numeric exp', async () => {
    const key = Buffer.from(readFileSync(path.join(service.dataDir, 'jwt-signing.key'), 'utf8'), 'base64');
    const sign = (claims: Record<string, unknown>) => {
      const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}`;
      return `${unsigned}.${createHmac('sha256', key).update(unsigned).digest('base64url')}`;
    };
    const session = await logIn(DEMO.email, DEMO.password);
    const claimsOf = (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const access = claimsOf(session.token);
    const refresh = claimsOf(session.refreshToken);
    // The same claims, signed here, with their exp: accepted (the signing is right).
    expect((await service.gql(ME, {}, bearer(sign(access)))).data).toEqual({ me: { email: DEMO.email } });

    for (const exp of [undefined, 'never', null]) {
      const withExp = (claims: Record<string, unknown>) => ({ ...claims, exp });
      const forever = sign(withExp(access));
      const me = await service.gql(ME, {}, bearer(forever));
      expect(me.data ?? null).toBeNull();
      expect(me.errors?.[0].extensions?.exception?.code).toBe('InvalidTokenError');
      const verified = await service.gql<{ tokenVerify: { isValid: boolean } }>(VERIFY, { token: forever });
      expect(verified.data!.tokenVerify.isValid).toBe(false);
      const refreshed = await service.gql<{ tokenRefresh: Tokens }>(REFRESH, {
        refreshToken: sign(withExp(refresh)),
      });
      expect(refreshed.data!.tokenRefresh).toMatchObject({
        token: null,
        errors: [{ code: 'JWT_INVALID_TOKEN' }],
      });
    }
  });
});

describe('login throttling (Saleor’s rule)', () => {
  const attempt = (address: string, password: string) =>
    gqlFrom<{ tokenCreate: Tokens }>(address, LOGIN, { email: DEMO.email, password });
  const DELAYED =
    /^Logging has been suspended till \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{6})?\+00:00 due to too many logging attempts originating from the same IP address\.$/;

  /** The answer must be LOGIN_ATTEMPT_DELAYED: when logins may start again, in seconds from now. */
  function delayOf(answer: GqlResult<{ tokenCreate: Tokens }>, failedAt: number) {
    const { tokenCreate } = answer.data!;
    expect(tokenCreate.token).toBeNull();
    expect(tokenCreate.errors).toEqual([
      { field: null, code: 'LOGIN_ATTEMPT_DELAYED', message: expect.stringMatching(DELAYED) },
    ]);
    return {
      until: suspendedUntil(tokenCreate.errors[0].message),
      seconds: (suspendedUntil(tokenCreate.errors[0].message) - failedAt) / 1000,
    };
  }
  const until = (time: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(time - Date.now(), 0) + 20));

  it('a failure suspends the address, even for the right password; each failure on the account doubles the wait; a success clears the count', async () => {
    const address = freshAddress();
    const refused = (answer: GqlResult<{ tokenCreate: Tokens }>) =>
      expect(answer.data!.tokenCreate.errors.map((e) => e.code)).toEqual(['INVALID_CREDENTIALS']);

    let failedAt = Date.now();
    refused(await attempt(address, 'wrong-1'));
    const first = delayOf(await attempt(address, DEMO.password), failedAt);
    expect(first.seconds).toBeGreaterThan(0.5);
    expect(first.seconds).toBeLessThan(1.5);
    // Another address is not held up.
    expect((await attempt(freshAddress(), DEMO.password)).data!.tokenCreate.errors).toEqual([]);

    await until(first.until);
    failedAt = Date.now();
    refused(await attempt(address, 'wrong-2'));
    const second = delayOf(await attempt(address, DEMO.password), failedAt); // 2^(2-1) s
    expect(second.seconds).toBeGreaterThan(1.5);
    expect(second.seconds).toBeLessThan(2.5);

    await until(second.until);
    expect((await attempt(address, DEMO.password)).data!.tokenCreate.errors).toEqual([]);
    failedAt = Date.now();
    refused(await attempt(address, 'wrong-3'));
    // Counted from one again (without the success it would be the third failure: 4 s).
    const third = delayOf(await attempt(address, DEMO.password), failedAt);
    expect(third.seconds).toBeLessThan(1.5);
  }, 30_000);

  it('from one address, parallel guesses get one answer and wait for its block; right passwords, one after another or at once, all get in', async () => {
    const guesser = freshAddress();
    const answers = await Promise.all([1, 2, 3, 4].map((n) => attempt(guesser, `guess-${n}`)));
    const codes = answers.map((answer) => answer.data!.tokenCreate.errors[0].code).sort();
    expect(codes).toEqual([
      'INVALID_CREDENTIALS',
      'LOGIN_ATTEMPT_DELAYED',
      'LOGIN_ATTEMPT_DELAYED',
      'LOGIN_ATTEMPT_DELAYED',
    ]);

    // A success lifts the 1 s block every attempt sets: logging in again at once works (Saleor), and
    // so do two logins at the same moment (one waits for the other here; Saleor refuses one).
    const household = freshAddress();
    for (let i = 0; i < 3; i++)
      expect((await attempt(household, DEMO.password)).data!.tokenCreate.errors).toEqual([]);
    const both = await Promise.all([attempt(household, DEMO.password), attempt(household, DEMO.password)]);
    expect(both.map((answer) => answer.data!.tokenCreate.errors)).toEqual([[], []]);
  });

  it.each([
    [1, 0, 1],
    [10, 0, 1],
    [11, 0, 2],
    [21, 0, 4],
    [99, 0, 512],
    [100, 0, 3600],
    [1, 1, 1],
    [2, 2, 2],
    [3, 3, 4],
    [9, 9, 256],
    [10, 10, 3600],
  ])('after %i failures from the address, %i on the account: %i s', (address, account, seconds) => {
    expect(delaySeconds(address, account)).toBe(seconds);
  });
});

describe('registration and reset requests per address', () => {
  it('requestPasswordReset: a few a minute from one address, then LOGIN_ATTEMPT_DELAYED', async () => {
    const address = freshAddress();
    const ask = (from: string) =>
      gqlFrom<{ requestPasswordReset: { errors: AccountError[] } }>(from, RESET, {
        email: uniqueEmail('reset.flood'),
        redirectUrl: `${STOREFRONT}/account/reset`,
      });
    for (let i = 0; i < REQUEST_LIMITS.requestPasswordReset; i++)
      expect((await ask(address)).data!.requestPasswordReset.errors).toEqual([]);
    expect((await ask(address)).data!.requestPasswordReset.errors).toEqual([
      {
        field: null,
        code: 'LOGIN_ATTEMPT_DELAYED',
        message: expect.stringMatching(
          /^Password reset has been suspended till \d{4}-\d{2}-\d{2} [\d:.]+\+00:00 due to too many requests originating from the same IP address\.$/,
        ),
      },
    ]);
    expect((await ask(freshAddress())).data!.requestPasswordReset.errors).toEqual([]);
  });

  it('accountRegister: a few a minute from one address, then LOGIN_ATTEMPT_DELAYED', async () => {
    const address = freshAddress();
    const REGISTER = `mutation ($input: AccountRegisterInput!) {
      accountRegister(input: $input) { requiresConfirmation errors { field message code } } }`;
    const registerFrom = (from: string) =>
      gqlFrom<{ accountRegister: { errors: AccountError[] } }>(from, REGISTER, {
        input: {
          email: uniqueEmail('register.flood'),
          password: 'Plum-Orchard-77',
          redirectUrl: `${STOREFRONT}/account/confirm`,
        },
      });
    for (let i = 0; i < REQUEST_LIMITS.accountRegister; i++)
      expect((await registerFrom(address)).data!.accountRegister.errors).toEqual([]);
    expect((await registerFrom(address)).data!.accountRegister.errors).toEqual([
      {
        field: null,
        code: 'LOGIN_ATTEMPT_DELAYED',
        message: expect.stringMatching(
          /^Registration has been suspended till \d{4}-\d{2}-\d{2} [\d:.]+\+00:00 due to too many attempts originating from the same IP address\.$/,
        ),
      },
    ]);
    expect((await registerFrom(freshAddress())).data!.accountRegister.errors).toEqual([]);
  });
});
