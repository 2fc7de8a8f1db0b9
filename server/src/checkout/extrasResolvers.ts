import type { Queryable } from '../db/database';
import type { Resolvers } from '../graphql/generated/resolverTypes';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { permissionDenied } from '../graphql/permissions';
import { required } from '../graphql/required';
import { variantsWithStock } from '../catalog/store';
import type { RatedShippingMethod } from './delivery';
import {
  checkoutRow,
  mergeCheckoutMetadata,
  lockCheckoutRow,
  UUID,
  variantsStockLeft,
  type LineRow,
} from './store';

// The checkout's channel, chosen delivery, problems and metadata, the order's channel and metadata
// key, and updateMetadata for a checkout: as in Saleor, whoever holds a checkout's id or token may
// set its public metadata; an order's needs MANAGE_ORDERS, which no shopper has.

export interface ChannelRow {
  id: number;
  slug: string;
  name: string;
  currency_code: string;
  default_country: string;
}

export type DeliveryParent = RatedShippingMethod;

export interface InsufficientStockParent {
  kind: 'stock';
  line: LineRow;
  available: number;
}

export interface VariantNotAvailableParent {
  kind: 'unavailable';
  line: LineRow;
}

async function channelById(q: Queryable, id: number): Promise<ChannelRow> {
  const { rows } = await q.query<ChannelRow>('SELECT * FROM channel WHERE id = $1', [id]);
  return required(rows[0], 'Channel');
}

const metadataItems = (metadata: Record<string, string> | null | undefined) =>
  Object.entries(metadata ?? {}).map(([key, value]) => ({ key, value }));

const staffOnly = () => {
  throw permissionDenied('AUTHENTICATED_APP', 'AUTHENTICATED_STAFF_USER');
};

type MetadataErrorValue = { field: string; message: string; code: 'NOT_FOUND' | 'REQUIRED' };

export const checkoutExtrasResolvers: Resolvers = {
  ObjectWithMetadata: {
    __resolveType: (item) => ('save_shipping_address' in item ? 'Checkout' : 'Order'),
  },
  CheckoutProblem: {
    __resolveType: (problem) =>
      problem.kind === 'stock'
        ? 'CheckoutLineProblemInsufficientStock'
        : 'CheckoutLineProblemVariantNotAvailable',
  },
  Channel: {
    id: (row) => toGlobalId('Channel', row.id),
    name: staffOnly,
    currencyCode: staffOnly,
    defaultCountry: staffOnly,
    metadata: () => [],
    metafield: () => null,
  },
  Delivery: {
    id: (method) => toGlobalId('CheckoutDelivery', method.id),
    shippingMethod: (method) => method,
  },
  CheckoutLineProblemInsufficientStock: {
    availableQuantity: (problem) => problem.available,
    line: (problem) => problem.line,
    variant: async (problem, _, ctx) => {
      const [variant] = await variantsWithStock(ctx.db, [problem.line.variant_id]);
      return {
        ...required(variant, 'CheckoutLineProblemInsufficientStock.variant'),
        channel_currency: problem.line.currency,
        channel_id: problem.line.channel_id,
      };
    },
  },
  CheckoutLineProblemVariantNotAvailable: {
    line: (problem) => problem.line,
  },
  Checkout: {
    channel: (row, _, ctx) => channelById(ctx.db, row.channel_id),
    delivery: async (row, _, ctx) => (await ctx.load.checkoutTotals(row)).shippingMethod,
    deliveryMethod: async (row, _, ctx) => (await ctx.load.checkoutTotals(row)).shippingMethod,
    metadata: (row) => metadataItems(row.metadata),
    metafield: (row, args) => row.metadata?.[args.key] ?? null,
    // Saleor's line problems: a tracked variant with less stock left than the line holds, and a
    // variant that can no longer be bought (no price).
    problems: async (row, _, ctx) => {
      const { lines } = await ctx.load.checkoutTotals(row);
      const stock = await variantsStockLeft(
        ctx.db,
        lines.map((line) => line.variant_id),
      );
      const problems: (InsufficientStockParent | VariantNotAvailableParent)[] = [];
      for (const line of lines) {
        const owned = { ...line, channel_id: row.channel_id };
        const left = stock.get(line.variant_id);
        if (line.unit_price == null) problems.push({ kind: 'unavailable', line: owned });
        else if (left?.track_inventory && left.available < line.quantity)
          problems.push({ kind: 'stock', line: owned, available: Math.max(0, left.available) });
      }
      return problems;
    },
  },
  Order: {
    channel: (row, _, ctx) => channelById(ctx.db, row.channel_id),
    metafield: (row, args) => row.metadata?.[args.key] ?? null,
  },
  Mutation: {
    updateMetadata: async (_, args, ctx) => {
      const failed = (error: MetadataErrorValue) => ({ item: null, errors: [error] });
      const parsed = fromGlobalId(args.id);
      // A checkout is named by its global id or by its token, as Saleor accepts both.
      const token = UUID.test(args.id) ? args.id : parsed?.type === 'Checkout' ? parsed.pk : null;
      if (parsed?.type === 'Order') throw permissionDenied('MANAGE_ORDERS');
      if (!token || !UUID.test(token))
        return failed({ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' });
      if (args.input.some((item) => !item.key.trim()))
        return failed({ field: 'input', message: 'Metadata key cannot be empty.', code: 'REQUIRED' });
      const found = await ctx.db.transaction(async (tx) => {
        if (!(await lockCheckoutRow(tx, token))) return false;
        await mergeCheckoutMetadata(
          tx,
          token,
          Object.fromEntries(args.input.map(({ key, value }) => [key, value])),
        );
        return true;
      });
      if (!found)
        return failed({ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' });
      return { item: await checkoutRow(ctx.db, token), errors: [] };
    },
  },
};
