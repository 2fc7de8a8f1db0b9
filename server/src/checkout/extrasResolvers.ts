import type { Queryable } from '../db/database';
import type { Resolvers } from '../graphql/generated/resolverTypes';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { permissionDenied } from '../graphql/permissions';
import { required } from '../graphql/required';
import { variantsWithStock } from '../catalog/store';
import { orderByToken } from '../orders/store';
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
// key, and updateMetadata as Saleor's PUBLIC_META_PERMISSION_MAP has it: whoever holds a checkout's
// id or token, or an order's id (Order:<token>, its secret), may set its public metadata with no
// permission; a product's, collection's, page's, menu's or fulfillment's needs a staff permission
// (Saleor's top-level PermissionDenied naming it), which no shopper has.

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

/** The value of one of the item's own keys: "constructor" or "__proto__" is no key of any item. */
const metafieldOf = (metadata: Record<string, string> | null | undefined, key: string) =>
  metadata != null && Object.hasOwn(metadata, key) ? metadata[key] : null;

const staffOnly = () => {
  throw permissionDenied('AUTHENTICATED_APP', 'AUTHENTICATED_STAFF_USER');
};

type MetadataErrorValue = {
  field: string;
  message: string;
  code: 'GRAPHQL_ERROR' | 'NOT_FOUND' | 'REQUIRED';
};

/** The permission Saleor's PUBLIC_META_PERMISSION_MAP asks for to write a staff object's metadata. */
const STAFF_METADATA_PERMISSIONS: Record<string, string> = {
  Product: 'MANAGE_PRODUCTS',
  ProductVariant: 'MANAGE_PRODUCTS',
  Category: 'MANAGE_PRODUCTS',
  Collection: 'MANAGE_PRODUCTS',
  Page: 'MANAGE_PAGES',
  Menu: 'MANAGE_MENUS',
  MenuItem: 'MANAGE_MENUS',
  Fulfillment: 'MANAGE_ORDERS',
};

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
    metafield: (row, args) => metafieldOf(row.metadata, args.key),
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
    metafield: (row, args) => metafieldOf(row.metadata, args.key),
  },
  Mutation: {
    updateMetadata: async (_, args, ctx) => {
      const failed = (error: MetadataErrorValue) => ({ item: null, errors: [error] });
      const notFound = () =>
        failed({ field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'NOT_FOUND' });
      const isToken = UUID.test(args.id);
      const parsed = isToken ? null : fromGlobalId(args.id);
      if (!isToken && !parsed)
        return failed({ field: 'id', message: `Couldn't resolve id: ${args.id}.`, code: 'GRAPHQL_ERROR' });
      const permission =
        parsed && Object.hasOwn(STAFF_METADATA_PERMISSIONS, parsed.type)
          ? STAFF_METADATA_PERMISSIONS[parsed.type]
          : null;
      if (permission) throw permissionDenied(permission);
      if (args.input.some((item) => !item.key.trim()))
        return failed({ field: 'input', message: 'Metadata key cannot be empty.', code: 'REQUIRED' });
      const entries = Object.fromEntries(args.input.map(({ key, value }) => [key, value]));
      if (parsed?.type === 'Order') {
        if (!UUID.test(parsed.pk)) return notFound();
        const { rows } = await ctx.db.query<{ token: string }>(
          'UPDATE "order" SET metadata = metadata || $2::jsonb WHERE token = $1 RETURNING token',
          [parsed.pk, JSON.stringify(entries)],
        );
        const order = rows[0] ? await orderByToken(ctx.db, rows[0].token) : null;
        return order ? { item: order, errors: [] } : notFound();
      }
      // A checkout is named by its global id or by its token, as Saleor accepts both.
      const token = isToken ? args.id : parsed?.type === 'Checkout' ? parsed.pk : null;
      if (!token || !UUID.test(token)) return notFound();
      const found = await ctx.db.transaction(async (tx) => {
        if (!(await lockCheckoutRow(tx, token))) return false;
        await mergeCheckoutMetadata(tx, token, entries);
        return true;
      });
      if (!found) return notFound();
      return { item: await checkoutRow(ctx.db, token), errors: [] };
    },
  },
};
