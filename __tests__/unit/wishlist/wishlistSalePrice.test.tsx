import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Price } from '../../../src/components/common/Price';
import { productPrice, savedProductView } from '../../../src/features/wishlist/savedProductView';
import type { WishlistProduct } from '../../../src/features/wishlist/wishlistApi';
import type { WishlistItem } from '../../../src/features/wishlist/wishlistSlice';
import { renderWithProviders } from '../../support/render';
import { mug, tee, teeVariantId } from './wishlistProducts';

const money = (amount: number) => ({ gross: { amount, currency: 'USD' }, net: { amount, currency: 'USD' } });

/** The tee with 20 % off every variant, as Saleor answers a running catalogue promotion. */
const teeOnSale: WishlistProduct = {
  ...tee,
  pricing: {
    onSale: true,
    displayGrossPrices: true,
    priceRange: { start: money(15.2), stop: money(17.6) },
    priceRangeUndiscounted: { start: money(19), stop: money(22) },
  },
  variants: tee.variants!.map((variant) => {
    const before = variant.pricing!.price!.gross.amount;
    return {
      ...variant,
      pricing: { onSale: true, price: money(before * 0.8), priceUndiscounted: money(before) },
    };
  }),
};

const item = (chosenVariantId: string | null): WishlistItem => ({
  productId: tee.id,
  slug: tee.slug,
  name: tee.name,
  thumbnailUrl: null,
  chosenVariantId,
  addedAt: '2026-01-01T00:00:00.000Z',
});

test('a saved variant on sale shows its own price before, struck through, and its price now', () => {
  const view = savedProductView(item(teeVariantId('L / White')), teeOnSale);
  expect(view.price).toMatchObject({
    price: { start: money(17.6) },
    undiscounted: { start: money(22) },
    onSale: true,
    displayGross: true,
  });
  const { container } = renderWithProviders(
    <MemoryRouter>
      <Price {...view.price!} />
    </MemoryRouter>,
  );
  expect(container.querySelector('s')).toHaveTextContent('$22.00');
  expect(screen.getByText('Was $22.00, now $17.60')).toBeInTheDocument();
});

test('with no variant saved the product range is shown, before and now', () => {
  expect(productPrice(teeOnSale, undefined)).toMatchObject({
    price: teeOnSale.pricing!.priceRange,
    undiscounted: teeOnSale.pricing!.priceRangeUndiscounted,
    onSale: true,
  });
});

test('a product not on sale says so, and a product without a price gives none', () => {
  expect(productPrice(mug, mug.variants![0])).toMatchObject({ onSale: false });
  expect(productPrice({ ...mug, pricing: null, variants: [] }, undefined)).toBeNull();
});
