import { waitFor } from '@testing-library/react';
import { register } from '../../../src/features/account/entry/entryFlows';
import { addToCart } from '../../../src/features/cart/addToCart';
import { checkoutBecameOrder, checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { reorderIntoCart } from '../../../src/features/orders/reorderIntoCart';
import { localeChanged } from '../../../src/features/locale/localeSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import { login } from '../../../src/features/auth/session';
import { fakeJwt, loggedInState } from '../../support/fixtures/session';
import { mockGraphQL } from '../../support/network';
import { makeTestStore } from '../../support/store';

// The shop writes its emails in the checkout's and the account's language: the storefront sends the
// shopper's language (Saleor's ZH_HANS for zh-CN, ZH_HANT for zh-TW, EN for en) when it makes a
// checkout or an account, and sends the new one when the shopper switches language.

const TOKEN = '22222222-2222-4222-8222-222222222222';
const CHECKOUT_ID = toGlobalId('Checkout', TOKEN);
const VARIANT = toGlobalId('ProductVariant', 7);

const created = {
  checkoutCreate: {
    checkout: {
      id: CHECKOUT_ID,
      token: TOKEN,
      quantity: 1,
      isShippingRequired: true,
      lines: [],
      subtotalPrice: { gross: { amount: 10, currency: 'USD' } },
      shippingPrice: { gross: { amount: 0, currency: 'USD' } },
      totalPrice: { gross: { amount: 10, currency: 'USD' } },
    },
    errors: [],
  },
};

function api() {
  return mockGraphQL({
    CartCreate: { body: { data: created } },
    AccountRegister: { body: { data: { accountRegister: { requiresConfirmation: true, errors: [] } } } },
    CheckoutLanguageCodeUpdate: {
      body: { data: { checkoutLanguageCodeUpdate: { checkout: { id: CHECKOUT_ID }, errors: [] } } },
    },
    AccountLanguageUpdate: { body: { data: { accountUpdate: { errors: [] } } } },
    CheckoutCreateFromOrder: {
      body: {
        data: {
          checkoutCreateFromOrder: {
            checkout: { id: CHECKOUT_ID, token: TOKEN, lines: [{ quantity: 1, variant: { id: VARIANT } }] },
            unavailableVariants: [],
            errors: [],
          },
        },
      },
    },
  });
}

/** A login's answer for an account kept in `languageCode`. */
const tokenCreated = (languageCode: string) => ({
  body: {
    data: {
      tokenCreate: {
        token: fakeJwt(300),
        refreshToken: 'refresh',
        csrfToken: 'csrf',
        user: {
          id: 'VXNlcjox',
          email: 'mei@example.com',
          firstName: '美玲',
          lastName: '林',
          isActive: true,
          languageCode,
        },
        errors: [],
      },
    },
  },
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a new checkout', () => {
  it.each([
    ['zh-TW', 'ZH_HANT'],
    ['zh-CN', 'ZH_HANS'],
    ['en', 'EN'],
  ] as const)('is made in the shopper’s language (%s → %s)', async (locale, languageCode) => {
    const { named } = api();
    const { store } = makeTestStore({ preloadedState: { locale: { locale } } });
    expect(await store.dispatch(addToCart(VARIANT, 1))).toEqual({ ok: true });
    expect(named('CartCreate')).toHaveLength(1);
    expect(named('CartCreate')[0].variables).toMatchObject({ languageCode });
  });
});

describe('"buy again"', () => {
  it('puts the checkout Saleor makes in English into the shopper’s language', async () => {
    const { named } = api();
    const { store } = makeTestStore({ preloadedState: { locale: { locale: 'zh-TW' } } });
    const order = toGlobalId('Order', '33333333-3333-4333-8333-333333333333');
    expect(await store.dispatch(reorderIntoCart(order))).toMatchObject({ ok: true, added: 1 });
    await waitFor(() => expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(1));
    expect(named('CheckoutLanguageCodeUpdate')[0].variables).toEqual({
      id: CHECKOUT_ID,
      languageCode: 'ZH_HANT',
    });
  });
});

describe('a new account', () => {
  it('is registered in the shopper’s language, so its confirmation email comes in it', async () => {
    const { named } = api();
    const { store } = makeTestStore();
    const registration = { email: 'mei@example.com', password: 'a-long-passphrase', firstName: '美玲' };
    await store.dispatch(register({ ...registration, lastName: '林', locale: 'zh-TW' }));
    await store.dispatch(register({ ...registration, lastName: '林', locale: 'zh-CN' }));
    await store.dispatch(register({ ...registration, lastName: '林', locale: 'fr' }));
    expect(
      named('AccountRegister').map((r) => (r.variables.input as { languageCode: string }).languageCode),
    ).toEqual(['ZH_HANT', 'ZH_HANS', 'EN']);
  });
});

describe('switching language', () => {
  it('sets the stored checkout’s language to the new one, once per actual change', async () => {
    const { named } = api();
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(TOKEN));
    store.dispatch(localeChanged('en')); // the language it already is: nothing to send
    store.dispatch(localeChanged('zh-TW'));
    await waitFor(() => expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(1));
    expect(named('CheckoutLanguageCodeUpdate')[0].variables).toEqual({
      id: CHECKOUT_ID,
      languageCode: 'ZH_HANT',
    });
    store.dispatch(localeChanged('zh-CN'));
    await waitFor(() => expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(2));
    expect(named('CheckoutLanguageCodeUpdate')[1].variables).toMatchObject({ languageCode: 'ZH_HANS' });
    // A guest without an account sends no account update.
    expect(named('AccountLanguageUpdate')).toHaveLength(0);
  });

  it('after quick switches, sends the language the shopper ends on, one request at a time', async () => {
    const { named } = api();
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(TOKEN));
    store.dispatch(localeChanged('zh-TW'));
    store.dispatch(localeChanged('zh-CN'));
    await waitFor(() => expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(2));
    // Each request leaves with the language chosen by then, so no order of the server's can end on
    // the earlier choice.
    expect(named('CheckoutLanguageCodeUpdate').map((request) => request.variables.languageCode)).toEqual([
      'ZH_HANS',
      'ZH_HANS',
    ]);
  });

  it('sends nothing for a checkout that has already become an order', async () => {
    const { named } = api();
    const { store } = makeTestStore({ preloadedState: loggedInState as never });
    store.dispatch(checkoutTokenSet(TOKEN));
    store.dispatch(checkoutBecameOrder(TOKEN));
    store.dispatch(localeChanged('zh-TW'));
    // The account's update shows the listeners have run; the spent checkout was left alone.
    await waitFor(() => expect(named('AccountLanguageUpdate')).toHaveLength(1));
    expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(0);
  });

  it('sets a logged-in shopper’s account language, the language of the account’s emails', async () => {
    const { named } = api();
    const { store } = makeTestStore({ preloadedState: loggedInState as never });
    store.dispatch(localeChanged('zh-CN'));
    await waitFor(() => expect(named('AccountLanguageUpdate')).toHaveLength(1));
    expect(named('AccountLanguageUpdate')[0].variables).toEqual({ languageCode: 'ZH_HANS' });
    expect(named('AccountLanguageUpdate')[0].headers.get('authorization')).toBe('Bearer jwt');
    // No cart: no checkout to update.
    expect(named('CheckoutLanguageCodeUpdate')).toHaveLength(0);
  });

  it('at a login, gives an account kept in another language the one the shopper reads now', async () => {
    const { named } = mockGraphQL({
      TokenCreate: tokenCreated('EN'),
      AccountLanguageUpdate: { body: { data: { accountUpdate: { errors: [] } } } },
    });
    const { store } = makeTestStore({ preloadedState: { locale: { locale: 'zh-TW' } } });
    expect(await store.dispatch(login('mei@example.com', 'a-long-passphrase'))).toEqual({ ok: true });
    await waitFor(() => expect(named('AccountLanguageUpdate')).toHaveLength(1));
    expect(named('AccountLanguageUpdate')[0].variables).toEqual({ languageCode: 'ZH_HANT' });
  });

  it('at a login, leaves an account already in the shopper’s language alone', async () => {
    const { named } = mockGraphQL({
      TokenCreate: tokenCreated('EN'),
      AccountLanguageUpdate: { body: { data: { accountUpdate: { errors: [] } } } },
    });
    const { store } = makeTestStore();
    expect(await store.dispatch(login('a@example.com', 'a-long-passphrase'))).toEqual({ ok: true });
    // A later switch is what sends the first update.
    store.dispatch(localeChanged('zh-CN'));
    await waitFor(() => expect(named('AccountLanguageUpdate')).toHaveLength(1));
    expect(named('AccountLanguageUpdate')[0].variables).toEqual({ languageCode: 'ZH_HANS' });
  });
});
