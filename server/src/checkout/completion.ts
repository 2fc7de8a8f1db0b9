import type { Transaction } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { copyAddress } from '../addresses';
import { centsToDecimal, toCents } from '../graphql/money';
import { legacyOutcome } from '../payments/gateways';
import { sendOrderConfirmation } from '../orders/orderMail';
import { giftCardExpired } from '../discounts/giftCards';
import {
  countVoucherUse,
  debitGiftCard,
  lockCheckoutGiftCards,
  recordVoucherCustomer,
  voucherTranslatedName,
} from '../discounts/store';
import {
  copyCheckoutLinesToOrder,
  insertOrder,
  insertOrderDiscount,
  orderByCheckoutToken,
  setOrderBillingAddress,
  setOrderShippingAddress,
  syncOrderPaymentTotals,
} from '../orders/store';
import {
  activeCheckoutPayment,
  moveCheckoutPaymentsToOrder,
  recordPaymentProcessed,
  refusePayment,
  type PaymentRow,
} from '../payments/store';
import { fail } from './checkoutErrors';
import { storeUserAddress } from './saveAddress';
import { checkoutPayments, checkoutTotals, now, type CheckoutTotals } from './load';
import {
  allocateVariantStock,
  checkoutRow,
  deleteCheckout,
  lockCheckoutRow,
  variantLabels,
  type CheckoutRow,
} from './store';

// checkoutComplete: checks everything Saleor checks, takes the stock and makes the order, all in the
// caller's transaction. The checkout row is locked first, so two completions of one checkout run one
// after the other, and the second finds the order the first made (idempotent). The voucher must still
// apply (its use is counted, a once-per-customer use recorded), the gift cards must still be good
// (each gives min(balance, what is left) in code order, their rows locked), and the payments must
// cover what the cards leave; an order the cards paid in full needs no payment.

const VOUCHER_NOT_APPLICABLE = {
  field: 'voucherCode',
  message: 'Voucher not applicable',
  code: 'VOUCHER_NOT_APPLICABLE',
} as const;

const decimal = centsToDecimal;

function checkRequirements(checkout: CheckoutRow, totals: CheckoutTotals) {
  if (!totals.lines.length)
    fail({ field: 'lines', message: 'Cannot create order without product lines.', code: 'NO_LINES' });
  if (!checkout.email)
    fail({ field: 'email', message: 'Checkout email must be set.', code: 'EMAIL_NOT_SET' });
  if (totals.shippingRequired) {
    if (checkout.shipping_address_id == null)
      fail({
        field: 'shippingAddress',
        message: 'Shipping address is not set',
        code: 'SHIPPING_ADDRESS_NOT_SET',
      });
    if (checkout.shipping_method_id == null)
      fail({
        field: 'shippingMethod',
        message: 'Shipping method is not set',
        code: 'SHIPPING_METHOD_NOT_SET',
      });
    if (!totals.shippingMethod?.active)
      fail({
        field: 'shippingMethod',
        message: 'Shipping method is not valid for your shipping address',
        code: 'INVALID_SHIPPING_METHOD',
      });
  }
  if (checkout.billing_address_id == null)
    fail({ field: 'billingAddress', message: 'Billing address is not set', code: 'BILLING_ADDRESS_NOT_SET' });
}

/** Runs the checkout's active legacy payment through its gateway; a decline fails the completion. */
async function processLegacyPayment(tx: Transaction, payment: PaymentRow) {
  const outcome = legacyOutcome(payment.gateway, payment.token);
  if (outcome.kind === 'declined') {
    await refusePayment(tx, payment.id);
    return outcome.message;
  }
  const charged = outcome.kind === 'charged';
  await recordPaymentProcessed(tx, payment.id, {
    chargeStatus: charged ? 'FULLY_CHARGED' : 'NOT_CHARGED',
    capturedAmount: charged ? payment.total : '0',
    pspReference: `dummy-${payment.id}`,
  });
  return null;
}

/**
 * Takes the lines' quantities from the stock left (allocating them, as Saleor does for new orders).
 * As Saleor, only variants that track inventory: a download's stock is neither checked nor taken.
 */
async function allocateStock(tx: Transaction, totals: CheckoutTotals) {
  const short: number[] = [];
  for (const line of totals.lines.filter((tracked) => tracked.track_inventory)) {
    if (!(await allocateVariantStock(tx, line.variant_id, line.quantity))) short.push(line.variant_id);
  }
  if (short.length) {
    const labels = await variantLabels(tx, short);
    fail({
      field: null,
      message: `Insufficient product stock: ${labels.join(', ')}`,
      code: 'INSUFFICIENT_STOCK',
      variants: short.map((pk) => Buffer.from(`ProductVariant:${pk}`).toString('base64')),
    });
  }
}

export interface CompletionResult {
  orderToken: string | null;
  /** A legacy gateway's decline message: the completion fails but the payment's refusal is kept. */
  declined: string | null;
}

export async function completeCheckout(
  tx: Transaction,
  token: string,
  { metadata = [], storefrontUrl }: { metadata?: { key: string; value: string }[]; storefrontUrl: string },
): Promise<CompletionResult> {
  await lockCheckoutRow(tx, token);
  const checkout = await checkoutRow(tx, token);
  if (!checkout) {
    const order = await orderByCheckoutToken(tx, token);
    if (order) return { orderToken: order.token, declined: null };
    return fail({ field: 'id', message: `Couldn't resolve to a node: ${token}`, code: 'NOT_FOUND' });
  }
  // The cards are locked before their balances are read: two orders never spend one balance twice.
  const cards = await lockCheckoutGiftCards(tx, token);
  const totals = await checkoutTotals(tx, checkout);
  checkRequirements(checkout, totals);
  // A voucher that stopped applying since it was added (expired, used up) stops the order.
  if (checkout.voucher_code != null && !totals.voucher) fail(VOUCHER_NOT_APPLICABLE);
  for (const card of cards) {
    if (!card.is_active || giftCardExpired(card, now()))
      fail({
        field: 'giftCards',
        message: 'Gift card has expired. Order placement cancelled.',
        code: 'GIFT_CARD_NOT_APPLICABLE',
      });
    if (card.used_by_email && card.used_by_email.toLowerCase() !== checkout.customer_email?.toLowerCase())
      fail({
        field: 'giftCards',
        message: 'Gift card cannot be used. Order placement cancelled.',
        code: 'GIFT_CARD_NOT_APPLICABLE',
      });
  }

  const payment = await activeCheckoutPayment(tx, token);
  if (payment) {
    if (toCents(payment.total) !== totals.totalCents)
      fail({
        field: null,
        message: "The payment's amount doesn't match the checkout's total.",
        code: 'PAYMENT_ERROR',
      });
    const declined = await processLegacyPayment(tx, payment);
    if (declined) return { orderToken: null, declined };
  }
  const { chargedCents, authorizedCents } = await checkoutPayments(tx, token);
  if (!payment && chargedCents + authorizedCents < totals.totalCents)
    fail({
      // Saleor names the checkout's own field (its `id`).
      field: 'id',
      message: "The authorized amount doesn't cover the checkout's total amount.",
      code: 'CHECKOUT_NOT_FULLY_PAID',
    });

  await allocateStock(tx, totals);
  const applied = totals.voucher;
  if (applied) {
    const { voucher } = applied;
    if (
      voucher.apply_once_per_customer &&
      !(await recordVoucherCustomer(tx, voucher.code_id, checkout.customer_email!))
    )
      fail(VOUCHER_NOT_APPLICABLE);
    if (voucher.usage_limit != null || voucher.single_use)
      await countVoucherUse(tx, voucher.code_id, voucher.single_use);
  }
  const orderToken = randomUUID();
  const orderId = await insertOrder(tx, {
    token: orderToken,
    channelId: checkout.channel_id,
    userEmail: checkout.email,
    userId: checkout.user_id,
    currency: checkout.currency,
    subtotal: decimal(totals.subtotal.grossCents),
    subtotalNet: decimal(totals.subtotal.netCents),
    shipping: decimal(totals.shipping.grossCents),
    shippingNet: decimal(totals.shipping.netCents),
    // What was left to pay once the gift cards had given their balances.
    total: decimal(totals.total.grossCents),
    totalNet: decimal(totals.total.netCents),
    undiscountedTotal: decimal(totals.undiscountedTotal.grossCents),
    undiscountedTotalNet: decimal(totals.undiscountedTotal.netCents),
    undiscountedShipping: decimal(totals.undiscountedShippingCents),
    displayGrossPrices: totals.displayGrossPrices,
    voucherCode: applied?.voucher.code ?? null,
    // As Saleor: an order nothing was paid through (gift cards paid it all) waits for confirmation.
    status: !payment && chargedCents + authorizedCents === 0 ? 'UNCONFIRMED' : 'UNFULFILLED',
    // As Saleor: the checkout's public metadata, with the mutation's own keys over it.
    metadata: {
      ...(checkout.metadata ?? {}),
      ...Object.fromEntries(metadata.map(({ key, value }) => [key, value])),
    },
    checkoutToken: token,
    shippingMethodName: totals.shippingMethod?.name ?? null,
    shippingMethodId: totals.shippingMethod?.id ?? null,
    languageCode: checkout.language_code,
  });
  // The order keeps copies of the addresses, so the checkout's can go with it.
  const shippingCopy =
    checkout.shipping_address_id == null ? null : await copyAddress(tx, checkout.shipping_address_id);
  await setOrderShippingAddress(tx, orderId, shippingCopy?.id ?? null);
  const billingCopy =
    checkout.billing_address_id == null ? null : await copyAddress(tx, checkout.billing_address_id);
  await setOrderBillingAddress(tx, orderId, billingCopy?.id ?? null);
  // A customer's addresses go to their address book unless the shopper said not to (saveAddress).
  if (checkout.user_id != null) {
    // Shipping first, then billing, as Saleor's completion stores them.
    if (checkout.shipping_address_id != null && checkout.save_shipping_address)
      await storeUserAddress(tx, checkout.user_id, checkout.shipping_address_id, 'SHIPPING');
    if (checkout.billing_address_id != null && checkout.save_billing_address)
      await storeUserAddress(tx, checkout.user_id, checkout.billing_address_id, 'BILLING');
  }
  await copyCheckoutLinesToOrder(
    tx,
    orderId,
    token,
    checkout.language_code,
    totals.lines.map(({ variant_id, quantity, prices }) => ({
      variant_id,
      unit_price: decimal(prices.unit.grossCents),
      unit_price_net: decimal(prices.unit.netCents),
      total_price_gross: decimal(prices.total.grossCents),
      total_price_net: decimal(prices.total.netCents),
      undiscounted_unit_price_gross: decimal(prices.undiscountedUnit.grossCents),
      undiscounted_unit_price_net: decimal(prices.undiscountedUnit.netCents),
      undiscounted_total_price_gross: decimal(prices.undiscountedTotal.grossCents),
      undiscounted_total_price_net: decimal(prices.undiscountedTotal.netCents),
      // Per unit, as entered: the listing price less what the line pays per unit before tax.
      unit_discount_amount: decimal(
        Math.max(
          0,
          prices.undiscountedUnitCents -
            Math.round((prices.unitCents * quantity - prices.voucherCents) / quantity),
        ),
      ),
      tax_rate: (prices.taxRate / 100).toFixed(4),
    })),
  );
  if (applied)
    await insertOrderDiscount(tx, orderId, {
      type: 'VOUCHER',
      value_type: applied.voucher.discount_value_type,
      value: applied.voucher.discount_value ?? '0',
      amount: decimal(applied.discountCents),
      currency: checkout.currency,
      name: applied.voucher.name,
      translated_name: (await voucherTranslatedName(tx, applied.voucher.id, checkout.language_code)) || null,
      voucher_code: applied.voucher.code,
    });
  // Each card gives what it took off the total; a card that took nothing is not the order's.
  for (const { card, cents } of totals.giftCardsApplied) {
    if (cents > 0)
      await debitGiftCard(tx, {
        giftCardId: card.id,
        orderId,
        cents,
        email: checkout.customer_email,
        now: now(),
      });
  }
  await moveCheckoutPaymentsToOrder(tx, token, orderId);
  await syncOrderPaymentTotals(tx, orderId);
  await deleteCheckout(tx, token);
  await sendOrderConfirmation(tx, orderId, storefrontUrl);
  return { orderToken, declined: null };
}
