import { money } from '../graphql/money';
import type { ActiveRules, PricedVariant } from './promotions';
import { catalogueTax, type CountryTaxes } from './taxes';
import type { Taxed, VariantPrice } from './types';

// The catalogue's prices as Saleor's ProductPricingInfo and VariantPricingInfo show them: the listing
// price, the price after the best promotion, and the discount between them, each taxed for the
// country asked for (the address argument's, else the channel's default).

function taxedMoney({ netCents, grossCents }: Taxed, currency: string) {
  return {
    currency,
    net: money(netCents, currency),
    gross: money(grossCents, currency),
    tax: money(grossCents - netCents, currency),
  };
}

/** What pricing a product or variant needs besides its variants: its tax rate, currency and rules. */
export interface PricingScope {
  rules: ActiveRules;
  taxes: CountryTaxes;
  /** The rate in percent of the product (its tax class, else its type's, else the country's). */
  ratePercent: number;
  currency: string;
}

const taxed = (scope: PricingScope, cents: number) =>
  taxedMoney(catalogueTax(cents, scope.ratePercent, scope.taxes.rules), scope.currency);

/** A discount shown only when there is one (Saleor's null otherwise). */
const discountOf = (scope: PricingScope, cents: number) => (cents > 0 ? taxed(scope, cents) : null);

export function variantPricing(variant: PricedVariant, scope: PricingScope) {
  const price: VariantPrice = scope.rules.price(variant);
  const discount = discountOf(scope, price.undiscountedCents - price.discountedCents);
  return {
    onSale: discount != null,
    discount,
    price: taxed(scope, price.discountedCents),
    priceUndiscounted: taxed(scope, price.undiscountedCents),
  };
}

/**
 * A product's price ranges over its variants (null without variants). The discount is the
 * difference of the two ranges' starts, which may come from different variants, as in Saleor.
 */
export function productPricing(variants: PricedVariant[], scope: PricingScope) {
  if (!variants.length) return null;
  const prices = variants.map((variant) => scope.rules.price(variant));
  const undiscounted = prices.map((price) => price.undiscountedCents);
  const discounted = prices.map((price) => price.discountedCents);
  const range = (cents: number[]) => ({
    start: taxed(scope, Math.min(...cents)),
    stop: taxed(scope, Math.max(...cents)),
  });
  const discount = discountOf(scope, Math.min(...undiscounted) - Math.min(...discounted));
  return {
    onSale: discount != null,
    discount,
    displayGrossPrices: scope.taxes.rules.displayGrossPrices,
    priceRange: range(discounted),
    priceRangeUndiscounted: range(undiscounted),
  };
}
