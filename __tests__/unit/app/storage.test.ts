import type { Persistor } from 'redux-persist';
import { makeTestStore } from '../../support/store';
import { loggedIn, loggedOut } from '../../../src/features/auth/authSlice';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { orderRemembered } from '../../../src/features/orders/ordersSlice';
import {
  selectOpenTransactionId,
  transactionRecorded,
  transactionRefused,
} from '../../../src/features/payment/paymentSlice';
import { wishlistItemAdded } from '../../../src/features/wishlist/wishlistSlice';

const user = { id: 'VXNlcjox', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

async function persistedStore() {
  const { store, persistor } = makeTestStore({ persist: true });
  await bootstrapped(persistor!);
  return { store, persistor: persistor! };
}

beforeEach(() => localStorage.clear());

describe('browser storage mapping', () => {
  it('writes each persisted value under its own key', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(loggedIn({ token: 'access', refreshToken: 'refresh', csrfToken: 'csrf', user }));
    store.dispatch(checkoutTokenSet('0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10'));
    store.dispatch(orderRemembered({ keys: ['42', 'T3JkZXI6MQ=='], token: 'order-token' }));
    store.dispatch(
      transactionRecorded({ ownerId: 'T3JkZXI6MQ==', transactionId: 'VHJhbnNhY3Rpb25JdGVtOjE=' }),
    );
    store.dispatch(
      wishlistItemAdded({
        productId: 'UHJvZHVjdDox',
        slug: 'tee',
        name: 'Tee',
        thumbnailUrl: null,
        chosenVariantId: null,
        addedAt: '2026-01-01T00:00:00Z',
      }),
    );
    await persistor.flush();

    expect(localStorage.getItem('auth-token')).toBe('access');
    expect(localStorage.getItem('refresh-token')).toBe('refresh');
    expect(localStorage.getItem('csrf-token')).toBe('csrf');
    expect(JSON.parse(localStorage.getItem('user')!)).toEqual(user);
    expect(localStorage.getItem('checkout-token')).toBe('0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10');
    expect(JSON.parse(localStorage.getItem('orderMapping')!)).toEqual({
      '42': 'order-token',
      'T3JkZXI6MQ==': 'order-token',
    });
    expect(JSON.parse(localStorage.getItem('transaction-ids')!)).toEqual({
      'T3JkZXI6MQ==': ['VHJhbnNhY3Rpb25JdGVtOjE='],
    });
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toHaveLength(1);
    expect(Object.keys(localStorage).some((key) => key.startsWith('persist:'))).toBe(false);
  });

  it('restores the state from those keys on a reload', async () => {
    localStorage.setItem('auth-token', 'access');
    localStorage.setItem('refresh-token', 'refresh');
    localStorage.setItem('user', JSON.stringify(user));
    localStorage.setItem('checkout-token', 'cart');
    localStorage.setItem('orderMapping', JSON.stringify({ '7': 'tok' }));
    localStorage.setItem('color-mode', 'dark');

    const { store } = await persistedStore();
    const state = store.getState();
    expect(state.auth).toMatchObject({ token: 'access', refreshToken: 'refresh', user });
    expect(state.checkout.token).toBe('cart');
    expect(state.orders.orderMapping).toEqual({ '7': 'tok' });
    expect(state.colourMode.preference).toBe('dark');
  });

  it('keeps the transactions the provider refused across a reload, so they do not count as open again', async () => {
    const first = await persistedStore();
    const checkoutId = 'Q2hlY2tvdXQ6MQ==';
    first.store.dispatch(transactionRecorded({ ownerId: checkoutId, transactionId: 'T1' }));
    first.store.dispatch(transactionRecorded({ ownerId: checkoutId, transactionId: 'T2' }));
    first.store.dispatch(transactionRefused('T2'));
    await first.persistor.flush();
    expect(JSON.parse(localStorage.getItem('payment-refused-transaction-ids')!)).toEqual(['T2']);

    // A new page: the refused T2 is still known, so the open one is T1.
    const { store } = await persistedStore();
    expect(store.getState().payment.refusedTransactionIds).toEqual(['T2']);
    expect(selectOpenTransactionId(store.getState(), checkoutId)).toBe('T1');
  });

  it('drops a damaged entry instead of failing', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('auth-token', 'access');
    const { store } = await persistedStore();
    expect(store.getState().auth).toMatchObject({ token: 'access', user: null });
  });

  it('logout removes the tokens, the user and the checkout token', async () => {
    const { store, persistor } = await persistedStore();
    store.dispatch(loggedIn({ token: 'access', refreshToken: 'refresh', csrfToken: 'csrf', user }));
    store.dispatch(checkoutTokenSet('cart'));
    await persistor.flush();
    store.dispatch(loggedOut());
    await persistor.flush();
    for (const key of ['auth-token', 'refresh-token', 'csrf-token', 'user', 'checkout-token'])
      expect(localStorage.getItem(key)).toBeNull();
  });

  it('keeps no function or class instance in state (DevTools time travel)', async () => {
    const { store } = await persistedStore();
    store.dispatch(loggedIn({ token: 'access', refreshToken: 'refresh', csrfToken: 'csrf', user }));
    const state = store.getState();
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
