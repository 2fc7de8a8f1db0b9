import { GraphQLError } from 'graphql';
import { readAddress } from '../addresses';
import type { Context } from '../graphql/context';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { money, taxedMoney, toCents } from '../graphql/money';
import { mediaUrl } from '../media/mediaUrl';
import { permissionDenied } from '../graphql/permissions';
import { keysetPage, type PageArgs } from '../graphql/pagination';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderRow {
  id: number;
  token: string;
  channel_id: number;
  user_id: number | null;
  shipping_method_name: string | null;
  shipping_address_id: number | null;
  billing_address_id: number | null;
  user_email: string | null;
  status: string;
  currency: string;
  subtotal_amount: string;
  shipping_amount: string;
  total_amount: string;
  total_charged: string;
  total_authorized: string;
  metadata: Record<string, string>;
  created_at: Date;
}

interface LineRow {
  id: number;
  product_name: string;
  variant_name: string;
  product_sku: string | null;
  quantity: number;
  unit_price: string;
  thumbnail: string | null;
  currency: string;
}

export async function orderByToken(ctx: Pick<Context, 'db'>, token: string): Promise<OrderRow | null> {
  if (!UUID.test(token)) return null;
  const { rows } = await ctx.db.query<OrderRow>('SELECT * FROM "order" WHERE token = $1', [token]);
  return rows[0] ?? null;
}

/** Saleor's paymentStatus for an order paid through transactions: only charged versus total counts. */
export function paymentStatus(charged: number, total: number) {
  if (charged <= 0) return 'NOT_CHARGED';
  return charged >= total ? 'FULLY_CHARGED' : 'PARTIALLY_CHARGED';
}

function chargeStatus(charged: number, total: number) {
  if (charged <= 0) return 'NONE';
  if (charged > total) return 'OVERCHARGED';
  return charged === total ? 'FULL' : 'PARTIAL';
}

export const orderResolvers = {
  // me.orders: the customer's own orders, newest first (the storefront asks for the first 20).
  User: {
    orders: (user: { id: number }, args: PageArgs, ctx: Context) =>
      keysetPage<OrderRow & { sort_value: unknown }>(
        ctx.db,
        {
          select: '*',
          from: 'FROM "order" WHERE user_id = $1',
          params: [user.id],
          sortExpr: 'created_at',
          sortType: 'timestamptz',
          descending: true,
        },
        args,
        'orders',
      ),
  },
  Query: {
    // The order's id is the secret (base64 of "Order:<uuid>"), as in Saleor: no permission needed.
    order: (_: unknown, args: { id?: string | null }, ctx: Context) => {
      const parsed = args.id ? fromGlobalId(args.id) : null;
      if (!parsed || parsed.type !== 'Order') {
        throw new GraphQLError(`Invalid ID: ${args.id}. Expected: Order.`, {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      }
      return orderByToken(ctx, parsed.pk);
    },
    orderByToken: (_: unknown, args: { token: string }, ctx: Context) => orderByToken(ctx, args.token),
    // Shoppers never hold HANDLE_PAYMENTS or MANAGE_ORDERS; this service has no staff or app tokens.
    transaction: () => {
      throw permissionDenied('HANDLE_PAYMENTS', 'MANAGE_ORDERS');
    },
  },
  Order: {
    id: (row: OrderRow) => toGlobalId('Order', row.token),
    number: (row: OrderRow) => String(row.id),
    created: (row: OrderRow) => new Date(row.created_at).toISOString(),
    userEmail: (row: OrderRow) => row.user_email,
    paymentStatus: (row: OrderRow) => paymentStatus(toCents(row.total_charged), toCents(row.total_amount)),
    isPaid: (row: OrderRow) => toCents(row.total_charged) >= toCents(row.total_amount),
    chargeStatus: (row: OrderRow) => chargeStatus(toCents(row.total_charged), toCents(row.total_amount)),
    authorizeStatus: (row: OrderRow) => {
      const covered = toCents(row.total_authorized) + toCents(row.total_charged);
      if (covered <= 0) return 'NONE';
      return covered >= toCents(row.total_amount) ? 'FULL' : 'PARTIAL';
    },
    total: (row: OrderRow) => taxedMoney(toCents(row.total_amount), row.currency),
    subtotal: (row: OrderRow) => taxedMoney(toCents(row.subtotal_amount), row.currency),
    shippingPrice: (row: OrderRow) => taxedMoney(toCents(row.shipping_amount), row.currency),
    totalCharged: (row: OrderRow) => money(toCents(row.total_charged), row.currency),
    totalAuthorized: (row: OrderRow) => money(toCents(row.total_authorized), row.currency),
    totalCaptured: (row: OrderRow) => money(toCents(row.total_charged), row.currency),
    shippingMethodName: (row: OrderRow) => row.shipping_method_name,
    shippingAddress: (row: OrderRow, _: unknown, ctx: Context) =>
      readAddress(ctx.db, row.shipping_address_id),
    billingAddress: (row: OrderRow, _: unknown, ctx: Context) => readAddress(ctx.db, row.billing_address_id),
    // Completion insists on a shipping method exactly when something needs shipping.
    isShippingRequired: (row: OrderRow) => row.shipping_method_name != null,
    // As in Saleor: only staff and apps with HANDLE_PAYMENTS or MANAGE_ORDERS read an order's transactions.
    transactions: () => {
      throw permissionDenied('HANDLE_PAYMENTS', 'MANAGE_ORDERS');
    },
    metadata: (row: OrderRow) => Object.entries(row.metadata ?? {}).map(([key, value]) => ({ key, value })),
    lines: async (row: OrderRow, _: unknown, ctx: Context) =>
      (
        await ctx.db.query<LineRow>('SELECT * FROM order_line WHERE order_id = $1 ORDER BY id', [row.id])
      ).rows.map((line) => ({
        ...line,
        currency: row.currency,
      })),
  },
  OrderLine: {
    id: (row: LineRow) => toGlobalId('OrderLine', row.id),
    productName: (row: LineRow) => row.product_name,
    variantName: (row: LineRow) => row.variant_name,
    productSku: (row: LineRow) => row.product_sku,
    unitPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price), row.currency),
    totalPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price) * row.quantity, row.currency),
    thumbnail: (row: LineRow, args: { size?: number | null }, ctx: Context) =>
      row.thumbnail ? { url: mediaUrl(ctx, row.thumbnail, args.size), alt: row.product_name } : null,
  },
};
