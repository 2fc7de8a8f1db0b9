import type { ProductCardFragment } from '../../../src/features/catalog/listing/ProductCard.generated';

const money = (amount: number) => ({
  gross: { amount, currency: 'USD' },
  net: { amount, currency: 'USD' },
});
const range = (amount: number) => ({ start: money(amount), stop: money(amount) });

/** A product as the ProductCard fragment returns it. */
export function sampleProduct(n: number, overrides: Partial<ProductCardFragment> = {}): ProductCardFragment {
  return {
    id: `UHJvZHVjdDo${n}`,
    name: `Product ${n}`,
    translation: null,
    slug: `product-${n}`,
    isAvailable: true,
    thumbnail: {
      url: `http://shop.test/media/products/product-${n}.svg?size=512`,
      alt: `Picture of product ${n}`,
    },
    category: { id: 'Q2F0ZWdvcnk6MQ==', name: 'Mugs', translation: null },
    defaultVariant: { id: `UHJvZHVjdFZhcmlhbnQ6${n}` },
    pricing: {
      onSale: false,
      displayGrossPrices: true,
      priceRange: range(10 + n),
      priceRangeUndiscounted: range(10 + n),
    },
    ...overrides,
  };
}
