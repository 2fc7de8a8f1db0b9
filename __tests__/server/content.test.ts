import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startService, templateDir, type Service } from './harness';

// Saleor's menus and content pages over HTTP, against the seeded demo shop (the `navbar` and `footer`
// menus and the Editor.js pages of seed/demoContent.ts). A shop owner's writes go through the
// service's owner port, as the dashboard's would.

let service: Service;

beforeAll(async () => {
  service = await startService({ owner: true });
}, 60_000);

afterAll(async () => {
  await service?.stop();
});

interface Item {
  id: string;
  name: string;
  level: number;
  url: string | null;
  category: { slug: string } | null;
  page: { slug: string; title: string } | null;
  translation: { name: string; language: { code: string } } | null;
  children: Item[] | null;
}

const ITEM = `id name level url category { slug } page { slug title } translation(languageCode: $lang) { name language { code } }`;
const MENU = `query ($slug: String, $name: String, $lang: LanguageCodeEnum!) {
  menu(slug: $slug, name: $name) {
    id name slug
    items { ${ITEM} children { ${ITEM} children { id } } }
  }
}`;

const menu = async (variables: Record<string, unknown>) =>
  service.gql<{ menu: { id: string; name: string; slug: string; items: Item[] } | null }>(MENU, {
    lang: 'EN',
    ...variables,
  });

describe('menu', () => {
  test('the navbar lists the top categories in order, each with its subcategories nested', async () => {
    const { data, errors } = await menu({ slug: 'navbar' });
    expect(errors).toBeUndefined();
    const items = data!.menu!.items;
    expect(items.map((item) => item.category?.slug)).toEqual([
      'apparel',
      'home-kitchen',
      'outdoor',
      'digital',
    ]);
    expect(items.every((item) => item.level === 0 && item.url === null)).toBe(true);
    const apparel = items[0];
    expect(apparel.children!.map((child) => child.category?.slug)).toEqual(['tops', 'bottoms']);
    expect(apparel.children!.every((child) => child.level === 1)).toBe(true);
  });

  test("a collection item links the collection only while it is published in the menu's channel", async () => {
    const COLLECTIONS = `query ($channel: String) {
      menu(slug: "navbar", channel: $channel) { items { name collection { slug } } }
    }`;
    type Answer = { menu: { items: { name: string; collection: { slug: string } | null }[] } };
    const linked = async (channel?: string) =>
      (await service.gql<Answer>(COLLECTIONS, { channel })).data!.menu.items;
    const items = await linked('default-channel');
    expect(items.at(-1)).toEqual({ name: 'Summer picks', collection: { slug: 'summer-picks' } });
    expect(items.slice(0, -1).every((item) => item.collection === null)).toBe(true);
    // A link to a collection that is scheduled for later (winter-warmers) answers null.
    await service.sql(`INSERT INTO menu_item (menu_id, name, sort_order, collection_id)
      SELECT m.id, 'Later', 99, c.id FROM menu m, collection c WHERE m.slug = 'navbar' AND c.slug = 'winter-warmers'`);
    try {
      expect((await linked()).at(-1)).toEqual({ name: 'Later', collection: null });
    } finally {
      await service.sql(`DELETE FROM menu_item WHERE name = 'Later'`);
    }
    // In a channel that does not exist, the menu is still there, its collections null.
    const elsewhere = await service.gql<Answer>(COLLECTIONS, { channel: 'no-such-channel' });
    expect(elsewhere.errors).toBeUndefined();
    expect(elsewhere.data!.menu.items.every((item) => item.collection === null)).toBe(true);
  });

  test('found by slug, by name and by id alike; an unknown one is null without an error', async () => {
    const bySlug = (await menu({ slug: 'footer' })).data!.menu!;
    const byName = (await menu({ name: 'footer' })).data!.menu!;
    expect(byName.id).toBe(bySlug.id);
    const byId = await service.gql<{ menu: { slug: string } }>(`{ menu(id: "${bySlug.id}") { slug } }`);
    expect(byId.data!.menu.slug).toBe('footer');
    const unknown = await menu({ slug: 'no-such-menu' });
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data).toEqual({ menu: null });
  });

  test('items follow sortOrder, then id; a new item with the same sortOrder comes after the older one', async () => {
    const before = (await menu({ slug: 'footer' })).data!.menu!.items;
    expect(before.map((item) => item.name)).toEqual(['Customer service', 'Our shop']);
    await service.sql(`INSERT INTO menu_item (menu_id, name, sort_order, url)
      SELECT id, 'First of all', -1, 'https://example.com/first' FROM menu WHERE slug = 'footer';
      INSERT INTO menu_item (menu_id, name, sort_order, url)
      SELECT id, 'Tied with customer service', 0, 'https://example.com/tie' FROM menu WHERE slug = 'footer'`);
    try {
      const after = (await menu({ slug: 'footer' })).data!.menu!.items;
      expect(after.map((item) => item.name)).toEqual([
        'First of all',
        'Customer service',
        'Tied with customer service',
        'Our shop',
      ]);
      expect(after[0].url).toBe('https://example.com/first');
    } finally {
      await service.sql(`DELETE FROM menu_item WHERE name IN ('First of all', 'Tied with customer service')`);
    }
  });

  test('links: a page item has its page and no url, a url item only its url', async () => {
    const groups = (await menu({ slug: 'footer' })).data!.menu!.items;
    const links = groups.flatMap((group) => group.children!);
    const shipping = links.find((link) => link.page?.slug === 'shipping')!;
    expect(shipping).toMatchObject({
      url: null,
      category: null,
      page: { slug: 'shipping', title: 'Shipping' },
    });
    const help = links.find((link) => link.url === '/help')!;
    expect(help).toMatchObject({ page: null, category: null, name: 'Help' });
    expect(links.find((link) => link.url === 'https://saleor.io/')).toBeDefined();
  });

  test("an item's page is null while the page is unpublished or scheduled for later", async () => {
    const shippingPage = async () =>
      (await menu({ slug: 'footer' }))
        .data!.menu!.items.flatMap((group) => group.children!)
        .find((link) => link.name === 'Shipping')!.page;
    await service.sql(`UPDATE page SET is_published = FALSE WHERE slug = 'shipping'`);
    try {
      expect(await shippingPage()).toBeNull();
      await service.sql(
        `UPDATE page SET is_published = TRUE, published_at = now() + interval '1 day' WHERE slug = 'shipping'`,
      );
      expect(await shippingPage()).toBeNull();
    } finally {
      await service.sql(
        `UPDATE page SET is_published = TRUE, published_at = now() - interval '1 day' WHERE slug = 'shipping'`,
      );
    }
    expect(await shippingPage()).toMatchObject({ slug: 'shipping' });
  });

  test('items are translated into exactly the language asked for, else null', async () => {
    const hans = (await menu({ slug: 'footer', lang: 'ZH_HANS' })).data!.menu!.items;
    expect(hans[0].translation).toEqual({ name: '客户服务', language: { code: 'ZH_HANS' } });
    expect(hans[0].name).toBe('Customer service');
    const hant = (await menu({ slug: 'navbar', lang: 'ZH_HANT' })).data!.menu!.items;
    expect(hant[0].translation?.name).toBe('服飾');
    const exactOnly = (await menu({ slug: 'footer', lang: 'ZH_HANS_CN' })).data!.menu!.items;
    expect(exactOnly[0].translation).toBeNull();
  });

  test('menus lists the menus by name, with pagination', async () => {
    const { data } = await service.gql<{
      menus: { totalCount: number; edges: { node: { slug: string } }[] };
    }>('{ menus(first: 10) { totalCount edges { node { slug } } } }');
    expect(data!.menus.edges.map((edge) => edge.node.slug)).toEqual(['footer', 'navbar']);
    const { errors } = await service.gql('{ menus { edges { node { slug } } } }');
    expect(errors?.[0].message).toMatch(/You must provide a `first` or `last` value/);
  });
});

describe('page', () => {
  const PAGE = `query ($slug: String!, $lang: LanguageCodeEnum!) {
    page(slug: $slug) {
      id title slug content seoTitle seoDescription isPublished publishedAt created
      translation(languageCode: $lang) { id language { code } title content seoTitle seoDescription slug }
    }
  }`;
  type PageAnswer = {
    page: {
      id: string;
      title: string;
      content: string;
      isPublished: boolean;
      publishedAt: string | null;
      translation: { title: string; content: string; language: { code: string } } | null;
    } | null;
  };

  test('a published page answers its Editor.js content as a JSONString', async () => {
    const { data, errors } = await service.gql<PageAnswer>(PAGE, { slug: 'about', lang: 'EN' });
    expect(errors).toBeUndefined();
    const page = data!.page!;
    expect(page.title).toBe('About us');
    expect(page.isPublished).toBe(true);
    expect(Date.parse(page.publishedAt!)).toBeLessThan(Date.now());
    const content = JSON.parse(page.content) as { blocks: { type: string }[] };
    expect(content.blocks.map((block) => block.type)).toEqual(['paragraph', 'header', 'list', 'quote']);
    const byId = await service.gql<{ page: { slug: string } }>(`{ page(id: "${page.id}") { slug } }`);
    expect(byId.data!.page.slug).toBe('about');
  });

  test('an unpublished page is hidden from page and pages; a missing one is null', async () => {
    const hidden = await service.gql<PageAnswer>(PAGE, { slug: 'winter-sale-preview', lang: 'EN' });
    expect(hidden.errors).toBeUndefined();
    expect(hidden.data).toEqual({ page: null });
    expect((await service.gql<PageAnswer>(PAGE, { slug: 'nothing-here', lang: 'EN' })).data).toEqual({
      page: null,
    });
    const { data } = await service.gql<{
      pages: { totalCount: number; edges: { node: { slug: string } }[] };
    }>('{ pages(first: 20) { totalCount edges { node { slug } } } }');
    expect(data!.pages.edges.map((edge) => edge.node.slug)).toEqual(['about', 'care-guide', 'shipping']);
    expect(data!.pages.totalCount).toBe(3);
  });

  test('a page scheduled for later stays hidden until its publication date', async () => {
    await service.sql(`UPDATE page SET published_at = now() + interval '1 hour' WHERE slug = 'care-guide'`);
    try {
      expect((await service.gql<PageAnswer>(PAGE, { slug: 'care-guide', lang: 'EN' })).data).toEqual({
        page: null,
      });
    } finally {
      await service.sql(`UPDATE page SET published_at = now() - interval '1 hour' WHERE slug = 'care-guide'`);
    }
    expect(
      (await service.gql<PageAnswer>(PAGE, { slug: 'care-guide', lang: 'EN' })).data!.page,
    ).not.toBeNull();
  });

  test('pages filters by slugs and search', async () => {
    const { data } = await service.gql<{ pages: { edges: { node: { slug: string } }[] } }>(
      '{ pages(first: 5, filter: { slugs: ["shipping", "winter-sale-preview"] }) { edges { node { slug } } } }',
    );
    expect(data!.pages.edges.map((edge) => edge.node.slug)).toEqual(['shipping']);
    const searched = await service.gql<{ pages: { edges: { node: { slug: string } }[] } }>(
      '{ pages(first: 5, search: "care") { edges { node { slug } } } }',
    );
    expect(searched.data!.pages.edges.map((edge) => edge.node.slug)).toEqual(['care-guide']);
  });

  test('translations in both Chinese scripts, with content of the same shape', async () => {
    const hans = (await service.gql<PageAnswer>(PAGE, { slug: 'shipping', lang: 'ZH_HANS' })).data!.page!;
    expect(hans.title).toBe('Shipping');
    expect(hans.translation).toMatchObject({ title: '配送', language: { code: 'ZH_HANS' } });
    const hant = (await service.gql<PageAnswer>(PAGE, { slug: 'shipping', lang: 'ZH_HANT' })).data!.page!;
    expect(hant.translation!.title).toBe('配送');
    expect(hant.translation!.content).toContain('運送方式');
    const own = JSON.parse(hans.content) as { blocks: { type: string }[] };
    const translated = JSON.parse(hant.translation!.content) as { blocks: { type: string }[] };
    expect(translated.blocks.map((block) => block.type)).toEqual(own.blocks.map((block) => block.type));
    expect(
      (await service.gql<PageAnswer>(PAGE, { slug: 'shipping', lang: 'EN' })).data!.page!.translation,
    ).toBeNull();
  });

  test('page without id or slug is the error Saleor gives', async () => {
    const { errors } = await service.gql('{ page { id } }');
    expect(errors?.[0].message).toBe('At least one of arguments is required: id, slug.');
  });
});

test('a demo shop seeded before menus and pages existed gets them on its next start', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'content-test-'));
  cpSync(templateDir(), dataDir, { recursive: true });
  let older = await startService({ dataDir, owner: true });
  try {
    await older.sql('DELETE FROM menu; DELETE FROM page');
    expect((await older.gql('{ menu(slug: "footer") { id } }')).data).toEqual({ menu: null });
    await older.stop();
    older = await startService({ dataDir });
    const { data } = await older.gql<{ menu: { items: { name: string }[] }; page: { title: string } }>(
      '{ menu(slug: "footer") { items { name } } page(slug: "about") { title } }',
    );
    expect(data!.menu.items.map((item) => item.name)).toEqual(['Customer service', 'Our shop']);
    expect(data!.page.title).toBe('About us');
  } finally {
    await older.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 90_000);
