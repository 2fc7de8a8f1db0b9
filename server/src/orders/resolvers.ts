import { GraphQLError } from 'graphql';
import { readAddress } from '../addresses';
import { variantsTogether } from '../catalog/loaders';
import { variantsWithStock } from '../catalog/store';
import type { LanguageCodeEnum, Resolvers } from '../graphql/generated/resolverTypes';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { money, taxedMoney, toCents } from '../graphql/money';
import { mediaUrl } from '../media/mediaUrl';
import { permissionDenied } from '../graphql/permissions';
import { keysetPage } from '../graphql/pagination';
import { orderByToken, orderLines, orderShippingMethod, userOrdersQuery, type OrderRow } from './store';

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

export const orderResolvers: Resolvers = {
  // me.orders: the customer's own orders, newest first (the storefront asks for the first 20).
  User: {
    orders: (user, args, ctx) =>
      keysetPage<OrderRow & { sort_value: unknown }>(ctx.db, userOrdersQuery(user.id), args, 'orders'),
  },
  Query: {
    // The order's id is the secret (base64 of "Order:<uuid>"), as in Saleor: no permission needed.
    order: (_, args, ctx) => {
      const parsed = args.id ? fromGlobalId(args.id) : null;
      if (!parsed || parsed.type !== 'Order') {
        throw new GraphQLError(`Invalid ID: ${args.id}. Expected: Order.`, {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      }
      return orderByToken(ctx.db, parsed.pk);
    },
    orderByToken: (_, args, ctx) => orderByToken(ctx.db, args.token),
    // Shoppers never hold HANDLE_PAYMENTS or MANAGE_ORDERS; this service has no staff or app tokens.
    transaction: () => {
      throw permissionDenied('HANDLE_PAYMENTS', 'MANAGE_ORDERS');
    },
  },
  Order: {
    id: (row) => toGlobalId('Order', row.token),
    number: (row) => String(row.id),
    created: (row) => new Date(row.created_at).toISOString(),
    userEmail: (row) => row.user_email,
    paymentStatus: (row) => paymentStatus(toCents(row.total_charged), toCents(row.total_amount)),
    isPaid: (row) => toCents(row.total_charged) >= toCents(row.total_amount),
    chargeStatus: (row) => chargeStatus(toCents(row.total_charged), toCents(row.total_amount)),
    authorizeStatus: (row) => {
      const covered = toCents(row.total_authorized) + toCents(row.total_charged);
      if (covered <= 0) return 'NONE';
      return covered >= toCents(row.total_amount) ? 'FULL' : 'PARTIAL';
    },
    total: (row) => taxedMoney(toCents(row.total_amount), row.currency),
    subtotal: (row) => taxedMoney(toCents(row.subtotal_amount), row.currency),
    shippingPrice: (row) => taxedMoney(toCents(row.shipping_amount), row.currency),
    totalCharged: (row) => money(toCents(row.total_charged), row.currency),
    totalAuthorized: (row) => money(toCents(row.total_authorized), row.currency),
    totalCaptured: (row) => money(toCents(row.total_charged), row.currency),
    shippingMethodName: (row) => row.shipping_method_name,
    shippingAddress: (row, _, ctx) => readAddress(ctx.db, row.shipping_address_id),
    billingAddress: (row, _, ctx) => readAddress(ctx.db, row.billing_address_id),
    // Completion insists on a shipping method exactly when something needs shipping.
    isShippingRequired: (row) => row.shipping_method_name != null,
    deliveryMethod: (row, _, ctx) => orderShippingMethod(ctx.db, row),
    // As in Saleor: only staff and apps with HANDLE_PAYMENTS or MANAGE_ORDERS read an order's transactions.
    transactions: () => {
      throw permissionDenied('HANDLE_PAYMENTS', 'MANAGE_ORDERS');
    },
    metadata: (row) => Object.entries(row.metadata ?? {}).map(([key, value]) => ({ key, value })),
    // The lines' variants (and their products) are read together, in one query each.
    lines: async (row, _, ctx) => {
      const lines = await orderLines(ctx.db, row);
      const ids = lines.flatMap((line) => (line.variant_id == null ? [] : [line.variant_id]));
      const variantOf = variantsTogether(ctx.db, ids);
      return lines.map((line) => ({ ...line, variant_of: variantOf }));
    },
    // Saleor keeps Django's form ('zh-hant') behind the deprecated string and the enum's name beside it.
    languageCode: (row) => row.language_code.toLowerCase().replace(/_/g, '-'),
    languageCodeEnum: (row) => row.language_code as LanguageCodeEnum,
  },
  // Orders here are only ever shipped: a delivery method is always a shipping method.
  DeliveryMethod: {
    __resolveType: () => 'ShippingMethod',
  },
  OrderLine: {
    id: (row) => toGlobalId('OrderLine', row.id),
    productName: (row) => row.product_name,
    variantName: (row) => row.variant_name,
    translatedProductName: (row) => row.translated_product_name,
    translatedVariantName: (row) => row.translated_variant_name,
    productSku: (row) => row.product_sku,
    unitPrice: (row) => taxedMoney(toCents(row.unit_price), row.currency),
    totalPrice: (row) => taxedMoney(toCents(row.unit_price) * row.quantity, row.currency),
    thumbnail: (row, args, ctx) =>
      row.thumbnail ? { url: mediaUrl(ctx, row.thumbnail, args.size), alt: row.product_name } : null,
    // Prices of the variant are in the order's currency, as the order's channel's.
    variant: async (row, _, ctx) => {
      if (row.variant_id == null) return null;
      const variant = row.variant_of
        ? await row.variant_of(row.variant_id)
        : (await variantsWithStock(ctx.db, [row.variant_id]))[0];
      return variant ? { ...variant, channel_currency: row.currency } : null;
    },
  },
};
