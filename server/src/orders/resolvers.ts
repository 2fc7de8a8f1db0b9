import { GraphQLError } from 'graphql';
import { readAddress } from '../addresses';
import { variantsTogether } from '../catalog/loaders';
import { variantsWithStock } from '../catalog/store';
import type { LanguageCodeEnum, Resolvers } from '../graphql/generated/resolverTypes';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { money, toCents } from '../graphql/money';
import { giftCardOwners, giftCardValue } from '../discounts/giftCards';
import { taxedOf } from '../discounts/money';
import { mediaUrl } from '../media/mediaUrl';
import { permissionDenied } from '../graphql/permissions';
import { loadWithSiblings } from '../graphql/batchLoader';
import { keysetPage } from '../graphql/pagination';
import { orderByToken, orderLines, orderShippingMethod, userOrdersQuery, type OrderRow } from './store';

/** Both sides of an amount kept as two decimal columns. */
const taxed = (gross: string, net: string, currency: string) =>
  taxedOf({ grossCents: toCents(gross), netCents: toCents(net) }, currency);

/** Saleor's paymentStatus for an order paid through transactions: only charged versus total counts. */
export function paymentStatus(charged: number, total: number) {
  if (charged <= 0) return total <= 0 ? 'FULLY_CHARGED' : 'NOT_CHARGED';
  return charged >= total ? 'FULLY_CHARGED' : 'PARTIALLY_CHARGED';
}

function chargeStatus(charged: number, total: number) {
  // An order gift cards paid in full has nothing left to charge: it is fully charged.
  if (charged <= 0) return total <= 0 ? 'FULL' : 'NONE';
  if (charged > total) return 'OVERCHARGED';
  return charged === total ? 'FULL' : 'PARTIAL';
}

/** Saleor's Order.statusDisplay: the label its OrderStatus choices give each status. */
const STATUS_DISPLAY: Record<string, string> = {
  DRAFT: 'Draft',
  UNCONFIRMED: 'Unconfirmed',
  UNFULFILLED: 'Unfulfilled',
  PARTIALLY_FULFILLED: 'Partially fulfilled',
  PARTIALLY_RETURNED: 'Partially returned',
  RETURNED: 'Returned',
  FULFILLED: 'Fulfilled',
  CANCELED: 'Canceled',
  EXPIRED: 'Expired',
};

export const orderResolvers: Resolvers = {
  // me.orders: the customer's own orders, newest first (the storefront asks for the first 20).
  User: {
    // Each order of the page knows the others, so their discounts and gift cards load together.
    orders: async (user, args, ctx) => {
      // The user accountRegister answers is nobody's own account: as Saleor, another's orders need staff.
      if (user.from_input) throw permissionDenied('MANAGE_STAFF', 'OWNER');
      const page = await keysetPage<OrderRow & { sort_value: unknown }>(
        ctx.db,
        userOrdersQuery(user.id),
        args,
        'orders',
      );
      const pageIds = page.edges.map((edge) => edge.node.id);
      return {
        ...page,
        edges: page.edges.map((edge) => ({ ...edge, node: { ...edge.node, page_ids: pageIds } })),
      };
    },
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
    statusDisplay: (row) => STATUS_DISPLAY[row.status] ?? row.status,
    paymentStatus: (row) => paymentStatus(toCents(row.total_charged), toCents(row.total_amount)),
    isPaid: (row) => toCents(row.total_charged) >= toCents(row.total_amount),
    chargeStatus: (row) => chargeStatus(toCents(row.total_charged), toCents(row.total_amount)),
    authorizeStatus: (row) => {
      const covered = toCents(row.total_authorized) + toCents(row.total_charged);
      if (covered <= 0) return toCents(row.total_amount) <= 0 ? 'FULL' : 'NONE';
      return covered >= toCents(row.total_amount) ? 'FULL' : 'PARTIAL';
    },
    // What was left to pay once gift cards had given their balances; subtotal and lines stay whole.
    total: (row) => taxed(row.total_amount, row.total_net_amount, row.currency),
    subtotal: (row) => taxed(row.subtotal_amount, row.subtotal_net_amount, row.currency),
    shippingPrice: (row) => taxed(row.shipping_amount, row.shipping_net_amount, row.currency),
    undiscountedTotal: (row) =>
      taxed(row.undiscounted_total_amount, row.undiscounted_total_net_amount, row.currency),
    undiscountedShippingPrice: (row) => money(toCents(row.undiscounted_shipping_amount), row.currency),
    displayGrossPrices: (row) => row.display_gross_prices,
    voucherCode: (row) => row.voucher_code,
    discounts: async (row, _, ctx) =>
      (await loadWithSiblings(ctx.load.orderDiscounts, row.id, row.page_ids)).map((discount) => ({
        id: toGlobalId('OrderDiscount', discount.id),
        type: discount.type,
        name: discount.name,
        translatedName: discount.translated_name,
        valueType: discount.value_type,
        value: Number(discount.value),
        amount: money(toCents(discount.amount), discount.currency),
        total: money(toCents(discount.amount), discount.currency),
      })),
    giftCards: async (row, _, ctx) =>
      (await loadWithSiblings(ctx.load.orderGiftCards, row.id, row.page_ids)).map(giftCardValue),
    // Saleor: charged minus total, negative while something is owed.
    totalBalance: (row) => money(toCents(row.total_charged) - toCents(row.total_amount), row.currency),
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
      return lines.map((line) => ({ ...line, variant_of: variantOf, channel_id: row.channel_id }));
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
    unitPrice: (row) => taxed(row.unit_price, row.unit_price_net, row.currency),
    totalPrice: (row) => taxed(row.total_price_gross, row.total_price_net, row.currency),
    undiscountedUnitPrice: (row) =>
      taxed(row.undiscounted_unit_price_gross, row.undiscounted_unit_price_net, row.currency),
    undiscountedTotalPrice: (row) =>
      taxed(row.undiscounted_total_price_gross, row.undiscounted_total_price_net, row.currency),
    unitDiscount: (row) => money(toCents(row.unit_discount_amount), row.currency),
    taxRate: (row) => Number(row.tax_rate),
    thumbnail: (row, args, ctx) =>
      row.thumbnail
        ? { url: mediaUrl(ctx, row.thumbnail, args.size, args.format), alt: row.product_name }
        : null,
    // The variant is priced in the order's own channel (another channel may share its currency).
    variant: async (row, _, ctx) => {
      if (row.variant_id == null) return null;
      const variant = row.variant_of
        ? await row.variant_of(row.variant_id)
        : (await variantsWithStock(ctx.db, [row.variant_id]))[0];
      return variant ? { ...variant, channel_currency: row.currency, channel_id: row.channel_id } : null;
    },
  },
  // A shopper sees a card's last four characters; its whole code only the customer who bought it or
  // whom it is bound to (Saleor: MANAGE_GIFT_CARD or OWNER).
  GiftCard: {
    code: async (card, _, ctx) => {
      const viewer = ctx.viewerId != null ? await ctx.load.user(ctx.viewerId) : null;
      if (viewer && giftCardOwners(card).includes(viewer.email.toLowerCase())) return card.code;
      throw permissionDenied('MANAGE_GIFT_CARD', 'OWNER');
    },
  },
};
