import type { Transaction } from '@electric-sql/pglite';
import { randomUUID } from 'node:crypto';
import { copyAddress } from '../addresses';
import { centsToDecimal, toCents } from '../graphql/money';
import { legacyOutcome } from '../payments/gateways';
import { sendOrderConfirmation } from '../orders/orderMail';
import type { PaymentRow } from '../payments/legacy';
import { syncOrderPayments } from '../payments/transactions';
import { fail } from './checkoutErrors';
import { checkoutPayments, checkoutRow, checkoutTotals, type CheckoutRow, type CheckoutTotals } from './load';

// checkoutComplete: checks everything Saleor checks, takes the stock and makes the order, all in the
// caller's transaction. The checkout row is locked first, so two completions of one checkout run one
// after the other, and the second finds the order the first made (idempotent).

/** The order already made from this checkout, if any. */
export async function orderFromCheckout(tx: Transaction, token: string) {
  const { rows } = await tx.query<{ id: number; token: string }>(
    'SELECT id, token FROM "order" WHERE checkout_token = $1',
    [token],
  );
  return rows[0] ?? null;
}

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
    await tx.query(
      `UPDATE payment SET is_active = FALSE, charge_status = 'REFUSED', modified_at = now() WHERE id = $1`,
      [payment.id],
    );
    return outcome.message;
  }
  const charged = outcome.kind === 'charged';
  await tx.query(
    `UPDATE payment SET charge_status = $2, captured_amount = $3, psp_reference = $4, modified_at = now() WHERE id = $1`,
    [
      payment.id,
      charged ? 'FULLY_CHARGED' : 'NOT_CHARGED',
      charged ? payment.total : '0',
      `dummy-${payment.id}`,
    ],
  );
  return null;
}

/**
 * Takes the lines' quantities from the stock left (allocating them, as Saleor does for new orders).
 * As Saleor, only variants that track inventory: a download's stock is neither checked nor taken.
 */
async function allocateStock(tx: Transaction, totals: CheckoutTotals) {
  const short: number[] = [];
  for (const line of totals.lines.filter((tracked) => tracked.track_inventory)) {
    const { rows } = await tx.query(
      `UPDATE stock SET quantity_allocated = quantity_allocated + $2
       WHERE variant_id = $1 AND quantity - quantity_allocated >= $2 RETURNING variant_id`,
      [line.variant_id, line.quantity],
    );
    if (!rows.length) short.push(line.variant_id);
  }
  if (short.length) {
    const { rows } = await tx.query<{ label: string }>(
      'SELECT COALESCE(sku, name) AS label FROM product_variant WHERE id = ANY($1::int[]) ORDER BY id',
      [short],
    );
    fail({
      field: null,
      message: `Insufficient product stock: ${rows.map((r) => r.label).join(', ')}`,
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
  await tx.query('SELECT token FROM checkout WHERE token = $1 FOR UPDATE', [token]);
  const checkout = await checkoutRow(tx, token);
  if (!checkout) {
    const order = await orderFromCheckout(tx, token);
    if (order) return { orderToken: order.token, declined: null };
    return fail({ field: 'id', message: `Couldn't resolve to a node: ${token}`, code: 'NOT_FOUND' });
  }
  const totals = await checkoutTotals(tx, checkout);
  checkRequirements(checkout, totals);

  const { rows: payments } = await tx.query<PaymentRow>(
    'SELECT * FROM payment WHERE checkout_token = $1 AND is_active ORDER BY id DESC LIMIT 1',
    [token],
  );
  if (payments[0]) {
    if (toCents(payments[0].total) !== totals.totalCents)
      fail({
        field: null,
        message: "The payment's amount doesn't match the checkout's total.",
        code: 'PAYMENT_ERROR',
      });
    const declined = await processLegacyPayment(tx, payments[0]);
    if (declined) return { orderToken: null, declined };
  } else {
    const { chargedCents, authorizedCents } = await checkoutPayments(tx, token);
    if (chargedCents + authorizedCents < totals.totalCents)
      fail({
        field: null,
        message: "The authorized amount doesn't cover the checkout's total amount.",
        code: 'CHECKOUT_NOT_FULLY_PAID',
      });
  }

  await allocateStock(tx, totals);
  const orderToken = randomUUID();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO "order" (token, channel_id, user_email, user_id, currency, subtotal_amount, shipping_amount,
       total_amount, metadata, checkout_token, shipping_method_name)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      orderToken,
      checkout.channel_id,
      checkout.email,
      checkout.user_id,
      checkout.currency,
      centsToDecimal(totals.subtotalCents),
      centsToDecimal(totals.shippingCents),
      centsToDecimal(totals.totalCents),
      JSON.stringify(Object.fromEntries(metadata.map(({ key, value }) => [key, value]))),
      token,
      totals.shippingMethod?.name ?? null,
    ],
  );
  const orderId = rows[0].id;
  // The order keeps copies of the addresses, so the checkout's can go with it.
  for (const column of ['shipping_address_id', 'billing_address_id'] as const) {
    const copy = checkout[column] == null ? null : await copyAddress(tx, checkout[column]);
    await tx.query(`UPDATE "order" SET ${column} = $2 WHERE id = $1`, [orderId, copy?.id ?? null]);
  }
  // Lines are copied, so later catalogue changes do not rewrite the order. The picture is the variant's
  // first, else the product's first, as Saleor's OrderLine.thumbnail.
  await tx.query(
    `INSERT INTO order_line (order_id, variant_id, product_name, variant_name, product_sku, quantity, unit_price, thumbnail)
     SELECT $1, v.id, p.name, v.name, v.sku, l.quantity, v.price_amount,
       COALESCE(
         (SELECT m.image FROM variant_media vm JOIN product_media m ON m.id = vm.media_id
          WHERE vm.variant_id = v.id ORDER BY m.sort_order, m.id LIMIT 1),
         (SELECT m.image FROM product_media m WHERE m.product_id = p.id ORDER BY m.sort_order, m.id LIMIT 1))
     FROM checkout_line l JOIN product_variant v ON v.id = l.variant_id JOIN product p ON p.id = v.product_id
     WHERE l.checkout_token = $2 ORDER BY l.id`,
    [orderId, token],
  );
  await tx.query('UPDATE transaction_item SET order_id = $1 WHERE checkout_token = $2', [orderId, token]);
  await tx.query('UPDATE payment SET order_id = $1 WHERE checkout_token = $2', [orderId, token]);
  await syncOrderPayments(tx, orderId);
  await tx.query('DELETE FROM checkout WHERE token = $1', [token]);
  await sendOrderConfirmation(tx, orderId, storefrontUrl);
  return { orderToken, declined: null };
}
