import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Persistor } from 'redux-persist';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../../src/app/store';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { wishlistItemAdded, type WishlistItem } from '../../../src/features/wishlist/wishlistSlice';
import { WishlistView } from '../../../src/features/wishlist/WishlistView';
import { toGlobalId } from '../../../src/lib/globalId';
import { renderWithProviders, useTestConfig } from '../testUtils';

const TOKEN = '22222222-2222-4222-8222-222222222222';
const mug: WishlistItem = {
  productId: toGlobalId('Product', 1),
  slug: 'blue-mug',
  name: 'Blue mug',
  thumbnailUrl: 'http://shop.test/media/mug.png',
  variantId: toGlobalId('ProductVariant', 11),
  addedAt: '2026-01-01T00:00:00Z',
};
const shirt: WishlistItem = {
  productId: toGlobalId('Product', 2),
  slug: 'linen-shirt',
  name: 'Linen shirt',
  thumbnailUrl: null,
  variantId: null,
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

let sent: { operationName: string; variables: Record<string, unknown> }[];
function answerWith(answers: Record<string, unknown>) {
  sent = [];
  globalThis.fetch = jest.fn(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as (typeof sent)[number];
    sent.push(body);
    return new Response(JSON.stringify({ data: answers[body.operationName] ?? null }), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as unknown as typeof fetch;
}

const cartAnswer = (errors: { field: string; message: string; code: string }[]) => ({
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
});

function renderWishlist(items: WishlistItem[]) {
  const { store } = makeStore();
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

beforeEach(() => {
  localStorage.clear();
  useTestConfig();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test('the wishlist is written under the "wishlist" key and a new store (a reload) restores it', async () => {
  const first = makeStore({ persist: true });
  await bootstrapped(first.persistor!);
  first.store.dispatch(wishlistItemAdded(mug));
  first.store.dispatch(wishlistItemAdded(shirt));
  await first.persistor!.flush();
  expect(JSON.parse(localStorage.getItem('wishlist')!)).toEqual([mug, shirt]);

  const second = makeStore({ persist: true });
  await bootstrapped(second.persistor!);
  expect(second.store.getState().wishlist.items).toEqual([mug, shirt]);
});

test('a saved product shows as a card linking its page, and Remove takes it off', async () => {
  const store = renderWishlist([mug, shirt]);
  const list = screen.getByRole('list', { name: 'Saved products, 2 products' });
  const card = within(list).getAllByRole('listitem')[0];
  expect(within(card).getByRole('link', { name: 'Blue mug' })).toHaveAttribute('href', '/products/blue-mug');
  const picture = card.querySelector('img')!;
  expect(picture).toHaveAttribute('src', mug.thumbnailUrl);
  expect(picture).toHaveAttribute('width');
  expect(picture).toHaveAttribute('height');
  await userEvent.click(screen.getByRole('button', { name: 'Remove Blue mug from the wishlist' }));
  expect(store.getState().wishlist.items).toEqual([shirt]);
  expect(screen.queryByRole('link', { name: 'Blue mug' })).not.toBeInTheDocument();
});

test('Move to cart adds the saved variant, takes the product off the wishlist and says so', async () => {
  answerWith({ CartLinesAdd: cartAnswer([]) });
  const store = renderWishlist([mug]);
  await userEvent.click(screen.getByRole('button', { name: 'Move Blue mug to the cart' }));
  expect(await screen.findByRole('heading', { name: 'Your wishlist is empty.' })).toBeInTheDocument();
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({
    operationName: 'CartLinesAdd',
    variables: { lines: [{ variantId: mug.variantId, quantity: 1 }] },
  });
  expect(store.getState().wishlist.items).toEqual([]);
  expect(store.getState().toasts.items).toEqual([
    expect.objectContaining({ severity: 'success', message: 'Blue mug is in your cart now.' }),
  ]);
});

test('a failed move keeps the product and shows why', async () => {
  answerWith({
    CartLinesAdd: cartAnswer([
      {
        field: 'quantity',
        message: 'Could not add items MUG-1. Only 0 remaining in stock.',
        code: 'INSUFFICIENT_STOCK',
      },
    ]),
  });
  const store = renderWishlist([mug]);
  await userEvent.click(screen.getByRole('button', { name: 'Move Blue mug to the cart' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, this item is out of stock.');
  expect(store.getState().wishlist.items).toEqual([mug]);
  expect(screen.getByRole('button', { name: 'Move Blue mug to the cart' })).toBeEnabled();
});

test('a product saved without a variant sends the shopper to its page to choose one', () => {
  renderWishlist([shirt]);
  expect(screen.queryByRole('button', { name: /Move .* to the cart/ })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose options for Linen shirt' })).toHaveAttribute(
    'href',
    '/products/linen-shirt',
  );
});
