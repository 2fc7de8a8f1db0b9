import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ProductCard } from '../../../src/features/catalog/listing/ProductCard';
import { ProductGrid } from '../../../src/features/catalog/listing/ProductGrid';
import { ProductGridSkeleton } from '../../../src/features/catalog/listing/ProductGridSkeleton';
import { renderWithProviders } from '../../support/render';
import { sampleProduct } from './sampleProducts';

test('a card links its name to the product page and shows picture, category and price range', () => {
  const product = sampleProduct(1, {
    pricing: {
      onSale: false,
      displayGrossPrices: true,
      priceRange: {
        start: { gross: { amount: 12, currency: 'USD' }, net: { amount: 12, currency: 'USD' } },
        stop: { gross: { amount: 30.5, currency: 'USD' }, net: { amount: 30.5, currency: 'USD' } },
      },
      priceRangeUndiscounted: null,
    },
  });
  renderWithProviders(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  expect(screen.getByRole('heading', { level: 2, name: 'Product 1' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/products/product-1');
  // The picture is decorative beside the name's link: a screen reader reads the name once.
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  const picture = screen.getByRole('presentation');
  expect(picture).toHaveAttribute('alt', '');
  expect(picture).toHaveAttribute('width', '512');
  expect(picture).toHaveAttribute('height', '512');
  expect(picture).toHaveAttribute('loading', 'lazy');
  expect(screen.getByText('Mugs')).toBeInTheDocument();
  expect(screen.getByText('$12.00 – $30.50')).toBeInTheDocument();
  expect(screen.queryByText('Sold out')).not.toBeInTheDocument();
});

test('a sold-out product says so, and its wishlist toggle saves no variant: a listing chooses none', async () => {
  const product = sampleProduct(2, { isAvailable: false, thumbnail: null });
  const { store } = renderWithProviders(
    <MemoryRouter>
      <ProductCard product={product} />
    </MemoryRouter>,
  );
  expect(screen.getByText('Sold out')).toBeInTheDocument();
  expect(screen.queryByRole('presentation')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Add Product 2 to wishlist' }));
  expect(store.getState().wishlist.items).toEqual([
    expect.objectContaining({
      productId: product.id,
      slug: 'product-2',
      chosenVariantId: null,
    }),
  ]);
});

test('the grid is a named list whose first row of pictures loads at once', () => {
  const products = Array.from({ length: 6 }, (_, i) => sampleProduct(i + 1));
  renderWithProviders(
    <MemoryRouter>
      <ProductGrid products={products} label="Search results" />
    </MemoryRouter>,
  );
  const list = screen.getByRole('list', { name: 'Search results' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(6);
  expect(within(items[0]).getByRole('presentation')).toHaveAttribute('loading', 'eager');
  expect(within(items[3]).getByRole('presentation')).toHaveAttribute('loading', 'eager');
  expect(within(items[4]).getByRole('presentation')).toHaveAttribute('loading', 'lazy');
});

test('the skeleton is announced as loading products', () => {
  renderWithProviders(<ProductGridSkeleton count={3} />);
  expect(screen.getByRole('status', { name: 'Loading products' })).toHaveAttribute('aria-busy', 'true');
});
