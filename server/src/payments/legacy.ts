import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { centsToDecimal, money, toCents } from '../graphql/money';
import { checkoutTotals } from '../checkout/load';
import { checkoutRow, UUID } from '../checkout/store';
import { LEGACY_GATEWAYS } from './gateways';
import { deactivateCheckoutPayments, insertPayment } from './store';
import type { PaymentErrorCode, Resolvers } from '../graphql/generated/resolverTypes';

// Saleor's legacy payments API: checkoutPaymentCreate stores a payment for the checkout's exact
// total; checkoutComplete then asks the gateway to process it (see checkout/completion.ts).

// The type the schema's Payment is read from.

const paymentError = (field: string | null, message: string, code: PaymentErrorCode) => ({
  checkout: null,
  payment: null,
  errors: [{ field, message, code }],
});

export const legacyPaymentResolvers: Resolvers = {
  Mutation: {
    checkoutPaymentCreate: async (_, args, ctx) =>
      ctx.db.transaction(async (tx) => {
        const parsed = args.id ? fromGlobalId(args.id) : null;
        const checkout =
          parsed?.type === 'Checkout' && UUID.test(parsed.pk) ? await checkoutRow(tx, parsed.pk) : null;
        if (!checkout) return paymentError('id', `Couldn't resolve to a node: ${args.id ?? ''}`, 'NOT_FOUND');
        const { gateway } = args.input;
        if (!LEGACY_GATEWAYS.has(gateway))
          return paymentError(
            'gateway',
            `The gateway ${gateway.slice(0, 200)} is not available for this checkout.`,
            'NOT_SUPPORTED_GATEWAY',
          );
        const totals = await checkoutTotals(tx, checkout);
        if (!totals.lines.length)
          return paymentError(
            'lines',
            'Cannot create payment for checkout without lines.',
            'NO_CHECKOUT_LINES',
          );
        if (checkout.billing_address_id == null)
          return paymentError('billingAddress', 'Billing address is not set', 'BILLING_ADDRESS_NOT_SET');
        const amountCents = args.input.amount == null ? totals.totalCents : toCents(args.input.amount);
        if (amountCents !== totals.totalCents)
          return paymentError(
            'amount',
            "Partial payments are not allowed, amount should be equal checkout's total.",
            'PARTIAL_PAYMENT_NOT_ALLOWED',
          );
        await deactivateCheckoutPayments(tx, checkout.token);
        const payment = await insertPayment(tx, {
          checkoutToken: checkout.token,
          gateway,
          token: (args.input.token ?? '').slice(0, 200),
          currency: checkout.currency,
          total: centsToDecimal(amountCents),
          returnUrl: args.input.returnUrl?.slice(0, 200) ?? null,
        });
        return { checkout, payment, errors: [] };
      }),
  },
  Payment: {
    id: (row) => toGlobalId('Payment', row.id),
    isActive: (row) => row.is_active,
    created: (row) => new Date(row.created_at).toISOString(),
    modified: (row) => new Date(row.modified_at).toISOString(),
    chargeStatus: (row) => row.charge_status,
    total: (row) => money(toCents(row.total), row.currency),
    capturedAmount: (row) => money(toCents(row.captured_amount), row.currency),
    pspReference: (row) => row.psp_reference,
  },
};
