import { redirectUrlError } from '../accounts/redirectUrl';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { permissionDenied } from '../graphql/permissions';
import { QUANTITY_LIMIT_PER_CHECKOUT, quantityLimitMessage } from '../catalog/quantityLimit';
import { orderByToken, reorderLines, type OrderRow } from '../orders/store';
import { createCheckout } from './cart';
import { CheckoutFailure, type CheckoutErrorValue } from './checkoutErrors';
import { completeCheckout } from './completion';
import { checkoutRow, insertLine, UUID } from './store';
import type {
  CheckoutCreateFromOrderUnavailableVariant,
  Resolvers,
} from '../graphql/generated/resolverTypes';

// Turning a checkout into an order (checkoutComplete; orderCreateFromCheckout is for apps only) and
// an order back into a cart (checkoutCreateFromOrder, "buy again").

export const completionResolvers: Resolvers = {
  Mutation: {
    checkoutComplete: async (_, args, ctx) => {
      const parsed = args.id ? fromGlobalId(args.id) : null;
      const token = parsed?.type === 'Checkout' && UUID.test(parsed.pk) ? parsed.pk : null;
      const answer = (errors: CheckoutErrorValue[], order: OrderRow | null = null) => ({
        order,
        confirmationNeeded: false,
        confirmationData: null,
        errors,
      });
      if (!token)
        return answer([
          { field: 'id', message: `Couldn't resolve to a node: ${args.id ?? ''}`, code: 'NOT_FOUND' },
        ]);
      // Saleor takes any redirectUrl here; an allowed http(s) URL is all a storefront ever sends.
      const urlError = args.redirectUrl ? redirectUrlError(ctx.config, args.redirectUrl) : null;
      if (urlError) return answer([urlError]);
      try {
        const result = await ctx.db.transaction((tx) =>
          completeCheckout(tx, token, {
            metadata: args.metadata ?? [],
            storefrontUrl: ctx.config.storefrontUrl,
          }),
        );
        if (result.declined)
          return answer([{ field: null, message: result.declined, code: 'PAYMENT_ERROR' }]);
        return answer([], await orderByToken(ctx.db, result.orderToken!));
      } catch (error) {
        if (error instanceof CheckoutFailure) return answer(error.errors);
        throw error;
      }
    },
    orderCreateFromCheckout: () => {
      throw permissionDenied('HANDLE_CHECKOUTS');
    },
    checkoutCreateFromOrder: async (_, args, ctx) => {
      const parsed = fromGlobalId(args.id);
      const order = parsed?.type === 'Order' ? await orderByToken(ctx.db, parsed.pk) : null;
      // A customer's order is theirs alone; a guest's order is reachable by whoever holds its id.
      if (!order || (order.user_id != null && order.user_id !== ctx.viewerId))
        return {
          checkout: null,
          unavailableVariants: [],
          errors: [
            { field: 'id', message: `Couldn't resolve to a node: ${args.id}`, code: 'ORDER_NOT_FOUND' },
          ],
        };
      return ctx.db.transaction(async (tx) => {
        const unavailableVariants: CheckoutCreateFromOrderUnavailableVariant[] = [];
        const token = await createCheckout(tx, order.channel_id, order.user_email, ctx.viewerId);
        const lines = await reorderLines(tx, order.id);
        for (const line of lines) {
          const lineId = toGlobalId('OrderLine', line.id);
          const variantId = toGlobalId('ProductVariant', line.variant_id ?? 0);
          if (line.variant_id == null) {
            unavailableVariants.push({
              message: 'Product variant does not exist.',
              code: 'NOT_FOUND',
              variantId,
              lineId,
            });
          } else if (line.quantity > QUANTITY_LIMIT_PER_CHECKOUT) {
            // As Saleor: the limit first, then stock, which a variant that is not tracked never lacks.
            unavailableVariants.push({
              message: quantityLimitMessage(line.title ?? ''),
              code: 'QUANTITY_GREATER_THAN_LIMIT',
              variantId,
              lineId,
            });
          } else if (line.track_inventory && (line.available ?? 0) < line.quantity) {
            unavailableVariants.push({
              message: `Insufficient stock for the variant: only ${Math.max(0, line.available ?? 0)} left.`,
              code: 'INSUFFICIENT_STOCK',
              variantId,
              lineId,
            });
          } else {
            await insertLine(tx, token, line.variant_id, line.quantity);
          }
        }
        return { checkout: await checkoutRow(tx, token), unavailableVariants, errors: [] };
      });
    },
  },
};
