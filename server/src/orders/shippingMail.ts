import type { Queryable } from '../db/database';
import { mailLocale, type MailLocale } from '../mail/mailLanguage';
import { sendMail } from '../mail/outbox';
import type { OrderLineRow, OrderRow } from './store';

// The shipping email, sent in the transaction that makes the shipment, in the order's language (the
// checkout's): which lines left and how many of each, by their names as the order keeps them in its
// language, the tracking number when the shop gave one, whether more is to follow, and the link that
// opens the order by its token (all a guest holds).

export interface ShippingMailLine {
  quantity: number;
  product: string;
  /** The variant's name when it says more than the product's, else null. */
  variant: string | null;
}

interface ShippingMailValues {
  number: string;
  /** Saleor's display id of the shipment: "<order number>-<fulfillmentOrder>". */
  shipment: string;
  lines: ShippingMailLine[];
  trackingNumber: string;
  complete: boolean;
  link: string;
}

interface ShippingMailTexts {
  subject: (number: string) => string;
  shipped: (number: string, shipment: string) => string;
  line: (line: ShippingMailLine) => string;
  tracking: (tracking: string) => string;
  noTracking: string;
  complete: string;
  partial: string;
  link: (link: string) => string;
}

const TEXTS: Record<MailLocale, ShippingMailTexts> = {
  en: {
    subject: (number) => `Your order #${number} has shipped`,
    shipped: (number, shipment) => `Good news: shipment ${shipment} of your order #${number} is on its way.`,
    line: ({ quantity, product, variant }) => `${quantity} × ${product}${variant ? ` (${variant})` : ''}`,
    tracking: (tracking) => `Tracking number: ${tracking}`,
    noTracking: 'This shipment has no tracking number.',
    complete: 'This completes your order.',
    partial: 'The rest of your order will follow in another shipment.',
    link: (link) => `See your order at any time: ${link}`,
  },
  'zh-CN': {
    subject: (number) => `您的订单 #${number} 已发货`,
    shipped: (number, shipment) => `好消息：您的订单 #${number} 的包裹 ${shipment} 已发出。`,
    line: ({ quantity, product, variant }) => `${quantity} × ${product}${variant ? `（${variant}）` : ''}`,
    tracking: (tracking) => `物流单号：${tracking}`,
    noTracking: '此包裹没有物流单号。',
    complete: '您的订单已全部发货。',
    partial: '订单中的其余商品将另行发货。',
    link: (link) => `您可以随时在这里查看订单：${link}`,
  },
  'zh-TW': {
    subject: (number) => `您的訂單 #${number} 已出貨`,
    shipped: (number, shipment) => `好消息：您的訂單 #${number} 的包裹 ${shipment} 已寄出。`,
    line: ({ quantity, product, variant }) => `${quantity} × ${product}${variant ? `（${variant}）` : ''}`,
    tracking: (tracking) => `貨件追蹤編號：${tracking}`,
    noTracking: '此包裹沒有貨件追蹤編號。',
    complete: '您的訂單已全部出貨。',
    partial: '訂單中的其餘商品將另行寄出。',
    link: (link) => `您可以隨時在這裡查看訂單：${link}`,
  },
};

export function shippingMail(locale: MailLocale, values: ShippingMailValues) {
  const t = TEXTS[locale];
  return {
    subject: t.subject(values.number),
    text: [
      t.shipped(values.number, values.shipment),
      '',
      ...values.lines.map(t.line),
      '',
      values.trackingNumber ? t.tracking(values.trackingNumber) : t.noTracking,
      values.complete ? t.complete : t.partial,
      '',
      t.link(values.link),
    ].join('\n'),
  };
}

export async function sendShippingMail(
  q: Queryable,
  {
    order,
    fulfillmentOrder,
    trackingNumber,
    shipped,
    complete,
    storefrontUrl,
  }: {
    order: OrderRow;
    fulfillmentOrder: number;
    trackingNumber: string;
    shipped: { line: OrderLineRow; quantity: number }[];
    complete: boolean;
    storefrontUrl: string;
  },
) {
  if (!order.user_email) return;
  const locale = mailLocale(order.language_code);
  const link = new URL(`/orders/${order.id}`, storefrontUrl);
  link.searchParams.set('token', order.token);
  const { subject, text } = shippingMail(locale, {
    number: String(order.id),
    shipment: `${order.id}-${fulfillmentOrder}`,
    lines: shipped.map(({ line, quantity }) => {
      const product = line.translated_product_name || line.product_name;
      const variant = line.translated_variant_name || line.variant_name;
      return {
        quantity,
        product,
        variant: variant && variant !== product && line.variant_name !== line.product_name ? variant : null,
      };
    }),
    trackingNumber,
    complete,
    link: link.toString(),
  });
  await sendMail(q, { to: order.user_email, subject, text, links: [link.toString()], language: locale });
}
