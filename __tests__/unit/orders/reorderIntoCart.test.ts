import { makeTestStore as makeShopStore, testConfig } from '../../support/store';

/** The test shop, selling in its eu-shop channel. */
const makeTestStore = (options: Parameters<typeof makeShopStore>[0] = {}) =>
  makeShopStore({ config: testConfig({ channel: 'eu-shop' }), ...options });
import { checkoutTokenSet, selectCheckoutToken } from '../../../src/features/checkout/checkoutSlice';
import { reorderIntoCart } from '../../../src/features/orders/reorderIntoCart';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockFetch } from '../../support/network';

// "Buy again" against a mocked API: each test scripts the answers per operation name and reads back
// what was sent and which cart the shopper ends with.

const CART_TOKEN = '11111111-1111-4111-8111-111111111111';
const SCRATCH_TOKEN = '22222222-2222-4222-8222-222222222222';
const ORDER_ID = toGlobalId('Order', '33333333-3333-4333-8333-333333333333');
const MUG = toGlobalId('ProductVariant', 7);
const SOLD_OUT = {
  message: 'Insufficient stock for the variant: only 0 left.',
  code: 'INSUFFICIENT_STOCK',
  variantId: toGlobalId('ProductVariant', 9),
  lineId: toGlobalId('OrderLine', 2),
};
const fromOrder = (lines: { quantity: number; variant: { id: string } }[]) => ({
  checkoutCreateFromOrder: {
    checkout: { id: toGlobalId('Checkout', SCRATCH_TOKEN), token: SCRATCH_TOKEN, lines },
    unavailableVariants: [SOLD_OUT],
    errors: [],
  },
});
const linesAdded = (errors: unknown[] = []) => ({ checkoutLinesAdd: { checkout: null, errors } });

let sent: { operationName: string; variables: Record<string, unknown> }[];
function answerWith(answers: Record<string, unknown>) {
  sent = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    sent.push(body);
    return new Response(JSON.stringify({ data: answers[body.operationName] }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

function storeWithCart(token: string | null) {
  const { store } = makeTestStore();
  if (token) store.dispatch(checkoutTokenSet(token));
  return store;
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('buying an order again', () => {
  it("adds the order's available lines to the cart under way and reports the unavailable ones", async () => {
    answerWith({
      CheckoutCreateFromOrder: fromOrder([{ quantity: 2, variant: { id: MUG } }]),
      CartLinesAdd: linesAdded(),
    });
    const store = storeWithCart(CART_TOKEN);
    expect(await store.dispatch(reorderIntoCart(ORDER_ID))).toEqual({
      ok: true,
      added: 1,
      unavailable: [SOLD_OUT],
    });
    expect(sent.map((s) => s.operationName)).toEqual(['CheckoutCreateFromOrder', 'CartLinesAdd']);
    expect(sent[1].variables).toEqual({
      id: toGlobalId('Checkout', CART_TOKEN),
      lines: [{ variantId: MUG, quantity: 2 }],
      languageCode: 'EN',
    });
    expect(selectCheckoutToken(store.getState())).toBe(CART_TOKEN);
  });

  it('makes the new checkout the cart when there is none', async () => {
    answerWith({ CheckoutCreateFromOrder: fromOrder([{ quantity: 1, variant: { id: MUG } }]) });
    const store = storeWithCart(null);
    expect(await store.dispatch(reorderIntoCart(ORDER_ID))).toMatchObject({ ok: true, added: 1 });
    expect(sent.map((s) => s.operationName)).toEqual(['CheckoutCreateFromOrder']);
    expect(selectCheckoutToken(store.getState())).toBe(SCRATCH_TOKEN);
  });

  it('makes the new checkout the cart when the server no longer knows the stored one', async () => {
    answerWith({
      CheckoutCreateFromOrder: fromOrder([{ quantity: 1, variant: { id: MUG } }]),
      CartLinesAdd: linesAdded([{ field: 'id', message: "Couldn't resolve to a node", code: 'NOT_FOUND' }]),
    });
    const store = storeWithCart(CART_TOKEN);
    expect(await store.dispatch(reorderIntoCart(ORDER_ID))).toMatchObject({ ok: true, added: 1 });
    expect(selectCheckoutToken(store.getState())).toBe(SCRATCH_TOKEN);
  });

  it('leaves the cart as it was when nothing of the order can be bought any more', async () => {
    answerWith({ CheckoutCreateFromOrder: fromOrder([]) });
    const store = storeWithCart(CART_TOKEN);
    expect(await store.dispatch(reorderIntoCart(ORDER_ID))).toEqual({
      ok: true,
      added: 0,
      unavailable: [SOLD_OUT],
    });
    expect(sent.map((s) => s.operationName)).toEqual(['CheckoutCreateFromOrder']);
    expect(selectCheckoutToken(store.getState())).toBe(CART_TOKEN);
  });

  it("keeps the cart and says why when the order's lines cannot be added to it", async () => {
    answerWith({
      CheckoutCreateFromOrder: fromOrder([{ quantity: 5, variant: { id: MUG } }]),
      CartLinesAdd: linesAdded([
        { field: 'quantity', message: 'Only 0 remaining in stock.', code: 'INSUFFICIENT_STOCK' },
      ]),
    });
    const store = storeWithCart(CART_TOKEN);
    expect(await store.dispatch(reorderIntoCart(ORDER_ID))).toEqual({
      ok: false,
      failure: {
        descriptor: expect.objectContaining({ defaultMessage: expect.stringContaining('out of stock') }),
        values: { quantity: 0 },
        details: 'Only 0 remaining in stock.',
      },
    });
    expect(selectCheckoutToken(store.getState())).toBe(CART_TOKEN);
  });
});
