import type { Transaction } from '@electric-sql/pglite';
import { toCents } from '../graphql/money';
import { formatDate, formatMoney, mailLocale } from '../mail/mailLanguage';
import { sendMail } from '../mail/outbox';
import { orderConfirmationMail } from './orderMailTexts';
import { orderById, orderDiscounts, orderLines, orderShippingMethodName } from './store';

// The order confirmation email, sent in the transaction that makes the order (so an order that is
// rolled back sends nothing), in the order's language (the checkout's): its lines by their translated
// names where the catalogue had them, its shipping method by its translated name, its amounts and
// date as the reader writes them. Amounts are shown as the shop showed them to this shopper: with
// tax (its share named) or without it (the tax then added as its own line). Its link opens the order
// by its token, which is all a guest holds.

export async function sendOrderConfirmation(tx: Transaction, orderId: number, storefrontUrl: string) {
  const order = await orderById(tx, orderId);
  if (!order?.user_email) return;
  const locale = mailLocale(order.language_code);
  const lines = await orderLines(tx, order);
  const price = (amount: string) => formatMoney(locale, toCents(amount) / 100, order.currency);
  const gross = order.display_gross_prices;
  const cents = (value: number) => formatMoney(locale, value / 100, order.currency);
  const [voucher] = (await orderDiscounts(tx, order.id)).filter((d) => d.type === 'VOUCHER');
  // Subtotal + shipping - gift cards = total; the tax is the gross amounts' tax before the cards.
  const beforeCards = toCents(order.subtotal_amount) + toCents(order.shipping_amount);
  const giftCardsCents = beforeCards - toCents(order.total_amount);
  const taxCents =
    toCents(order.subtotal_amount) -
    toCents(order.subtotal_net_amount) +
    toCents(order.shipping_amount) -
    toCents(order.shipping_net_amount);
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
        total: price(gross ? line.total_price_gross : line.total_price_net),
      };
    }),
    subtotal: price(gross ? order.subtotal_amount : order.subtotal_net_amount),
    shipping: price(gross ? order.shipping_amount : order.shipping_net_amount),
    shippingMethod: await orderShippingMethodName(tx, order),
    discount: voucher
      ? {
          name: voucher.translated_name || voucher.name || voucher.voucher_code || '',
          amount: price(voucher.amount),
        }
      : null,
    giftCards: giftCardsCents > 0 ? cents(giftCardsCents) : null,
    tax: taxCents > 0 ? { amount: cents(taxCents), included: gross } : null,
    total: price(order.total_amount),
    link: link.toString(),
  });
  await sendMail(tx, { to: order.user_email, subject, text, links: [link.toString()], language: locale });
}
