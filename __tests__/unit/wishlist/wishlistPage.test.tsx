import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Persistor } from 'redux-persist';
import { MemoryRouter } from 'react-router-dom';
import { makeTestStore } from '../../support/store';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import type { WishlistProduct } from '../../../src/features/wishlist/wishlistApi';
import { WishlistView } from '../../../src/features/wishlist/WishlistView';
import {
  selectWishlistItems,
  wishlistItemAdded,
  type WishlistItem,
} from '../../../src/features/wishlist/wishlistSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders } from '../../support/render';
import { mug, tee, teeVariantId } from './wishlistProducts';
import { mockFetch } from '../../support/network';

const TOKEN = '22222222-2222-4222-8222-222222222222';
const savedMug: WishlistItem = {
  productId: mug.id,
  slug: 'blue-mug',
  name: 'Blue mug',
  thumbnailUrl: 'http://shop.test/media/mug.png',
  chosenVariantId: null,
  addedAt: '2026-01-01T00:00:00Z',
};
const savedShirt: WishlistItem = {
  productId: tee.id,
  slug: 'linen-shirt',
  name: 'Linen shirt',
  thumbnailUrl: null,
  chosenVariantId: null,
  addedAt: '2026-01-02T00:00:00Z',
};

function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    if (persistor.getState().bootstrapped) return resolve();
    const unsubscribe = persistor.subscribe(() => {
      if (persistor.getState().bootstrapped) {
        unsubscribe();
        resolve();
      }
    });
  });
}

type Sent = { operationName: string; variables: Record<string, unknown> };
let sent: Sent[];
/** The shop's products by id, and the cart's answer to adding a line. */
function answerWith({
  products = [mug, tee],
  cart = cartAnswer([]),
}: {
  products?: WishlistProduct[];
  cart?: unknown;
}) {
  sent = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Sent;
    sent.push(body);
    const data =
      body.operationName === 'WishlistProduct'
        ? { product: products.find((p) => p.id === body.variables.id) ?? null }
        : body.operationName === 'CartLinesAdd'
          ? cart
          : null;
    return new Response(JSON.stringify({ data }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}
const cartAdds = () => sent.filter((body) => body.operationName === 'CartLinesAdd');

function cartAnswer(errors: { field: string; message: string; code: string }[]) {
  return {
    checkoutLinesAdd: {
      checkout: errors.length
        ? null
        : {
            id: toGlobalId('Checkout', TOKEN),
            token: TOKEN,
            quantity: 1,
            isShippingRequired: true,
            lines: [],
            subtotalPrice: { gross: { amount: 9, currency: 'USD' } },
            shippingPrice: { gross: { amount: 0, currency: 'USD' } },
            totalPrice: { gross: { amount: 9, currency: 'USD' } },
          },
      errors: errors.map((error) => ({ ...error, variants: null })),
    },
  };
}
const outOfStock = cartAnswer([
  {
    field: 'quantity',
    message: 'Could not add items TEE-1. Only 0 remaining in stock.',
    code: 'INSUFFICIENT_STOCK',
  },
]);

function renderWishlist(items: WishlistItem[], store = makeTestStore().store) {
  store.dispatch(checkoutTokenSet(TOKEN));
  items.forEach((item) => store.dispatch(wishlistItemAdded(item)));
  renderWithProviders(
    <MemoryRouter>
      <WishlistView />
    </MemoryRouter>,
    { store },
  );
  return store;
}
const cardOf = (name: string) => screen.getByRole('link', { name }).closest('li')!;

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the wishlist is written under the "wishlist" key and a new store (a reload) restores it', async () => {
  const first = makeTestStore({ persist: true });
  await bootstrapped(first.persistor!);
  const chosen = { ...savedShirt, chosenVariantId: teeVariantId('L / White') };
  first.store.dispatch(wishlistItemAdded(savedMug));
  first.store.dispatch(wishlistItemAdded(chosen));
  await first.persistor!.flush();
  expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([savedMug, chosen]);

  const second = makeTestStore({ persist: true });
  await bootstrapped(second.persistor!);
  expect(selectWishlistItems(second.store.getState())).toEqual([savedMug, chosen]);
});

test('an entry an older version stored loads, and its variant (a listing’s default) is not taken as chosen', async () => {
  const { addedAt, productId, slug, name, thumbnailUrl } = savedShirt;
  const older = { productId, slug, name, thumbnailUrl, variantId: teeVariantId('S / White'), addedAt };
  localStorage.setItem('wishlist', JSON.stringify([older]));
  const { store, persistor } = makeTestStore({ persist: true });
  await bootstrapped(persistor!);
  expect(selectWishlistItems(store.getState())).toEqual([savedShirt]);

  answerWith({});
  renderWishlist([], store);
  await userEvent.click(await screen.findByRole('button', { name: 'Move Linen shirt to the cart' }));
  expect(await screen.findByRole('dialog', { name: 'Choose options for Linen shirt' })).toBeVisible();
  expect(cartAdds()).toEqual([]);
});

test('a card shows the saved variant’s options, its price and its picture', async () => {
  answerWith({});
  renderWishlist([savedMug, { ...savedShirt, chosenVariantId: teeVariantId('L / White') }]);
  const list = screen.getByRole('list', { name: 'Saved products, 2 products' });
  const shirt = cardOf('Linen shirt');
  expect(list).toContainElement(shirt);
  expect(await within(shirt).findByText('L / White')).toBeVisible();
  expect(within(shirt).getByText('$22.00')).toBeVisible();
  expect(within(shirt).getByText('Only 2 left')).toBeVisible();
  expect(shirt.querySelector('img')).toHaveAttribute('src', 'http://shop.test/media/shirt-white.png');
  const mugCard = cardOf('Blue mug');
  expect(await within(mugCard).findByText('$9.00')).toBeVisible();
  expect(within(mugCard).getByRole('link', { name: 'Blue mug' })).toHaveAttribute(
    'href',
    '/products/blue-mug',
  );
});

test('a card whose saved variant has no picture of its own shows the product’s', async () => {
  answerWith({});
  renderWishlist([{ ...savedShirt, chosenVariantId: teeVariantId('M / Black') }]);
  const shirt = cardOf('Linen shirt');
  expect(await within(shirt).findByText('M / Black')).toBeVisible();
  expect(shirt.querySelector('img')).toHaveAttribute('src', 'http://shop.test/media/shirt.png');
});

test('a card without a saved variant shows the product’s price range', async () => {
  answerWith({});
  renderWishlist([savedShirt]);
  expect(await within(cardOf('Linen shirt')).findByText('$19.00 – $22.00')).toBeVisible();
  expect(screen.queryByText(/ \/ /)).not.toBeInTheDocument();
});

test('Remove takes the product off', async () => {
  answerWith({});
  const store = renderWishlist([savedMug, savedShirt]);
  await userEvent.click(screen.getByRole('button', { name: 'Remove Blue mug from the wishlist' }));
  expect(selectWishlistItems(store.getState())).toEqual([savedShirt]);
  expect(screen.queryByRole('link', { name: 'Blue mug' })).not.toBeInTheDocument();
});

test('Move to cart adds the saved variant without asking, takes the product off and says so', async () => {
  answerWith({});
  const store = renderWishlist([{ ...savedShirt, chosenVariantId: teeVariantId('M / Black') }]);
  await screen.findByText('M / Black');
  await userEvent.click(screen.getByRole('button', { name: 'Move Linen shirt to the cart' }));
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cartAdds()).toEqual([
    expect.objectContaining({
      variables: expect.objectContaining({ lines: [{ variantId: teeVariantId('M / Black'), quantity: 1 }] }),
    }),
  ]);
  expect(store.getState().wishlist.items).toEqual([]);
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({ severity: 'success', message: 'Linen shirt is in your cart now.' }),
  ]);
});

test('a product with one variant, saved from a listing, moves that variant without asking', async () => {
  answerWith({});
  renderWishlist([savedMug]);
  await within(cardOf('Blue mug')).findByText('$9.00');
  await userEvent.click(screen.getByRole('button', { name: 'Move Blue mug to the cart' }));
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
  expect(cartAdds()[0].variables).toMatchObject({ lines: [{ variantId: mug.variants![0].id, quantity: 1 }] });
});

test('several variants and none saved: Move to cart asks, sold-out options cannot be picked, then it adds the pick', async () => {
  answerWith({});
  const store = renderWishlist([savedShirt]);
  await within(cardOf('Linen shirt')).findByText('$19.00 – $22.00');
  await userEvent.click(screen.getByRole('button', { name: 'Move Linen shirt to the cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose options for Linen shirt' });
  expect(cartAdds()).toEqual([]);
  const move = within(dialog).getByRole('button', { name: 'Move to cart' });
  expect(move).toBeDisabled();
  expect(within(dialog).getByText('Choose one of each to see its price and stock.')).toBeVisible();

  // Keyboard: the first size gets the focus, the arrows pick.
  await userEvent.tab();
  expect(within(dialog).getByRole('radio', { name: 'S' })).toHaveFocus();
  await userEvent.keyboard(' ');
  const sizes = within(dialog).getByRole('group', { name: 'Size' });
  const colours = within(dialog).getByRole('group', { name: 'Colour' });
  expect(within(sizes).getByRole('radio', { name: 'S' })).toBeChecked();
  expect(within(colours).getByRole('radio', { name: 'Black (sold out)' })).toBeDisabled();
  await userEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
  await userEvent.click(within(colours).getByRole('radio', { name: 'White' }));
  expect(within(dialog).getByText('$22.00')).toBeVisible();
  expect(within(dialog).getByText('Only 2 left')).toBeVisible();

  await userEvent.click(move);
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
  expect(cartAdds()).toHaveLength(1);
  expect(cartAdds()[0].variables).toMatchObject({
    lines: [{ variantId: teeVariantId('L / White'), quantity: 1 }],
  });
  expect(store.getState().wishlist.items).toEqual([]);
});

test('Cancel closes the question and adds nothing', async () => {
  answerWith({});
  renderWishlist([savedShirt]);
  await within(cardOf('Linen shirt')).findByText('$19.00 – $22.00');
  await userEvent.click(screen.getByRole('button', { name: 'Move Linen shirt to the cart' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(cartAdds()).toEqual([]);
  expect(screen.getByRole('link', { name: 'Linen shirt' })).toBeInTheDocument();
});

test('a pick the cart refuses is explained in the question, and the product stays', async () => {
  answerWith({ cart: outOfStock });
  const store = renderWishlist([savedShirt]);
  await within(cardOf('Linen shirt')).findByText('$19.00 – $22.00');
  await userEvent.click(screen.getByRole('button', { name: 'Move Linen shirt to the cart' }));
  const dialog = await screen.findByRole('dialog', { name: 'Choose options for Linen shirt' });
  await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }));
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Black' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Move to cart' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.');
  expect(selectWishlistItems(store.getState())).toEqual([savedShirt]);
  expect(within(dialog).getByRole('button', { name: 'Move to cart' })).toBeEnabled();
});

test('a failed move keeps the product and shows why', async () => {
  answerWith({ cart: outOfStock });
  const store = renderWishlist([savedMug]);
  await within(cardOf('Blue mug')).findByText('$9.00');
  await userEvent.click(screen.getByRole('button', { name: 'Move Blue mug to the cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.');
  expect(selectWishlistItems(store.getState())).toEqual([savedMug]);
  expect(screen.getByRole('button', { name: 'Move Blue mug to the cart' })).toBeEnabled();
});

test('a product the shop no longer sells says so and offers only Remove', async () => {
  answerWith({ products: [] });
  renderWishlist([savedMug]);
  const card = cardOf('Blue mug');
  expect(await within(card).findByText('No longer available')).toBeVisible();
  expect(within(card).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Remove Blue mug from the wishlist' })).toBeEnabled();
});

test('a sold-out product with one variant shows it and cannot be moved', async () => {
  const soldOut = { ...mug, variants: [{ ...mug.variants![0], quantityAvailable: 0 }] };
  answerWith({ products: [soldOut] });
  renderWishlist([savedMug]);
  const card = cardOf('Blue mug');
  expect(await within(card).findByText('Sold out')).toBeVisible();
  expect(within(card).queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
});
