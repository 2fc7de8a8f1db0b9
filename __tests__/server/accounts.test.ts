import { removeDataDir, startService, type Service } from './harness';

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const DEMO = { email: 'customer@example.com', password: 'demo-shopper-2026' };
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
    const { data } = await service.gql<Login>(LOGIN, DEMO);
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
      const { data } = await service.gql<Login>(LOGIN, variables);
      expect(data!.tokenCreate).toMatchObject({
        token: null,
        errors: [{ field: 'email', code: 'INVALID_CREDENTIALS', message: 'Please, enter valid credentials' }],
      });
    }
  });

  it('refresh the access token from the refresh token, and refuse a bad one', async () => {
    const { data } = await service.gql<Login>(LOGIN, DEMO);
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
    const { data } = await service.gql<Login>(LOGIN, DEMO);
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
