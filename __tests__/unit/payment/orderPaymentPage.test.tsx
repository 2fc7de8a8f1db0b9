import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { PaymentView } from '../../../src/features/payment/PaymentView';
import { toGlobalId } from '../../../src/lib/globalId';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// /payment?order=<id>: the page's own checks (a valid order id, not already paid) refuse before the order is
// paid again.

const ORDER_ID = toGlobalId('Order', '77777777-7777-4777-8777-777777777777');

function openPayment(search: string) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[`/payment${search}`]}>
      <Routes>
        <Route path="/payment" element={<PaymentView />} />
      </Routes>
    </MemoryRouter>,
  );
}

it.each(['?order=', '?order=%25%25garbled', `?order=${encodeURIComponent(toGlobalId('Checkout', 'x'))}`])(
  '%s is refused as an invalid global id without any request',
  async (search) => {
    const api = mockGraphQL({});
    openPayment(search);
    expect(await screen.findByText('Invalid global ID')).toBeVisible();
    expect(screen.queryByText('Order not found')).toBeNull();
    expect(api.sent).toEqual([]);
  },
);

it('refuses an order authorised in full: the shop charges later, nothing more to pay', async () => {
  const api = mockGraphQL({
    OrderPaymentCheck: {
      body: {
        data: {
          order: {
            id: ORDER_ID,
            number: '7',
            token: '77777777-7777-4777-8777-777777777777',
            status: 'UNFULFILLED',
            paymentStatus: 'NOT_CHARGED',
            chargeStatus: 'NONE',
            authorizeStatus: 'FULL',
            isPaid: false,
            total: { gross: { amount: 17, currency: 'USD' } },
            totalCharged: { amount: 0, currency: 'USD' },
          },
        },
      },
    },
  });
  openPayment(`?order=${encodeURIComponent(ORDER_ID)}`);
  expect(
    await screen.findByText(
      'The payment for this order is already authorised: the shop will charge it later.',
    ),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: '#7' })).toHaveAttribute('href', '/orders/7');
  expect(screen.queryByText(/Paying order/)).toBeNull();
  expect(api.sent.map((request) => request.operationName)).toEqual(['OrderPaymentCheck']);
});
