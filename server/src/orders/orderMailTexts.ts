import type { MailLocale } from '../mail/mailLanguage';

// The order confirmation's words in each language the shop writes (English, Simplified Chinese,
// Traditional Chinese as written in Taiwan). Amounts and dates come in already formatted for the reader.

export interface OrderMailLine {
  quantity: number;
  /** The product's name, in the order's language when it has one. */
  product: string;
  /** The variant's name when it says more than the product's, else null. */
  variant: string | null;
  /** The line's total. */
  total: string;
}

export interface OrderMailValues {
  number: string;
  date: string;
  lines: OrderMailLine[];
  subtotal: string;
  shipping: string;
  /** The shipping method's name in the order's language; null when nothing is shipped. */
  shippingMethod: string | null;
  /** The voucher's saving, already taken off the lines and shipping above; null without one. */
  discount: { name: string; amount: string } | null;
  /** What gift cards paid, taken off the total; null when none did. */
  giftCards: string | null;
  /**
   * The tax of the amounts above: included in them (prices shown with tax) or added to them (shown
   * without); null when there is none.
   */
  tax: { amount: string; included: boolean } | null;
  total: string;
  link: string;
}

interface OrderMailTexts {
  subject: (number: string) => string;
  thanks: (number: string) => string;
  date: (date: string) => string;
  line: (line: OrderMailLine) => string;
  subtotal: (amount: string) => string;
  shipping: (amount: string, method: string | null) => string;
  discount: (name: string, amount: string) => string;
  giftCards: (amount: string) => string;
  tax: (amount: string) => string;
  taxAdded: (amount: string) => string;
  total: (amount: string) => string;
  link: (link: string) => string;
}

const TEXTS: Record<MailLocale, OrderMailTexts> = {
  en: {
    subject: (number) => `Order #${number} confirmed`,
    thanks: (number) => `Thank you for your order #${number}.`,
    date: (date) => `Order date: ${date}`,
    line: ({ quantity, product, variant, total }) =>
      `${quantity} × ${product}${variant ? ` (${variant})` : ''}: ${total}`,
    subtotal: (amount) => `Subtotal: ${amount}`,
    shipping: (amount, method) => `Shipping${method ? ` (${method})` : ''}: ${amount}`,
    discount: (name, amount) => `Discount (${name}), included above: -${amount}`,
    giftCards: (amount) => `Paid by gift card: -${amount}`,
    tax: (amount) => `Tax included above: ${amount}`,
    taxAdded: (amount) => `Tax: ${amount}`,
    total: (amount) => `Total: ${amount}`,
    link: (link) => `See your order at any time: ${link}`,
  },
  'zh-CN': {
    subject: (number) => `订单 #${number} 已确认`,
    thanks: (number) => `感谢您的订购！您的订单 #${number} 已确认。`,
    date: (date) => `下单日期：${date}`,
    line: ({ quantity, product, variant, total }) =>
      `${quantity} × ${product}${variant ? `（${variant}）` : ''}：${total}`,
    subtotal: (amount) => `小计：${amount}`,
    shipping: (amount, method) => `运费${method ? `（${method}）` : ''}：${amount}`,
    discount: (name, amount) => `优惠（${name}，已计入上列金额）：-${amount}`,
    giftCards: (amount) => `礼品卡支付：-${amount}`,
    tax: (amount) => `以上含税：${amount}`,
    taxAdded: (amount) => `税费：${amount}`,
    total: (amount) => `合计：${amount}`,
    link: (link) => `您可以随时在这里查看订单：${link}`,
  },
  'zh-TW': {
    subject: (number) => `訂單 #${number} 已確認`,
    thanks: (number) => `感謝您的訂購！您的訂單 #${number} 已確認。`,
    date: (date) => `訂購日期：${date}`,
    line: ({ quantity, product, variant, total }) =>
      `${quantity} × ${product}${variant ? `（${variant}）` : ''}：${total}`,
    subtotal: (amount) => `小計：${amount}`,
    shipping: (amount, method) => `運費${method ? `（${method}）` : ''}：${amount}`,
    discount: (name, amount) => `折扣（${name}，已計入上列金額）：-${amount}`,
    giftCards: (amount) => `禮物卡支付：-${amount}`,
    tax: (amount) => `以上含稅：${amount}`,
    taxAdded: (amount) => `稅金：${amount}`,
    total: (amount) => `總計：${amount}`,
    link: (link) => `您可以隨時在這裡查看訂單：${link}`,
  },
};

export function orderConfirmationMail(locale: MailLocale, values: OrderMailValues) {
  const t = TEXTS[locale];
  return {
    subject: t.subject(values.number),
    text: [
      t.thanks(values.number),
      t.date(values.date),
      '',
      ...values.lines.map(t.line),
      '',
      ...(values.discount ? [t.discount(values.discount.name, values.discount.amount)] : []),
      t.subtotal(values.subtotal),
      t.shipping(values.shipping, values.shippingMethod),
      // The tax is that of the amounts above it, before a gift card pays part of them.
      ...(values.tax ? [(values.tax.included ? t.tax : t.taxAdded)(values.tax.amount)] : []),
      ...(values.giftCards ? [t.giftCards(values.giftCards)] : []),
      t.total(values.total),
      '',
      t.link(values.link),
    ].join('\n'),
  };
}
