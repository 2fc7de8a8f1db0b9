import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { CartView } from '../../../src/features/cart/CartView';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

const TOKEN = '33333333-3333-4333-8333-333333333333';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const money = (amount: number) => ({ gross: usd(amount), net: usd(amount) });
// `listed`: the variant's listing price, before promotions and the voucher.
const line = (id: number, name: string, quantity: number, unit: number, available = 10, listed = unit) => ({
  id: toGlobalId('CheckoutLine', id),
  quantity,
  variant: {
    id: toGlobalId('ProductVariant', id),
    name: 'Blue / M',
    sku: `SKU-${id}`,
    quantityAvailable: available,
    // The listing price before promotions, taxed as the unit price is.
    pricing: { priceUndiscounted: money(listed) },
    product: {
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      thumbnail: { url: `/media/${id}.svg`, alt: '' },
    },
  },
  unitPrice: money(unit),
  totalPrice: money(unit * quantity),
  undiscountedUnitPrice: usd(listed),
  undiscountedTotalPrice: usd(listed * quantity),
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
  displayGrossPrices: true,
  voucherCode: null as string | null,
  discount: usd(0),
  discountName: null,
  translatedDiscountName: null,
  shippingMethod: null,
  shippingMethods: [],
  giftCards: [] as {
    id: string;
    last4CodeChars: string;
    currentBalance: { amount: number; currency: string };
  }[],
};

let sent: { operationName: string; variables: Record<string, unknown> }[];
/** The checkout the API answers with. */
let shown: typeof cart;
beforeEach(() => {
  sent = [];
  shown = cart;
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    sent.push(body);
    const payload = { checkout: shown, errors: [] };
    const data =
      body.operationName === 'CartCheckout'
        ? { checkout: shown }
        : body.operationName === 'CartLinesUpdate'
          ? { checkoutLinesUpdate: payload }
          : { checkoutLinesDelete: payload };
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
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
    expect(within(items[1]).getByText(/each$/)).toHaveTextContent('$30.00 each');
    expect(within(items[1]).getByText('$60.00')).toBeInTheDocument();
    // The picture is decorative: the product's link beside it names it.
    expect(within(items[1]).getByRole('presentation')).toHaveAttribute('alt', '');
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getAllByText('$72.00')).toHaveLength(2);
    expect(within(summary).getByText('Chosen at checkout')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute('href', '/checkout');
  });

  it('prices one unit as charged, the listing price struck through when it was more', async () => {
    // A promotion and a voucher took the mugs from $12.00 to $9.50 a unit: the line charges $19.00.
    shown = {
      ...cart,
      lines: [line(1, 'Trail Mug', 2, 9.5, 10, 12), line(2, 'Camp Lamp', 1, 30, 2)],
    };
    renderCart(TOKEN);
    const lines = await screen.findByRole('list', { name: 'Items in your cart' });
    const [mug, lamp] = within(lines).getAllByRole('listitem');
    // Read as one: "Was $12.00, now $9.50"; seen as $12.00 struck through, then $9.50.
    expect(within(mug).getByText('Was $12.00, now $9.50')).toBeInTheDocument();
    expect(within(mug).getByText('$12.00').tagName).toBe('S');
    expect(within(mug).getByText('$19.00')).toBeInTheDocument();
    // The lamp at its listing price: nothing struck through.
    expect(within(lamp).getByText(/each$/)).toHaveTextContent('$30.00 each');
    expect(lamp.querySelector('s')).toBeNull();
  });

  it('changes a quantity and removes a line through the API', async () => {
    renderCart(TOKEN);
    const mug = await screen.findByRole('group', { name: 'Quantity of Trail Mug' });
    await userEvent.click(within(mug).getByRole('button', { name: 'One more' }));
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('CartLinesUpdate'));
    expect(sent.find((s) => s.operationName === 'CartLinesUpdate')!.variables).toEqual({
      id: cart.id,
      lines: [{ lineId: cart.lines[0].id, quantity: 2 }],
      languageCode: 'EN',
    });
    // The lamp has only 2 available: no more than that can be asked for.
    const lamp = screen.getByRole('group', { name: 'Quantity of Camp Lamp' });
    expect(within(lamp).getByRole('button', { name: 'One more' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Camp Lamp from the cart' }));
    await waitFor(() => expect(sent.map((s) => s.operationName)).toContain('CartLinesDelete'));
    expect(sent.find((s) => s.operationName === 'CartLinesDelete')!.variables).toEqual({
      id: cart.id,
      linesIds: [cart.lines[1].id],
      languageCode: 'EN',
    });
  });

  it('says when the cart is empty and where to go', async () => {
    renderCart(null);
    expect(screen.getByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');
    expect(sent).toEqual([]);
  });
});
