import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WishlistToggle } from '../../../src/features/wishlist/WishlistToggle';
import { renderWithProviders } from '../testUtils';

const shirt = {
  productId: 'UHJvZHVjdDox',
  slug: 'red-shirt',
  name: 'Red shirt',
  thumbnailUrl: null,
  variantId: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
};

test('the toggle saves the product, shows it pressed, and takes it off again', async () => {
  const { store } = renderWithProviders(<WishlistToggle item={shirt} />);
  await userEvent.click(screen.getByRole('button', { name: 'Add Red shirt to wishlist' }));
  const pressed = screen.getByRole('button', { name: 'Remove Red shirt from wishlist' });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(store.getState().wishlist.items).toEqual([
    expect.objectContaining({ ...shirt, addedAt: expect.any(String) }),
  ]);
  await userEvent.click(pressed);
  expect(store.getState().wishlist.items).toEqual([]);
  expect(screen.getByRole('button', { name: 'Add Red shirt to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
