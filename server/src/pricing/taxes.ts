import type { Queryable } from '../db/database';
import { divideRounded, HUNDRED_PERCENT, RATE_DIGITS, scaled, type Rounding } from './arithmetic';
import type { Taxed, TaxContext, TaxRules } from './types';

// Saleor's flat rates: prices are entered with tax (gross) or without it (net), and the other side is
// worked out with the rate of the country taxed in.

/** The flat-rate formula with a given rounding of each side to the cent. */
export function taxWith(cents: number, ratePercent: number, rules: TaxRules, rounding: Rounding): Taxed {
  const rate = scaled(ratePercent, RATE_DIGITS);
  const amount = BigInt(cents);
  if (rules.pricesEnteredWithTax) {
    const net = Number(divideRounded(amount * HUNDRED_PERCENT, HUNDRED_PERCENT + rate, rounding));
    // Not charging tax on prices that include it: the tax is taken out and dropped.
    return rules.chargeTaxes ? { netCents: net, grossCents: cents } : { netCents: net, grossCents: net };
  }
  if (!rules.chargeTaxes) return { netCents: cents, grossCents: cents };
  return {
    netCents: cents,
    grossCents: Number(divideRounded(amount * (HUNDRED_PERCENT + rate), HUNDRED_PERCENT, rounding)),
  };
}

/**
 * Saleor's flat-rate formula on an amount already discounted (a line total, a shipping price), each
 * side rounded half up to the cent.
 */
export function applyTax(cents: number, ratePercent: number, rules: TaxRules): Taxed {
  return taxWith(cents, ratePercent, rules, 'HALF_UP');
}

/**
 * A catalogue price taxed as Saleor's product and variant pricing shows it: taxes always worked out
 * (the channel's chargeTaxes does not apply to displayed prices), and each amount rounded only when
 * printed, half to even.
 */
export function catalogueTax(cents: number, ratePercent: number, rules: TaxRules): Taxed {
  return taxWith(cents, ratePercent, { ...rules, chargeTaxes: true }, 'HALF_EVEN');
}

/** A channel's tax settings and rates for one country. */
export interface CountryTaxes {
  /** The country taxed in: the one asked for, else the channel's default country. */
  country: string;
  rules: TaxRules;
  /** The rate in percent of a tax class in this country (none, or no rate for it: the country's default). */
  classRate(taxClassId: number | null | undefined): number;
}

interface SettingsRow {
  country: string;
  charge_taxes: boolean;
  prices_entered_with_tax: boolean;
  display_gross_prices: boolean;
  rates: { tax_class_id: number | null; rate: string }[];
}

/** One query: the channel's settings with the country's exception laid over them, and its rates. */
export async function countryTaxes(
  db: Queryable,
  channelId: number,
  countryCode: string | null,
): Promise<CountryTaxes> {
  // A channel without settings has Saleor's defaults; the exception overrides all but whether
  // prices are entered with tax, which is the channel's.
  const settings = (
    await db.query<SettingsRow>(
      `SELECT x.country,
              COALESCE(e.charge_taxes, t.charge_taxes, TRUE) AS charge_taxes,
              COALESCE(t.prices_entered_with_tax, TRUE) AS prices_entered_with_tax,
              COALESCE(e.display_gross_prices, t.display_gross_prices, TRUE) AS display_gross_prices,
              COALESCE((SELECT json_agg(json_build_object('tax_class_id', r.tax_class_id, 'rate', r.rate::text))
                          FROM tax_class_country_rate r WHERE r.country = x.country), '[]'::json) AS rates
         FROM channel c
         CROSS JOIN LATERAL (SELECT COALESCE($2::text, c.default_country::text) AS country) x
         LEFT JOIN tax_configuration t ON t.channel_id = c.id
         LEFT JOIN tax_configuration_per_country e ON e.channel_id = c.id AND e.country = x.country
        WHERE c.id = $1`,
      [channelId, countryCode ? countryCode.toUpperCase() : null],
    )
  ).rows[0];
  if (!settings) throw new Error(`no channel ${channelId}`);
  const byClass = new Map<number, number>();
  let countryDefault = 0;
  for (const row of settings.rates) {
    if (row.tax_class_id == null) countryDefault = Number(row.rate);
    else byClass.set(row.tax_class_id, Number(row.rate));
  }
  return {
    country: settings.country,
    rules: {
      chargeTaxes: settings.charge_taxes,
      pricesEnteredWithTax: settings.prices_entered_with_tax,
      displayGrossPrices: settings.display_gross_prices,
    },
    classRate: (classId) => (classId == null ? countryDefault : (byClass.get(classId) ?? countryDefault)),
  };
}

/** The tax rules and rates of a channel for a country (null: the channel's default country). */
export async function taxContext(
  db: Queryable,
  channelId: number,
  countryCode: string | null,
  productIds: number[],
  shippingMethodIds: number[],
): Promise<TaxContext> {
  const [taxes, products, shipping] = await Promise.all([
    countryTaxes(db, channelId, countryCode),
    productIds.length
      ? db.query<{ id: number; tax_class_id: number | null }>(
          `SELECT p.id, COALESCE(p.tax_class_id, pt.tax_class_id) AS tax_class_id
             FROM product p JOIN product_type pt ON pt.id = p.product_type_id
            WHERE p.id = ANY($1::int[])`,
          [productIds],
        )
      : { rows: [] },
    shippingMethodIds.length
      ? db.query<{ id: number; tax_class_id: number | null }>(
          'SELECT id, tax_class_id FROM shipping_method WHERE id = ANY($1::int[])',
          [shippingMethodIds],
        )
      : { rows: [] },
  ]);
  const productClass = new Map(products.rows.map((row) => [row.id, row.tax_class_id]));
  const shippingClass = new Map(shipping.rows.map((row) => [row.id, row.tax_class_id]));
  return {
    rules: taxes.rules,
    productRate: (productId) => taxes.classRate(productClass.get(productId)),
    shippingRate: (shippingMethodId) => taxes.classRate(shippingClass.get(shippingMethodId)),
  };
}
