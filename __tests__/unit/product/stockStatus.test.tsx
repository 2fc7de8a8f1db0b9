import { screen } from '@testing-library/react';
import { StockStatus } from '../../../src/features/product/StockStatus';
import { stockState } from '../../../src/lib/catalog/stock';
import { renderWithProviders } from '../../support/render';

// Digital goods show no stock count (never "Only 2 left" on an e-book): they do not track inventory (Saleor's
// ProductVariant.trackInventory false): there is no count to show, and quantityAvailable is only the
// per-checkout limit, so such a variant is simply in stock.

it('shows no count for a variant that does not track inventory', () => {
  renderWithProviders(
    <StockStatus state={stockState(2)} variant={{ trackInventory: false, quantityAvailable: 2 }} />,
  );
  expect(screen.getByText('In stock')).toBeVisible();
  expect(screen.queryByText(/Only \d+ left/)).toBeNull();
});

it('is not sold out for an untracked variant whose quantityAvailable is missing', () => {
  // Saleor answers null for an untracked variant when the shop sets no per-checkout limit.
  renderWithProviders(
    <StockStatus state={stockState(0)} variant={{ trackInventory: false, quantityAvailable: null }} />,
  );
  expect(screen.getByText('In stock')).toBeVisible();
  expect(screen.queryByText('Sold out')).toBeNull();
});

it('still counts the stock of a variant that tracks inventory', () => {
  renderWithProviders(
    <StockStatus state={stockState(2)} variant={{ trackInventory: true, quantityAvailable: 2 }} />,
  );
  expect(screen.getByText('Only 2 left')).toBeVisible();
});
