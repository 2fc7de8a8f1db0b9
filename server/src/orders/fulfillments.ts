import type { Transaction } from '@electric-sql/pglite';
import { variantsTogether } from '../catalog/loaders';
import type { Queryable } from '../db/database';
import { batchLoader, loadWithSiblings } from '../graphql/batchLoader';
import type { Resolvers } from '../graphql/generated/resolverTypes';
import { toGlobalId } from '../graphql/ids';
import { sendShippingMail } from './shippingMail';
import { orderById, orderLines, type OrderLineRow, type OrderRow } from './store';

// Saleor's fulfilments as a shopper reads them (Order.fulfillments, OrderLine.quantityFulfilled), and
// the write that ships some of an order's lines (the demo's dev page stands in for Saleor's
// orderFulfill): the shipment, the lines' shipped quantities, the order's status, the stock and the
// shipping email, in one transaction.

export type FulfillmentStatus =
  | 'FULFILLED'
  | 'REFUNDED'
  | 'RETURNED'
  | 'REPLACED'
  | 'REFUNDED_AND_RETURNED'
  | 'CANCELED'
  | 'WAITING_FOR_APPROVAL';

export interface FulfillmentLineRow {
  id: number;
  quantity: number;
  /** The order line it ships, priced in the order's currency. */
  order_line: OrderLineRow;
}

export interface FulfillmentRow {
  id: number;
  order_id: number;
  fulfillment_order: number;
  status: FulfillmentStatus;
  tracking_number: string;
  created_at: Date;
  lines: FulfillmentLineRow[];
}

/** Saleor's FulfillmentStatus choices' labels (Fulfillment.statusDisplay). */
const STATUS_DISPLAY: Record<FulfillmentStatus, string> = {
  FULFILLED: 'Fulfilled',
  REFUNDED: 'Refunded',
  RETURNED: 'Returned',
  REPLACED: 'Replaced',
  REFUNDED_AND_RETURNED: 'Refunded and returned',
  CANCELED: 'Canceled',
  WAITING_FOR_APPROVAL: 'Waiting for approval',
};

export const fulfillmentTypeDefs = /* GraphQL */ `
  enum FulfillmentStatus {
    FULFILLED
    REFUNDED
    RETURNED
    REPLACED
    REFUNDED_AND_RETURNED
    CANCELED
    WAITING_FOR_APPROVAL
  }

  type FulfillmentLine {
    id: ID!
    quantity: Int!
    orderLine: OrderLine
  }

  type Fulfillment {
    id: ID!
    fulfillmentOrder: Int!
    status: FulfillmentStatus!
    trackingNumber: String!
    created: DateTime!
    lines: [FulfillmentLine!]
    statusDisplay: String
  }

  extend type Order {
    fulfillments: [Fulfillment!]!
  }

  extend type OrderLine {
    quantityFulfilled: Int!
  }
`;

/**
 * The fulfilments of several orders (none CANCELED: Saleor never shows those to a customer), in
 * shipping order, with their lines and the order lines they ship: two queries for the whole page.
 */
export async function fulfillmentsOf(
  db: Queryable,
  orderIds: number[],
): Promise<Map<number, FulfillmentRow[]>> {
  const { rows: shipments } = await db.query<Omit<FulfillmentRow, 'lines'>>(
    `SELECT id, order_id, fulfillment_order, status, tracking_number, created_at FROM fulfillment
     WHERE order_id = ANY($1::int[]) AND status <> 'CANCELED' ORDER BY order_id, fulfillment_order`,
    [orderIds],
  );
  const { rows: lines } = await db.query<
    Omit<OrderLineRow, 'currency'> & {
      fulfillment_line_id: number;
      fulfillment_id: number;
      shipped: number;
      order_currency: string;
      order_channel_id: number;
    }
  >(
    `SELECT l.*, fl.id AS fulfillment_line_id, fl.fulfillment_id, fl.quantity AS shipped,
       o.currency AS order_currency, o.channel_id AS order_channel_id
     FROM fulfillment_line fl JOIN order_line l ON l.id = fl.order_line_id JOIN "order" o ON o.id = l.order_id
     WHERE fl.fulfillment_id = ANY($1::int[]) ORDER BY fl.id`,
    [shipments.map((shipment) => shipment.id)],
  );
  // The lines' variants are read together, as Order.lines reads them.
  const variantOf = variantsTogether(db, [
    ...new Set(lines.flatMap((line) => (line.variant_id == null ? [] : [line.variant_id]))),
  ]);
  const linesOf = new Map<number, FulfillmentLineRow[]>();
  for (const {
    fulfillment_line_id,
    fulfillment_id,
    shipped,
    order_currency,
    order_channel_id,
    ...line
  } of lines) {
    const row: FulfillmentLineRow = {
      id: fulfillment_line_id,
      quantity: shipped,
      order_line: { ...line, currency: order_currency, channel_id: order_channel_id, variant_of: variantOf },
    };
    linesOf.set(fulfillment_id, [...(linesOf.get(fulfillment_id) ?? []), row]);
  }
  const byOrder = new Map<number, FulfillmentRow[]>();
  for (const shipment of shipments) {
    const row = { ...shipment, lines: linesOf.get(shipment.id) ?? [] };
    byOrder.set(shipment.order_id, [...(byOrder.get(shipment.order_id) ?? []), row]);
  }
  return byOrder;
}

/** An order's fulfilments, read for a whole page of orders at once (loaders.ts). */
export const fulfillmentLoader = (db: Queryable) =>
  batchLoader<number, FulfillmentRow[]>(
    (ids) => fulfillmentsOf(db, ids),
    () => [],
  );

export const fulfillmentResolvers: Resolvers = {
  Order: {
    fulfillments: (row, _, ctx) => loadWithSiblings(ctx.load.orderFulfillments, row.id, row.page_ids),
  },
  OrderLine: {
    quantityFulfilled: (row) => row.quantity_fulfilled ?? 0,
  },
  Fulfillment: {
    id: (row) => toGlobalId('Fulfillment', row.id),
    fulfillmentOrder: (row) => row.fulfillment_order,
    trackingNumber: (row) => row.tracking_number,
    created: (row) => new Date(row.created_at).toISOString(),
    statusDisplay: (row) => STATUS_DISPLAY[row.status],
  },
  FulfillmentLine: {
    id: (row) => toGlobalId('FulfillmentLine', row.id),
    orderLine: (row) => row.order_line,
  },
};

// Shipping

/** Saleor's Fulfillment.tracking_number is a CharField of at most 255 characters. */
export const TRACKING_NUMBER_MAX = 255;

/** The statuses an order can be shipped from (Saleor refuses unconfirmed, draft and closed orders). */
const SHIPPABLE = new Set(['UNFULFILLED', 'PARTIALLY_FULFILLED']);

export interface ShipmentRequest {
  /** Order line id → quantity to ship now (0 ships none of it). */
  quantities: Map<number, number>;
  trackingNumber: string;
}

/** Why a shipment was refused: one message for the form, and the line it is about when there is one. */
export interface ShipmentProblem {
  lineId: number | null;
  message: string;
}

/** The quantity of each line not shipped yet. */
export const leftToShip = (line: OrderLineRow) => line.quantity - (line.quantity_fulfilled ?? 0);

/** What stops this order from being shipped at all, or null when it can be. */
export function orderNotShippable(order: OrderRow, lines: OrderLineRow[]): string | null {
  if (order.status === 'UNCONFIRMED') return `Order #${order.id} is unconfirmed: confirm it before shipping.`;
  if (!SHIPPABLE.has(order.status) || !lines.some((line) => leftToShip(line) > 0))
    return `Order #${order.id} has nothing left to ship (${order.status.toLowerCase().replace(/_/g, ' ')}).`;
  return null;
}

/** The problems of a request against the order's lines as they are; none when it can be shipped. */
export function shipmentProblems(
  order: OrderRow,
  lines: OrderLineRow[],
  request: ShipmentRequest,
): ShipmentProblem[] {
  const blocked = orderNotShippable(order, lines);
  if (blocked) return [{ lineId: null, message: blocked }];
  const problems: ShipmentProblem[] = [];
  const byId = new Map(lines.map((line) => [line.id, line]));
  for (const [lineId, quantity] of request.quantities) {
    const line = byId.get(lineId);
    if (!line) problems.push({ lineId: null, message: `Line ${lineId} is not a line of this order.` });
    else if (!Number.isSafeInteger(quantity) || quantity < 0)
      problems.push({ lineId, message: `Enter a whole number of 0 or more for ${line.product_name}.` });
    else if (quantity > leftToShip(line))
      problems.push({
        lineId,
        message: `Only ${leftToShip(line)} of ${line.product_name} left to ship.`,
      });
  }
  if (request.trackingNumber.length > TRACKING_NUMBER_MAX)
    problems.push({
      lineId: null,
      message: `The tracking number is too long: at most ${TRACKING_NUMBER_MAX} characters.`,
    });
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(request.trackingNumber))
    problems.push({
      lineId: null,
      message: 'The tracking number must be on one line, without control characters.',
    });
  if (!problems.length && ![...request.quantities.values()].some((quantity) => quantity > 0))
    problems.push({ lineId: null, message: 'Choose at least one item to ship.' });
  return problems;
}

/**
 * Ships the quantities asked for, as Saleor's orderFulfill: a new fulfilment (the order's next
 * number), each line's shipped quantity, the order PARTIALLY_FULFILLED or FULFILLED, the tracked
 * stock taken off its allocation and the quantity on hand, and the shipping email in the order's
 * language. Answers the problems and writes nothing when the request cannot be shipped.
 */
export async function shipOrder(
  tx: Transaction,
  orderId: number,
  request: ShipmentRequest,
  storefrontUrl: string,
): Promise<{ fulfillmentOrder: number } | { problems: ShipmentProblem[] }> {
  // The order's row is locked first, so two shipments of one order are made one after the other.
  await tx.query('SELECT id FROM "order" WHERE id = $1 FOR UPDATE', [orderId]);
  const order = await orderById(tx, orderId);
  if (!order) return { problems: [{ lineId: null, message: `There is no order #${orderId}.` }] };
  const lines = await orderLines(tx, order);
  const problems = shipmentProblems(order, lines, request);
  if (problems.length) return { problems };
  const shipped = lines.flatMap((line) => {
    const quantity = request.quantities.get(line.id) ?? 0;
    return quantity > 0 ? [{ line, quantity }] : [];
  });
  const { rows } = await tx.query<{ id: number; fulfillment_order: number }>(
    `INSERT INTO fulfillment (order_id, fulfillment_order, tracking_number)
     SELECT $1, COALESCE(max(fulfillment_order), 0) + 1, $2 FROM fulfillment WHERE order_id = $1
     RETURNING id, fulfillment_order`,
    [order.id, request.trackingNumber],
  );
  const fulfillment = rows[0];
  for (const { line, quantity } of shipped) {
    await tx.query(
      'INSERT INTO fulfillment_line (fulfillment_id, order_line_id, quantity) VALUES ($1, $2, $3)',
      [fulfillment.id, line.id, quantity],
    );
    await tx.query('UPDATE order_line SET quantity_fulfilled = quantity_fulfilled + $2 WHERE id = $1', [
      line.id,
      quantity,
    ]);
    // Completion allocated only tracked variants; what ships leaves the allocation and the shelf.
    await tx.query(
      `UPDATE stock s SET quantity = GREATEST(s.quantity - $2, 0),
         quantity_allocated = GREATEST(s.quantity_allocated - $2, 0)
       FROM product_variant v WHERE v.id = s.variant_id AND v.track_inventory AND s.variant_id = $1`,
      [line.variant_id, quantity],
    );
  }
  const { rows: updated } = await tx.query<{ status: string }>(
    `UPDATE "order" SET status = CASE WHEN (SELECT bool_and(quantity_fulfilled >= quantity)
       FROM order_line WHERE order_id = $1) THEN 'FULFILLED' ELSE 'PARTIALLY_FULFILLED' END
     WHERE id = $1 RETURNING status`,
    [order.id],
  );
  await sendShippingMail(tx, {
    order,
    fulfillmentOrder: fulfillment.fulfillment_order,
    trackingNumber: request.trackingNumber,
    shipped,
    complete: updated[0].status === 'FULFILLED',
    storefrontUrl,
  });
  return { fulfillmentOrder: fulfillment.fulfillment_order };
}
