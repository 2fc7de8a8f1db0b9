import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OrderDetailsFragment } from '../../../src/features/orders/Order.generated';
import { PaymentCallbackView } from '../../../src/features/payment/PaymentCallbackView';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../auth/gqlMock';
import { renderWithProviders, useTestConfig } from '../testUtils';

// /payment-callback polls the order it came back for; authorised in full is its own outcome.

const TOKEN = '77777777-7777-4777-8777-777777777777';
const usd = (amount: number) => ({ amount, currency: 'USD' });

const order = (over: Partial<OrderDetailsFragment>): OrderDetailsFragment => ({
  id: toGlobalId('Order', TOKEN),
  token: TOKEN,
  number: '7',
  created: '2026-11-25T09:00:00Z',
  status: 'UNFULFILLED',
  paymentStatus: 'NOT_CHARGED',
  chargeStatus: 'NONE',
  authorizeStatus: 'NONE',
  isPaid: false,
  userEmail: 'guest@example.com',
  isShippingRequired: false,
  shippingMethodName: null,
  lines: [],
  subtotal: { gross: usd(17) },
  shippingPrice: { gross: usd(0) },
  total: { gross: usd(17) },
  totalAuthorized: usd(0),
  totalCharged: usd(0),
  shippingAddress: null,
  billingAddress: null,
  metadata: [],
  ...over,
});

beforeAll(useTestConfig);

it('ends on full authorisation with its own words and chip, not as a received payment', async () => {
  const authorised = order({ authorizeStatus: 'FULL', totalAuthorized: usd(17) });
  mockGraphQL({ OrderByToken: { body: { data: { orderByToken: authorised } } } });
  renderWithProviders(
    <MemoryRouter initialEntries={[`/payment-callback?order=${encodeURIComponent(authorised.id)}`]}>
      <Routes>
        <Route path="/payment-callback" element={<PaymentCallbackView />} />
      </Routes>
    </MemoryRouter>,
  );
  expect(
    await screen.findByText(
      'Payment authorised. Your order #7 is confirmed; the shop will charge the amount later.',
    ),
  ).toBeVisible();
  expect(screen.queryByText(/Payment received/)).toBeNull();
  expect(screen.getByText('Authorised')).toBeVisible();
  expect(screen.queryByText('Unpaid')).toBeNull();
});
