import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { fromGlobalId, pkOf, toGlobalId } from '../graphql/ids';
import { money, taxedMoney, toCents } from '../graphql/money';
import { availablePaymentGateways } from '../payments/gateways';
import { VARIANT_COLUMNS } from '../catalog/loaders';
import { requireViewer } from '../graphql/permissions';
import {
  addLines,
  checkEmail,
  createCheckout,
  deleteLines,
  lockCheckout,
  updateLines,
  type LineInput,
} from './cart';
import { readAddress, type AddressInput, type AddressValidationRules } from '../addresses';
import { setCheckoutAddress } from './addresses';
import { fail } from './checkoutErrors';
import type { RatedShippingMethod } from './delivery';
import {
  checkoutPayments,
  checkoutRow,
  checkoutTotals,
  mutateCheckout,
  UUID,
  type CheckoutRow,
  type CheckoutTotals,
  type LineRow,
} from './load';

/** A checkout's totals, worked out once per request however many fields ask for them. */
const totalsCache = new WeakMap<CheckoutRow, Promise<CheckoutTotals>>();
function totalsOf(ctx: Context, row: CheckoutRow) {
  let totals = totalsCache.get(row);
  if (!totals) {
    totals = checkoutTotals(ctx.db, row);
    totalsCache.set(row, totals);
  }
  return totals;
}

/** Sets (or with null clears) the checkout's shipping method, by Saleor's rules. */
async function chooseShippingMethod(
  ctx: Context,
  args: { id?: string | null },
  methodId: string | null | undefined,
  field: 'shippingMethodId' | 'deliveryMethodId',
) {
  return mutateCheckout(ctx, async (tx) => {
    const token = await lockCheckout(tx, args.id);
    const checkout = (await checkoutRow(tx, token))!;
    const totals = await checkoutTotals(tx, checkout);
    if (!totals.shippingRequired)
      fail({ field, message: "This checkout doesn't need shipping", code: 'SHIPPING_NOT_REQUIRED' });
    if (methodId && checkout.shipping_address_id == null)
      fail({
        field,
        message: 'Cannot choose a shipping method for a checkout without the shipping address.',
        code: 'SHIPPING_ADDRESS_NOT_SET',
      });
    let pk: number | null = null;
    if (methodId) {
      const parsed = fromGlobalId(methodId);
      const method =
        parsed?.type === 'ShippingMethod' && totals.shippingMethods.find((m) => String(m.id) === parsed.pk);
      if (!method) fail({ field, message: `Couldn't resolve to a node: ${methodId}`, code: 'NOT_FOUND' });
      if (!method || !method.active)
        fail({
          field,
          message: 'This shipping method is not applicable.',
          code:
            field === 'deliveryMethodId'
              ? 'DELIVERY_METHOD_NOT_APPLICABLE'
              : 'SHIPPING_METHOD_NOT_APPLICABLE',
        });
      pk = method ? method.id : null;
    }
    await tx.query('UPDATE checkout SET shipping_method_id = $2, updated_at = now() WHERE token = $1', [
      token,
      pk,
    ]);
    return token;
  });
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
      return UUID.test(token) ? checkoutRow(ctx.db, token) : null;
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
      return mutateCheckout(ctx, async (tx) => {
        // A logged-in customer's checkout is theirs from the start, with their email (as in Saleor).
        const user = ctx.viewerId
          ? (
              await tx.query<{ email: string }>('SELECT email FROM account_user WHERE id = $1', [
                ctx.viewerId,
              ])
            ).rows[0]
          : undefined;
        const email = input.email ? checkEmail(input.email) : (user?.email ?? null);
        const token = await createCheckout(tx, channel.id, email, user ? ctx.viewerId : null);
        await addLines(tx, token, input.lines);
        return token;
      });
    },
    checkoutLinesAdd: (_: unknown, args: { id?: string | null; lines: LineInput[] }, ctx: Context) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await addLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesUpdate: (
      _: unknown,
      args: { id?: string | null; lines: { lineId?: string; variantId?: string; quantity?: number }[] },
      ctx: Context,
    ) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await updateLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesDelete: (_: unknown, args: { id?: string | null; linesIds: string[] }, ctx: Context) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await deleteLines(tx, token, args.linesIds);
        return token;
      }),
    checkoutEmailUpdate: (_: unknown, args: { id?: string | null; email: string }, ctx: Context) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await tx.query('UPDATE checkout SET email = $2, updated_at = now() WHERE token = $1', [
          token,
          checkEmail(args.email),
        ]);
        return token;
      }),
    // The storefront calls this after login so that a cart made as a guest stays with the customer.
    checkoutCustomerAttach: (
      _: unknown,
      args: { id?: string | null; customerId?: string | null },
      ctx: Context,
    ) => {
      const userId = requireViewer(ctx);
      return mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        // As Saleor: a checkout that has a customer keeps it; nobody takes it over by knowing its id.
        const { rows } = await tx.query<{ user_id: number | null }>(
          'SELECT user_id FROM checkout WHERE token = $1',
          [token],
        );
        if (rows[0].user_id != null)
          throw new GraphQLError('You cannot reassign a checkout that is already attached to a user.', {
            extensions: { exception: { code: 'PermissionDenied' } },
          });
        if (args.customerId && args.customerId !== toGlobalId('User', userId))
          fail({
            field: 'customerId',
            message: 'You have no permission to attach another customer.',
            code: 'INVALID',
          });
        await tx.query(
          `UPDATE checkout SET user_id = $2, email = (SELECT email FROM account_user WHERE id = $2), updated_at = now()
           WHERE token = $1`,
          [token, userId],
        );
        return token;
      });
    },
    checkoutShippingAddressUpdate: (
      _: unknown,
      args: {
        id?: string | null;
        shippingAddress: AddressInput;
        validationRules?: AddressValidationRules | null;
      },
      ctx: Context,
    ) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutAddress(tx, token, 'SHIPPING', args.shippingAddress, args.validationRules);
        return token;
      }),
    checkoutBillingAddressUpdate: (
      _: unknown,
      args: {
        id?: string | null;
        billingAddress: AddressInput;
        validationRules?: AddressValidationRules | null;
      },
      ctx: Context,
    ) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutAddress(tx, token, 'BILLING', args.billingAddress, args.validationRules);
        return token;
      }),
    checkoutShippingMethodUpdate: (
      _: unknown,
      args: { id?: string | null; shippingMethodId?: string | null },
      ctx: Context,
    ) => chooseShippingMethod(ctx, args, args.shippingMethodId, 'shippingMethodId'),
    checkoutDeliveryMethodUpdate: (
      _: unknown,
      args: { id?: string | null; deliveryMethodId?: string | null },
      ctx: Context,
    ) => chooseShippingMethod(ctx, args, args.deliveryMethodId, 'deliveryMethodId'),
  },
  Checkout: {
    id: (row: CheckoutRow) => toGlobalId('Checkout', row.token),
    created: (row: CheckoutRow) => new Date(row.created_at).toISOString(),
    updatedAt: (row: CheckoutRow) => new Date(row.updated_at).toISOString(),
    user: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      row.user_id != null && row.user_id === ctx.viewerId
        ? (await ctx.db.query('SELECT * FROM account_user WHERE id = $1', [row.user_id])).rows[0]
        : null,
    lines: async (row: CheckoutRow, _: unknown, ctx: Context) => (await totalsOf(ctx, row)).lines,
    quantity: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      (await totalsOf(ctx, row)).lines.reduce((n, line) => n + line.quantity, 0),
    isShippingRequired: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      (await totalsOf(ctx, row)).shippingRequired,
    subtotalPrice: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      taxedMoney((await totalsOf(ctx, row)).subtotalCents, row.currency),
    shippingPrice: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      taxedMoney((await totalsOf(ctx, row)).shippingCents, row.currency),
    totalPrice: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      taxedMoney((await totalsOf(ctx, row)).totalCents, row.currency),
    // Saleor: charged minus total, so a checkout still to be paid has a negative balance.
    totalBalance: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      money(
        (await checkoutPayments(ctx.db, row.token)).chargedCents - (await totalsOf(ctx, row)).totalCents,
        row.currency,
      ),
    chargeStatus: async (row: CheckoutRow, _: unknown, ctx: Context) => {
      const { chargedCents } = await checkoutPayments(ctx.db, row.token);
      const { totalCents } = await totalsOf(ctx, row);
      if (chargedCents <= 0) return totalCents === 0 ? 'FULL' : 'NONE';
      if (chargedCents > totalCents) return 'OVERCHARGED';
      return chargedCents === totalCents ? 'FULL' : 'PARTIAL';
    },
    authorizeStatus: async (row: CheckoutRow, _: unknown, ctx: Context) => {
      const { chargedCents, authorizedCents } = await checkoutPayments(ctx.db, row.token);
      const { totalCents } = await totalsOf(ctx, row);
      const covered = chargedCents + authorizedCents;
      if (covered >= totalCents) return 'FULL';
      return covered > 0 ? 'PARTIAL' : 'NONE';
    },
    // Saleor lists the methods only once it knows where to ship; none when nothing needs shipping.
    shippingMethods: async (row: CheckoutRow, _: unknown, ctx: Context) => {
      const totals = await totalsOf(ctx, row);
      return totals.shippingRequired && row.shipping_address_id != null ? totals.shippingMethods : [];
    },
    availableShippingMethods: async (row: CheckoutRow, _: unknown, ctx: Context) => {
      const totals = await totalsOf(ctx, row);
      return totals.shippingRequired && row.shipping_address_id != null
        ? totals.shippingMethods.filter((method) => method.active)
        : [];
    },
    shippingAddress: (row: CheckoutRow, _: unknown, ctx: Context) =>
      readAddress(ctx.db, row.shipping_address_id),
    billingAddress: (row: CheckoutRow, _: unknown, ctx: Context) =>
      readAddress(ctx.db, row.billing_address_id),
    shippingMethod: async (row: CheckoutRow, _: unknown, ctx: Context) =>
      (await totalsOf(ctx, row)).shippingMethod,
    availablePaymentGateways: (row: CheckoutRow) => availablePaymentGateways(row.currency),
  },
  CheckoutLine: {
    id: (row: LineRow) => toGlobalId('CheckoutLine', row.id),
    requiresShipping: (row: LineRow) => row.requires_shipping,
    unitPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price), row.currency),
    totalPrice: (row: LineRow) => taxedMoney(toCents(row.unit_price) * row.quantity, row.currency),
    variant: async (row: LineRow, _: unknown, ctx: Context) => {
      const { rows } = await ctx.db.query<Record<string, unknown>>(
        `SELECT ${VARIANT_COLUMNS}, COALESCE(s.quantity - s.quantity_allocated, 0) AS available
         FROM product_variant v LEFT JOIN stock s ON s.variant_id = v.id WHERE v.id = $1`,
        [row.variant_id],
      );
      return { ...rows[0], channel_currency: row.currency };
    },
  },
  ShippingMethod: {
    id: (row: RatedShippingMethod) => toGlobalId('ShippingMethod', row.id),
    price: (row: RatedShippingMethod) => money(toCents(row.price_amount), row.currency),
    minimumOrderPrice: (row: RatedShippingMethod) =>
      row.minimum_order_price == null ? null : money(toCents(row.minimum_order_price), row.currency),
    maximumOrderPrice: (row: RatedShippingMethod) =>
      row.maximum_order_price == null ? null : money(toCents(row.maximum_order_price), row.currency),
    minimumDeliveryDays: (row: RatedShippingMethod) => row.minimum_delivery_days,
    maximumDeliveryDays: (row: RatedShippingMethod) => row.maximum_delivery_days,
  },
};
