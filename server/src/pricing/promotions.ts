import type { Queryable } from '../db/database';
import { toCents } from '../graphql/money';
import { divideRounded, scaled } from './arithmetic';
import type { VariantPrice } from './types';

// Catalogue promotions: a rule lowers the price of the variants its predicate names (the variant, its
// product, or its product's category or any category above it) in its channel while its promotion
// runs. Rules never stack: the one lowering the price the most wins.

interface RuleRow {
  id: number;
  promotion_id: number;
  promotion_name: string;
  reward_value_type: 'PERCENTAGE' | 'FIXED';
  reward_value: string;
  variant_ids: number[];
  product_ids: number[];
  category_ids: number[];
}

/** What a rule needs to know of a variant to price it. */
export interface PricedVariant {
  id: number;
  productId: number;
  categoryId: number | null;
  /** The listing price, in cents. */
  cents: number;
}

/** The discount in cents a rule gives on a price: a percentage rounded half up, never below 0. */
export function ruleDiscount(priceCents: number, type: 'PERCENTAGE' | 'FIXED', value: string): number {
  const discount =
    type === 'PERCENTAGE'
      ? // The value has up to 3 decimals: cents x value(x1000) / 100 000.
        Number(divideRounded(BigInt(priceCents) * scaled(value, 3), 100_000n))
      : Number(scaled(value, 2));
  return Math.max(0, Math.min(discount, priceCents));
}

/** A channel's promotion rules running at one moment, ready to price variants. */
export interface ActiveRules {
  price(variant: PricedVariant): VariantPrice;
  /** Whether some rule may lower a price of this product (false: its listing prices stand). */
  mayApply(productId: number, categoryId: number | null): boolean;
}

/** The rules of a channel's promotions running now (the service's clock): one query. */
export async function activeRules(db: Queryable, channelId: number): Promise<ActiveRules> {
  // Date.now() rather than the database's clock: the service's notion of "now" (tests move it).
  const { rows } = await db.query<RuleRow>(
    `WITH RECURSIVE active AS (
       SELECT r.id, p.id AS promotion_id, p.name AS promotion_name, r.reward_value_type,
              r.reward_value::text AS reward_value
         FROM promotion_rule r JOIN promotion p ON p.id = r.promotion_id
        WHERE r.channel_id = $1 AND p.start_date <= $2 AND (p.end_date IS NULL OR p.end_date >= $2)
     ), categories AS (
       SELECT rc.rule_id, rc.category_id FROM promotion_rule_category rc JOIN active a ON a.id = rc.rule_id
       UNION
       SELECT categories.rule_id, c.id FROM category c JOIN categories ON c.parent_id = categories.category_id
     )
     SELECT a.*,
            ARRAY(SELECT variant_id FROM promotion_rule_variant WHERE rule_id = a.id) AS variant_ids,
            ARRAY(SELECT product_id FROM promotion_rule_product WHERE rule_id = a.id) AS product_ids,
            ARRAY(SELECT category_id FROM categories WHERE rule_id = a.id) AS category_ids
       FROM active a
      ORDER BY a.id`,
    [channelId, new Date(Date.now())],
  );
  const rules = rows.map((rule) => ({
    rule,
    variants: new Set(rule.variant_ids),
    products: new Set(rule.product_ids),
    categories: new Set(rule.category_ids),
  }));
  const anyByVariant = rules.some((rule) => rule.variants.size > 0);
  return {
    mayApply: (productId, categoryId) =>
      anyByVariant ||
      rules.some(
        (rule) => rule.products.has(productId) || (categoryId != null && rule.categories.has(categoryId)),
      ),
    price: (variant) => {
      let best: { discount: number; rule: RuleRow } | null = null;
      for (const { rule, variants, products, categories } of rules) {
        const applies =
          variants.has(variant.id) ||
          products.has(variant.productId) ||
          (variant.categoryId != null && categories.has(variant.categoryId));
        if (!applies) continue;
        const discount = ruleDiscount(variant.cents, rule.reward_value_type, rule.reward_value);
        // The largest discount wins; between equal ones, the older rule (rules are read in id order).
        if (discount > 0 && (!best || discount > best.discount)) best = { discount, rule };
      }
      return {
        undiscountedCents: variant.cents,
        discountedCents: variant.cents - (best?.discount ?? 0),
        promotion: best && { id: best.rule.promotion_id, name: best.rule.promotion_name },
      };
    },
  };
}

/** Unit prices of variants in a channel after the best catalogue promotion active now. */
export async function variantPrices(
  db: Queryable,
  channelId: number,
  variantIds: number[],
): Promise<Map<number, VariantPrice>> {
  const prices = new Map<number, VariantPrice>();
  if (!variantIds.length) return prices;
  const [variants, rules] = await Promise.all([
    db.query<{ id: number; product_id: number; category_id: number | null; price_amount: string }>(
      `SELECT v.id, v.product_id, p.category_id, v.price_amount::text AS price_amount
         FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE v.id = ANY($1::int[])`,
      [variantIds],
    ),
    activeRules(db, channelId),
  ]);
  for (const row of variants.rows) {
    prices.set(
      row.id,
      rules.price({
        id: row.id,
        productId: row.product_id,
        categoryId: row.category_id,
        cents: toCents(row.price_amount),
      }),
    );
  }
  return prices;
}
