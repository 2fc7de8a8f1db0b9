import { money } from '../graphql/money';
import type { Taxed } from '../pricing';

/** Saleor's TaxedMoney from both sides of an amount in cents. */
export function taxedOf(amount: Taxed, currency: string) {
  return {
    currency,
    gross: money(amount.grossCents, currency),
    net: money(amount.netCents, currency),
    tax: money(amount.grossCents - amount.netCents, currency),
  };
}
