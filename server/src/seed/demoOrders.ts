import { copyAddress, insertAddress } from '../addresses';
import type { Db } from '../db/database';
import { addLines, createCheckout } from '../checkout/cart';
import { completeCheckout } from '../checkout/completion';
import { checkoutTotals } from '../checkout/load';
import { checkoutRow } from '../checkout/store';
import { toGlobalId } from '../graphql/ids';
import { insertTransaction } from '../payments/store';
import { recordEvent } from '../payments/transactions';
import { shipOrder } from '../orders/fulfillments';
import { orderById, orderLines } from '../orders/store';

// The demo customer's order history, placed through the same path as a shopper's orders (cart,
// shipping method, dummy-app charge, checkoutComplete), so it looks exactly like a real one.

const PAST_ORDERS = [
  { lines: 2, quantity: 1, daysAgo: 40, shipped: true },
  { lines: 1, quantity: 2, daysAgo: 12, shipped: false },
];

const HOME = {
  firstName: 'Demo',
  lastName: 'Customer',
  companyName: '',
  streetAddress1: '1600 Amphitheatre Parkway',
  streetAddress2: '',
  city: 'MOUNTAIN VIEW',
  cityArea: '',
  postalCode: '94043',
  country: 'US',
  countryArea: 'CA',
  phone: '+16505550100',
};

export async function seedDemoOrders(db: Db, userId: number, email: string, storefrontUrl: string) {
  // The customer's address book: one address, the default for shipping and billing.
  const home = await insertAddress(db, HOME, userId);
  await db.query(
    'UPDATE account_user SET default_shipping_address_id = $2, default_billing_address_id = $2 WHERE id = $1',
    [userId, home.id],
  );
  const { rows: variants } = await db.query<{ id: number }>(
    `SELECT v.id FROM product_variant v JOIN stock s ON s.variant_id = v.id
     WHERE s.quantity - s.quantity_allocated >= 10 ORDER BY v.id LIMIT 3`,
  );
  const { rows: channels } = await db.query<{ id: number }>('SELECT id FROM channel ORDER BY id LIMIT 1');
  for (const [i, plan] of PAST_ORDERS.entries()) {
    await db.transaction(async (tx) => {
      const token = await createCheckout(tx, channels[0].id, email, userId);
      const lines = variants.slice(i, i + plan.lines);
      await addLines(
        tx,
        token,
        lines.map((v) => ({ variantId: toGlobalId('ProductVariant', v.id), quantity: plan.quantity })),
      );
      const checkout = (await checkoutRow(tx, token))!;
      const totals = await checkoutTotals(tx, checkout);
      const method = totals.shippingMethods.find((m) => m.active)!;
      const shipping = (await copyAddress(tx, home.id))!;
      const billing = (await copyAddress(tx, home.id))!;
      await tx.query(
        'UPDATE checkout SET shipping_method_id = $2, shipping_address_id = $3, billing_address_id = $4 WHERE token = $1',
        [token, method.id, shipping.id, billing.id],
      );
      const paid = await checkoutTotals(tx, { ...checkout, shipping_method_id: method.id });
      const transaction = await insertTransaction(tx, {
        orderId: null,
        checkoutToken: token,
        name: 'Dummy payment',
        currency: checkout.currency,
        flow: 'CHARGE',
        amountCents: paid.totalCents,
        returnUrl: null,
        idempotencyKey: null,
      });
      await recordEvent(tx, transaction, 'CHARGE_SUCCESS');
      const { orderToken } = await completeCheckout(tx, token, { storefrontUrl });
      const { rows: placed } = await tx.query<{ id: number }>(
        `UPDATE "order" SET created_at = now() - make_interval(days => $2), status = 'UNFULFILLED'
         WHERE token = $1 RETURNING id`,
        [orderToken, plan.daysAgo],
      );
      // A shipped order shipped everything, the day after it was placed, with a tracking number.
      if (plan.shipped) {
        const lines = await orderLines(tx, (await orderById(tx, placed[0].id))!);
        await shipOrder(
          tx,
          placed[0].id,
          {
            quantities: new Map(lines.map((line) => [line.id, line.quantity])),
            trackingNumber: `1Z999AA1012345678${i}`,
          },
          storefrontUrl,
        );
        await tx.query(
          `UPDATE fulfillment SET created_at = now() - make_interval(days => $2) WHERE order_id = $1`,
          [placed[0].id, plan.daysAgo - 1],
        );
      }
    });
  }
}
