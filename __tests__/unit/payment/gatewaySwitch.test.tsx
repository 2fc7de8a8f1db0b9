import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PaymentPanel } from '../../../src/features/payment/PaymentPanel';
import { checkoutIdFromToken, toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// After a failed payment, switching gateway clears the old gateway's error and its retry: left on
// screen, they would say the new choice had failed too.

const TOKEN = '66666666-6666-4666-8666-666666666666';
const CHECKOUT_ID = checkoutIdFromToken(TOKEN);
const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');

const gateways = {
  body: {
    data: {
      checkout: {
        id: CHECKOUT_ID,
        totalPrice: { gross: { amount: 57, currency: 'USD' } },
        availablePaymentGateways: [
          { id: 'saleor.io.dummy-payment-app', name: 'Dummy Payment App', currencies: ['USD'], config: [] },
          { id: 'mirumee.payments.dummy', name: 'Dummy', currencies: ['USD'], config: [] },
        ],
      },
    },
  },
};

const declined = {
  body: {
    data: {
      transactionInitialize: {
        transaction: { id: TRANSACTION },
        transactionEvent: {
          id: 'ev',
          type: 'CHARGE_FAILURE',
          message: 'Declined by the test app',
          pspReference: '',
          externalUrl: '',
          createdAt: '',
          amount: { amount: 57, currency: 'USD' },
        },
        data: null,
        errors: [],
      },
    },
  },
};

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function openPanel() {
  return renderWithProviders(
    <MemoryRouter>
      <PaymentPanel
        target={{ kind: 'checkout', token: TOKEN, id: CHECKOUT_ID, amount: 57, name: 'Order: Lamp' }}
        total={{ amount: 57, currency: 'USD' }}
        onPaid={() => undefined}
      />
    </MemoryRouter>,
  );
}

it.each([
  ['a declined payment', declined, false],
  [
    'a server failure with its retry',
    { status: 500, body: { errors: [{ message: 'Internal Server Error' }] } },
    true,
  ],
])('%s goes when the shopper chooses another gateway', async (_name, answer, retryable) => {
  mockGraphQL({ CheckoutPaymentGateways: gateways, TransactionInitialize: answer });
  openPanel();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: 'Fail the payment' }));
  await user.click(screen.getByRole('button', { name: 'Pay $57.00' }));
  expect(await screen.findByRole('alert')).toBeVisible();
  if (retryable) expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();

  await user.click(screen.getByRole('radio', { name: 'Dummy' }));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  expect(screen.getByRole('radio', { name: 'Charge the payment' })).toBeChecked();

  // Back to the first gateway: its old failure does not come back either.
  await user.click(screen.getByRole('radio', { name: 'Dummy Payment App' }));
  expect(screen.queryByRole('alert')).toBeNull();
});
