import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistToggle } from '../../../src/features/wishlist/WishlistToggle';
import { selectWishlistItems } from '../../../src/features/wishlist/wishlistSlice';
import { renderWithProviders } from '../../support/render';

const shirt = {
  productId: 'UHJvZHVjdDox',
  slug: 'red-shirt',
  name: 'Red shirt',
  thumbnailUrl: null,
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
};
const { variantId, ...product } = shirt;

test('the toggle saves the product, shows it pressed, and takes it off again', async () => {
  const { store } = renderWithProviders(<WishlistToggle item={shirt} variantChosen />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Red shirt to wishlist' }));
  const pressed = screen.getByRole('button', { name: 'Remove Red shirt from wishlist' });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(selectWishlistItems(store.getState())).toEqual([
    { ...product, chosenVariantId: variantId, addedAt: expect.any(String) },
  ]);
  await userEvent.click(pressed);
  expect(selectWishlistItems(store.getState())).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add Red shirt to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('a listing’s default variant is not saved as the shopper’s choice', async () => {
  const { store } = renderWithProviders(<WishlistToggle item={shirt} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Red shirt to wishlist' }));
  expect(selectWishlistItems(store.getState())).toEqual([
    { ...product, chosenVariantId: null, addedAt: expect.any(String) },
  ]);
});
