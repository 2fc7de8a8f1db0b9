import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { cartMessages } from '../../../src/features/cart/cartFailures';
import type { ProductDetail } from '../../../src/features/product/productApi';
import { PurchasePanel } from '../../../src/features/product/PurchasePanel';
import { Toaster } from '../../../src/features/toasts/Toaster';
import { stockState } from '../../../src/lib/catalog/stock';
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

// "Add to cart" when the server fails without a word of its own: adding to the stored cart says "Failed to
// add item to cart"; starting a cart says "Failed to create checkout".

const TOKEN = '33333333-3333-4333-8333-333333333333';
const variant = {
  id: toGlobalId('ProductVariant', 1),
  name: 'M / Black',
  translation: null,
  sku: 'TEE-M-BLACK',
  trackInventory: true,
  quantityAvailable: 10,
  media: [],
  attributes: [],
  pricing: {
    onSale: false,
    price: { gross: { amount: 19, currency: 'USD' }, net: { amount: 19, currency: 'USD' } },
    priceUndiscounted: { gross: { amount: 19, currency: 'USD' }, net: { amount: 19, currency: 'USD' } },
    discount: null,
  },
};
const product: ProductDetail = {
  id: toGlobalId('Product', 1),
  name: 'Everyday Crew Tee',
  slug: 'everyday-crew-tee',
  description: null,
  seoTitle: null,
  seoDescription: null,
  translation: null,
  category: null,
  thumbnail: null,
  media: [],
  pricing: null,
  productType: { id: toGlobalId('ProductType', 1), isShippingRequired: true },
  variants: [variant],
};

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** The product's purchase panel with the app's toasts; `token` is the cart the browser holds. */
async function addToCart(token: string | null) {
  const panel = (
    <>
      <PurchasePanel
        product={product}
        variant={variant}
        stock={stockState(10)}
        groups={[]}
        onChoose={() => undefined}
      />
      <Toaster />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: panel }]);
  renderWithProviders(<RouterProvider router={router} />, { preloadedState: { checkout: { token } } });
  await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
}

describe('adding to the stored cart', () => {
  it.each([...NO_ANSWER, ...silentRefusals('checkoutLinesAdd', 'quantity')])(
    'says "Failed to add item to cart" after %s',
    async (_, failure) => {
      mockGraphQL({ CartLinesAdd: failure });
      await addToCart(TOKEN);
      expect(await screen.findByText('Failed to add item to cart')).toBeInTheDocument();
      expectNoTransportWords();
    },
  );

  it("shows our message for the server's code instead, never the server's words", async () => {
    mockGraphQL({
      CartLinesAdd: refusalSaying(
        'checkoutLinesAdd',
        'The product is not published.',
        'lines',
        'PRODUCT_NOT_PUBLISHED',
      ),
    });
    await addToCart(TOKEN);
    expect(await screen.findByText('This product is no longer available in the shop.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to add item to cart')).not.toBeInTheDocument();
    expect(screen.queryByText('The product is not published.')).not.toBeInTheDocument();
  });
});

describe('starting a cart', () => {
  it.each([
    ...NO_ANSWER,
    ...silentRefusals('checkoutCreate', 'lines'),
    [
      'an answer with no checkout and no error',
      { body: { data: { checkoutCreate: { checkout: null, errors: [] } } } },
    ],
  ] as [string, Answer][])('says "Failed to create checkout" after %s', async (_, failure) => {
    mockGraphQL({ CartCreate: failure });
    await addToCart(null);
    expect(await screen.findByText('Failed to create checkout')).toBeInTheDocument();
    expectNoTransportWords();
  });

  it("shows our message for the server's code instead, never the server's words", async () => {
    mockGraphQL({
      CartCreate: refusalSaying('checkoutCreate', 'Channel is inactive.', 'channel', 'CHANNEL_INACTIVE'),
    });
    await addToCart(null);
    expect(await screen.findByText('The shop is not taking orders at the moment.')).toBeInTheDocument();
    expect(screen.queryByText('Failed to create checkout')).not.toBeInTheDocument();
    expect(screen.queryByText('Channel is inactive.')).not.toBeInTheDocument();
  });
});

describeTranslations([cartMessages.addFailed, cartMessages.createFailed]);
