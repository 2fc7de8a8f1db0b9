import type { Transaction } from '@electric-sql/pglite';
import type { Db } from '../db/database';

// The demo shop's sale prices (Saleor's catalogue promotions) and flat-rate taxes. Prices are entered
// with tax, as Saleor's default, and shown gross: a shopper in the US (the channel's country, no
// sales tax charged here), the UK, Germany, mainland China or Taiwan sees prices with their
// country's tax inside; one in Canada sees net prices, the tax added apart at checkout. A demo shop
// seeded before these existed, or with the earlier tax settings, gets the current ones on its next
// start.

const DAY_MS = 24 * 60 * 60 * 1000;

interface PromotionSeed {
  name: string;
  names: { ZH_HANS: string; ZH_HANT: string };
  /** Days from now (negative: in the past); no end: open-ended. */
  startDays: number;
  endDays?: number;
  ruleName: string;
  rewardType: 'PERCENTAGE' | 'FIXED';
  rewardValue: string;
  categorySlugs?: string[];
  productSlugs?: string[];
}

export const DEMO_PROMOTIONS: PromotionSeed[] = [
  {
    name: 'Hoodie season',
    names: { ZH_HANS: '卫衣季', ZH_HANT: '帽T季' },
    startDays: -7,
    ruleName: '20% off hoodies',
    rewardType: 'PERCENTAGE',
    rewardValue: '20',
    categorySlugs: ['hoodies'],
  },
  {
    name: 'Selvedge special',
    names: { ZH_HANS: '赤耳丹宁特惠', ZH_HANT: '布邊丹寧特惠' },
    startDays: -7,
    ruleName: '5.00 off',
    rewardType: 'FIXED',
    rewardValue: '5',
    productSlugs: ['slim-selvedge-jeans'],
  },
  // Over: must not lower any price.
  {
    name: 'Summer tee sale',
    names: { ZH_HANS: '夏日T恤特卖', ZH_HANT: '夏日T恤特賣' },
    startDays: -60,
    endDays: -30,
    ruleName: '30% off tees',
    rewardType: 'PERCENTAGE',
    rewardValue: '30',
    categorySlugs: ['t-shirts'],
  },
  // Not started yet: must not lower any price either.
  {
    name: 'Coffee week',
    names: { ZH_HANS: '咖啡周', ZH_HANT: '咖啡週' },
    startDays: 30,
    endDays: 37,
    ruleName: '15% off coffee',
    rewardType: 'PERCENTAGE',
    rewardValue: '15',
    categorySlugs: ['coffee'],
  },
];

/** Country default rates in percent (no tax classes: every product is taxed at its country's rate). */
export const DEMO_TAX_RATES: Record<string, string> = {
  GB: '20',
  DE: '19',
  CN: '13',
  TW: '5',
  US: '0',
  CA: '5',
};
/** Countries whose shoppers see net prices (the channel shows gross ones elsewhere). */
export const DEMO_NET_DISPLAY_COUNTRIES = ['CA'];

/**
 * The demo's earlier tax settings (the US shown net, no Canada), as a database seeded with them still
 * holds them: such a database is brought to the current settings. One an owner has changed since
 * matches neither and is left alone.
 */
const EARLIER_TAX_RATES: Record<string, string> = { GB: '20', DE: '19', CN: '13', TW: '5', US: '0' };
const EARLIER_NET_DISPLAY_COUNTRIES = ['US'];

async function writePromotions(tx: Transaction, channelId: number) {
  const now = Date.now();
  for (const seed of DEMO_PROMOTIONS) {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO promotion (name, start_date, end_date) VALUES ($1, $2, $3) RETURNING id',
      [
        seed.name,
        new Date(now + seed.startDays * DAY_MS),
        seed.endDays == null ? null : new Date(now + seed.endDays * DAY_MS),
      ],
    );
    const promotionId = rows[0].id;
    for (const [language, name] of Object.entries(seed.names))
      await tx.query(
        'INSERT INTO promotion_translation (promotion_id, language_code, name) VALUES ($1, $2, $3)',
        [promotionId, language, name],
      );
    const rule = await tx.query<{ id: number }>(
      `INSERT INTO promotion_rule (promotion_id, name, channel_id, reward_value_type, reward_value)
       VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [promotionId, seed.ruleName, channelId, seed.rewardType, seed.rewardValue],
    );
    await tx.query(
      'INSERT INTO promotion_rule_category (rule_id, category_id) SELECT $1, id FROM category WHERE slug = ANY($2::text[])',
      [rule.rows[0].id, seed.categorySlugs ?? []],
    );
    await tx.query(
      'INSERT INTO promotion_rule_product (rule_id, product_id) SELECT $1, id FROM product WHERE slug = ANY($2::text[])',
      [rule.rows[0].id, seed.productSlugs ?? []],
    );
  }
}

async function writeTaxes(tx: Transaction, channelId: number) {
  for (const [country, rate] of Object.entries(DEMO_TAX_RATES))
    await tx.query('INSERT INTO tax_class_country_rate (tax_class_id, country, rate) VALUES (NULL, $1, $2)', [
      country,
      rate,
    ]);
  await tx.query(
    `INSERT INTO tax_configuration (channel_id, charge_taxes, prices_entered_with_tax, display_gross_prices)
     VALUES ($1, TRUE, TRUE, TRUE)
     ON CONFLICT (channel_id) DO UPDATE SET charge_taxes = TRUE, prices_entered_with_tax = TRUE,
       display_gross_prices = TRUE`,
    [channelId],
  );
  for (const country of DEMO_NET_DISPLAY_COUNTRIES)
    await tx.query(
      `INSERT INTO tax_configuration_per_country (channel_id, country, charge_taxes, display_gross_prices)
       VALUES ($1, $2, TRUE, FALSE) ON CONFLICT DO NOTHING`,
      [channelId, country],
    );
}

/** A country list as one comparable string (order does not matter). */
const countriesKey = (countries: string[]) => [...countries].sort().join(',');
const ratesKey = (rates: Record<string, string>) =>
  Object.entries(rates)
    .map(([country, rate]) => `${country}=${Number(rate)}`)
    .sort()
    .join(',');

/** Whether the channel's tax settings are exactly the demo's earlier ones. */
async function hasEarlierTaxes(tx: Transaction, channelId: number): Promise<boolean> {
  const rates = await tx.query<{ country: string; rate: string }>(
    'SELECT country, rate::text AS rate FROM tax_class_country_rate WHERE tax_class_id IS NULL',
  );
  const exceptions = await tx.query<{
    country: string;
    charge_taxes: boolean;
    display_gross_prices: boolean;
  }>(
    `SELECT country, charge_taxes, display_gross_prices FROM tax_configuration_per_country
     WHERE channel_id = $1`,
    [channelId],
  );
  return (
    ratesKey(Object.fromEntries(rates.rows.map(({ country, rate }) => [country, rate]))) ===
      ratesKey(EARLIER_TAX_RATES) &&
    exceptions.rows.every((row) => row.charge_taxes && !row.display_gross_prices) &&
    countriesKey(exceptions.rows.map((row) => row.country)) === countriesKey(EARLIER_NET_DISPLAY_COUNTRIES)
  );
}

/** Replaces the demo's earlier tax settings with the current ones. */
async function updateEarlierTaxes(tx: Transaction, channelId: number) {
  await tx.query('DELETE FROM tax_configuration_per_country WHERE channel_id = $1', [channelId]);
  await tx.query('DELETE FROM tax_class_country_rate WHERE tax_class_id IS NULL');
  await writeTaxes(tx, channelId);
}

/**
 * Adds the demo promotions and taxes to the shop's first channel when it has none of them (a new demo
 * shop, or one seeded before they existed), and brings the demo's earlier tax settings up to date;
 * true when it changed something.
 */
export async function ensureDemoPricing(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ channel_id: number | null; promotions: number; rates: number }>(
      `SELECT (SELECT id FROM channel ORDER BY id LIMIT 1) AS channel_id,
              (SELECT count(*)::int FROM promotion) AS promotions,
              (SELECT count(*)::int FROM tax_class_country_rate) AS rates`,
    );
    const { channel_id: channelId, promotions, rates } = rows[0];
    if (channelId == null) return false;
    if (promotions === 0) await writePromotions(tx, channelId);
    if (rates === 0) await writeTaxes(tx, channelId);
    const earlier = rates > 0 && (await hasEarlierTaxes(tx, channelId));
    if (earlier) await updateEarlierTaxes(tx, channelId);
    return promotions === 0 || rates === 0 || earlier;
  });
}
