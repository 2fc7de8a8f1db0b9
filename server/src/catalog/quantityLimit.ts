// How many of a variant one checkout may hold, as Saleor decides it: the shop's per-checkout limit
// (Shop.limitQuantityPerCheckout, 50 in a new Saleor shop; this shop sets no per-variant
// quantityLimitPerCustomer), and for a variant that tracks inventory, the stock left too.

export const QUANTITY_LIMIT_PER_CHECKOUT = 50;

/**
 * Saleor's ProductVariant.quantityAvailable: the stock left capped at the per-checkout limit (so the
 * shop's exact stock stays private), never below zero; the limit itself when the variant does not
 * track inventory, since buying it takes nothing from stock.
 */
export function quantityAvailable(variant: { track_inventory: boolean; available: number }): number {
  if (!variant.track_inventory) return QUANTITY_LIMIT_PER_CHECKOUT;
  return Math.max(0, Math.min(variant.available, QUANTITY_LIMIT_PER_CHECKOUT));
}

/** Saleor's QUANTITY_GREATER_THAN_LIMIT text; `label` is the variant's name, else SKU, else "ID:pk". */
export const quantityLimitMessage = (label: string) =>
  `Cannot add more than ${QUANTITY_LIMIT_PER_CHECKOUT} times this item: ${label}.`;
