import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkoutMessages } from '../../../src/features/checkout/checkoutMessages';
import { LEGACY_DUMMY } from '../../../src/lib/payment/gatewayKinds';
import { type Answer, mockGraphQL } from '../../support/network';
import { address, checkoutWith, standardShipping } from '../../support/fixtures/checkout';
import { renderCheckoutPage } from '../../support/checkoutPage';
import {
  describeTranslations,
  expectNoTransportWords,
  NO_ANSWER,
  PRELOAD_TIMEOUT_MS,
  preloadLazyParts,
  silentRefusals,
} from '../../support/defaultErrorCases';

// Completing the checkout after paying: with no message of the server's own the shopper reads "Failed to
// complete checkout", an empty answer and an answer without an order have their own texts, and a message of
// the server's follows the "checkout failed" prefix.

const ready = checkoutWith({
  email: 'ada@example.com',
  shippingAddress: address,
  billingAddress: address,
  shippingMethod: { id: standardShipping.id, name: standardShipping.name, translation: null },
});

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

/** Pays with the legacy dummy gateway ("charged"), which the server takes: completion follows. */
async function payAndComplete(completion: Answer) {
  const api = mockGraphQL({
    CheckoutDetails: { body: { data: { checkout: ready } } },
    CheckoutPaymentGateways: {
      body: {
        data: {
          checkout: {
            id: ready.id,
            totalPrice: ready.totalPrice,
            availablePaymentGateways: [{ id: LEGACY_DUMMY, name: 'Dummy', currencies: ['USD'], config: [] }],
          },
        },
      },
    },
    CheckoutPaymentCreate: {
      body: {
        data: {
          checkoutPaymentCreate: {
            payment: { id: 'UGF5bWVudDox', isActive: true, chargeStatus: 'NOT_CHARGED' },
            errors: [],
          },
        },
      },
    },
    CheckoutComplete: completion,
  });
  renderCheckoutPage('payment');
  await userEvent.click(await screen.findByRole('button', { name: /^Pay / }));
  return api;
}

const completeAnswer = (checkoutComplete: Record<string, unknown>): Answer => ({
  body: {
    data: {
      checkoutComplete: {
        order: null,
        confirmationNeeded: false,
        confirmationData: null,
        errors: [],
        ...checkoutComplete,
      },
    },
  },
});

it.each([...NO_ANSWER, ...silentRefusals('checkoutComplete')])(
  'says "Failed to complete checkout" after %s',
  async (_, failure) => {
    const api = await payAndComplete(failure);
    expect(await screen.findByText('Failed to complete checkout')).toBeInTheDocument();
    expectNoTransportWords();
    expect(api.named('CheckoutComplete')).toHaveLength(1);
  },
);

it("says the server's code in the shopper's words, its own words only in the folded details", async () => {
  await payAndComplete(
    completeAnswer({ errors: [{ field: null, message: 'Insufficient stock.', code: 'INSUFFICIENT_STOCK' }] }),
  );
  expect(await screen.findByText('There is not enough stock of this item.')).toBeInTheDocument();
  expect(screen.queryByText('Failed to complete checkout')).not.toBeInTheDocument();
  const details = screen.getByText('Insufficient stock.');
  expect(details).toHaveAttribute('lang', 'en');
  expect(details.closest('details')).not.toHaveAttribute('open');
});

it('says "Checkout response is empty" when the server answers nothing about the checkout', async () => {
  await payAndComplete({ body: { data: { checkoutComplete: null } } });
  expect(await screen.findByText('Checkout response is empty')).toBeInTheDocument();
});

it('says "Checkout finished but no order returned" when the answer has no order', async () => {
  await payAndComplete(completeAnswer({}));
  expect(await screen.findByText('Checkout finished but no order returned')).toBeInTheDocument();
});

describeTranslations([
  checkoutMessages.completeFailed,
  checkoutMessages.emptyResponse,
  checkoutMessages.noOrder,
]);
