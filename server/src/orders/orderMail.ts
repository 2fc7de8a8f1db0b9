import type { Transaction } from '@electric-sql/pglite';
import { toCents } from '../graphql/money';
import { formatDate, formatMoney, mailLocale } from '../mail/mailLanguage';
import { sendMail } from '../mail/outbox';
import { orderConfirmationMail } from './orderMailTexts';
import { orderById, orderLines, orderShippingMethodName } from './store';

// The order confirmation email, sent in the transaction that makes the order (so an order that is
// rolled back sends nothing), in the order's language (the checkout's): its lines by their translated
// names where the catalogue had them, its shipping method by its translated name, its amounts and date as the reader writes them. Its link opens
// the order by its token, which is all a guest holds.

export async function sendOrderConfirmation(tx: Transaction, orderId: number, storefrontUrl: string) {
  const order = await orderById(tx, orderId);
  if (!order?.user_email) return;
  const locale = mailLocale(order.language_code);
  const lines = await orderLines(tx, order);
  const price = (amount: string, quantity = 1) =>
    formatMoney(locale, (toCents(amount) * quantity) / 100, order.currency);
  const link = new URL(`/orders/${order.id}`, storefrontUrl);
  link.searchParams.set('token', order.token);
  const { subject, text } = orderConfirmationMail(locale, {
    number: String(order.id),
    date: formatDate(locale, new Date(order.created_at)),
    lines: lines.map((line) => {
      const product = line.translated_product_name || line.product_name;
      const variant = line.translated_variant_name || line.variant_name;
      return {
        quantity: line.quantity,
        product,
        variant: variant && variant !== product && line.variant_name !== line.product_name ? variant : null,
        total: price(line.unit_price, line.quantity),
      };
    }),
    subtotal: price(order.subtotal_amount),
    shipping: price(order.shipping_amount),
    shippingMethod: await orderShippingMethodName(tx, order),
    total: price(order.total_amount),
    link: link.toString(),
  });
  await sendMail(tx, { to: order.user_email, subject, text, links: [link.toString()], language: locale });
}
