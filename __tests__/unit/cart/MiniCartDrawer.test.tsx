import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import MiniCartDrawer from '../../../src/features/cart/MiniCartDrawer';
import { overlayOpened } from '../../../src/features/overlays';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

const TOKEN = '44444444-4444-4444-8444-444444444444';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const taxed = (gross: number, net = gross) => ({ gross: usd(gross), net: usd(net) });
// `listed`: the variant's listing price a unit (before promotions and the voucher), taxed as the unit price is.
const line = (
  id: number,
  name: string,
  quantity: number,
  unit: ReturnType<typeof taxed>,
  listed: ReturnType<typeof taxed> = unit,
) => ({
  id: toGlobalId('CheckoutLine', id),
  quantity,
  variant: {
    id: toGlobalId('ProductVariant', id),
    name: 'Blue / M',
    sku: `SKU-${id}`,
    quantityAvailable: 10,
    pricing: { priceUndiscounted: listed },
    product: {
      name,
      slug: name.toLowerCase().replace(/ /g, '-'),
      thumbnail: { url: `/media/${id}.svg`, alt: '' },
    },
  },
  unitPrice: unit,
  totalPrice: taxed(unit.gross.amount * quantity, unit.net.amount * quantity),
  // As entered (gross here): not what the shopper compares with.
  undiscountedUnitPrice: listed.gross,
  undiscountedTotalPrice: usd(listed.gross.amount * quantity),
});
const cart = {
  id: toGlobalId('Checkout', TOKEN),
  token: TOKEN,
  quantity: 3,
  isShippingRequired: true,
  lines: [line(1, 'Trail Mug', 2, taxed(9.5), taxed(12)), line(2, 'Camp Lamp', 1, taxed(30))],
  subtotalPrice: taxed(49),
  shippingPrice: taxed(0),
  totalPrice: taxed(49),
  displayGrossPrices: true,
  voucherCode: null as string | null,
  discount: usd(0),
  discountName: null,
  translatedDiscountName: null,
  shippingMethod: null,
  shippingMethods: [],
  giftCards: [],
};
let shown: typeof cart;
beforeEach(() => {
  shown = cart;
  mockFetch(async () => {
    return new Response(JSON.stringify({ data: { checkout: shown } }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

async function openMiniCart() {
  const router = createMemoryRouter([{ path: '*', element: <MiniCartDrawer /> }]);
  const { store } = renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: { checkout: { token: TOKEN } },
  });
  act(() => void store.dispatch(overlayOpened('miniCart')));
  const dialog = await screen.findByRole('dialog', { name: 'Your cart' });
  const list = await within(dialog).findByRole('list', { name: 'Items in your cart' });
  return within(list).getAllByRole('listitem');
}

describe('the mini cart', () => {
  it('strikes through the listing price of a line that costs less, beside what is paid', async () => {
    const [mug, lamp] = await openMiniCart();
    // Two mugs listed at $12.00 a unit, charged $9.50: $24.00 struck through, $19.00 paid.
    expect(within(mug).getByText('Was $24.00, now $19.00')).toBeInTheDocument();
    expect(within(mug).getByText('$24.00').tagName).toBe('S');
    // The lamp at its listing price: its price alone, nothing struck through.
    expect(within(lamp).getByText('$30.00')).toBeInTheDocument();
    expect(lamp.querySelector('s')).toBeNull();
  });

  it('compares in the basis shown: net prices against the net listing price, tax alone strikes nothing', async () => {
    // A shop showing net prices; the mug's listing price net is $10.00, charged $10.00 net ($12.00 gross).
    shown = {
      ...cart,
      displayGrossPrices: false,
      lines: [
        line(1, 'Trail Mug', 2, taxed(12, 10), taxed(12, 10)),
        line(2, 'Camp Lamp', 1, taxed(36, 30), taxed(42, 35)),
      ],
    };
    const [mug, lamp] = await openMiniCart();
    expect(within(mug).getByText('$20.00')).toBeInTheDocument();
    expect(mug.querySelector('s')).toBeNull();
    expect(within(lamp).getByText('Was $35.00, now $30.00')).toBeInTheDocument();
  });
});
