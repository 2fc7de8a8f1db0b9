import { toCents } from '../graphql/money';
import type { ShippingMethodRow } from './store';

// Shipping methods and the order-price rules that make one applicable: a method with a minimum or
// maximum order price applies only when the checkout's subtotal lies between them (inclusive).

export interface RatedShippingMethod extends ShippingMethodRow {
  currency: string;
  active: boolean;
  message: string | null;
}

/** Every method, each marked active or not for this subtotal, with Saleor's reason when not. */
export function rateShippingMethods(
  methods: ShippingMethodRow[],
  subtotalCents: number,
  currency: string,
): RatedShippingMethod[] {
  return methods.map((method) => {
    const min = method.minimum_order_price == null ? null : toCents(method.minimum_order_price);
    const max = method.maximum_order_price == null ? null : toCents(method.maximum_order_price);
    const active = (min == null || subtotalCents >= min) && (max == null || subtotalCents <= max);
    return {
      ...method,
      currency,
      active,
      message: active ? null : 'This shipping method is not applicable for the order price.',
    };
  });
}
