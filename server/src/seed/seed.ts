import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Transaction } from '@electric-sql/pglite';
import type { ServiceConfig } from '../config';
import type { Db } from '../db/database';
import { hashPassword } from '../accounts/passwords';
import { ensureDemoContent } from './demoContent';
import { seedDemoOrders } from './demoOrders';
import { ensureDemoCollections } from './demoCollections';
import { ensureDemoDiscounts } from './demoDiscounts';
import { ensureDemoPricing } from './demoPricing';
import { centsToDecimal } from '../graphql/money';
import { CATEGORIES, COLOURS, FAMILIES, SHIPPING_METHODS, SIZES, type FamilySeed } from './demoCatalogue';
import {
  ATTRIBUTE_NAMES,
  CATEGORY_TRANSLATIONS,
  DEMO_LANGUAGES,
  DESCRIPTION_PHRASES,
  FAMILY_TRANSLATIONS,
  PRODUCT_NAMES,
  SHIPPING_NAMES,
  VALUE_NAMES,
} from './demoTranslations';
import { bannerSvg, productSvg } from './svg';

// The demo shop, seeded on first start with an empty database and by `npm run seed`.
// `--products N` makes a large catalogue (cycling through the product families) for speed work.

/** Published in the README, so anyone trying the shop can log in. */
export const DEMO_CUSTOMER = { email: 'customer@example.com', password: 'demo-shopper-2026' };

export const DEMO_PRODUCT_COUNT = FAMILIES.reduce((n, family) => n + family.names.length, 0);
const UNIQUE_IMAGES = 240; // beyond this, products of a large catalogue share their family's pictures
const BATCH = 500;

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Saleor's rich text (Editor.js JSON). */
function richText(paragraphs: string[], bullets: string[] = []) {
  const blocks: unknown[] = paragraphs.map((text, i) => ({ id: `p${i}`, type: 'paragraph', data: { text } }));
  if (bullets.length) blocks.push({ id: 'list', type: 'list', data: { style: 'unordered', items: bullets } });
  return { time: 1_700_000_000_000, blocks, version: '2.24.3' };
}

/** A small deterministic generator, so every seed makes the same shop. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

async function insertMany(
  tx: Transaction,
  table: string,
  columns: string[],
  rows: unknown[][],
  returning = false,
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += BATCH) {
    const chunk = rows.slice(start, start + BATCH);
    const params: unknown[] = [];
    const values = chunk
      .map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`)
      .join(', ');
    const result = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values}${returning ? ' RETURNING id' : ''}`,
      params,
    );
    if (returning) ids.push(...result.rows.map((row) => row.id));
  }
  return ids;
}

function writeMedia(mediaDir: string, file: string, svg: string) {
  const target = path.join(mediaDir, file);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, svg);
}

interface ProductPlan {
  family: FamilySeed;
  name: string;
  slug: string;
}

function planProducts(count: number): ProductPlan[] {
  // Families interleaved, so any prefix of the catalogue mixes every category.
  const longest = Math.max(...FAMILIES.map((family) => family.names.length));
  const base = Array.from({ length: longest }, (_, n) =>
    FAMILIES.filter((f) => n < f.names.length).map((family) => ({ family, name: family.names[n] })),
  ).flat();
  return Array.from({ length: count }, (_, i) => {
    const { family, name } = base[i % base.length];
    const edition = Math.floor(i / base.length);
    const full = edition ? `${name} No. ${edition + 1}` : name;
    return { family, name: full, slug: slugify(full) };
  });
}

export async function seedDemoShop(db: Db, config: ServiceConfig, { products = DEMO_PRODUCT_COUNT } = {}) {
  const mediaDir = path.join(config.dataDir, 'media');
  const rand = random(42);
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO channel (slug, name, currency_code, default_country) VALUES ($1, 'Default channel', 'USD', 'US')`,
      [config.channelSlug],
    );

    // Categories, parents first, with their banners.
    const categoryIds = new Map<string, number>();
    const levels = new Map<string, number>();
    for (const [order, category] of CATEGORIES.entries()) {
      const level = category.parent ? levels.get(category.parent)! + 1 : 0;
      levels.set(category.slug, level);
      const image = `categories/${category.slug}.svg`;
      writeMedia(mediaDir, image, bannerSvg(category.name));
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO category (parent_id, name, slug, description, seo_title, seo_description, background_image, background_image_alt, level, sort_order)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          category.parent ? categoryIds.get(category.parent) : null,
          category.name,
          category.slug,
          JSON.stringify(richText([category.description])),
          `${category.name} | Aurora Shop`,
          category.description,
          image,
          `${category.name} banner`,
          level,
          order,
        ],
      );
      categoryIds.set(category.slug, rows[0].id);
    }

    // Attributes: size and colour pick variants; material describes the product.
    const attributeIds: Record<string, number> = {};
    for (const [slug, name] of [
      ['size', 'Size'],
      ['colour', 'Colour'],
      ['material', 'Material'],
    ]) {
      attributeIds[slug] = (
        await tx.query<{ id: number }>('INSERT INTO attribute (name, slug) VALUES ($1, $2) RETURNING id', [
          name,
          slug,
        ])
      ).rows[0].id;
    }
    const valueIds = new Map<string, number>();
    const addValues = async (attribute: string, names: { name: string; value?: string }[]) => {
      const ids = await insertMany(
        tx,
        'attribute_value',
        ['attribute_id', 'name', 'slug', 'value', 'sort_order'],
        names.map((v, i) => [attributeIds[attribute], v.name, slugify(v.name), v.value ?? null, i]),
        true,
      );
      names.forEach((v, i) => valueIds.set(`${attribute}:${v.name}`, ids[i]));
    };
    await addValues(
      'size',
      SIZES.map((name) => ({ name })),
    );
    await addValues(
      'colour',
      COLOURS.map((c) => ({ name: c.name, value: c.hex })),
    );
    await addValues(
      'material',
      [...new Set(FAMILIES.map((f) => f.material))].map((name) => ({ name })),
    );

    const typeIds = new Map<string, number>();
    for (const family of FAMILIES) {
      if (typeIds.has(family.productType)) continue;
      const { rows } = await tx.query<{ id: number }>(
        'INSERT INTO product_type (name, slug, is_shipping_required, has_variants) VALUES ($1, $2, $3, $4) RETURNING id',
        [family.productType, slugify(family.productType), family.shipping, family.scheme !== 'single'],
      );
      typeIds.set(family.productType, rows[0].id);
    }

    // Products, oldest first, an hour apart (so "newest" sorting has something to show).
    const plans = planProducts(products);
    const now = Date.now();
    const productIds = await insertMany(
      tx,
      'product',
      [
        'product_type_id',
        'category_id',
        'name',
        'slug',
        'description',
        'description_plaintext',
        'seo_title',
        'seo_description',
        'rating',
        'created_at',
        'updated_at',
      ],
      plans.map((plan, i) => {
        const created = new Date(now - (plans.length - i) * 3_600_000).toISOString();
        const paragraphs = [
          plan.family.blurb,
          `${plan.name} is part of our ${plan.family.productType.toLowerCase()} range. Material: ${plan.family.material}.`,
        ];
        const bullets = [
          plan.family.shipping ? 'Ships within two working days' : 'Delivered instantly by email',
          '30-day returns on unused items',
        ];
        return [
          typeIds.get(plan.family.productType),
          categoryIds.get(plan.family.category),
          plan.name,
          plan.slug,
          JSON.stringify(richText(paragraphs, bullets)),
          [...paragraphs, ...bullets].join(' '),
          plan.name,
          plan.family.blurb,
          (3.5 + rand() * 1.5).toFixed(1),
          created,
          created,
        ];
      }),
      true,
    );

    const media: unknown[][] = [];
    const written = new Set<string>();
    const productValues: unknown[][] = [];
    const variants: unknown[][] = [];
    const variantValues: string[][] = [];
    const variantPicture: (number | null)[] = []; // index into media, or null: the product's pictures
    const stock: number[] = [];
    plans.forEach((plan, i) => {
      const productId = productIds[i];
      const { family } = plan;
      productValues.push([productId, valueIds.get(`material:${family.material}`)]);
      const colours =
        family.scheme === 'size-colour'
          ? COLOURS.slice(0, 3 + (i % 3))
          : family.scheme === 'colour'
            ? COLOURS.slice(i % 2, 4 + (i % 2))
            : [COLOURS[i % COLOURS.length]];
      const sizes = family.scheme === 'size-colour' || family.scheme === 'size' ? SIZES : [null];
      // Pictures: one per colour, unique for the first products of a large catalogue. A product sold in
      // several colours links each colour's variants to that colour's picture (ProductVariant.media).
      const pictureOf = new Map<string, number>();
      colours.forEach((colour, n) => {
        const file =
          i < UNIQUE_IMAGES
            ? `products/${plan.slug}-${n + 1}.svg`
            : `products/${family.emblem}-${slugify(colour.name)}.svg`;
        if (!written.has(file))
          writeMedia(
            mediaDir,
            file,
            productSvg(i < UNIQUE_IMAGES ? plan.name : family.productType, family.emblem, colour.hex),
          );
        written.add(file);
        pictureOf.set(colour.name, media.length);
        media.push([
          productId,
          file,
          family.scheme.includes('colour') ? `${plan.name}, ${colour.name}` : plan.name,
          n,
        ]);
      });
      // Stock: every tenth product sold out, every tenth (offset) down to its last one to three.
      // Downloads (no shipping) are not counted (trackInventory false): buying one takes nothing
      // from its stock, so they never run short. Their stock row still says "in stock", since
      // Product.isAvailable reads stock alone, as Saleor's does.
      const tracked = family.shipping;
      const soldOut = tracked && i % 10 === 3;
      const scarce = tracked && i % 10 === 7;
      for (const size of sizes) {
        for (const colour of family.scheme === 'size' || family.scheme === 'single' ? [null] : colours) {
          const parts = [size, colour?.name].filter(Boolean);
          const sizeStep = size ? SIZES.indexOf(size) : 0;
          const sku = `${slugify(family.productType).slice(0, 4).toUpperCase()}-${String(productId).padStart(5, '0')}-${variants.length.toString(36).toUpperCase()}`;
          variants.push([
            productId,
            parts.join(' / ') || plan.name,
            sku,
            centsToDecimal(family.basePrice + (i % 4) * 200 + (sizeStep >= 3 ? 300 : 0)),
            variants.length,
            tracked,
          ]);
          variantValues.push(
            [size ? `size:${size}` : '', colour ? `colour:${colour.name}` : ''].filter(Boolean),
          );
          variantPicture.push(colour ? (pictureOf.get(colour.name) ?? null) : null);
          stock.push(soldOut ? 0 : scarce ? 1 + Math.floor(rand() * 3) : 5 + Math.floor(rand() * 60));
        }
      }
    });
    const mediaIds = await insertMany(
      tx,
      'product_media',
      ['product_id', 'image', 'alt', 'sort_order'],
      media,
      true,
    );
    await insertMany(tx, 'product_attribute_value', ['product_id', 'value_id'], productValues);
    const variantIds = await insertMany(
      tx,
      'product_variant',
      ['product_id', 'name', 'sku', 'price_amount', 'sort_order', 'track_inventory'],
      variants,
      true,
    );
    await tx.query(`UPDATE product p SET min_price = v.min_price, max_price = v.max_price
      FROM (SELECT product_id, min(price_amount) AS min_price, max(price_amount) AS max_price
            FROM product_variant GROUP BY product_id) v
      WHERE v.product_id = p.id`);
    await insertMany(
      tx,
      'stock',
      ['variant_id', 'quantity'],
      variantIds.map((id, i) => [id, stock[i]]),
    );
    await insertMany(
      tx,
      'variant_attribute_value',
      ['variant_id', 'value_id'],
      variantIds.flatMap((id, i) => variantValues[i].map((key) => [id, valueIds.get(key)])),
    );
    await insertMany(
      tx,
      'variant_media',
      ['variant_id', 'media_id'],
      variantIds.flatMap((id, i) => (variantPicture[i] == null ? [] : [[id, mediaIds[variantPicture[i]]]])),
    );

    await insertMany(
      tx,
      'shipping_method',
      [
        'name',
        'price_amount',
        'minimum_order_price',
        'maximum_order_price',
        'minimum_delivery_days',
        'maximum_delivery_days',
      ],
      SHIPPING_METHODS.map((m) => [
        m.name,
        centsToDecimal(m.price),
        m.min == null ? null : centsToDecimal(m.min),
        m.max == null ? null : centsToDecimal(m.max),
        m.days[0],
        m.days[1],
      ]),
    );

    await writeDemoTranslations(tx);
  });
  // The demo customer (credentials in the README), with past orders.
  const { rows: customer } = await db.query<{ id: number }>(
    `INSERT INTO account_user (email, password_hash, first_name, last_name, is_confirmed) VALUES ($1, $2, 'Demo', 'Customer', TRUE) RETURNING id`,
    [DEMO_CUSTOMER.email, await hashPassword(DEMO_CUSTOMER.password)],
  );
  await ensureDemoPricing(db);
  await seedDemoOrders(db, customer[0].id, DEMO_CUSTOMER.email, config.storefrontUrl);
  await ensureDemoDiscounts(db);
  await ensureDemoCollections(db);
  await ensureDemoContent(db);
  // Fresh statistics and visibility map: the planner then uses index-only scans for counts
  // (a 10,000-product listing's totalCount went from about 13 ms to 4 ms).
  await db.exec('VACUUM ANALYZE');
}

/**
 * The demo shop's Chinese (demoTranslations.ts), stored as Saleor's translations beside every
 * category, product, variant, attribute, value and shipping method of the demo catalogue, found by
 * their English slugs and names. The extra products of a large catalogue (`--products N`, named
 * "... No. 2") stay untranslated.
 */
async function writeDemoTranslations(tx: Transaction) {
  const rows = async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows;
  const familyOf = new Map(FAMILIES.flatMap((family) => family.names.map((name) => [name, family] as const)));
  const demoNames = [...familyOf.keys()];
  const categories = await rows<{ id: number; slug: string }>('SELECT id, slug FROM category');
  const attributes = await rows<{ id: number; slug: string }>('SELECT id, slug FROM attribute');
  const values = await rows<{ id: number; key: string }>(
    `SELECT v.id, a.slug || ':' || v.name AS key FROM attribute_value v JOIN attribute a ON a.id = v.attribute_id`,
  );
  const products = await rows<{ id: number; name: string }>(
    'SELECT id, name FROM product WHERE name = ANY($1::text[])',
    [demoNames],
  );
  const variants = await rows<{ id: number; name: string; product: string }>(
    `SELECT v.id, v.name, p.name AS product FROM product_variant v JOIN product p ON p.id = v.product_id
      WHERE p.name = ANY($1::text[])`,
    [demoNames],
  );
  const shippingMethods = await rows<{ id: number; name: string }>('SELECT id, name FROM shipping_method');

  const out = {
    categories: [] as unknown[][],
    products: [] as unknown[][],
    variants: [] as unknown[][],
    attributes: [] as unknown[][],
    values: [] as unknown[][],
    shipping: [] as unknown[][],
  };
  for (const language of DEMO_LANGUAGES) {
    for (const category of categories) {
      const text = CATEGORY_TRANSLATIONS[category.slug];
      if (!text) continue;
      const name = text.name[language];
      const description = text.description[language];
      out.categories.push([
        category.id,
        language,
        name,
        JSON.stringify(richText([description])),
        `${name} | Aurora Shop`,
        description,
      ]);
    }
    for (const product of products) {
      const family = familyOf.get(product.name)!;
      const name = PRODUCT_NAMES[product.name]?.[language];
      const text = FAMILY_TRANSLATIONS[family.productType];
      const material = VALUE_NAMES[`material:${family.material}`]?.[language];
      if (!name || !text || !material) continue;
      const blurb = text.blurb[language];
      const paragraphs = [blurb, DESCRIPTION_PHRASES.range[language](name, text.range[language], material)];
      const bullets = [
        (family.shipping ? DESCRIPTION_PHRASES.shipsSoon : DESCRIPTION_PHRASES.byEmail)[language],
        DESCRIPTION_PHRASES.returns[language],
      ];
      out.products.push([
        product.id,
        language,
        name,
        JSON.stringify(richText(paragraphs, bullets)),
        name,
        blurb,
      ]);
    }
    // A variant is named by its size and colour ("M / Black"), or by its product when it has neither.
    for (const variant of variants) {
      const product = PRODUCT_NAMES[variant.product]?.[language];
      if (!product) continue;
      const name =
        variant.name === variant.product
          ? product
          : variant.name
              .split(' / ')
              .map((part) => VALUE_NAMES[`colour:${part}`]?.[language] ?? part)
              .join(' / ');
      out.variants.push([variant.id, language, name]);
    }
    for (const attribute of attributes) {
      const name = ATTRIBUTE_NAMES[attribute.slug]?.[language];
      if (name) out.attributes.push([attribute.id, language, name]);
    }
    for (const value of values) {
      const name = VALUE_NAMES[value.key]?.[language];
      if (name) out.values.push([value.id, language, name]);
    }
    for (const method of shippingMethods) {
      const name = SHIPPING_NAMES[method.name]?.[language];
      if (name) out.shipping.push([method.id, language, name]);
    }
  }
  await insertMany(
    tx,
    'category_translation',
    ['category_id', 'language_code', 'name', 'description', 'seo_title', 'seo_description'],
    out.categories,
  );
  await insertMany(
    tx,
    'product_translation',
    ['product_id', 'language_code', 'name', 'description', 'seo_title', 'seo_description'],
    out.products,
  );
  await insertMany(tx, 'product_variant_translation', ['variant_id', 'language_code', 'name'], out.variants);
  await insertMany(tx, 'attribute_translation', ['attribute_id', 'language_code', 'name'], out.attributes);
  await insertMany(
    tx,
    'attribute_value_translation',
    ['attribute_value_id', 'language_code', 'name'],
    out.values,
  );
  await insertMany(
    tx,
    'shipping_method_translation',
    ['shipping_method_id', 'language_code', 'name'],
    out.shipping,
  );
}

/**
 * A demo shop seeded before translations were stored gets them once, on the first start that finds
 * none at all.
 */
async function addMissingDemoTranslations(db: Db) {
  const { rows } = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM product_translation) + (SELECT count(*) FROM category_translation)
       + (SELECT count(*) FROM product_variant_translation) + (SELECT count(*) FROM attribute_translation)
       + (SELECT count(*) FROM attribute_value_translation)
       + (SELECT count(*) FROM shipping_method_translation) AS n`,
  );
  if (Number(rows[0].n) > 0) return false;
  await db.transaction((tx) => writeDemoTranslations(tx));
  return true;
}

export async function isEmpty(db: Db): Promise<boolean> {
  return (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM channel')).rows[0].n === 0;
}

export async function seedIfEmpty(db: Db, config: ServiceConfig): Promise<boolean> {
  if (!(await isEmpty(db))) {
    if (config.demoMode && (await ensureDemoPricing(db)))
      console.log('[seed] the demo sale prices and taxes added or brought up to date');
    if (config.demoMode && (await ensureDemoDiscounts(db)))
      console.log('[seed] the demo promo codes and gift cards added');
    if (config.demoMode && (await ensureDemoCollections(db)))
      console.log('[seed] the demo collections added');
    if (config.demoMode && (await addMissingDemoTranslations(db)))
      console.log("[seed] the demo catalogue's translations added");
    if (config.demoMode && (await ensureDemoContent(db)))
      console.log('[seed] the demo menus and content pages added');
    return false;
  }
  const started = Date.now();
  await seedDemoShop(db, config);
  console.log(`[seed] demo shop created in ${Date.now() - started} ms`);
  return true;
}
