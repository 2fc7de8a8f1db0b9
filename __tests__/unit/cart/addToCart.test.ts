import { makeTestStore as makeShopStore, testConfig } from '../../support/store';

/** The test shop, selling in its eu-shop channel. */
const makeTestStore = (options: Parameters<typeof makeShopStore>[0] = {}) =>
  makeShopStore({ config: testConfig({ channel: 'eu-shop' }), ...options });
import { addToCart } from '../../../src/features/cart/addToCart';
import { cartApi } from '../../../src/features/cart/cartApi';
import { checkoutDetailsApi as checkoutApi } from '../../../src/features/checkout/checkoutDetailsApi';
import { createIntl } from 'react-intl';
import { cartFailureText, cartMessages } from '../../../src/features/cart/cartFailures';
import en from '../../../i18n/en.json';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockFetch } from '../../support/network';

const format = createIntl({ locale: 'en', messages: en }).formatMessage;

// Adding to the cart against a mocked API: each test scripts the answers per operation name and
// reads back what was sent.

const OLD_TOKEN = '11111111-1111-4111-8111-111111111111';
const NEW_TOKEN = '22222222-2222-4222-8222-222222222222';
const VARIANT = toGlobalId('ProductVariant', 7);

const checkout = (token: string) => ({
  id: toGlobalId('Checkout', token),
  token,
  quantity: 1,
  isShippingRequired: true,
  lines: [],
  subtotalPrice: { gross: { amount: 10, currency: 'USD' } },
  shippingPrice: { gross: { amount: 0, currency: 'USD' } },
  totalPrice: { gross: { amount: 10, currency: 'USD' } },
});

let sent: { operationName: string; variables: Record<string, unknown> }[];
function answerWith(answers: Record<string, unknown>) {
  sent = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    sent.push(body);
    const answer = answers[body.operationName];
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify({ data: answer }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('adding to the cart', () => {
  it('puts the answer where the cart page, the header and the checkout page read it: none asks again', async () => {
    answerWith({ CartCreate: { checkoutCreate: { checkout: checkout(NEW_TOKEN), errors: [] } } });
    const { store } = makeTestStore();
    await store.dispatch(addToCart(VARIANT, 1));
    const id = toGlobalId('Checkout', NEW_TOKEN);
    const cart = await store.dispatch(cartApi.endpoints.cartCheckout.initiate({ id, languageCode: 'EN' }));
    const summary = await store.dispatch(checkoutApi.endpoints.checkoutSummary.initiate({ id }));
    const details = await store.dispatch(
      checkoutApi.endpoints.checkoutDetails.initiate({ id, languageCode: 'EN' }),
    );
    expect(sent.map((request) => request.operationName)).toEqual(['CartCreate']);
    expect(cart.data?.checkout?.token).toBe(NEW_TOKEN);
    expect(summary.data?.checkout).toEqual({ id, token: NEW_TOKEN, quantity: 1 });
    expect(details.data?.checkout?.totalPrice.gross.amount).toBe(10);
  });

  it('creates a checkout in the configured channel when there is none, and keeps its token', async () => {
    answerWith({ CartCreate: { checkoutCreate: { checkout: checkout(NEW_TOKEN), errors: [] } } });
    const { store } = makeTestStore();
    expect(await store.dispatch(addToCart(`${VARIANT}-from-a-feed`, 2))).toEqual({ ok: true });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      operationName: 'CartCreate',
      variables: { channel: 'eu-shop', lines: [{ variantId: VARIANT, quantity: 2 }] },
    });
    expect(store.getState().checkout.token).toBe(NEW_TOKEN);
  });

  it('adds to the stored checkout', async () => {
    answerWith({ CartLinesAdd: { checkoutLinesAdd: { checkout: checkout(OLD_TOKEN), errors: [] } } });
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(OLD_TOKEN));
    expect(await store.dispatch(addToCart(VARIANT, 1))).toEqual({ ok: true });
    expect(sent.map((s) => s.operationName)).toEqual(['CartLinesAdd']);
    expect(sent[0].variables.id).toBe(toGlobalId('Checkout', OLD_TOKEN));
  });

  it('drops a checkout the server no longer knows and starts a new one with the same item', async () => {
    answerWith({
      CartLinesAdd: {
        checkoutLinesAdd: {
          checkout: null,
          errors: [
            { field: 'id', message: "Couldn't resolve to a node: x", code: 'NOT_FOUND', variants: null },
          ],
        },
      },
      CartCreate: { checkoutCreate: { checkout: checkout(NEW_TOKEN), errors: [] } },
    });
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(OLD_TOKEN));
    expect(await store.dispatch(addToCart(VARIANT, 3))).toEqual({ ok: true });
    expect(sent.map((s) => s.operationName)).toEqual(['CartLinesAdd', 'CartCreate']);
    expect(sent[1].variables.lines).toEqual([{ variantId: VARIANT, quantity: 3 }]);
    expect(store.getState().checkout.token).toBe(NEW_TOKEN);
  });

  it('turns INSUFFICIENT_STOCK with "Only 0 remaining" into the out-of-stock text and keeps the cart', async () => {
    answerWith({
      CartLinesAdd: {
        checkoutLinesAdd: {
          checkout: null,
          errors: [
            {
              field: 'quantity',
              message: 'Could not add items MUG-1. Only 0 remaining in stock.',
              code: 'INSUFFICIENT_STOCK',
              variants: [VARIANT],
            },
          ],
        },
      },
    });
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(OLD_TOKEN));
    const result = await store.dispatch(addToCart(VARIANT, 1));
    expect(result).toMatchObject({ ok: false, failure: { values: { quantity: 0 } } });
    expect(!result.ok && cartFailureText(result.failure, format)).toBe('Sorry, this item is out of stock.');
    expect(store.getState().checkout.token).toBe(OLD_TOKEN);
  });

  it("says the server's code in our words (its own in the details), or the default text when the request itself fails", async () => {
    answerWith({
      CartLinesAdd: {
        checkoutLinesAdd: {
          checkout: null,
          errors: [
            {
              field: 'quantity',
              message: 'Could not add items MUG-1. Only 2 remaining in stock.',
              code: 'INSUFFICIENT_STOCK',
              variants: null,
            },
          ],
        },
      },
    });
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(OLD_TOKEN));
    const refused = await store.dispatch(addToCart(VARIANT, 5));
    expect(refused).toMatchObject({
      ok: false,
      failure: { details: 'Could not add items MUG-1. Only 2 remaining in stock.' },
    });
    expect(!refused.ok && cartFailureText(refused.failure, format)).toBe('Only 2 are left in stock.');
    answerWith({ CartCreate: new TypeError('Failed to fetch') });
    const fresh = makeTestStore().store;
    expect(await fresh.dispatch(addToCart(VARIANT, 1))).toEqual({
      ok: false,
      failure: { descriptor: cartMessages.createFailed, details: null },
    });
    expect(fresh.getState().checkout.token).toBeNull();
  });
});

describe('the cart in several languages', () => {
  it('after a change in one language, the copy cached in another is asked for again, not shown out of date', async () => {
    const id = toGlobalId('Checkout', OLD_TOKEN);
    const twoItems = { ...checkout(OLD_TOKEN), quantity: 2 };
    const answers: Record<string, unknown> = {
      CartCheckout: { checkout: checkout(OLD_TOKEN) },
      CartLinesAdd: { checkoutLinesAdd: { checkout: twoItems, errors: [] } },
    };
    answerWith(answers);
    const { store } = makeTestStore();
    store.dispatch(checkoutTokenSet(OLD_TOKEN));
    // The cart seen in Simplified Chinese, then the page switched to English (no page shows it now).
    const chinese = store.dispatch(cartApi.endpoints.cartCheckout.initiate({ id, languageCode: 'ZH_HANS' }));
    await chinese;
    chinese.unsubscribe();
    expect(await store.dispatch(addToCart(VARIANT, 1))).toEqual({ ok: true });
    answers.CartCheckout = { checkout: twoItems };
    // Back in Chinese within the freshness window: the cart after the change, fetched again.
    const back = await store.dispatch(
      cartApi.endpoints.cartCheckout.initiate({ id, languageCode: 'ZH_HANS' }),
    );
    expect(sent.map((request) => request.operationName)).toEqual([
      'CartCheckout',
      'CartLinesAdd',
      'CartCheckout',
    ]);
    expect(back.data?.checkout?.quantity).toBe(2);
  });
});
