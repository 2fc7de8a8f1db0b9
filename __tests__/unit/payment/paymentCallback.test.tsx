import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { CheckoutCompleteMutation } from '../../../src/features/checkout/CheckoutComplete.generated';
import type { OrderByTokenQuery } from '../../../src/features/orders/Order.generated';
import type { TransactionProcessMutation } from '../../../src/features/payment/Payment.generated';
import { PaymentCallbackView } from '../../../src/features/payment/PaymentCallbackView';
import { checkoutIdFromToken, toGlobalId } from '../../../src/lib/globalId';
import { TOKEN as CHECKOUT_TOKEN } from '../../support/fixtures/checkout';
import { ORDER_TOKEN as TOKEN, orderWith as order, usd } from '../../support/fixtures/orders';
import { gqlData, mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// /payment-callback, where the provider's page sends the shopper back: the payment is processed, the
// checkout completed into its order (or the paid order looked up), and the order polled until its
// payment settles; authorised in full is its own outcome.

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

function openCallback(search: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/payment-callback?${search}`]}>
      <Routes>
        <Route path="/payment-callback" element={<PaymentCallbackView />} />
      </Routes>
    </MemoryRouter>,
  );
}
const forOrder = (id: string) => `order=${encodeURIComponent(id)}`;
const byToken = (found: ReturnType<typeof order> | null) =>
  gqlData<OrderByTokenQuery>({ orderByToken: found });

const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');
const processed = (type: 'CHARGE_SUCCESS' | 'CHARGE_FAILURE' | 'CHARGE_REQUEST', message = '') =>
  gqlData<TransactionProcessMutation>({
    transactionProcess: {
      data: null,
      transaction: null,
      transactionEvent: {
        id: 'ev-2',
        type,
        message,
        pspReference: 'psp-1',
        externalUrl: '',
        createdAt: '2026-11-25T09:00:00Z',
        amount: usd(17),
      },
      errors: [],
    },
  });

it('ends on full authorisation with its own words and chip, not as a received payment', async () => {
  const authorised = order({ authorizeStatus: 'FULL', totalAuthorized: usd(17) });
  mockGraphQL({ OrderByToken: { body: { data: { orderByToken: authorised } } } });
  openCallback(forOrder(authorised.id));
  expect(
    await screen.findByText(
      'Payment authorised. Your order #7 is confirmed; the shop will charge the amount later.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/Payment received/)).toBeNull();
  expect(screen.getByText('Authorised')).toBeVisible();
  expect(screen.queryByText('Unpaid')).toBeNull();
});

it('confirms a paid order, links to it and shows it', async () => {
  const paid = order({ isPaid: true, paymentStatus: 'FULLY_CHARGED', totalCharged: usd(17) });
  mockGraphQL({ OrderByToken: byToken(paid) });
  openCallback(forOrder(paid.id));
  expect(await screen.findByText('Payment received. Your order #7 is confirmed.')).toBeVisible();
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `/order-success?order=${TOKEN}`,
  );
  expect(screen.getByRole('heading', { name: 'Order #7' })).toBeVisible();
});

it('says a refused payment is not paid, and leads back to paying the order', async () => {
  const refused = order({ paymentStatus: 'REFUSED' });
  mockGraphQL({ OrderByToken: byToken(refused) });
  openCallback(forOrder(refused.id));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The payment was refused or cancelled. Your order is not paid.',
  );
  expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
    'href',
    `/payment?order=${encodeURIComponent(refused.id)}`,
  );
});

it('shows the checks while the payment is undecided, and stops when the shopper stops waiting', async () => {
  const unpaid = order({});
  mockGraphQL({ OrderByToken: byToken(unpaid) });
  openCallback(forOrder(unpaid.id));
  expect(await screen.findByText('Waiting for the payment to be confirmed (check 1 of 120)…')).toBeVisible();
  expect(screen.getByRole('progressbar', { name: 'Payment confirmation progress' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Stop waiting' }));
  expect(
    await screen.findByText('You stopped waiting. The payment may still go through: check your order later.'),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'View order' })).toHaveAttribute(
    'href',
    `/order-success?order=${TOKEN}`,
  );
  expect(screen.queryByRole('button', { name: 'Stop waiting' })).not.toBeInTheDocument();
});

it('processes the returned payment, completes the checkout, and confirms its order', async () => {
  const paid = order({ isPaid: true, paymentStatus: 'FULLY_CHARGED' });
  const api = mockGraphQL({
    TransactionProcess: processed('CHARGE_SUCCESS'),
    CheckoutComplete: gqlData<CheckoutCompleteMutation>({
      checkoutComplete: {
        confirmationNeeded: false,
        confirmationData: null,
        order: { ...paid, isPaid: true },
        errors: [],
      },
    }),
    OrderByToken: byToken(paid),
  });
  openCallback(
    `transaction=${encodeURIComponent(TRANSACTION)}&checkout=${encodeURIComponent(checkoutIdFromToken(CHECKOUT_TOKEN))}`,
  );
  expect(await screen.findByText('Payment received. Your order #7 is confirmed.')).toBeVisible();
  expect(api.named('TransactionProcess')[0].variables).toMatchObject({ id: TRANSACTION });
  expect(api.named('CheckoutComplete')[0].variables).toMatchObject({
    id: checkoutIdFromToken(CHECKOUT_TOKEN),
  });
});

it('says a declined payment failed, without completing the checkout, and leads back to the payment step', async () => {
  const api = mockGraphQL({ TransactionProcess: processed('CHARGE_FAILURE', 'Card declined') });
  openCallback(
    `transaction=${encodeURIComponent(TRANSACTION)}&checkout=${encodeURIComponent(checkoutIdFromToken(CHECKOUT_TOKEN))}`,
  );
  expect(await screen.findByText(/^Transaction processing failed/)).toBeVisible();
  // The provider's own words stay at hand, folded away (they are English whatever the shopper reads).
  expect(screen.getByText('Card declined').closest('details')).not.toHaveAttribute('open');
  expect(screen.getByRole('link', { name: 'Try paying again' })).toHaveAttribute(
    'href',
    '/checkout?step=payment',
  );
  expect(api.named('CheckoutComplete')).toHaveLength(0);
});

it('says the provider has not decided yet, and completes nothing', async () => {
  const api = mockGraphQL({ TransactionProcess: processed('CHARGE_REQUEST') });
  openCallback(
    `transaction=${encodeURIComponent(TRANSACTION)}&checkout=${encodeURIComponent(checkoutIdFromToken(CHECKOUT_TOKEN))}`,
  );
  expect(
    await screen.findByText('The payment provider has not decided yet. Try again in a moment.'),
  ).toBeVisible();
  expect(api.named('CheckoutComplete')).toHaveLength(0);
});

it('says the status could not be checked when the order cannot be found', async () => {
  mockGraphQL({ OrderByToken: byToken(null), OrderById: gqlData({ order: null }) });
  openCallback(forOrder(order({}).id));
  expect(await screen.findByRole('alert')).toHaveTextContent('The payment status could not be checked.');
  expect(screen.getByRole('button', { name: 'Check again' })).toBeVisible();
});
