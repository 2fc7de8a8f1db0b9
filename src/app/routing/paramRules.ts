// Route parameters that cannot name anything are answered with the 404 page before any request.

/** Saleor slugs: letters (any script), digits, hyphens and underscores. */
const SLUG = /^[\p{L}\p{N}_-]{1,255}$/u;
const ORDER_NUMBER = /^\d{1,12}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export const isSlug = (value: string | undefined): boolean => value !== undefined && SLUG.test(value);

/**
 * /orders/{number}: an order number, or what the paid-order lookup also accepts in its place (an order
 * token, or an order's global id, which is base64 of "Order:<uuid>").
 */
export function isOrderReference(value: string | undefined): boolean {
  if (value === undefined) return false;
  if (ORDER_NUMBER.test(value) || UUID.test(value)) return true;
  if (!BASE64.test(value)) return false;
  try {
    return atob(value).startsWith('Order:');
  } catch {
    return false;
  }
}
