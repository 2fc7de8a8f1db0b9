import type { WishlistProduct, WishlistVariant } from '../../../src/features/wishlist/wishlistApi';
import { toGlobalId } from '../../../src/lib/globalId';

// Products as the shop answers WishlistProduct: a tee in sizes and colours, and a mug with one variant.
// Each colour of the tee has its own picture (ProductVariant.media), except M / Black, which has none.

const money = (amount: number) => ({
  gross: { amount, currency: 'USD' },
  net: { amount, currency: 'USD' },
});
/** A variant's price with no promotion on it. */
const variantPrice = (amount: number) => ({
  onSale: false,
  price: money(amount),
  priceUndiscounted: money(amount),
});
/** A product's price range with no promotion on it, shown with tax. */
const productPrice = (start: number, stop: number) => ({
  onSale: false,
  displayGrossPrices: true,
  priceRange: { start: money(start), stop: money(stop) },
  priceRangeUndiscounted: { start: money(start), stop: money(stop) },
});
const SIZE = { id: toGlobalId('Attribute', 1), name: 'Size', translation: null };
const COLOUR = { id: toGlobalId('Attribute', 2), name: 'Colour', translation: null };
const value = (id: number, name: string) => ({
  id: toGlobalId('AttributeValue', id),
  name,
  slug: name.toLowerCase(),
  translation: null,
});
const PICTURES = {
  Black: { id: toGlobalId('ProductMedia', 31), url: 'http://shop.test/media/shirt-black.png' },
  White: { id: toGlobalId('ProductMedia', 32), url: 'http://shop.test/media/shirt-white.png' },
};
const VALUES = {
  S: value(11, 'S'),
  M: value(12, 'M'),
  L: value(13, 'L'),
  Black: value(21, 'Black'),
  White: value(22, 'White'),
};

function teeVariant(
  id: number,
  size: 'S' | 'M' | 'L',
  colour: 'Black' | 'White',
  stock: number,
  price: number,
) {
  return {
    id: toGlobalId('ProductVariant', id),
    name: `${size} / ${colour}`,
    translation: null,
    sku: `TEE-${id}`,
    trackInventory: true,
    quantityAvailable: stock,
    media: id === 23 ? [] : [{ id: PICTURES[colour].id }],
    attributes: [
      { attribute: SIZE, values: [VALUES[size]] },
      { attribute: COLOUR, values: [VALUES[colour]] },
    ],
    pricing: variantPrice(price),
  } satisfies WishlistVariant;
}

/** S/Black sold out; L/White low on stock; L costs more. */
export const tee: WishlistProduct = {
  id: toGlobalId('Product', 2),
  name: 'Linen shirt',
  translation: null,
  slug: 'linen-shirt',
  thumbnail: { url: 'http://shop.test/media/shirt.png' },
  media: [PICTURES.Black, PICTURES.White],
  pricing: productPrice(19, 22),
  variants: [
    teeVariant(21, 'S', 'Black', 0, 19),
    teeVariant(22, 'S', 'White', 8, 19),
    teeVariant(23, 'M', 'Black', 9, 19),
    teeVariant(24, 'M', 'White', 7, 19),
    teeVariant(25, 'L', 'Black', 6, 22),
    teeVariant(26, 'L', 'White', 2, 22),
  ],
};

export const teeVariantId = (name: string) => tee.variants!.find((v) => v.name === name)!.id;

export const mug: WishlistProduct = {
  id: toGlobalId('Product', 1),
  name: 'Blue mug',
  translation: null,
  slug: 'blue-mug',
  thumbnail: { url: 'http://shop.test/media/mug.png' },
  media: [{ id: toGlobalId('ProductMedia', 41), url: 'http://shop.test/media/mug.png' }],
  pricing: productPrice(9, 9),
  variants: [
    {
      id: toGlobalId('ProductVariant', 11),
      name: 'Blue mug',
      translation: null,
      sku: 'MUG-1',
      trackInventory: true,
      quantityAvailable: 12,
      media: [],
      attributes: [],
      pricing: variantPrice(9),
    },
  ],
};
