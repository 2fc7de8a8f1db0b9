import type { Transaction } from '@electric-sql/pglite';
import type { Db } from '../db/database';
import { CATEGORY_TRANSLATIONS, DEMO_LANGUAGES, type Translated } from './demoTranslations';

// The demo shop's content as a Saleor shop owner sets it up in the dashboard: content pages written
// in Editor.js (with their Chinese translations), the `navbar` menu (the top categories and their
// subcategories, and a collection when the shop has one) and the `footer` menu (groups of links to
// pages, to the storefront's own information routes and to one outside site). A demo shop seeded
// before content existed gets it on its next start.

interface Text {
  en: string;
  ZH_HANS: string;
  ZH_HANT: string;
}

const t = (en: string, hans: string, hant: string): Text => ({ en, ZH_HANS: hans, ZH_HANT: hant });

type Block =
  | { type: 'paragraph'; text: Text }
  | { type: 'header'; level: 2 | 3; text: Text }
  | { type: 'list'; ordered?: boolean; items: Text[] }
  | { type: 'quote'; text: Text; caption: Text };

interface PageSeed {
  slug: string;
  title: Text;
  seoDescription: Text;
  blocks: Block[];
  published: boolean;
}

export const DEMO_PAGES: PageSeed[] = [
  {
    slug: 'about',
    published: true,
    title: t('About us', '关于我们', '關於我們'),
    seoDescription: t(
      'Who we are and how we choose what we sell.',
      '我们是谁，以及我们如何挑选商品。',
      '我們是誰，以及我們怎麼挑選商品。',
    ),
    blocks: [
      {
        type: 'paragraph',
        text: t(
          'Aurora Shop is a small online shop for <b>everyday things made to last</b>: clothing, kitchenware, lamps, camping gear, and books and music to take anywhere.',
          'Aurora Shop 是一家小小的网店，专卖<b>经久耐用的日常用品</b>：服饰、厨具、灯具、露营装备，还有随时可带走的书和音乐。',
          'Aurora Shop 是一間小小的網路商店，專賣<b>耐用的日常用品</b>：服飾、廚具、燈具、露營裝備，還有隨身帶著走的書和音樂。',
        ),
      },
      { type: 'header', level: 2, text: t('What we believe', '我们的理念', '我們的理念') },
      {
        type: 'list',
        items: [
          t('Fewer, better things.', '少而精。', '少而精。'),
          t('Honest prices, with taxes shown.', '价格实在，税费一目了然。', '價格實在，稅金清楚標示。'),
          t('Returns without questions for 30 days.', '30 天内无理由退货。', '30 天內免理由退貨。'),
        ],
      },
      {
        type: 'quote',
        text: t('Buy less, choose well, make it last.', '少买，精挑，用得久。', '少買，慎選，用得久。'),
        caption: t('Our motto', '我们的座右铭', '我們的座右銘'),
      },
    ],
  },
  {
    slug: 'shipping',
    published: true,
    title: t('Shipping', '配送', '配送'),
    seoDescription: t(
      'Delivery methods, times and costs.',
      '配送方式、时效与费用。',
      '運送方式、時間與費用。',
    ),
    blocks: [
      {
        type: 'paragraph',
        text: t(
          'We pack every order within two working days. Downloads (e-books and music) need no shipping: they arrive by email.',
          '所有订单都会在两个工作日内打包发出。电子书和音乐无需配送，会通过电子邮件发送给你。',
          '所有訂單都會在兩個工作天內包裝出貨。電子書和音樂不需運送，會透過電子郵件寄給你。',
        ),
      },
      { type: 'header', level: 2, text: t('Delivery methods', '配送方式', '運送方式') },
      {
        type: 'list',
        items: [
          t(
            'Economy: 5 to 8 working days, for orders up to $50.00.',
            '经济配送：5 至 8 个工作日，适用于 50.00 美元以内的订单。',
            '經濟運送：5 到 8 個工作天，適用於 50.00 美元以內的訂單。',
          ),
          t(
            'Standard: 3 to 5 working days, for orders up to $150.00.',
            '标准配送：3 至 5 个工作日，适用于 150.00 美元以内的订单。',
            '標準運送：3 到 5 個工作天，適用於 150.00 美元以內的訂單。',
          ),
          t(
            'Free shipping on orders of $75.00 or more: 3 to 6 working days.',
            '免运费：订单满 75.00 美元，3 至 6 个工作日送达。',
            '免運費：訂單滿 75.00 美元，3 到 6 個工作天送達。',
          ),
          t('Express: 1 to 2 working days.', '特快配送：1 至 2 个工作日。', '快速到貨：1 到 2 個工作天。'),
        ],
      },
      {
        type: 'paragraph',
        text: t(
          'The checkout shows the methods and prices for your address before you pay.',
          '结账时，会在付款前按你的地址列出可选的配送方式和价格。',
          '結帳時，會在付款前依你的地址列出可選的運送方式與價格。',
        ),
      },
    ],
  },
  {
    slug: 'care-guide',
    published: true,
    title: t('Care guide', '保养指南', '保養指南'),
    seoDescription: t(
      'How to keep clothing, mugs and lamps looking new.',
      '如何让衣物、马克杯和灯具常用常新。',
      '如何讓衣物、馬克杯和燈具常保如新。',
    ),
    blocks: [
      { type: 'header', level: 2, text: t('Clothing', '衣物', '衣物') },
      {
        type: 'paragraph',
        text: t(
          'Wash cold, inside out, and dry flat. <i>Skip the tumble dryer</i> and cotton keeps its shape for years.',
          '冷水反面洗，平铺晾干。<i>不用烘干机</i>，棉质衣物可以多年不变形。',
          '冷水翻面洗，平放晾乾。<i>不用烘衣機</i>，棉質衣物可以多年不變形。',
        ),
      },
      { type: 'header', level: 2, text: t('Mugs and kitchenware', '马克杯与厨具', '馬克杯與廚具') },
      {
        type: 'paragraph',
        text: t(
          'Stoneware is dishwasher safe; enamel prefers a soft sponge.',
          '陶器可以放进洗碗机；搪瓷制品请用软海绵清洗。',
          '陶器可以放進洗碗機；琺瑯製品請用軟海綿清洗。',
        ),
      },
    ],
  },
  {
    slug: 'winter-sale-preview',
    published: false,
    title: t('Winter sale preview', '冬季特卖预告', '冬季特賣預告'),
    seoDescription: t('Not announced yet.', '尚未公布。', '尚未公布。'),
    blocks: [{ type: 'paragraph', text: t('Coming soon.', '敬请期待。', '敬請期待。') }],
  },
];

type Language = 'en' | (typeof DEMO_LANGUAGES)[number];

/** The page's content in one language, as Editor.js saves it. */
export function editorJs(blocks: Block[], language: Language) {
  return {
    time: 1_700_000_000_000,
    version: '2.24.3',
    blocks: blocks.map((block, i) => {
      const id = `b${i}`;
      switch (block.type) {
        case 'paragraph':
          return { id, type: 'paragraph', data: { text: block.text[language] } };
        case 'header':
          return { id, type: 'header', data: { text: block.text[language], level: block.level } };
        case 'list':
          return {
            id,
            type: 'list',
            data: {
              style: block.ordered ? 'ordered' : 'unordered',
              items: block.items.map((item) => item[language]),
            },
          };
        case 'quote':
          return {
            id,
            type: 'quote',
            data: { text: block.text[language], caption: block.caption[language], alignment: 'left' },
          };
      }
    }),
  };
}

interface LinkSeed {
  name: Text;
  page?: string;
  url?: string;
}

/** The footer's groups: each a heading item whose children are the links. */
const FOOTER: { name: Text; links: LinkSeed[] }[] = [
  {
    name: t('Customer service', '客户服务', '顧客服務'),
    links: [
      { name: t('Help', '帮助', '說明'), url: '/help' },
      { name: t('Shipping', '配送说明', '運送說明'), page: 'shipping' },
      { name: t('Returns', '退换货', '退換貨'), url: '/returns' },
      { name: t('Contact us', '联系我们', '聯絡我們'), url: '/contact' },
      {
        name: t('Payment troubleshooting', '支付问题排查', '付款問題排解'),
        url: '/docs/payment-troubleshooting',
      },
    ],
  },
  {
    name: t('Our shop', '关于本店', '關於本店'),
    links: [
      { name: t('About us', '关于我们', '關於我們'), page: 'about' },
      { name: t('Care guide', '保养指南', '保養指南'), page: 'care-guide' },
      { name: t('Terms', '服务条款', '服務條款'), url: '/terms' },
      { name: t('Privacy', '隐私政策', '隱私權政策'), url: '/privacy' },
      { name: t('Powered by Saleor', '由 Saleor 驱动', '由 Saleor 驅動'), url: 'https://saleor.io/' },
    ],
  },
];

async function insertItem(
  tx: Transaction,
  item: {
    menu: number;
    parent: number | null;
    name: Text;
    order: number;
    url?: string | null;
    category?: number | null;
    collection?: number | null;
    page?: number | null;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO menu_item (menu_id, parent_id, name, sort_order, url, category_id, collection_id, page_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [
      item.menu,
      item.parent,
      item.name.en,
      item.order,
      item.url ?? null,
      item.category ?? null,
      item.collection ?? null,
      item.page ?? null,
    ],
  );
  const id = rows[0].id;
  for (const language of DEMO_LANGUAGES)
    await tx.query(
      'INSERT INTO menu_item_translation (menu_item_id, language_code, name) VALUES ($1, $2, $3)',
      [id, language, item.name[language]],
    );
  return id;
}

/** The shop's first collection, to link from the navbar, when the shop has collections (migration 017). */
async function featuredCollection(tx: Transaction): Promise<{ id: number; name: Text } | null> {
  const { rows: exists } = await tx.query<{ found: string | null }>(
    "SELECT to_regclass('collection')::text AS found",
  );
  if (!exists[0]?.found) return null;
  const { rows } = await tx.query<{ id: number; name: string; hans: string | null; hant: string | null }>(
    `SELECT c.id, c.name,
            (SELECT name FROM collection_translation WHERE collection_id = c.id AND language_code = 'ZH_HANS') AS hans,
            (SELECT name FROM collection_translation WHERE collection_id = c.id AND language_code = 'ZH_HANT') AS hant
       FROM collection c ORDER BY c.id LIMIT 1`,
  );
  const row = rows[0];
  return row ? { id: row.id, name: t(row.name, row.hans ?? row.name, row.hant ?? row.name) } : null;
}

async function writeDemoContent(tx: Transaction) {
  const pageIds = new Map<string, number>();
  for (const page of DEMO_PAGES) {
    const { rows } = await tx.query<{ id: number }>(
      `INSERT INTO page (title, slug, content, seo_title, seo_description, is_published, published_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        page.title.en,
        page.slug,
        JSON.stringify(editorJs(page.blocks, 'en')),
        page.title.en,
        page.seoDescription.en,
        page.published,
        page.published ? new Date(Date.now() - 86_400_000).toISOString() : null,
      ],
    );
    pageIds.set(page.slug, rows[0].id);
    for (const language of DEMO_LANGUAGES)
      await tx.query(
        `INSERT INTO page_translation (page_id, language_code, title, content, seo_title, seo_description)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          rows[0].id,
          language,
          page.title[language],
          JSON.stringify(editorJs(page.blocks, language)),
          page.title[language],
          page.seoDescription[language],
        ],
      );
  }

  // The navbar: the top categories, each with its subcategories, then a collection if there is one.
  const navbar = (
    await tx.query<{ id: number }>("INSERT INTO menu (name, slug) VALUES ('navbar', 'navbar') RETURNING id")
  ).rows[0].id;
  const { rows: categories } = await tx.query<{
    id: number;
    parent_id: number | null;
    name: string;
    slug: string;
  }>('SELECT id, parent_id, name, slug FROM category WHERE level <= 1 ORDER BY sort_order, id');
  const nameOf = (category: { name: string; slug: string }): Text => {
    const translated = CATEGORY_TRANSLATIONS[category.slug]?.name as Translated | undefined;
    return t(category.name, translated?.ZH_HANS ?? category.name, translated?.ZH_HANT ?? category.name);
  };
  let order = 0;
  for (const top of categories.filter((category) => category.parent_id == null)) {
    const parent = await insertItem(tx, {
      menu: navbar,
      parent: null,
      name: nameOf(top),
      order: order++,
      category: top.id,
    });
    let childOrder = 0;
    for (const child of categories.filter((category) => category.parent_id === top.id))
      await insertItem(tx, {
        menu: navbar,
        parent,
        name: nameOf(child),
        order: childOrder++,
        category: child.id,
      });
  }
  const collection = await featuredCollection(tx);
  if (collection)
    await insertItem(tx, {
      menu: navbar,
      parent: null,
      name: collection.name,
      order: order++,
      collection: collection.id,
    });

  const footer = (
    await tx.query<{ id: number }>("INSERT INTO menu (name, slug) VALUES ('footer', 'footer') RETURNING id")
  ).rows[0].id;
  for (const [groupOrder, group] of FOOTER.entries()) {
    const parent = await insertItem(tx, { menu: footer, parent: null, name: group.name, order: groupOrder });
    for (const [linkOrder, link] of group.links.entries())
      await insertItem(tx, {
        menu: footer,
        parent,
        name: link.name,
        order: linkOrder,
        url: link.url,
        page: link.page ? pageIds.get(link.page) : null,
      });
  }
}

/** Adds the demo content when the shop has no menus and no pages yet; true when it did. */
export async function ensureDemoContent(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ n: number }>(
    'SELECT (SELECT count(*) FROM menu) + (SELECT count(*) FROM page) AS n',
  );
  if (Number(rows[0].n) > 0) return false;
  await db.transaction((tx) => writeDemoContent(tx));
  return true;
}
