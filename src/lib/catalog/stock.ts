// How many of a variant can be bought, and what the shopper is told about it.

/** At or below this many left, the page says "only N left" instead of "in stock". */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The stock helper: the SKU parsed as a number, else 0. The whole SKU must be a number ("12" is 12): a code
 * such as "2024-TEE" or "12-RED" is not a count, and reading its leading digits would promise stock that does
 * not exist.
 */
export function stockFromSku(sku: string | null | undefined): number {
  const text = sku?.trim() ?? '';
  if (!/^\d+$/.test(text)) return 0;
  const value = Number(text);
  return Number.isSafeInteger(value) ? value : 0;
}

/**
 * The quantity of a variant that can be bought: Saleor's quantityAvailable, else (real Saleor answers
 * null when the request carries no stock context: no country, no address) the SKU fallback. A variant
 * that does not track inventory (trackInventory false: a download) has no stock to run out of: its
 * quantityAvailable is the shop's per-checkout limit, and null (no limit at all) when the shop sets
 * none, which is not a count the SKU could stand in for.
 */
export function availableQuantity(variant: {
  quantityAvailable?: number | null;
  sku?: string | null;
  trackInventory?: boolean | null;
}): number {
  if (typeof variant.quantityAvailable === 'number') return Math.max(0, variant.quantityAvailable);
  return variant.trackInventory === false ? Number.POSITIVE_INFINITY : stockFromSku(variant.sku);
}

export type StockState =
  | { kind: 'inStock'; quantity: number }
  | { kind: 'low'; quantity: number }
  | { kind: 'soldOut'; quantity: 0 };

export function stockState(quantity: number): StockState {
  if (quantity <= 0) return { kind: 'soldOut', quantity: 0 };
  if (quantity <= LOW_STOCK_THRESHOLD) return { kind: 'low', quantity };
  return { kind: 'inStock', quantity };
}
