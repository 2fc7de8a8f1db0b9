import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CartView } from '../../../src/features/cart/CartView';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders, useTestConfig } from '../testUtils';

const TOKEN = '33333333-3333-4333-8333-333333333333';
const money = (amount: number) => ({ gross: { amount, currency: 'USD' } });
const line = (id: number, name: string, quantity: number, unit: number, available = 10) => ({
  id: toGlobalId('CheckoutLine', id),
  quantity,
  variant: {
    id: toGlobalId('ProductVariant', id),
    name: 'Blue / M',
    sku: `SKU-${id}`,
    quantityAvailable: available,
    product: {
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      thumbnail: { url: `/media/${id}.svg`, alt: '' },
    },
  },
  unitPrice: money(unit),
  totalPrice: money(unit * quantity),
});
const cart = {
  id: toGlobalId('Checkout', TOKEN),
  token: TOKEN,
  quantity: 3,
  isShippingRequired: true,
  lines: [line(1, 'Trail Mug', 1, 12), line(2, 'Camp Lamp', 2, 30, 2)],
  subtotalPrice: money(72),
  shippingPrice: money(0),
  totalPrice: money(72),
};

let sent: { operationName: string; variables: Record<string, unknown> }[];
beforeEach(() => {
  useTestConfig();
  sent = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    sent.push(body);
    const payload = { checkout: cart, errors: [] };
    const data =
      body.operationName === 'CartCheckout'
        ? { checkout: cart }
        : body.operationName === 'CartLinesUpdate'
          ? { checkoutLinesUpdate: payload }
          : { checkoutLinesDelete: payload };
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
});

function renderCart(token: string | null) {
  const router = createMemoryRouter([{ path: '*', element: <CartView /> }]);
  return renderWithProviders(<RouterProvider router={router} />, { preloadedState: { checkout: { token } } });
}

describe('the cart', () => {
  it('lists each line with its picture, name, variant, unit and line price, and the totals', async () => {
    renderCart(TOKEN);
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    const items = within(lines).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]).getByRole('link', { name: 'Camp Lamp' })).toHaveAttribute(
      'href',
      '/products/camp-lamp',
    );
    expect(within(items[1]).getByText('Blue / M')).toBeInTheDocument();
    expect(within(items[1]).getByText('$30.00 each')).toBeInTheDocument();
    expect(within(items[1]).getByText('$60.00')).toBeInTheDocument();
    expect(within(items[1]).getByRole('img')).toHaveAttribute('alt', 'Camp Lamp');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByText('$72.00')).toHaveLength(2);
    expect(within(summary).getByText('Chosen at checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('changes a quantity and removes a line through the API', async () => {
    renderCart(TOKEN);
    const mug = await screen.findByRole('group', { name: 'Quantity of Trail Mug' });
    await userEvent.click(within(mug).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('CartLinesUpdate'));
    expect(sent.find((s) => s.operationName === 'CartLinesUpdate')!.variables).toEqual({
      id: cart.id,
      lines: [{ lineId: cart.lines[0].id, quantity: 2 }],
    });
    // The lamp has only 2 available: no more than that can be asked for.
    const lamp = screen.getByRole('group', { name: 'Quantity of Camp Lamp' });
    expect(within(lamp).getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Camp Lamp from the cart' }));
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('CartLinesDelete'));
    expect(sent.find((s) => s.operationName === 'CartLinesDelete')!.variables).toEqual({
      id: cart.id,
      linesIds: [cart.lines[1].id],
    });
  });

  it('says when the cart is empty and where to go', async () => {
    renderCart(null);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');
    expect(sent).toEqual([]);
  });
});
