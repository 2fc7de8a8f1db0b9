import type { Persistor } from 'redux-persist';
import { makeTestStore } from '../../support/store';
import { httpUnauthorized } from '../../../src/api/sessionEvents';
import { loggedIn } from '../../../src/features/auth/authSlice';
import { logout } from '../../../src/features/auth/logout';
import { refreshSession } from '../../../src/features/auth/session';
import { catalogApi } from '../../../src/features/catalog/catalogApi';
import {
  orderRemembered,
  ordersReducer,
  rememberOrder,
  type OrdersState,
} from '../../../src/features/orders/ordersSlice';
import { fakeJwt, sampleUser } from '../../support/fixtures/session';
import { mockGraphQL } from '../../support/network';
import { PRELOAD_TIMEOUT_MS } from '../../support/render';

// The orders a customer's session remembered in this browser (placed, listed or opened while logged in) go
// when the session ends, however it ends; a guest's orders stay.

const GUEST = { number: '3', id: 'T3JkZXI6Z3Vlc3Q=', token: '0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10' };
const MINE = { number: '8', id: 'T3JkZXI6bWluZQ==', token: '5d0c0f5e-3a0f-4a5e-9d7b-2f6f8c1e4b21' };
const session = { token: fakeJwt(300), refreshToken: 'refresh', csrfToken: 'csrf', user: sampleUser };

const entries = (...orders: (typeof GUEST)[]) =>
  Object.fromEntries(orders.flatMap((o) => [[o.number, o.token] as const, [o.id, o.token] as const]));

/** A store where a guest order was placed, then the customer logged in and their order was remembered. */
function storeWithGuestAndCustomerOrders() {
  const { store } = makeTestStore();
  store.dispatch(rememberOrder(GUEST));
  store.dispatch(loggedIn(session));
  store.dispatch(rememberOrder(MINE));
  expect(store.getState().orders.orderMapping).toEqual(entries(GUEST, MINE));
  return store;
}

beforeAll(() => import('../../../src/api/graphqlClient'), PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a session ending forgets its orders and keeps the guest ones', () => {
  it('on a logout (the user menu, and "Log out on every device" after the server confirms)', () => {
    const store = storeWithGuestAndCustomerOrders();
    store.dispatch(logout());
    expect(store.getState().orders).toMatchObject({ orderMapping: entries(GUEST), orderOwners: {} });
  });

  it('on an HTTP 401, which removes the session silently', async () => {
    mockGraphQL({ HeaderCategories: { status: 401, body: { errors: [{ message: 'Unauthorized' }] } } });
    const store = storeWithGuestAndCustomerOrders();
    await store.dispatch(catalogApi.endpoints.headerCategories.initiate({ first: 8, languageCode: 'EN' }));
    expect(store.getState().auth.token).toBeNull();
    expect(store.getState().orders.orderMapping).toEqual(entries(GUEST));
  });

  it('on a failed token refresh', async () => {
    mockGraphQL({
      TokenRefresh: {
        body: {
          data: {
            tokenRefresh: {
              token: null,
              user: null,
              errors: [{ field: 'refreshToken', message: 'Signature has expired' }],
            },
          },
        },
      },
    });
    const store = storeWithGuestAndCustomerOrders();
    await expect(store.dispatch(refreshSession())).resolves.toBe(false);
    expect(store.getState().orders.orderMapping).toEqual(entries(GUEST));
  });
});

describe('who an order belongs to', () => {
  const customer = (id: string) => ({ ...session, user: { ...sampleUser, id } });

  it('records the logged-in customer for an order remembered in their session, and no one for a guest', () => {
    const store = storeWithGuestAndCustomerOrders();
    expect(store.getState().orders.orderOwners).toEqual({ [MINE.token]: sampleUser.id });
  });

  it('keeps a guest order placed here as a guest one when the customer later lists or opens it', () => {
    const store = storeWithGuestAndCustomerOrders();
    store.dispatch(rememberOrder(GUEST));
    store.dispatch(logout());
    expect(store.getState().orders.orderMapping).toEqual(entries(GUEST));
  });

  it('forgets the previous customer’s orders when another logs in, and keeps them for the same one', () => {
    const state = [
      loggedIn(customer('VXNlcjox')),
      orderRemembered({ keys: [MINE.number, MINE.id], token: MINE.token, owner: 'VXNlcjox' }),
      loggedIn(customer('VXNlcjox')),
    ].reduce<OrdersState>(ordersReducer, undefined as never);
    expect(state.orderMapping).toEqual(entries(MINE));

    // A session replaced without a logout (another tab logged in as someone else, say).
    const next = ordersReducer(state, loggedIn(customer('VXNlcjoy')));
    expect(next).toEqual({ orderMapping: {}, orderOwners: {} });
  });

  it('a 401 with nobody logged in leaves every order', () => {
    const state = [
      orderRemembered({ keys: [GUEST.number, GUEST.id], token: GUEST.token }),
      httpUnauthorized(),
    ].reduce<OrdersState>(ordersReducer, undefined as never);
    expect(state.orderMapping).toEqual(entries(GUEST));
  });
});

describe('browser storage', () => {
  function bootstrapped(persistor: Persistor): Promise<void> {
    return new Promise((resolve) => {
      if (persistor.getState().bootstrapped) return resolve();
      persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
  }

  it('keeps orderMapping in the spec’s format, the owners under order-owners, and both after a logout', async () => {
    const { store, persistor } = makeTestStore({ persist: true });
    await bootstrapped(persistor!);
    store.dispatch(rememberOrder(GUEST));
    store.dispatch(loggedIn(session));
    store.dispatch(rememberOrder(MINE));
    await persistor!.flush();
    expect(JSON.parse(localStorage.getItem('orderMapping')!)).toEqual(entries(GUEST, MINE));
    expect(JSON.parse(localStorage.getItem('order-owners')!)).toEqual({ [MINE.token]: sampleUser.id });

    store.dispatch(logout());
    await persistor!.flush();
    expect(JSON.parse(localStorage.getItem('orderMapping')!)).toEqual(entries(GUEST));
    expect(JSON.parse(localStorage.getItem('order-owners')!)).toEqual({});
  });

  it('writes a logout to storage at once, so a reload right after it finds no session and no customer orders', async () => {
    const { store, persistor } = makeTestStore({ persist: true });
    await bootstrapped(persistor!);
    store.dispatch(rememberOrder(GUEST));
    store.dispatch(loggedIn(session));
    store.dispatch(rememberOrder(MINE));
    await persistor!.flush();
    expect(localStorage.getItem('auth-token')).toBe(session.token);

    store.dispatch(logout());
    // No flush and no timer tick: what a page loaded now would read.
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('refresh-token')).toBeNull();
    expect(JSON.parse(localStorage.getItem('orderMapping')!)).toEqual(entries(GUEST));
  });

  it('reads a mapping saved before owners were recorded: its orders count as a guest’s', async () => {
    localStorage.setItem('orderMapping', JSON.stringify(entries(GUEST)));
    const { store, persistor } = makeTestStore({ persist: true });
    await bootstrapped(persistor!);
    expect(store.getState().orders).toMatchObject({ orderMapping: entries(GUEST), orderOwners: {} });
    store.dispatch(loggedIn(session));
    store.dispatch(logout());
    expect(store.getState().orders.orderMapping).toEqual(entries(GUEST));
  });
});
