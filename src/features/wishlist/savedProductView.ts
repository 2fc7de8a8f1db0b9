// What a wishlist card shows and what its "Move to cart" does, from the saved entry and the product's
// data as the shop has it today (undefined while it loads or when it could not be loaded).

import type { PriceProps } from '../../components/common/Price';
import { availableQuantity, stockState, type StockState } from '../../lib/catalog/stock';
import { inStock, optionsLabel } from './variantChoice';
import type { WishlistProduct } from './wishlistApi';
import type { WishlistItem } from './wishlistSlice';

/**
 * add: move this variant straight away; ask: let the shopper choose (several variants, none saved,
 * or the saved one sold out); wait: nothing to add until the product's variants are known;
 * soldOut: nothing of it can be bought; gone: the shop no longer sells it.
 */
export type MovePlan =
  | { kind: 'add'; variantId: string }
  | { kind: 'ask' }
  | { kind: 'wait' }
  | { kind: 'soldOut' }
  | { kind: 'gone' };

export interface SavedProductView {
  name: string;
  href: string;
  pictureUrl: string | null;
  /** The saved variant's options ("L / White"), when the product has several. */
  options: string | null;
  /** What the price shows: the saved variant's, else the product's range; null when there is none. */
  price: PriceProps | null;
  stock: StockState | null;
  move: MovePlan;
}

/** `product` is undefined until loaded (or when loading failed), null when the shop has no such product. */
export function savedProductView(
  item: WishlistItem,
  product: WishlistProduct | null | undefined,
): SavedProductView {
  const saved = {
    name: item.name,
    href: `/products/${encodeURIComponent(item.slug)}`,
    pictureUrl: item.thumbnailUrl,
    options: null,
    price: null,
    stock: null,
  };
  if (product === null) return { ...saved, move: { kind: 'gone' } };
  if (product === undefined)
    // Without the product's data a saved variant can still be added: the cart checks its stock.
    return {
      ...saved,
      move: item.chosenVariantId ? { kind: 'add', variantId: item.chosenVariantId } : { kind: 'wait' },
    };

  const variants = product.variants ?? [];
  const variant =
    variants.find((v) => v.id === item.chosenVariantId) ?? (variants.length === 1 ? variants[0] : undefined);
  // The variant's own picture (Saleor's ProductVariant.media, some of the product's), as the product
  // page shows it for the chosen variant.
  const own = variant?.media?.[0];
  const variantPicture = own ? product.media?.find((media) => media.id === own.id) : undefined;

  let move: MovePlan;
  if (variant && inStock(variant)) move = { kind: 'add', variantId: variant.id };
  else if (variants.length > 1 && variants.some(inStock)) move = { kind: 'ask' };
  else if (variants.length) move = { kind: 'soldOut' };
  else move = { kind: 'gone' };

  return {
    name: product.name,
    href: `/products/${encodeURIComponent(product.slug)}`,
    pictureUrl: variantPicture?.url ?? product.thumbnail?.url ?? item.thumbnailUrl,
    options: variant ? optionsLabel(variants, variant) : null,
    price: productPrice(product, variant),
    stock: variant ? stockState(availableQuantity(variant)) : move.kind === 'soldOut' ? stockState(0) : null,
    move,
  };
}

type WishlistVariant = NonNullable<WishlistProduct['variants']>[number];

/**
 * A variant's price (with its price before a promotion), else the product's range; gross or net as
 * the product's pricing says. Null when the shop gives no price.
 */
export function productPrice(
  product: WishlistProduct,
  variant: WishlistVariant | undefined,
): PriceProps | null {
  const pricing = product.pricing;
  const displayGross = pricing?.displayGrossPrices;
  const own = variant?.pricing;
  if (own?.price)
    return {
      price: { start: own.price },
      undiscounted: own.priceUndiscounted && { start: own.priceUndiscounted },
      onSale: own.onSale,
      displayGross,
    };
  if (!pricing?.priceRange?.start) return null;
  return {
    price: pricing.priceRange,
    undiscounted: pricing.priceRangeUndiscounted,
    onSale: pricing.onSale,
    displayGross,
  };
}
