import {
  availableQuantity,
  LOW_STOCK_THRESHOLD,
  stockFromSku,
  stockState,
} from '../../../src/lib/catalog/stock';

describe('the stock helper (the SKU parsed as a number, else 0)', () => {
  it.each([
    ['12', 12],
    [' 7 ', 7],
    ['0', 0],
    ['TEE-BLK-M', 0],
    ['12-RED', 0],
    ['2024-TEE', 0],
    ['-3', 0],
    ['1.5', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    ['99999999999999999999', 0],
  ])('reads %p as %p', (sku, expected) => {
    expect(stockFromSku(sku)).toBe(expected);
  });
});

describe('available quantity', () => {
  it('uses quantityAvailable when Saleor sends it, whatever the SKU says', () => {
    expect(availableQuantity({ quantityAvailable: 3, sku: '40' })).toBe(3);
    expect(availableQuantity({ quantityAvailable: 0, sku: '40' })).toBe(0);
    expect(availableQuantity({ quantityAvailable: -2, sku: '40' })).toBe(0);
  });

  it('falls back to the SKU when quantityAvailable is null (no stock context)', () => {
    expect(availableQuantity({ quantityAvailable: null, sku: '40' })).toBe(40);
    expect(availableQuantity({ quantityAvailable: null, sku: 'MUG-1' })).toBe(0);
    expect(availableQuantity({ trackInventory: true, quantityAvailable: null, sku: 'MUG-1' })).toBe(0);
  });
});

describe('a variant that does not track inventory (a download)', () => {
  it('is never sold out: up to the per-checkout limit Saleor sends, without bound when none is set', () => {
    const ebook = { trackInventory: false, quantityAvailable: null, sku: 'EBOO-00008-7' };
    expect(availableQuantity({ ...ebook, quantityAvailable: 50 })).toBe(50);
    // quantityAvailable null: the shop sets no limit, and the SKU is no count to fall back on.
    expect(availableQuantity(ebook)).toBe(Number.POSITIVE_INFINITY);
    expect(stockState(availableQuantity(ebook)).kind).toBe('inStock');
    expect(stockState(availableQuantity({ ...ebook, sku: '0' })).kind).toBe('inStock');
  });
});

describe('stock state', () => {
  it('is sold out at 0, "only N left" up to the threshold, in stock above it', () => {
    expect(LOW_STOCK_THRESHOLD).toBe(5);
    expect(stockState(0)).toEqual({ kind: 'soldOut', quantity: 0 });
    expect(stockState(1)).toEqual({ kind: 'low', quantity: 1 });
    expect(stockState(5)).toEqual({ kind: 'low', quantity: 5 });
    expect(stockState(6)).toEqual({ kind: 'inStock', quantity: 6 });
  });
});
