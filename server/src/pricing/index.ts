import type { Queryable } from '../db/database';

// What a price is made of before vouchers and gift cards: the variant's listing price, the catalogue
// promotion that lowers it, and the flat-rate tax of the country it is taxed in. The checkout and
// the catalogue both read prices through here, so a card, a product page and a cart line agree.

/** A channel's tax settings for one country (Saleor's TaxConfiguration with its country exception). */
export interface TaxRules {
  chargeTaxes: boolean;
  /** Prices in the database include tax (gross) rather than exclude it (net). */
  pricesEnteredWithTax: boolean;
  displayGrossPrices: boolean;
}

/** An amount taxed: both sides in cents, tax = gross - net. */
export interface Taxed {
  netCents: number;
  grossCents: number;
}

/** The taxes of one channel and country, ready to apply. */
export interface TaxContext {
  rules: TaxRules;
  /** The rate in percent (23 for 23 %) of a product: its tax class, else its type's, else the country's default. */
  productRate(productId: number): number;
  /** The rate in percent of a shipping method: its tax class, else the country's default. */
  shippingRate(shippingMethodId: number): number;
}

/** A variant's unit price in a channel: the listing price and the price after catalogue promotions. */
export interface VariantPrice {
  undiscountedCents: number;
  discountedCents: number;
  /** The promotion that gives the discount, when there is one. */
  promotion: { id: number; name: string } | null;
}

/**
 * Saleor's flat-rate formula on an amount already discounted (a line total, a shipping price), each
 * side rounded half up to the cent.
 */
export declare function applyTax(cents: number, ratePercent: number, rules: TaxRules): Taxed;

/** The tax rules and rates of a channel for a country (null: the channel's default country). */
export declare function taxContext(
  db: Queryable,
  channelId: number,
  countryCode: string | null,
  productIds: number[],
  shippingMethodIds: number[],
): Promise<TaxContext>;

/** Unit prices of variants in a channel after the best catalogue promotion active now. */
export declare function variantPrices(
  db: Queryable,
  channelId: number,
  variantIds: number[],
): Promise<Map<number, VariantPrice>>;
