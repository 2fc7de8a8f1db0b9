import { checkoutIdFromToken, fromGlobalId, InvalidGlobalIdError, toGlobalId } from '../globalId';

// The payment rules as pure functions: what may be sent to a gateway (amounts above 0, strings of at
// most 200 characters), and how ids arrive at the shape Saleor expects.

export const GATEWAY_TEXT_LIMIT = 200;
export const ORDER_TRANSACTION_NAME = 'Order Payment';

/** Ids and strings for the payment gateway are cut to 200 characters. */
export const cutForGateway = (text: string) => text.slice(0, GATEWAY_TEXT_LIMIT);

/** A gateway id "app:<app id>:<gateway>" names an app; the app id is what the API wants. */
export function gatewayAppId(gatewayId: string): string {
  if (!gatewayId.startsWith('app:')) return gatewayId;
  const [, appId] = gatewayId.split(':');
  return appId || gatewayId;
}

/** The spec refuses a payment of 0 or less (or not a number) before any call is made. */
export const isPayableAmount = (amount: number) => Number.isFinite(amount) && amount > 0;

/** "Order Payment" for an order; "Order: {product} ({variant})" from a checkout's first line. */
export function transactionName(
  source: { kind: 'order' } | { kind: 'checkout'; productName: string; variantName?: string | null },
): string {
  if (source.kind === 'order') return ORDER_TRANSACTION_NAME;
  const variant = source.variantName ? ` (${source.variantName})` : '';
  return cutForGateway(`Order: ${source.productName}${variant}`);
}

// Saleor accepts as an order's key only a UUID or (orders from before 3.x) a number.
const ORDER_KEY = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The global id a transaction is started for: an order id (global, or a plain one that is encoded),
 * or a checkout token. An order id that is empty, garbled, or a global id of another type is refused
 * with InvalidGlobalIdError, so that no request is sent for it.
 */
export function paymentSourceId(source: { orderId: string } | { checkoutToken: string }): string {
  if ('checkoutToken' in source) return checkoutIdFromToken(source.checkoutToken);
  const { orderId } = source;
  if (ORDER_KEY.test(orderId)) return toGlobalId('Order', orderId);
  let decoded: { type: string; id: string } | null = null;
  try {
    decoded = fromGlobalId(orderId);
  } catch {
    // neither a plain order key nor a global id: refused below
  }
  if (decoded?.type !== 'Order' || !ORDER_KEY.test(decoded.id)) throw new InvalidGlobalIdError(orderId);
  return orderId;
}
