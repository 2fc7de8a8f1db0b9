import type { Db } from '../db/database';

// The demo shop's promo codes and gift cards (listed in the README and on the help page), one of
// each rule Saleor's vouchers have, and two that are refused (ended, used up). Codes are exact and
// case-sensitive, as in Saleor. A demo shop seeded before they existed gets them on its next start.

interface VoucherSeed {
  code: string;
  name: string;
  names: { ZH_HANS: string; ZH_HANT: string };
  type: 'ENTIRE_ORDER' | 'SPECIFIC_PRODUCT' | 'SHIPPING';
  valueType: 'PERCENTAGE' | 'FIXED';
  value: string;
  minSpent?: string;
  minQuantity?: number;
  oncePerCustomer?: boolean;
  /** Started 30 days ago and ended yesterday. */
  ended?: boolean;
  usageLimit?: number;
  used?: number;
  categorySlugs?: string[];
}

export const DEMO_VOUCHERS: VoucherSeed[] = [
  {
    code: 'WELCOME10',
    name: 'Welcome: 10% off',
    names: { ZH_HANS: '新客优惠：九折', ZH_HANT: '新客優惠：九折' },
    type: 'ENTIRE_ORDER',
    valueType: 'PERCENTAGE',
    value: '10',
  },
  {
    code: 'SAVE5',
    name: '5.00 off orders over 50.00',
    names: { ZH_HANS: '满 50.00 减 5.00', ZH_HANT: '滿 50.00 折 5.00' },
    type: 'ENTIRE_ORDER',
    valueType: 'FIXED',
    value: '5',
    minSpent: '50',
  },
  {
    code: 'FREESHIP',
    name: 'Free shipping',
    names: { ZH_HANS: '免运费', ZH_HANT: '免運費' },
    type: 'SHIPPING',
    valueType: 'PERCENTAGE',
    value: '100',
  },
  {
    code: 'TEES15',
    name: 'T-shirts: 15% off',
    names: { ZH_HANS: 'T 恤 85 折', ZH_HANT: 'T 恤 85 折' },
    type: 'SPECIFIC_PRODUCT',
    valueType: 'PERCENTAGE',
    value: '15',
    categorySlugs: ['t-shirts'],
  },
  {
    code: 'BULK3',
    name: '10% off 3 items or more',
    names: { ZH_HANS: '满 3 件九折', ZH_HANT: '滿 3 件九折' },
    type: 'ENTIRE_ORDER',
    valueType: 'PERCENTAGE',
    value: '10',
    minQuantity: 3,
  },
  {
    code: 'ONCE20',
    name: '20% off, once per customer',
    names: { ZH_HANS: '八折（每位顾客限用一次）', ZH_HANT: '八折（每位顧客限用一次）' },
    type: 'ENTIRE_ORDER',
    valueType: 'PERCENTAGE',
    value: '20',
    oncePerCustomer: true,
  },
  {
    code: 'EXPIRED',
    name: 'Last month: 10% off',
    names: { ZH_HANS: '上月优惠：九折', ZH_HANT: '上月優惠：九折' },
    type: 'ENTIRE_ORDER',
    valueType: 'PERCENTAGE',
    value: '10',
    ended: true,
  },
  {
    code: 'LIMIT1',
    name: 'First order only: 10% off',
    names: { ZH_HANS: '限量一次：九折', ZH_HANT: '限量一次：九折' },
    type: 'ENTIRE_ORDER',
    valueType: 'PERCENTAGE',
    value: '10',
    usageLimit: 1,
    used: 1,
  },
];

export const DEMO_GIFT_CARDS = [
  { code: 'DEMO-CARD-0025', balance: '25.00', expired: false },
  { code: 'DEMO-CARD-0100', balance: '100.00', expired: false },
  { code: 'DEMO-CARD-EXPD', balance: '50.00', expired: true },
];

const DAY = 86_400_000;

/** Writes the demo vouchers and gift cards unless the shop has vouchers already; true when written. */
export async function ensureDemoDiscounts(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM voucher');
  if (rows[0].n > 0) return false;
  const { rows: channels } = await db.query<{ id: number; currency: string }>(
    'SELECT id, currency_code AS currency FROM channel ORDER BY id LIMIT 1',
  );
  if (!channels.length) return false;
  const [channel] = channels;
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const seed of DEMO_VOUCHERS) {
      const start = new Date(now - (seed.ended ? 30 : 1) * DAY).toISOString();
      const end = seed.ended ? new Date(now - DAY).toISOString() : null;
      const { rows: voucher } = await tx.query<{ id: number }>(
        `INSERT INTO voucher (name, type, discount_value_type, start_date, end_date, usage_limit,
           apply_once_per_customer, min_checkout_items_quantity)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        [
          seed.name,
          seed.type,
          seed.valueType,
          start,
          end,
          seed.usageLimit ?? null,
          seed.oncePerCustomer ?? false,
          seed.minQuantity ?? null,
        ],
      );
      const id = voucher[0].id;
      await tx.query('INSERT INTO voucher_code (voucher_id, code, used) VALUES ($1, $2, $3)', [
        id,
        seed.code,
        seed.used ?? 0,
      ]);
      await tx.query(
        `INSERT INTO voucher_channel_listing (voucher_id, channel_id, discount_value, min_spent_amount, currency)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, channel.id, seed.value, seed.minSpent ?? null, channel.currency],
      );
      if (seed.categorySlugs)
        await tx.query(
          `INSERT INTO voucher_category (voucher_id, category_id)
           SELECT $1, id FROM category WHERE slug = ANY($2::text[])`,
          [id, seed.categorySlugs],
        );
      for (const [language, name] of Object.entries(seed.names))
        await tx.query(
          'INSERT INTO voucher_translation (voucher_id, language_code, name) VALUES ($1, $2, $3)',
          [id, language, name],
        );
    }
    for (const card of DEMO_GIFT_CARDS) {
      await tx.query(
        `INSERT INTO gift_card (code, currency, initial_balance_amount, current_balance_amount, expiry_date)
         VALUES ($1, $2, $3, $3, $4) ON CONFLICT (code) DO NOTHING`,
        [
          card.code,
          channel.currency,
          card.balance,
          card.expired ? new Date(now - DAY).toISOString().slice(0, 10) : null,
        ],
      );
    }
  });
  return true;
}
