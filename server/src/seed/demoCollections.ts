import type { Transaction } from '@electric-sql/pglite';
import type { Db } from '../db/database';

// The demo shop's collections (Saleor's collections, migration 017): "Summer picks", featured on the
// home page (config.json's featuredCollection), "New arrivals", and "Winter warmers", published in
// the channel from a date a month ahead (so not shown yet). Their pictures are the category banners
// the demo already has. A demo shop seeded before collections existed gets them on its next start.

const DAY_MS = 24 * 60 * 60 * 1000;

interface Text {
  name: string;
  description: string;
  seoDescription: string;
}

interface CollectionSeed extends Text {
  slug: string;
  image: string;
  /** Days from now the collection is published from (null: published, no date). */
  publishedInDays: number | null;
  /** The products, in the shop's manual order: a statement giving product ids in that order. */
  products: string;
  translations: { ZH_HANS: Text; ZH_HANT: Text };
}

export const DEMO_COLLECTIONS: CollectionSeed[] = [
  {
    slug: 'summer-picks',
    name: 'Summer picks',
    description: 'Light tees and gear for long days outside, picked by our team.',
    seoDescription: 'Tees and camping gear for summer, picked by the Aurora team.',
    image: 'categories/outdoor.svg',
    publishedInDays: null,
    // The camping gear first, then the tees: an order of the shop's own, not by name.
    products: `SELECT p.id FROM product p JOIN category c ON c.id = p.category_id
      WHERE c.slug IN ('camping', 't-shirts')
      ORDER BY (c.slug = 'camping') DESC, p.name DESC, p.id LIMIT 12`,
    translations: {
      ZH_HANS: {
        name: '夏日精选',
        description: '轻薄的T恤和户外装备，陪你度过漫长的夏日，由我们的团队精心挑选。',
        seoDescription: '夏日T恤与露营装备，Aurora 团队精选。',
      },
      ZH_HANT: {
        name: '夏日精選',
        description: '輕薄的T恤和戶外裝備，陪你度過漫長的夏日，由我們的團隊精心挑選。',
        seoDescription: '夏日T恤與露營裝備，Aurora 團隊精選。',
      },
    },
  },
  {
    slug: 'new-arrivals',
    name: 'New arrivals',
    description: 'The latest additions to the shop.',
    seoDescription: 'The newest products at Aurora Shop.',
    image: 'categories/home-kitchen.svg',
    publishedInDays: null,
    products: 'SELECT p.id FROM product p ORDER BY p.created_at DESC, p.id DESC LIMIT 12',
    translations: {
      ZH_HANS: {
        name: '新品上架',
        description: '本店最新上架的商品。',
        seoDescription: 'Aurora 商店的最新商品。',
      },
      ZH_HANT: {
        name: '新品上架',
        description: '本店最新上架的商品。',
        seoDescription: 'Aurora 商店的最新商品。',
      },
    },
  },
  {
    slug: 'winter-warmers',
    name: 'Winter warmers',
    description: 'Hoodies for the cold months.',
    seoDescription: 'Warm hoodies for winter.',
    image: 'categories/hoodies.svg',
    publishedInDays: 30,
    products: `SELECT p.id FROM product p JOIN category c ON c.id = p.category_id
      WHERE c.slug = 'hoodies' ORDER BY p.name, p.id`,
    translations: {
      ZH_HANS: { name: '冬日暖意', description: '寒冷月份的连帽卫衣。', seoDescription: '冬季保暖卫衣。' },
      ZH_HANT: { name: '冬日暖意', description: '寒冷月份的帽T。', seoDescription: '冬季保暖帽T。' },
    },
  },
];

/** Saleor's rich text (Editor.js JSON) of one paragraph. */
const paragraph = (text: string) =>
  JSON.stringify({
    time: 1_700_000_000_000,
    blocks: [{ id: 'p0', type: 'paragraph', data: { text } }],
    version: '2.24.3',
  });

async function writeCollections(tx: Transaction, channelId: number) {
  for (const seed of DEMO_COLLECTIONS) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO collection (name, slug, description, seo_title, seo_description, background_image, background_image_alt)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        seed.name,
        seed.slug,
        paragraph(seed.description),
        seed.name,
        seed.seoDescription,
        seed.image,
        seed.name,
      ],
    );
    const id = rows[0].id;
    await tx.query(
      `INSERT INTO collection_channel_listing (collection_id, channel_id, is_published, published_at)
       VALUES ($1, $2, TRUE, $3)`,
      [
        id,
        channelId,
        seed.publishedInDays == null ? null : new Date(Date.now() + seed.publishedInDays * DAY_MS),
      ],
    );
    const products = (await tx.query<{ id: number }>(seed.products)).rows.map((row) => row.id);
    await tx.query(
      `INSERT INTO collection_product (collection_id, product_id, sort_order)
       SELECT $1, product_id, ordinality::int - 1 FROM unnest($2::int[]) WITH ORDINALITY AS t(product_id, ordinality)`,
      [id, products],
    );
    for (const [code, text] of Object.entries(seed.translations))
      await tx.query(
        `INSERT INTO collection_translation (collection_id, language_code, name, description, seo_title, seo_description)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [id, code, text.name, paragraph(text.description), text.name, text.seoDescription],
      );
  }
}

/** Adds the demo collections to a demo shop that has none; true when it did. */
export async function ensureDemoCollections(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ channel_id: number | null; collections: number }>(
      `SELECT (SELECT id FROM channel ORDER BY id LIMIT 1) AS channel_id,
              (SELECT count(*)::int FROM collection) AS collections`,
    );
    const { channel_id: channelId, collections } = rows[0];
    if (channelId == null || collections > 0) return false;
    await writeCollections(tx, channelId);
    return true;
  });
}
