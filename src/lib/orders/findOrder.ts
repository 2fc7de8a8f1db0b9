import { ensureGlobalId, fromGlobalId } from '../globalId';

// The paid-order lookup: an order number or id is tried, in turn, as a key of the stored orderMapping (number
// or id -> token), as an order token itself, through the UUID inside its global id, and finally by the direct
// order(id) query, whose permission failure is ignored.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export class OrderNotFoundError extends Error {
  constructor(readonly number: string) {
    super(`Order ${number} not found`);
    this.name = 'OrderNotFoundError';
  }
}

export interface OrderLookup<Order> {
  orderMapping: Record<string, string>;
  byToken: (token: string) => Promise<Order | null | undefined>;
  byId: (globalId: string) => Promise<Order | null | undefined>;
  /** True for Saleor's PermissionDenied (and HTTP 403): the direct query is then skipped silently. */
  isPermissionError: (error: unknown) => boolean;
}

function uuidInsideGlobalId(id: string): string | null {
  try {
    const { id: pk } = fromGlobalId(id);
    return UUID.test(pk) ? pk : null;
  } catch {
    return null;
  }
}

export async function findOrder<Order>(idOrNumber: string, lookup: OrderLookup<Order>): Promise<Order> {
  const tokens = [
    lookup.orderMapping[idOrNumber],
    UUID.test(idOrNumber) ? idOrNumber : null,
    uuidInsideGlobalId(idOrNumber),
  ];
  const tried = new Set<string>();
  for (const token of tokens) {
    if (!token || tried.has(token)) continue;
    tried.add(token);
    const order = await lookup.byToken(token);
    if (order) return order;
  }
  try {
    const order = await lookup.byId(ensureGlobalId('Order', idOrNumber));
    if (order) return order;
  } catch (error) {
    if (!lookup.isPermissionError(error)) throw error;
  }
  throw new OrderNotFoundError(idOrNumber);
}
