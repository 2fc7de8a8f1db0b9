import { DEMO } from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// Access tokens expire (here after 60 s instead of 5 minutes): the request fails as Saleor's does, not
// as an anonymous one, tokenVerify says so, and the refresh token gets a new access token that works.
// The test moves the service's clock past the lifetime rather than waiting for it, and the renewed
// token has the whole lifetime ahead of it: no request races a second boundary.

const LIFETIME_S = 60;

let service: Service;
beforeAll(async () => {
  service = await startService({ env: { ACCESS_TOKEN_TTL: String(LIFETIME_S) }, clock: true });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

it('an expired access token fails the request; the refresh token renews it', async () => {
  const { data } = await service.gql<{ tokenCreate: { token: string; refreshToken: string } }>(
    'mutation ($email: String!, $password: String!) { tokenCreate(email: $email, password: $password) { token refreshToken } }',
    DEMO,
  );
  const { token, refreshToken } = data!.tokenCreate;
  service.advanceClock((LIFETIME_S + 1) * 1000); // past the lifetime (expiry is checked in whole seconds)
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
