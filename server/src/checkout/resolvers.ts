import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import type { LanguageCodeEnum, Resolvers } from '../graphql/generated/resolverTypes';
import { fromGlobalId, pkOf, toGlobalId } from '../graphql/ids';
import { money, toCents } from '../graphql/money';
import { availablePaymentGateways } from '../payments/gateways';
import { userById } from '../accounts/store';
import { variantsTogether } from '../catalog/loaders';
import { variantsWithStock } from '../catalog/store';
import { permissionDenied, requireViewer } from '../graphql/permissions';
import { required } from '../graphql/required';
import { addLines, checkEmail, createCheckout, deleteLines, lockCheckout, updateLines } from './cart';
import { readAddress } from '../addresses';
import { setCheckoutAddress } from './addresses';
import { fail } from './checkoutErrors';
import { checkoutPayments, checkoutTotals, mutateCheckout } from './load';
import { addPromoCode, removePromoCode } from './promoCodes';
import { giftCardValue } from '../discounts/giftCards';
import { taxedOf } from '../discounts/money';
import { voucherTranslatedName } from '../discounts/store';
import {
  attachCheckoutCustomer,
  checkoutRow,
  detachCheckoutCustomer,
  setCheckoutEmail,
  setCheckoutLanguage,
  setCheckoutShippingMethod,
  UUID,
  type CheckoutRow,
} from './store';

const totalsOf = (ctx: Context, row: CheckoutRow) => ctx.load.checkoutTotals(row);

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
        // A Delivery's id (CheckoutDelivery, Saleor 3.23) names the same method as its ShippingMethod id.
        (parsed?.type === 'ShippingMethod' ||
          (parsed?.type === 'CheckoutDelivery' && field === 'deliveryMethodId')) &&
        totals.shippingMethods.find((m) => String(m.id) === parsed.pk);
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
    await setCheckoutShippingMethod(tx, token, pk);
    return token;
  });
}

export const checkoutResolvers: Resolvers = {
  Query: {
    checkout: async (_, args, ctx) => {
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
    checkoutCreate: async (_, { input }, ctx) => {
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
        const user = ctx.viewerId ? await userById(tx, ctx.viewerId) : null;
        const email = input.email ? checkEmail(input.email) : (user?.email ?? null);
        const token = await createCheckout(
          tx,
          channel.id,
          email,
          user ? ctx.viewerId : null,
          input.languageCode ?? 'EN',
        );
        await addLines(tx, token, input.lines);
        return token;
      });
    },
    checkoutLinesAdd: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await addLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesUpdate: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await updateLines(tx, token, args.lines);
        return token;
      }),
    checkoutLinesDelete: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await deleteLines(tx, token, args.linesIds);
        return token;
      }),
    checkoutEmailUpdate: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutEmail(tx, token, checkEmail(args.email));
        return token;
      }),
    // Only stored: the order made from the checkout takes it (its emails, its lines' translated names).
    checkoutLanguageCodeUpdate: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutLanguage(tx, token, args.languageCode);
        return token;
      }),
    // The storefront calls this after login so that a cart made as a guest stays with the customer.
    checkoutCustomerAttach: (_, args, ctx) => {
      const userId = requireViewer(ctx);
      return mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        // As Saleor: a checkout that has a customer keeps it; nobody takes it over by knowing its id.
        if ((await checkoutRow(tx, token))!.user_id != null)
          throw new GraphQLError('You cannot reassign a checkout that is already attached to a user.', {
            extensions: { exception: { code: 'PermissionDenied' } },
          });
        if (args.customerId && args.customerId !== toGlobalId('User', userId))
          fail({
            field: 'customerId',
            message: 'You have no permission to attach another customer.',
            code: 'INVALID',
          });
        await attachCheckoutCustomer(tx, token, userId);
        return token;
      });
    },
    // As Saleor: only a logged-in customer may detach, and only a checkout that is theirs or nobody's
    // (taking another customer's needs IMPERSONATE_USER, which no shopper holds).
    checkoutCustomerDetach: (_, args, ctx) => {
      if (ctx.viewerId == null) throw permissionDenied('AUTHENTICATED_APP', 'AUTHENTICATED_USER');
      const userId = ctx.viewerId;
      return mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        const owner = (await checkoutRow(tx, token))!.user_id;
        if (owner != null && owner !== userId) throw permissionDenied('IMPERSONATE_USER');
        await detachCheckoutCustomer(tx, token);
        return token;
      });
    },
    checkoutShippingAddressUpdate: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutAddress(
          tx,
          token,
          'SHIPPING',
          args.shippingAddress,
          args.validationRules,
          args.saveAddress,
        );
        return token;
      }),
    checkoutBillingAddressUpdate: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await setCheckoutAddress(
          tx,
          token,
          'BILLING',
          args.billingAddress,
          args.validationRules,
          args.saveAddress,
        );
        return token;
      }),
    checkoutAddPromoCode: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await addPromoCode(tx, token, args.promoCode);
        return token;
      }),
    checkoutRemovePromoCode: (_, args, ctx) =>
      mutateCheckout(ctx, async (tx) => {
        const token = await lockCheckout(tx, args.id);
        await removePromoCode(tx, token, args);
        return token;
      }),
    checkoutShippingMethodUpdate: (_, args, ctx) =>
      chooseShippingMethod(ctx, args, args.shippingMethodId, 'shippingMethodId'),
    checkoutDeliveryMethodUpdate: (_, args, ctx) =>
      chooseShippingMethod(ctx, args, args.deliveryMethodId, 'deliveryMethodId'),
  },
  Checkout: {
    id: (row) => toGlobalId('Checkout', row.token),
    created: (row) => new Date(row.created_at).toISOString(),
    updatedAt: (row) => new Date(row.updated_at).toISOString(),
    languageCode: (row) => row.language_code as LanguageCodeEnum,
    user: async (row, _, ctx) =>
      row.user_id != null && row.user_id === ctx.viewerId ? userById(ctx.db, row.user_id) : null,
    // The lines' variants (and their products) are read together, in one query each.
    lines: async (row, _, ctx) => {
      const { lines } = await totalsOf(ctx, row);
      const variantOf = variantsTogether(
        ctx.db,
        lines.map((line) => line.variant_id),
      );
      return lines.map((line) => ({ ...line, variant_of: variantOf, channel_id: row.channel_id }));
    },
    quantity: async (row, _, ctx) =>
      (await totalsOf(ctx, row)).lines.reduce((n, line) => n + line.quantity, 0),
    isShippingRequired: async (row, _, ctx) => (await totalsOf(ctx, row)).shippingRequired,
    subtotalPrice: async (row, _, ctx) => taxedOf((await totalsOf(ctx, row)).subtotal, row.currency),
    shippingPrice: async (row, _, ctx) => taxedOf((await totalsOf(ctx, row)).shipping, row.currency),
    // What is left to pay: gift cards have given their balances.
    totalPrice: async (row, _, ctx) => taxedOf((await totalsOf(ctx, row)).total, row.currency),
    displayGrossPrices: async (row, _, ctx) => (await totalsOf(ctx, row)).displayGrossPrices,
    // The code as added (a code that stopped applying since shows with no discount until the shopper
    // removes it; completion refuses it). Lines and subtotal are already net of the discount.
    voucherCode: (row) => row.voucher_code,
    discount: async (row, _, ctx) =>
      money((await totalsOf(ctx, row)).voucher?.discountCents ?? 0, row.currency),
    discountName: async (row, _, ctx) => (await totalsOf(ctx, row)).voucher?.voucher.name ?? null,
    translatedDiscountName: async (row, _, ctx) => {
      const applied = (await totalsOf(ctx, row)).voucher;
      return applied ? voucherTranslatedName(ctx.db, applied.voucher.id, row.language_code) : null;
    },
    giftCards: async (row, _, ctx) => (await totalsOf(ctx, row)).giftCards.map(giftCardValue),
    // Saleor: charged minus total, so a checkout still to be paid has a negative balance.
    totalBalance: async (row, _, ctx) =>
      money(
        (await checkoutPayments(ctx.db, row.token)).chargedCents - (await totalsOf(ctx, row)).totalCents,
        row.currency,
      ),
    chargeStatus: async (row, _, ctx) => {
      const { chargedCents } = await checkoutPayments(ctx.db, row.token);
      const { totalCents } = await totalsOf(ctx, row);
      if (chargedCents <= 0) return totalCents === 0 ? 'FULL' : 'NONE';
      if (chargedCents > totalCents) return 'OVERCHARGED';
      return chargedCents === totalCents ? 'FULL' : 'PARTIAL';
    },
    authorizeStatus: async (row, _, ctx) => {
      const { chargedCents, authorizedCents } = await checkoutPayments(ctx.db, row.token);
      const { totalCents } = await totalsOf(ctx, row);
      const covered = chargedCents + authorizedCents;
      if (covered >= totalCents) return 'FULL';
      return covered > 0 ? 'PARTIAL' : 'NONE';
    },
    // Saleor lists the methods only once it knows where to ship; none when nothing needs shipping.
    shippingMethods: async (row, _, ctx) => {
      const totals = await totalsOf(ctx, row);
      return totals.shippingRequired && row.shipping_address_id != null ? totals.shippingMethods : [];
    },
    availableShippingMethods: async (row, _, ctx) => {
      const totals = await totalsOf(ctx, row);
      return totals.shippingRequired && row.shipping_address_id != null
        ? totals.shippingMethods.filter((method) => method.active)
        : [];
    },
    shippingAddress: (row, _, ctx) => readAddress(ctx.db, row.shipping_address_id),
    billingAddress: (row, _, ctx) => readAddress(ctx.db, row.billing_address_id),
    shippingMethod: async (row, _, ctx) => (await totalsOf(ctx, row)).shippingMethod,
    availablePaymentGateways: (row) => availablePaymentGateways(row.currency),
  },
  CheckoutLine: {
    id: (row) => toGlobalId('CheckoutLine', row.id),
    requiresShipping: (row) => row.requires_shipping,
    unitPrice: (row) => taxedOf(required(row.prices, 'CheckoutLine.prices').unit, row.currency),
    totalPrice: (row) => taxedOf(required(row.prices, 'CheckoutLine.prices').total, row.currency),
    // The listing price, before catalogue promotions and the voucher, as entered.
    undiscountedUnitPrice: (row) =>
      money(required(row.prices, 'CheckoutLine.prices').undiscountedUnitCents, row.currency),
    undiscountedTotalPrice: (row) =>
      money(required(row.prices, 'CheckoutLine.prices').undiscountedUnitCents * row.quantity, row.currency),
    variant: async (row, _, ctx) => {
      const variant = row.variant_of
        ? await row.variant_of(row.variant_id)
        : (await variantsWithStock(ctx.db, [row.variant_id]))[0];
      // Priced in the checkout's own channel (another channel may share its currency).
      return {
        ...required(variant, 'CheckoutLine.variant'),
        channel_currency: row.currency,
        channel_id: row.channel_id,
      };
    },
  },
  ShippingMethod: {
    id: (row) => toGlobalId('ShippingMethod', row.id),
    price: (row) => money(toCents(row.price_amount), row.currency),
    minimumOrderPrice: (row) =>
      row.minimum_order_price == null ? null : money(toCents(row.minimum_order_price), row.currency),
    maximumOrderPrice: (row) =>
      row.maximum_order_price == null ? null : money(toCents(row.maximum_order_price), row.currency),
    minimumDeliveryDays: (row) => row.minimum_delivery_days,
    maximumDeliveryDays: (row) => row.maximum_delivery_days,
  },
};
