import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { pkOf, toGlobalId } from '../graphql/ids';
import { taxedMoney, toCents } from '../graphql/money';
import {
  addLines,
  checkEmail,
  createCheckout,
  deleteLines,
  lockCheckout,
  updateLines,
  type LineInput,
} from './cart';
import { CheckoutFailure } from './checkoutErrors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CheckoutRow {
  token: string;
  email: string | null;
  created_at: Date;
  currency: string;
}

interface LineRow {
  id: number;
  quantity: number;
  variant_id: number;
  unit_price: string;
  requires_shipping: boolean;
  currency: string;
}

async function checkoutRow(ctx: Context, token: string): Promise<CheckoutRow | null> {
  const { rows } = await ctx.db.query<CheckoutRow>(
    `SELECT c.token, c.email, c.created_at, ch.currency_code AS currency
     FROM checkout c JOIN channel ch ON ch.id = c.channel_id WHERE c.token = $1`,
    [token],
  );
  return rows[0] ?? null;
}

async function lines(ctx: Context, checkout: CheckoutRow): Promise<LineRow[]> {
  const { rows } = await ctx.db.query<Omit<LineRow, 'currency'>>(
    `SELECT l.id, l.quantity, l.variant_id, v.price_amount AS unit_price, pt.is_shipping_required AS requires_shipping
     FROM checkout_line l JOIN product_variant v ON v.id = l.variant_id
     JOIN product p ON p.id = v.product_id JOIN product_type pt ON pt.id = p.product_type_id
     WHERE l.checkout_token = $1 ORDER BY l.id`,
    [checkout.token],
  );
  return rows.map((row) => ({ ...row, currency: checkout.currency }));
}

const subtotalCents = (rows: LineRow[]) =>
  rows.reduce((sum, line) => sum + toCents(line.unit_price) * line.quantity, 0);

/** Runs a checkout mutation in one transaction; a CheckoutFailure rolls it back into `errors`. */
async function mutate(
  ctx: Context,
  work: (tx: Parameters<Parameters<Context['db']['transaction']>[0]>[0]) => Promise<string>,
) {
  try {
    const token = await ctx.db.transaction(work);
    return { checkout: await checkoutRow(ctx, token), errors: [] };
  } catch (error) {
    if (error instanceof CheckoutFailure) return { checkout: null, errors: error.errors };
    throw error;
  }
}

export const checkoutResolvers = {
  Query: {
    checkout: async (_: unknown, args: { id?: string | null; token?: string | null }, ctx: Context) => {
      if (!args.id && !args.token) {
        throw new GraphQLError('At least one of arguments is required: id, token.', {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      }
      const token = args.id ? pkOf(args.id, 'Checkout') : args.token!;
      return UUID.test(token) ? checkoutRow(ctx, token) : null;
    },
  },
  Mutation: {
    checkoutCreate: async (
      _: unknown,
      { input }: { input: { channel?: string | null; lines: LineInput[]; email?: string | null } },
      ctx: Context,
    ) => {
      let channel;
      try {
        channel = await ctx.channel(input.channel);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        return {
          checkout: null,
          errors: [{ field: 'channel', message, code: input.channel ? 'NOT_FOUND' : 'MISSING_CHANNEL_SLUG' }],
        };
      }
      return mutate(ctx, async (tx) => {
        const email = input.email ? checkEmail(input.email) : null;
        const token = await createCheckout(tx, channel.id, email);
        await addLines(tx, token, input.lines);
        return token;
      });
    },
    checkoutLinesAdd: (_: unknown, args: { id?: string | null; lines: LineInput[] }, ctx: Context) =>
      mutate(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await addLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesUpdate: (
      _: unknown,
      args: { id?: string | null; lines: { lineId?: string; variantId?: string; quantity?: number }[] },
      ctx: Context,
    ) =>
      mutate(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await updateLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesDelete: (_: unknown, args: { id?: string | null; linesIds: string[] }, ctx: Context) =>
      mutate(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await deleteLines(tx, token, args.linesIds);
        return token;
      }),
    checkoutEmailUpdate: (_: unknown, args: { id?: string | null; email: string }, ctx: Context) =>
      mutate(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await tx.query('UPDATE checkout SET email = $2, updated_at = now() WHERE token = $1', [
          token,
          checkEmail(args.email),
        ]);
        return token;
      }),
  },
  Checkout: {
    id: (row: CheckoutRow) => toGlobalId('Checkout', row.token),
    created: (row: CheckoutRow) => new Date(row.created_at).toISOString(),
    lines: (row: CheckoutRow, _: unknown, ctx: Context) => lines(ctx, row),
    quantity: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      (await lines(ctx, row)).reduce((n, line) => n + line.quantity, 0),
    isShippingRequired: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      (await lines(ctx, row)).some((line) => line.requires_shipping),
    subtotalPrice: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      taxedMoney(subtotalCents(await lines(ctx, row)), row.currency),
    // No delivery method can be chosen yet, so shipping costs nothing and the total is the subtotal.
    shippingPrice: (row: CheckoutRow) => taxedMoney(0, row.currency),
    totalPrice: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      taxedMoney(subtotalCents(await lines(ctx, row)), row.currency),
  },
  CheckoutLine: {
    id: (row: LineRow) => toGlobalId('CheckoutLine', row.id),
    requiresShipping: (row: LineRow) => row.requires_shipping,
    unitPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price), row.currency),
    totalPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price) * row.quantity, row.currency),
    variant: async (row: LineRow, _: unknown, ctx: Context) => {
      const { rows } = await ctx.db.query<Record<string, unknown>>(
        `SELECT v.id, v.product_id, v.name, v.sku, v.price_amount, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
         FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id WHERE v.id = $1`,
        [row.variant_id],
      );
      return { ...rows[0], channel_currency: row.currency };
    },
  },
};
