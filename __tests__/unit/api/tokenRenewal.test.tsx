import { makeTestStore } from '../../support/store';
import { screen } from '@testing-library/react';
import { catalogApi, useHeaderCategoriesQuery } from '../../../src/features/catalog/catalogApi';
import { isTokenExpiring, tokenExpiresAt } from '../../../src/api/tokenExpiry';
import { PRELOAD_TIMEOUT_MS, renderWithProviders } from '../../support/render';
import { fakeJwt, sampleUser } from '../../support/fixtures/session';
import { type Answer, mockGraphQL } from '../../support/network';

// The shopper's bearer is kept usable: refreshed ahead of its expiry, and a request refused for its bearer is
// refreshed and retried once; concurrent requests share one tokenRefresh; a failed refresh logs out.

const categories = { categories: { edges: [] } };
const expiredSignature: Answer = {
  body: {
    data: null,
    errors: [
      { message: 'Signature has expired', extensions: { exception: { code: 'ExpiredSignatureError' } } },
    ],
  },
};
const refreshed = (token: string | null): Answer => ({
  body: {
    data: {
      tokenRefresh: {
        token,
        errors: token ? [] : [{ message: 'Signature has expired' }],
      },
    },
  },
});

const sessionState = (token: string, refreshToken: string | null = 'stored-refresh') => ({
  auth: { token, refreshToken, csrfToken: 'csrf', user: sampleUser },
  checkout: { token: '0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10' },
});

function storeWith(token: string, refreshToken: string | null = 'stored-refresh') {
  return makeTestStore({ preloadedState: sessionState(token, refreshToken) }).store;
}

/** A page that shows what its query got. */
function Categories() {
  const { data } = useHeaderCategoriesQuery({ first: 8, languageCode: 'EN' });
  return data ? <p>categories: {data.categories?.edges.length}</p> : null;
}

const fetchCategories = (store: ReturnType<typeof storeWith>, first = 8) =>
  store.dispatch(catalogApi.endpoints.headerCategories.initiate({ first, languageCode: 'EN' }));

/** The catalogue answers a fresh bearer (or none) and refuses the stale one. */
const catalogueRefusing =
  (stale: string) =>
  (_variables: Record<string, unknown>, headers: Headers): Answer =>
    headers.get('Authorization') === `Bearer ${stale}` ? expiredSignature : { body: { data: categories } };

beforeAll(() => import('../../../src/api/graphqlClient'), PRELOAD_TIMEOUT_MS);
beforeAll(() => import('../../../src/features/auth/session'), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('token expiry', () => {
  it('reads exp from the JWT payload and says when it is within 30 s', () => {
    const soon = fakeJwt(20);
    const later = fakeJwt(300);
    expect(tokenExpiresAt(later)).toBeGreaterThan(Date.now() + 290_000);
    expect(isTokenExpiring(soon)).toBe(true);
    expect(isTokenExpiring(later)).toBe(false);
    expect(isTokenExpiring(fakeJwt(-60))).toBe(true);
    // Not a JWT (an opaque token): nothing to say, so no refresh ahead.
    expect(tokenExpiresAt('opaque-token')).toBeNull();
    expect(isTokenExpiring('not.a-jwt.at-all')).toBe(false);
  });
});

describe('refresh ahead of expiry', () => {
  it('refreshes a token expiring within 30 s before sending, and sends the new one', async () => {
    const fresh = fakeJwt(300, 'fresh');
    const { named, sent } = mockGraphQL({
      TokenRefresh: refreshed(fresh),
      HeaderCategories: { body: { data: categories } },
    });
    const store = storeWith(fakeJwt(10));

    const result = await fetchCategories(store);

    expect(result.data).toBeDefined();
    expect(sent.map((request) => request.operationName)).toEqual(['TokenRefresh', 'HeaderCategories']);
    expect(named('TokenRefresh')[0].variables).toMatchObject({ refreshToken: 'stored-refresh' });
    expect(named('HeaderCategories')[0].headers.get('Authorization')).toBe(`Bearer ${fresh}`);
    expect(store.getState().auth.token).toBe(fresh);
  });

  it('leaves a token with time to spare alone', async () => {
    const token = fakeJwt(300);
    const { sent } = mockGraphQL({ HeaderCategories: { body: { data: categories } } });
    await fetchCategories(storeWith(token));
    expect(sent.map((request) => request.operationName)).toEqual(['HeaderCategories']);
    expect(sent[0].headers.get('Authorization')).toBe(`Bearer ${token}`);
  });
});

describe('retry after an expired-signature error', () => {
  it('refreshes and retries the request once with the new token', async () => {
    // An exp that says "valid" but a server that says expired (clocks differ): the answer decides.
    const stale = fakeJwt(300, 'stale');
    const fresh = fakeJwt(300, 'fresh');
    const { named } = mockGraphQL({
      TokenRefresh: refreshed(fresh),
      HeaderCategories: catalogueRefusing(stale),
    });
    const store = storeWith(stale);

    const result = await fetchCategories(store);

    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject(categories);
    expect(named('TokenRefresh')).toHaveLength(1);
    expect(named('HeaderCategories').map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${stale}`,
      `Bearer ${fresh}`,
    ]);
    expect(store.getState().auth).toMatchObject({ token: fresh, user: sampleUser });
    // The refused first attempt is not worth an error log: the retry answered.
    expect(console.error).not.toHaveBeenCalled();
  });

  it('retries only once: a second refusal is the answer', async () => {
    const { named } = mockGraphQL({
      TokenRefresh: refreshed(fakeJwt(300, 'fresh')),
      HeaderCategories: expiredSignature,
    });
    const store = storeWith(fakeJwt(300, 'stale'));

    const result = await fetchCategories(store);

    expect(result.error).toMatchObject({ message: 'Signature has expired' });
    expect(named('HeaderCategories')).toHaveLength(2);
    expect(named('TokenRefresh')).toHaveLength(1);
  });

  it('does not retry other errors', async () => {
    const { named } = mockGraphQL({
      HeaderCategories: { body: { data: null, errors: [{ message: 'Something broke' }] } },
    });
    const result = await fetchCategories(storeWith(fakeJwt(300)));
    expect(result.error).toMatchObject({ message: 'Something broke' });
    expect(named('HeaderCategories')).toHaveLength(1);
    expect(named('TokenRefresh')).toHaveLength(0);
  });

  it('three concurrent refused requests share one tokenRefresh, then all succeed', async () => {
    const stale = fakeJwt(300, 'stale');
    const fresh = fakeJwt(300, 'fresh');
    let releaseRefresh = () => undefined as void;
    const refreshHeld = new Promise<void>((resolve) => (releaseRefresh = resolve));
    const { named } = mockGraphQL({
      TokenRefresh: async () => {
        await refreshHeld;
        return refreshed(fresh);
      },
      HeaderCategories: catalogueRefusing(stale),
    });
    const store = storeWith(stale);

    const results = Promise.all([
      fetchCategories(store, 1),
      fetchCategories(store, 2),
      fetchCategories(store, 3),
    ]);
    // Let all three be refused and wait on the refresh before it answers.
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseRefresh();
    const answers = await results;

    expect(answers.map((answer) => answer.error)).toEqual([undefined, undefined, undefined]);
    expect(named('TokenRefresh')).toHaveLength(1);
    const bearers = named('HeaderCategories').map((request) => request.headers.get('Authorization'));
    expect(bearers.filter((bearer) => bearer === `Bearer ${stale}`)).toHaveLength(3);
    expect(bearers.filter((bearer) => bearer === `Bearer ${fresh}`)).toHaveLength(3);
  });

  it('three concurrent requests with an expiring token wait for one refresh and never send the old one', async () => {
    const old = fakeJwt(5, 'old');
    const fresh = fakeJwt(300, 'fresh');
    const { named } = mockGraphQL({
      TokenRefresh: refreshed(fresh),
      HeaderCategories: catalogueRefusing(old),
    });
    const store = storeWith(old);

    await Promise.all([fetchCategories(store, 1), fetchCategories(store, 2), fetchCategories(store, 3)]);

    expect(named('TokenRefresh')).toHaveLength(1);
    expect(named('HeaderCategories').map((request) => request.headers.get('Authorization'))).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
  });

  it('a failed refresh logs out (tokens, user and cart token); the page asks again as a guest', async () => {
    const stale = fakeJwt(300, 'stale');
    const { named } = mockGraphQL({
      TokenRefresh: refreshed(null),
      HeaderCategories: catalogueRefusing(stale),
    });
    const { store } = renderWithProviders(<Categories />, { preloadedState: sessionState(stale) });

    // Logout resets the API cache; the mounted page's query runs again, without a bearer.
    expect(await screen.findByText('categories: 0', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(named('TokenRefresh')).toHaveLength(1);
    expect(store.getState().auth).toEqual({ token: null, refreshToken: null, csrfToken: null, user: null });
    expect(store.getState().checkout.token).toBeNull();
    const bearers = named('HeaderCategories').map((request) => request.headers.get('Authorization'));
    expect(bearers[0]).toBe(`Bearer ${stale}`);
    expect(bearers.at(-1)).toBeNull();
    expect(bearers.filter((bearer) => bearer === `Bearer ${stale}`)).toHaveLength(1);
  });

  it('an expired token and no refresh token: logged out before sending, the page loads as a guest', async () => {
    const { sent } = mockGraphQL({ HeaderCategories: { body: { data: categories } } });
    const { store } = renderWithProviders(<Categories />, {
      preloadedState: sessionState(fakeJwt(-10), null),
    });

    expect(await screen.findByText('categories: 0', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(sent.every((request) => request.operationName === 'HeaderCategories')).toBe(true);
    expect(sent.every((request) => !request.headers.has('Authorization'))).toBe(true);
    expect(store.getState().auth.user).toBeNull();
  });
});
