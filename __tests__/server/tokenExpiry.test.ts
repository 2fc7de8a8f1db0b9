import { DEMO } from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Access tokens expire (here after 1 s instead of 5 minutes): the request fails as Saleor's does, not
// as an anonymous one, tokenVerify says so, and the refresh token gets a new access token that works.

let service: Service;
beforeAll(async () => {
  service = await startService({ env: { ACCESS_TOKEN_TTL: '1' } });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('an expired access token fails the request; the refresh token renews it', async () => {
  const { data } = await service.gql<{ tokenCreate: { token: string; refreshToken: string } }>(
    'mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) { token refreshToken } }',
    DEMO,
  );
  const { token, refreshToken } = data!.tokenCreate;
  await pause(2100); // past the 1 s lifetime (expiry is checked in whole seconds)
  const expired = await service.gql('{ me { email } }', {}, { Authorization: `Bearer ${token}` });
  expect(expired.data ?? null).toBeNull();
  expect(expired.errors?.[0]).toMatchObject({
    message: 'Signature has expired',
    extensions: { exception: { code: 'ExpiredSignatureError' } },
  });
  const verify = await service.gql<{ tokenVerify: { isValid: boolean; errors: { code: string }[] } }>(
    'mutation ($token: String!) { tokenVerify(token: $token) { isValid errors { code } } }',
    { token },
  );
  expect(verify.data!.tokenVerify).toEqual({ isValid: false, errors: [{ code: 'JWT_SIGNATURE_EXPIRED' }] });

  const refreshed = await service.gql<{ tokenRefresh: { token: string; errors: unknown[] } }>(
    'mutation ($refreshToken: String) { tokenRefresh(refreshToken: $refreshToken) { token errors { code } } }',
    { refreshToken },
  );
  expect(refreshed.data!.tokenRefresh.errors).toEqual([]);
  const me = await service.gql<{ me: { email: string } }>(
    '{ me { email } }',
    {},
    { Authorization: `Bearer ${refreshed.data!.tokenRefresh.token}` },
  );
  expect(me.data!.me.email).toBe(DEMO.email);
}, 30_000);
