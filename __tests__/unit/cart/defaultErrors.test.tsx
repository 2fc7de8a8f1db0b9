import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cartMessages } from '../../../src/features/cart/cartFailures';
import { CartView } from '../../../src/features/cart/CartView';
import { Toaster } from '../../../src/features/toasts/Toaster';
import { toGlobalId } from '../../../src/lib/globalId';
import { type Answer, mockGraphQL } from '../../support/network';
import {
  describeTranslations,
  expectNoTransportWords,
  NO_ANSWER,
  PRELOAD_TIMEOUT_MS,
  preloadLazyParts,
  refusalSaying,
  silentRefusals,
} from '../../support/defaultErrorCases';
import { renderWithProviders } from '../../support/render';

// The cart page when the server fails without a word of its own: loading the cart, changing a quantity and
// removing a line each say their default text, in the shopper's language.

const TOKEN = '33333333-3333-4333-8333-333333333333';
const usd = (amount: number) => ({ amount, currency: 'USD' });
const money = (amount: number) => ({ gross: usd(amount), net: usd(amount) });
const cart = {
  id: toGlobalId('Checkout', TOKEN),
  token: TOKEN,
  quantity: 1,
  isShippingRequired: true,
  lines: [
    {
      id: toGlobalId('CheckoutLine', 1),
      quantity: 1,
      variant: {
        id: toGlobalId('ProductVariant', 1),
        name: 'Blue / M',
        sku: 'MUG-1',
        quantityAvailable: 10,
        product: { name: 'Trail Mug', slug: 'trail-mug', thumbnail: null },
      },
      unitPrice: money(12),
      totalPrice: money(12),
      undiscountedUnitPrice: usd(12),
      undiscountedTotalPrice: usd(12),
    },
  ],
  subtotalPrice: money(12),
  shippingPrice: money(0),
  totalPrice: money(12),
  displayGrossPrices: true,
  voucherCode: null,
  discount: null,
  giftCards: [],
  shippingMethod: null,
  shippingMethods: [],
};
const loaded: Answer = { body: { data: { checkout: cart } } };

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The cart page with the app's toasts, as the shopper has it. */
function renderCart() {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <>
          <CartView />
          <Toaster />
        </>
      ),
    },
  ]);
  renderWithProviders(<RouterProvider router={router} />, { preloadedState: { checkout: { token: TOKEN } } });
}

describe('loading the cart', () => {
  it.each([
    ...NO_ANSWER,
    ['a top-level error with an empty message', { body: { data: null, errors: [{ message: '' }] } }],
  ] as [string, Answer][])('says "Failed to fetch checkout" after %s', async (_, failure) => {
    mockGraphQL({ CartCheckout: failure });
    renderCart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch checkout');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expectNoTransportWords();
  });
});

const quantityChange = async () => {
  const stepper = await screen.findByRole('group', { name: 'Quantity of Trail Mug' });
  await userEvent.click(within(stepper).getByRole('button', { name: 'One more' }));
};
const removal = async () =>
  userEvent.click(await screen.findByRole('button', { name: 'Remove Trail Mug from the cart' }));

describe.each([
  [
    'changing a quantity',
    'CartLinesUpdate',
    'checkoutLinesUpdate',
    'Failed to update cart line',
    quantityChange,
  ],
  ['removing a line', 'CartLinesDelete', 'checkoutLinesDelete', 'Failed to remove item from cart', removal],
])('%s', (_, operation, root, defaultText, act) => {
  it.each([...NO_ANSWER, ...silentRefusals(root, 'lineId')])(
    `says "${defaultText}" after %s`,
    async (__, failure) => {
      mockGraphQL({ CartCheckout: loaded, [operation]: failure });
      renderCart();
      await act();
      expect(await screen.findByText(defaultText)).toBeInTheDocument();
      expectNoTransportWords();
    },
  );

  it("shows our message for the server's code instead, never the server's words", async () => {
    const said = 'Could not add items SKU-1. Only 2 remaining in stock.';
    mockGraphQL({
      CartCheckout: loaded,
      [operation]: refusalSaying(root, said, 'quantity', 'INSUFFICIENT_STOCK'),
    });
    renderCart();
    await act();
    expect(await screen.findByText('Only 2 are left in stock.')).toBeInTheDocument();
    expect(screen.queryByText(defaultText)).not.toBeInTheDocument();
    expect(screen.queryByText(said)).not.toBeInTheDocument();
  });
});

describeTranslations([cartMessages.fetchFailed, cartMessages.updateFailed, cartMessages.removeFailed]);
