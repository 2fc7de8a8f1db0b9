import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeTestStore } from '../../support/store';
import { loggedIn } from '../../../src/features/auth/authSlice';
import { logout } from '../../../src/features/auth/logout';
import { login } from '../../../src/features/auth/session';
import { catalogApi } from '../../../src/features/catalog/catalogApi';
import { checkoutIdFromToken } from '../../../src/lib/globalId';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';
import { fakeJwt, sampleUser } from '../../support/fixtures/session';
import { type Answer, mockGraphQL } from '../../support/network';

// A cart made as a guest is attached to the customer after login, and logout takes the tokens, the user, the
// cart token and the cached user data.

const CART = '0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10';
const token = fakeJwt(300, 'customer');

const tokenCreated: Answer = {
  body: {
    data: {
      tokenCreate: { token, refreshToken: 'refresh', csrfToken: 'csrf', user: sampleUser, errors: [] },
    },
  },
};
const attachAnswer = (answer: unknown): Answer => ({ body: { data: { checkoutCustomerAttach: answer } } });

// The attach runs after the login, from a module loaded on demand: give a busy machine time.
const SLOW = { timeout: 5000 };

const guestWithCart = () => makeTestStore({ preloadedState: { checkout: { token: CART } } }).store;

beforeAll(() => import('../../../src/api/graphqlClient'), PRELOAD_TIMEOUT_MS);
beforeAll(() => import('../../../src/features/auth/attachGuestCart'), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('guest cart after login', () => {
  it("attaches the stored checkout to the customer, with the customer's new token", async () => {
    const { named } = mockGraphQL({
      TokenCreate: tokenCreated,
      CheckoutCustomerAttach: attachAnswer({ checkout: { id: checkoutIdFromToken(CART) }, errors: [] }),
    });
    const store = guestWithCart();

    await expect(store.dispatch(login('ada@example.com', 'secret'))).resolves.toEqual({ ok: true });

    await waitFor(() => expect(named('CheckoutCustomerAttach')).toHaveLength(1), SLOW);
    const [attach] = named('CheckoutCustomerAttach');
    expect(attach.variables).toEqual({ id: checkoutIdFromToken(CART) });
    expect(attach.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(store.getState().checkout.token).toBe(CART);
    expect((console.warn as jest.Mock).mock.calls).toEqual([]);
  });

  it('attaches after any login that dispatches loggedIn (the one after setting a new password too)', async () => {
    const { named } = mockGraphQL({
      CheckoutCustomerAttach: attachAnswer({ checkout: { id: checkoutIdFromToken(CART) }, errors: [] }),
    });
    const store = guestWithCart();
    store.dispatch(loggedIn({ token, refreshToken: 'refresh', csrfToken: null, user: sampleUser }));
    await waitFor(() => expect(named('CheckoutCustomerAttach')).toHaveLength(1), SLOW);
  });

  it('sends nothing when there is no cart', async () => {
    const { named } = mockGraphQL({ TokenCreate: tokenCreated });
    const store = makeTestStore().store;
    await store.dispatch(login('ada@example.com', 'secret'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(named('TokenCreate')).toHaveLength(1);
    expect(named('CheckoutCustomerAttach')).toHaveLength(0);
  });

  it('forgets a cart the server no longer has, silently', async () => {
    const { named } = mockGraphQL({
      TokenCreate: tokenCreated,
      CheckoutCustomerAttach: attachAnswer({
        checkout: null,
        errors: [{ field: 'id', code: 'NOT_FOUND', message: "Couldn't resolve to a node: Q2hlY2tvdXQ6MQ==" }],
      }),
    });
    const store = guestWithCart();
    await store.dispatch(login('ada@example.com', 'secret'));

    await waitFor(() => expect(store.getState().checkout.token).toBeNull(), SLOW);
    expect(named('CheckoutCustomerAttach')).toHaveLength(1);
    expect(store.getState().auth.user).toEqual(sampleUser);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('logs another failure, keeps the cart and the login', async () => {
    mockGraphQL({
      TokenCreate: tokenCreated,
      CheckoutCustomerAttach: { status: 500, body: { errors: [{ message: 'Internal server error' }] } },
    });
    const store = guestWithCart();

    await expect(store.dispatch(login('ada@example.com', 'secret'))).resolves.toEqual({ ok: true });

    await waitFor(
      () =>
        expect(console.warn).toHaveBeenCalledWith(
          '[auth] Could not attach the guest cart to the customer:',
          'Internal server error',
        ),
      SLOW,
    );
    expect(store.getState().checkout.token).toBe(CART);
    expect(store.getState().auth).toMatchObject({ token, user: sampleUser });
  });
});

describe('logout', () => {
  it('clears the tokens, the user, the checkout token and the cached data', async () => {
    mockGraphQL({ HeaderCategories: { body: { data: { categories: { edges: [] } } } } });
    const store = makeTestStore({
      preloadedState: {
        auth: { token, refreshToken: 'refresh', csrfToken: 'csrf', user: sampleUser },
        checkout: { token: CART },
      },
    }).store;
    await store.dispatch(catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }));
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);

    store.dispatch(logout());

    expect(store.getState().auth).toEqual({ token: null, refreshToken: null, csrfToken: null, user: null });
    expect(store.getState().checkout.token).toBeNull();
    expect(store.getState().api.queries).toEqual({});
  });

  it('takes the session and the cart token out of browser storage', async () => {
    localStorage.clear();
    const { store, persistor } = makeTestStore({ persist: true });
    await new Promise<void>((resolve) => {
      if (persistor!.getState().bootstrapped) resolve();
      else persistor!.subscribe(() => persistor!.getState().bootstrapped && resolve());
    });
    mockGraphQL({ CheckoutCustomerAttach: attachAnswer({ checkout: { id: 'x' }, errors: [] }) });
    store.dispatch(loggedIn({ token, refreshToken: 'refresh', csrfToken: 'csrf', user: sampleUser }));
    await persistor!.flush();
    expect(localStorage.getItem('auth-token')).toBe(token);

    store.dispatch(logout());
    await persistor!.flush();

    for (const key of ['auth-token', 'refresh-token', 'user', 'checkout-token'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it(
    'from the user menu on a guarded page goes home, and the next login is not sent back there',
    async () => {
      await preloadAppModules();
      mockGraphQL({ HeaderCategories: { body: { data: { categories: { edges: [] } } } } });
      sessionStorage.clear();
      const { router, store } = renderApp('/payment-debug', {
        preloadedState: { auth: { token, refreshToken: 'refresh', csrfToken: 'csrf', user: sampleUser } },
      });
      const user = userEvent.setup();

      await user.click(await screen.findByRole('button', { name: 'Account menu for Ada Lovelace' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Log out' }, SLOW));

      await waitFor(() => expect(store.getState().auth.token).toBeNull());
      expect(router.state.location.pathname).toBe('/');
      expect(sessionStorage.getItem('login-redirect')).toBeNull();
    },
    PRELOAD_TIMEOUT_MS,
  );
});
