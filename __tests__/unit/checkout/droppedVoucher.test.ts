import type { CheckoutShippingMethodUpdateMutation } from '../../../src/features/checkout/Checkout.generated';
import { checkoutDetailsApi } from '../../../src/features/checkout/checkoutDetailsApi';
import { checkoutStepsApi } from '../../../src/features/checkout/checkoutStepsApi';
import { voucherDropped, voucherReplaced } from '../../../src/features/checkout/droppedVoucher';
import { checkoutWith, money, standardShipping, taxed } from '../../support/fixtures/checkout';
import { gqlData, mockGraphQL } from '../../support/network';
import { makeTestStore } from '../../support/store';

// A checkout step can leave the voucher's conditions unmet (FREESHIP and a country it does not cover,
// a delivery method under a minimum): Saleor drops it with no error, and the shopper is told.

const withCode = checkoutWith({ voucherCode: 'FREESHIP', discount: money(5), totalPrice: taxed(19) });
const shipped = { shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null } };

function storeWithCachedCheckout() {
  const { store } = makeTestStore({ preloadedState: { checkout: { token: withCode.token } } });
  void store.dispatch(
    checkoutDetailsApi.util.upsertQueryEntries([
      {
        endpointName: 'checkoutDetails',
        arg: { id: withCode.id, languageCode: 'EN' },
        value: { checkout: withCode },
      },
    ]),
  );
  return store;
}

const answer = (checkout: typeof withCode) =>
  gqlData<CheckoutShippingMethodUpdateMutation>({
    checkoutShippingMethodUpdate: {
      checkout: { ...checkout, availablePaymentGateways: [] },
      errors: [],
    },
  });

const toasts = (store: ReturnType<typeof storeWithCachedCheckout>) =>
  store.getState().toasts.items.map((item) => item.message);

it('says the code no longer applies when a step answers without it', async () => {
  mockGraphQL({
    CheckoutShippingMethodUpdate: answer({
      ...withCode,
      ...shipped,
      voucherCode: null,
      discount: money(0),
      totalPrice: taxed(24),
    }),
  });
  const store = storeWithCachedCheckout();
  await store.dispatch(
    checkoutStepsApi.endpoints.checkoutShippingMethodUpdate.initiate({
      id: withCode.id,
      shippingMethodId: standardShipping.id,
    }),
  );
  await Promise.resolve();
  expect(toasts(store)).toEqual([
    expect.objectContaining({
      defaultMessage: 'The code {code} no longer applies to your cart.',
      values: { code: 'FREESHIP' },
    }),
  ]);
  // The step's answer is the page's checkout now: everything else of it stays.
  const cached = checkoutDetailsApi.endpoints.checkoutDetails.select({ id: withCode.id, languageCode: 'EN' })(
    store.getState(),
  );
  expect(cached.data?.checkout?.shippingMethod?.id).toBe(standardShipping.id);
});

it('says nothing when the code is still there', async () => {
  mockGraphQL({ CheckoutShippingMethodUpdate: answer({ ...withCode, ...shipped }) });
  const store = storeWithCachedCheckout();
  await store.dispatch(
    checkoutStepsApi.endpoints.checkoutShippingMethodUpdate.initiate({
      id: withCode.id,
      shippingMethodId: standardShipping.id,
    }),
  );
  await Promise.resolve();
  expect(toasts(store)).toEqual([]);
});

it('a code replaced by another is told apart from a code dropped, and a code kept is neither', () => {
  expect(voucherReplaced('WELCOME10', { voucherCode: 'SAVE5' })).toBe(true);
  expect(voucherDropped('WELCOME10', { voucherCode: 'SAVE5' })).toBe(false);
  expect(voucherReplaced('WELCOME10', { voucherCode: null })).toBe(false);
  expect(voucherReplaced('WELCOME10', { voucherCode: 'WELCOME10' })).toBe(false);
  expect(voucherReplaced(null, { voucherCode: 'SAVE5' })).toBe(false);
});
