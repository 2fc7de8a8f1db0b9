import { useLanguageCode } from '../locale';
import type { OrderDetailsFragment } from './Order.generated';
import { useOrderDeliveryMethodQuery } from './ordersApi';

/**
 * The order's shipping method as the shopper reads it: its name in the page's language (Saleor's
 * Order.deliveryMethod with its translation laid over), else the name the order kept (the shop's
 * own, English, text) when the method has no answer: deleted since, or the request failed. An English
 * page takes the kept name at once. Null while the translation is on its way, so the shop's English
 * does not flash on a Chinese page, and for an order that is not shipped.
 */
export function useShippingMethodName(order: Pick<OrderDetailsFragment, 'token' | 'shippingMethodName'>) {
  const languageCode = useLanguageCode();
  const kept = order.shippingMethodName;
  const skip = !kept || languageCode === 'EN';
  const { currentData, isError } = useOrderDeliveryMethodQuery(
    { token: order.token, languageCode },
    { skip },
  );
  if (skip) return kept ?? null;
  const method = currentData?.orderByToken?.deliveryMethod;
  if (method && 'name' in method) return method.name;
  return currentData || isError ? kept : null;
}
