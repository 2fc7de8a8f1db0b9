// The shapes of the pricing API (index.ts).

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
