import type { Transaction } from '@electric-sql/pglite';
import { centsToDecimal, toCents } from '../graphql/money';
import { sendMail } from '../mail/outbox';
import { orderById, orderLines } from './store';

// The order confirmation email, sent in the transaction that makes the order (so an order that is
// rolled back sends nothing). Its link opens the order by its token, which is all a guest holds.

export async function sendOrderConfirmation(tx: Transaction, orderId: number, storefrontUrl: string) {
  const order = await orderById(tx, orderId);
  if (!order?.user_email) return;
  const lines = await orderLines(tx, order);
  const price = (amount: string, quantity = 1) =>
    `${centsToDecimal(toCents(amount) * quantity)} ${order.currency}`;
  const link = new URL(`/orders/${order.id}`, storefrontUrl);
  link.searchParams.set('token', order.token);
  await sendMail(tx, {
    to: order.user_email,
    subject: `Order #${order.id} confirmed`,
    text: [
      `Thank you for your order #${order.id}.`,
      '',
      ...lines.map(
        (line) =>
          `${line.quantity} × ${line.product_name}${line.variant_name && line.variant_name !== line.product_name ? ` (${line.variant_name})` : ''}: ${price(line.unit_price, line.quantity)}`,
      ),
      '',
      `Subtotal: ${price(order.subtotal_amount)}`,
      `Shipping: ${price(order.shipping_amount)}`,
      `Total: ${price(order.total_amount)}`,
      '',
      `See your order at any time: ${link}`,
    ].join('\n'),
    links: [link.toString()],
  });
}
