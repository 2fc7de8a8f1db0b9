import { removeDataDir, startService, type Service } from './harness';

// Sale prices (catalogue promotions) and flat-rate taxes in Product.pricing and
// ProductVariant.pricing, over HTTP against the seeded demo shop, as a storefront reads them. The
// service's owner port (ownerServer.ts) lets the test write promotions and tax settings straight into
// its database, as a shop owner's tool would, and count the statements a listing costs.

let service: Service;

beforeAll(async () => {
  service = await startService({ owner: true });
}, 60_000);

afterAll(async () => {
  await service?.stop();
  if (service) removeDataDir(service);
});

const sql = <R = Record<string, unknown>>(statements: string) => service.sql<R>(statements);
const statements = { clear: () => service.statements.clear(), list: () => service.statements.list() };

async function gql<T>(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${service.url}/graphql/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data: T | null; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return { data: body.data!, cache: response.headers.get('x-response-cache') };
}

interface Money {
  amount: number;
}
interface Taxed {
  gross: Money;
  net: Money;
  tax: Money;
}
interface VariantPricing {
  onSale: boolean;
  discount: Taxed | null;
  price: Taxed;
  priceUndiscounted: Taxed;
}
interface ProductPricing {
  onSale: boolean;
  discount: Taxed | null;
  displayGrossPrices: boolean;
  priceRange: { start: Taxed; stop: Taxed };
  priceRangeUndiscounted: { start: Taxed; stop: Taxed };
}
interface PricedProduct {
  id: string;
  name: string;
  pricing: ProductPricing | null;
  variants: { id: string; name: string; pricing: VariantPricing | null }[];
}

const TAXED = 'gross { amount } net { amount } tax { amount }';
const PRICING = `onSale displayGrossPrices discount { ${TAXED} }
  priceRange { start { ${TAXED} } stop { ${TAXED} } }
  priceRangeUndiscounted { start { ${TAXED} } stop { ${TAXED} } }`;
const VARIANT_PRICING = `onSale discount { ${TAXED} } price { ${TAXED} } priceUndiscounted { ${TAXED} }`;
const PRODUCT = `query ($slug: String!, $address: AddressInput) {
  product(slug: $slug, channel: "default-channel") {
    id name
    pricing(address: $address) { ${PRICING} }
    variants { id name pricing(address: $address) { ${VARIANT_PRICING} } }
  }
}`;

async function product(slug: string, country?: string): Promise<PricedProduct> {
  const { data } = await gql<{ product: PricedProduct }>(PRODUCT, {
    slug,
    address: country ? { country } : null,
  });
  return data.product;
}

const cents = (money: Money) => Math.round(money.amount * 100);
/** a * numerator / denominator rounded half up, in integers (the test's own arithmetic). */
const halfUp = (a: number, numerator: number, denominator: number) =>
  Math.floor((2 * a * numerator + denominator) / (2 * denominator));

/** Adds a running promotion with one rule; returns the rule's id. */
async function promotion(
  name: string,
  reward: { type: 'PERCENTAGE' | 'FIXED'; value: string },
  applies: { products?: string[]; categories?: string[]; variantsOf?: string },
  when = "now() - interval '1 day', NULL",
): Promise<number> {
  const [{ id }] = await sql<{ id: number }>(`
    INSERT INTO promotion (name, start_date, end_date) VALUES ('test: ${name}', ${when});
    INSERT INTO promotion_rule (promotion_id, name, channel_id, reward_value_type, reward_value)
      SELECT currval('promotion_id_seq'), 'rule', 1, '${reward.type}', ${reward.value} RETURNING id`);
  const list = (values: string[] = []) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`;
  await sql(`
    INSERT INTO promotion_rule_product SELECT ${id}, id FROM product WHERE slug = ANY(${list(applies.products)});
    INSERT INTO promotion_rule_category SELECT ${id}, id FROM category WHERE slug = ANY(${list(applies.categories)});
    INSERT INTO promotion_rule_variant SELECT ${id}, v.id FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE p.slug = ${applies.variantsOf ? `'${applies.variantsOf}'` : 'NULL'}`);
  return id;
}

afterEach(async () => {
  await sql("DELETE FROM promotion WHERE name LIKE 'test: %'");
});

describe('demo sale prices', () => {
  it('takes 20 % off every hoodie and each of its variants, rounded half up to the cent', async () => {
    const hoodie = await product('classic-pullover-hoodie');
    expect(hoodie.pricing!.onSale).toBe(true);
    for (const variant of hoodie.variants) {
      const was = cents(variant.pricing!.priceUndiscounted.gross);
      expect(cents(variant.pricing!.price.gross)).toBe(was - halfUp(was, 20, 100));
      expect(variant.pricing!.onSale).toBe(true);
      expect(cents(variant.pricing!.discount!.gross)).toBe(halfUp(was, 20, 100));
    }
    const starts = hoodie.variants.map((v) => cents(v.pricing!.priceUndiscounted.gross));
    const from = Math.min(...starts);
    expect(cents(hoodie.pricing!.priceRangeUndiscounted.start.gross)).toBe(from);
    expect(cents(hoodie.pricing!.priceRange.start.gross)).toBe(from - halfUp(from, 20, 100));
    expect(cents(hoodie.pricing!.discount!.gross)).toBe(halfUp(from, 20, 100));
  });

  it('takes 5.00 off the Slim Selvedge Jeans only', async () => {
    const jeans = await product('slim-selvedge-jeans');
    const was = cents(jeans.pricing!.priceRangeUndiscounted.start.gross);
    expect(cents(jeans.pricing!.priceRange.start.gross)).toBe(was - 500);
    expect(cents(jeans.pricing!.discount!.gross)).toBe(500);
    const other = await product('straight-leg-jeans');
    expect(other.pricing!.onSale).toBe(false);
    expect(other.pricing!.discount).toBeNull();
  });

  it('ignores the summer sale that ended and the coffee week that has not begun', async () => {
    for (const slug of ['everyday-crew-tee', 'ethiopia-yirgacheffe']) {
      const { pricing, variants } = await product(slug);
      expect(pricing!.onSale).toBe(false);
      expect(pricing!.discount).toBeNull();
      expect(pricing!.priceRange).toEqual(pricing!.priceRangeUndiscounted);
      for (const variant of variants) {
        expect(variant.pricing!.onSale).toBe(false);
        expect(variant.pricing!.price).toEqual(variant.pricing!.priceUndiscounted);
      }
    }
  });
});

describe('promotion rules', () => {
  it('gives each variant the single rule that lowers its price most, never two together', async () => {
    // The demo's larger sizes cost more: a fixed amount between the 10 % of the cheapest and of the
    // dearest variant loses to 10 % on some variants and beats it on others.
    const before = await product('pocket-tee');
    const prices = before.variants.map((v) => cents(v.pricing!.priceUndiscounted.gross));
    const tens = prices.map((p) => halfUp(p, 10, 100));
    const fixed = Math.floor((Math.min(...tens) + Math.max(...tens)) / 2);
    expect(tens.some((t) => t > fixed) && tens.some((t) => t < fixed)).toBe(true);
    await promotion('ten percent', { type: 'PERCENTAGE', value: '10' }, { products: ['pocket-tee'] });
    await promotion(
      'fixed',
      { type: 'FIXED', value: (fixed / 100).toFixed(2) },
      { variantsOf: 'pocket-tee' },
    );
    await promotion('five percent', { type: 'PERCENTAGE', value: '5' }, { categories: ['apparel'] });
    const tee = await product('pocket-tee');
    for (const variant of tee.variants) {
      const was = cents(variant.pricing!.priceUndiscounted.gross);
      const best = Math.max(halfUp(was, 10, 100), fixed, halfUp(was, 5, 100));
      expect(cents(variant.pricing!.price.gross)).toBe(was - best);
    }
    const now = tee.variants.map((v) => cents(v.pricing!.price.gross));
    expect(cents(tee.pricing!.priceRange.start.gross)).toBe(Math.min(...now));
    expect(cents(tee.pricing!.priceRange.stop.gross)).toBe(Math.max(...now));
    expect(cents(tee.pricing!.discount!.gross)).toBe(Math.min(...prices) - Math.min(...now));
  });

  it('applies a category rule to the products of its subcategories', async () => {
    await promotion('home', { type: 'PERCENTAGE', value: '50' }, { categories: ['home-kitchen'] });
    const mug = await product('morning-mug');
    const was = cents(mug.pricing!.priceRangeUndiscounted.start.gross);
    expect(cents(mug.pricing!.priceRange.start.gross)).toBe(was - halfUp(was, 50, 100));
  });

  it('never takes a fixed discount below zero', async () => {
    await promotion('too much', { type: 'FIXED', value: '1000' }, { products: ['kenya-aa'] });
    const coffee = await product('kenya-aa');
    const variant = coffee.variants[0].pricing!;
    expect(variant.price.gross.amount).toBe(0);
    expect(variant.price.net.amount).toBe(0);
    expect(variant.discount!.gross).toEqual(variant.priceUndiscounted.gross);
    expect(coffee.pricing!.priceRange.start.gross.amount).toBe(0);
  });

  it('ignores a promotion before its start and after its end', async () => {
    await promotion(
      'later',
      { type: 'PERCENTAGE', value: '50' },
      { products: ['colombia-huila'] },
      "now() + interval '1 hour', NULL",
    );
    await promotion(
      'over',
      { type: 'PERCENTAGE', value: '40' },
      { products: ['colombia-huila'] },
      "now() - interval '2 days', now() - interval '1 day'",
    );
    expect((await product('colombia-huila')).pricing!.onSale).toBe(false);
  });

  it('shows a promotion from the moment it starts to the moment it ends, cached answers included', async () => {
    const query = `{ product(slug: "brazil-cerrado", channel: "default-channel") { pricing { onSale } } }`;
    const onSale = async () =>
      (await gql<{ product: { pricing: { onSale: boolean } } }>(query)).data.product.pricing.onSale;
    await promotion(
      'brief',
      { type: 'PERCENTAGE', value: '10' },
      { products: ['brazil-cerrado'] },
      "now() + interval '1.5 seconds', now() + interval '3 seconds'",
    );
    expect(await onSale()).toBe(false);
    // Kept by the response cache from here on: only the start itself can change the answer.
    expect((await gql(query)).cache).toBe('hit');
    await waitFor(async () => expect(await onSale()).toBe(true));
    await waitFor(async () => expect(await onSale()).toBe(false));
  });
});

/** Retries an expectation until it holds (at most 10 s), as a shopper reloading would. */
async function waitFor(check: () => Promise<void>, timeoutMs = 10_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe('flat-rate taxes', () => {
  const SLUG = 'guatemala-antigua';
  beforeAll(async () => {
    // A price of exactly 10.00 on a one-variant product, as a shop owner would enter it.
    await sql(`
      UPDATE product_variant SET price_amount = 10.00
        WHERE product_id = (SELECT id FROM product WHERE slug = '${SLUG}');
      UPDATE product SET min_price = 10.00, max_price = 10.00 WHERE slug = '${SLUG}';
      INSERT INTO tax_class_country_rate (country, rate) VALUES ('PL', 23), ('FR', 20);
      INSERT INTO tax_configuration_per_country (channel_id, country, charge_taxes, display_gross_prices)
        VALUES (1, 'FR', FALSE, TRUE), (1, 'DE', TRUE, FALSE)`);
  });

  const both = async (country?: string) => {
    const { pricing, variants } = await product(SLUG, country);
    expect(variants[0].pricing!.price).toEqual(pricing!.priceRange.start);
    return pricing!;
  };

  it('takes the tax out of prices entered with it, for the country of the address', async () => {
    const pl = await both('PL');
    expect(pl.priceRange.start).toEqual({
      gross: { amount: 10 },
      net: { amount: 8.13 },
      tax: { amount: 1.87 },
    });
    const gb = await both('GB');
    expect(gb.priceRange.start.net.amount).toBe(8.33);
    const de = await both('DE');
    expect(de.priceRange.start.net.amount).toBe(8.4);
    const tw = await both('TW');
    expect(tw.priceRange.start.net.amount).toBe(9.52);
    const ca = await both('CA');
    expect(ca.priceRange.start).toEqual({
      gross: { amount: 10 },
      net: { amount: 9.52 },
      tax: { amount: 0.48 },
    });
    // Without an address, the channel's default country (the US, no tax).
    const us = await both();
    expect(us.priceRange.start).toEqual({ gross: { amount: 10 }, net: { amount: 10 }, tax: { amount: 0 } });
    // A country without a rate: none.
    expect((await both('JP')).priceRange.start.net.amount).toBe(10);
  });

  it('shows gross or net prices as the channel and its country exceptions say', async () => {
    // The channel's own country shows gross prices; the demo's Canada shows net ones.
    expect((await both()).displayGrossPrices).toBe(true);
    expect((await both('US')).displayGrossPrices).toBe(true);
    expect((await both('CA')).displayGrossPrices).toBe(false);
    expect((await both('GB')).displayGrossPrices).toBe(true);
    expect((await both('DE')).displayGrossPrices).toBe(false);
    // Not charging tax does not change the prices the catalogue shows (as Saleor's flat rates).
    const fr = await both('FR');
    expect(fr.displayGrossPrices).toBe(true);
    expect(fr.priceRange.start.net.amount).toBe(8.33);
  });

  it('adds the tax to prices entered without it, rounding half up', async () => {
    await sql('UPDATE tax_configuration SET prices_entered_with_tax = FALSE WHERE channel_id = 1');
    try {
      expect((await both('PL')).priceRange.start).toEqual({
        gross: { amount: 12.3 },
        net: { amount: 10 },
        tax: { amount: 2.3 },
      });
      // 10.00 x 1.05 = 10.50 exactly; 10.00 x 1.13 = 11.30.
      expect((await both('TW')).priceRange.start.gross.amount).toBe(10.5);
      expect((await both('CN')).priceRange.start.gross.amount).toBe(11.3);
    } finally {
      await sql('UPDATE tax_configuration SET prices_entered_with_tax = TRUE WHERE channel_id = 1');
    }
  });

  it("taxes a product at its own class's rate, else its type's, else the country's", async () => {
    await sql(`
      INSERT INTO tax_class (name) VALUES ('test: reduced'), ('test: zero'), ('test: elsewhere');
      INSERT INTO tax_class_country_rate (tax_class_id, country, rate)
        SELECT id, 'GB', 5 FROM tax_class WHERE name = 'test: reduced'
        UNION ALL SELECT id, 'GB', 0 FROM tax_class WHERE name = 'test: zero'
        UNION ALL SELECT id, 'DE', 7 FROM tax_class WHERE name = 'test: elsewhere';
      UPDATE product_type SET tax_class_id = (SELECT id FROM tax_class WHERE name = 'test: reduced')
        WHERE id = (SELECT product_type_id FROM product WHERE slug = '${SLUG}')`);
    try {
      expect((await both('GB')).priceRange.start.net.amount).toBe(9.52);
      await sql(`UPDATE product SET tax_class_id = (SELECT id FROM tax_class WHERE name = 'test: zero')
        WHERE slug = '${SLUG}'`);
      expect((await both('GB')).priceRange.start.net.amount).toBe(10);
      // A class with no rate for the country: the country's default.
      await sql(`UPDATE product SET tax_class_id = (SELECT id FROM tax_class WHERE name = 'test: elsewhere')
        WHERE slug = '${SLUG}'`);
      expect((await both('GB')).priceRange.start.net.amount).toBe(8.33);
    } finally {
      await sql(`UPDATE product SET tax_class_id = NULL WHERE slug = '${SLUG}';
        UPDATE product_type SET tax_class_id = NULL; DELETE FROM tax_class WHERE name LIKE 'test: %'`);
    }
  });

  it('taxes the sale price and the discount alike', async () => {
    await promotion('quarter', { type: 'PERCENTAGE', value: '25' }, { products: [SLUG] });
    const { pricing, variants } = await product(SLUG, 'GB');
    // 7.50 gross at 20 %: 6.25 net; the 2.50 discount: 2.08 net.
    expect(pricing!.priceRange.start).toEqual({
      gross: { amount: 7.5 },
      net: { amount: 6.25 },
      tax: { amount: 1.25 },
    });
    expect(pricing!.discount).toEqual({
      gross: { amount: 2.5 },
      net: { amount: 2.08 },
      tax: { amount: 0.42 },
    });
    expect(variants[0].pricing!.discount).toEqual(pricing!.discount);
  });
});

describe('cost', () => {
  const LISTING = (first: number) => `{
    products(first: ${first}, channel: "default-channel", sortBy: { field: PRICE, direction: DESC }) {
      edges { node { name pricing(address: { country: GB }) { ${PRICING} }
        variants { pricing(address: { country: GB }) { ${VARIANT_PRICING} } } } }
    }
  }`;

  it('prices a listing of 20 products in as many statements as one of 5', async () => {
    const count = async (first: number) => {
      await statements.clear();
      const { data, cache } = await gql<{ products: { edges: { node: PricedProduct }[] } }>(LISTING(first));
      expect(cache).toBe('miss');
      expect(data.products.edges).toHaveLength(first);
      // The most expensive products include the jeans and hoodies on sale.
      return {
        sent: await statements.list(),
        onSale: data.products.edges.filter((e) => e.node.pricing!.onSale),
      };
    };
    const five = await count(5);
    const twenty = await count(20);
    expect(twenty.onSale.length).toBeGreaterThan(0);
    expect(twenty.sent.length).toBe(five.sent.length);
    expect(twenty.sent.filter((s) => /FROM promotion_rule\b/.test(s))).toHaveLength(1);
    expect(twenty.sent.filter((s) => /tax_configuration\b/.test(s))).toHaveLength(1);
  });
});

describe('a demo shop seeded with the earlier tax settings', () => {
  it('gets the current ones on its next start: gross prices at home, Canada net', async () => {
    const old = await startService({ owner: true });
    let restarted: Service | null = null;
    try {
      // The earlier demo: the US shown net, no Canada.
      await old.sql(`
        DELETE FROM tax_class_country_rate WHERE country = 'CA';
        DELETE FROM tax_configuration_per_country WHERE country = 'CA';
        INSERT INTO tax_configuration_per_country (channel_id, country, charge_taxes, display_gross_prices)
          SELECT id, 'US', TRUE, FALSE FROM channel`);
      await old.stop();
      restarted = await startService({ dataDir: old.dataDir });
      const displayed = async (country: string) => {
        const response = await restarted!.gql<{ product: { pricing: { displayGrossPrices: boolean } } }>(
          `{ product(slug: "guatemala-antigua", channel: "default-channel") {
            pricing(address: { country: ${country} }) { displayGrossPrices } } }`,
        );
        return response.data!.product.pricing.displayGrossPrices;
      };
      expect(await displayed('US')).toBe(true);
      expect(await displayed('CA')).toBe(false);
      expect(await displayed('GB')).toBe(true);
    } finally {
      await restarted?.stop();
      removeDataDir(old);
    }
  }, 60_000);
});
