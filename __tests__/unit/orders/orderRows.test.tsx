import { screen, within } from '@testing-library/react';
import { mockGraphQL } from '../../support/network';
import { loggedInState } from '../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';

// Each part of a row of /orders reads on its own, never run together (as in "2026年11月25日US$23.00"):
// the total labelled at the end of the number's line, the date on a line of its own, then the statuses.

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const order = {
  id: 'T3JkZXI6MQ==',
  token: '5d0c0f5e-3a0f-4a5e-9d7b-2f6f8c1e4b21',
  number: '12',
  created: '2026-11-25T10:00:00+00:00',
  status: 'UNFULFILLED',
  paymentStatus: 'FULLY_CHARGED',
  authorizeStatus: 'FULL',
  isPaid: true,
  total: { gross: { amount: 23, currency: 'USD' } },
};

it('shows the date, the total and the statuses of an order as separate, labelled parts', async () => {
  mockGraphQL({
    HeaderCategories: { body: { data: { categories: { edges: [] } } } },
    MyOrders: { body: { data: { me: { id: 'VXNlcjox', orders: { edges: [{ node: order }] } } } } },
  });
  renderApp('/orders', { preloadedState: loggedInState });
  const list = await screen.findByRole('list', { name: 'Orders' });
  const [row] = within(list).getAllByRole('listitem');
  expect(within(row).getByRole('link', { name: 'Order #12' })).toHaveAttribute('href', '/orders/12');

  const total = within(row).getByText(/^Total/);
  const placed = within(row).getByText(/^Placed on/);
  expect(total).toHaveTextContent(/^Total \$23\.00$/);
  expect(placed).toHaveTextContent(/^Placed on Nov 25, 2026$/);
  // Neither part holds the other: they are read one after the other, never as one run of text.
  expect(total).not.toContainElement(placed);
  expect(placed).not.toContainElement(total);
  expect(within(row).getByText('Awaiting shipment')).toBeInTheDocument();
  expect(within(row).getByText('Paid')).toBeInTheDocument();
});
