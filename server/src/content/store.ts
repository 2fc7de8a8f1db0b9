import type { CollectionRow } from '../catalog/collections';
import type { Queryable } from '../db/database';
import { batchLoader, type Loader } from '../graphql/batchLoader';
import type { LanguageCodeEnum } from '../graphql/generated/resolverTypes';
import { intPkOf } from '../graphql/ids';
import type { KeysetQuery } from '../graphql/pagination';

// The SQL of menus and pages (migration 018). A customer sees a page only when it is published and its
// publication date (if any) has come, as Saleor's `Page.objects.visible_to_user` answers.

export interface PageRow {
  id: number;
  title: string;
  slug: string;
  content: unknown;
  seo_title: string | null;
  seo_description: string | null;
  is_published: boolean;
  published_at: Date | string | null;
  created_at: Date | string;
}

export interface MenuRow {
  id: number;
  name: string;
  slug: string;
  /** The channel the menu was asked for in (its collections are those published there). */
  channel?: string | null;
}

export interface MenuItemRow {
  id: number;
  menu_id: number;
  parent_id: number | null;
  name: string;
  sort_order: number | null;
  url: string | null;
  category_id: number | null;
  collection_id: number | null;
  page_id: number | null;
  /** Depth in the menu: 0 for a top-level item. */
  level: number;
  /** The channel its menu was asked for in. */
  channel?: string | null;
}

export interface PageTranslationRow {
  id: number;
  owner_id: number;
  language_code: LanguageCodeEnum;
  title: string | null;
  content: unknown;
  seo_title: string | null;
  seo_description: string | null;
  slug: string | null;
}

export interface MenuItemTranslationRow {
  id: number;
  owner_id: number;
  language_code: LanguageCodeEnum;
  name: string;
}

const PAGE_COLUMNS =
  'id, title, slug, content, seo_title, seo_description, is_published, published_at, created_at';
const VISIBLE = 'is_published AND (published_at IS NULL OR published_at <= now())';

export async function visiblePage(db: Queryable, by: { id: number } | { slug: string }) {
  const [column, value] = 'id' in by ? ['id', by.id] : ['slug', by.slug];
  const { rows } = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM page WHERE ${column} = $1 AND ${VISIBLE}`,
    [value],
  );
  return rows[0] ?? null;
}

export function pageListQuery(args: {
  search?: string | null;
  filter?: { search?: string | null; ids?: string[] | null; slugs?: string[] | null } | null;
}): KeysetQuery {
  const params: unknown[] = [];
  const where = [VISIBLE];
  const search = args.search ?? args.filter?.search;
  if (search) {
    const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    where.push(`(lower(title) LIKE $${params.push(pattern)} OR lower(slug) LIKE $${params.length})`);
  }
  if (args.filter?.slugs?.length) where.push(`slug = ANY($${params.push(args.filter.slugs)}::text[])`);
  if (args.filter?.ids?.length)
    where.push(`id = ANY($${params.push(args.filter.ids.map((id) => intPkOf(id, 'Page') ?? -1))}::int[])`);
  return {
    select: PAGE_COLUMNS,
    from: `FROM page WHERE ${where.join(' AND ')}`,
    params,
    sortExpr: 'slug',
    sortType: 'text',
    descending: false,
  };
}

export async function menuBy(
  db: Queryable,
  by: { id: number } | { slug: string } | { name: string },
): Promise<MenuRow | null> {
  const [column, value] = 'id' in by ? ['id', by.id] : 'slug' in by ? ['slug', by.slug] : ['name', by.name];
  const { rows } = await db.query<MenuRow>(
    `SELECT id, name, slug FROM menu WHERE ${column} = $1 ORDER BY id LIMIT 1`,
    [value],
  );
  return rows[0] ?? null;
}

export function menuListQuery(args: { filter?: { search?: string | null; slugs?: string[] | null } | null }) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (args.filter?.search) {
    const pattern = `%${args.filter.search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    where.push(`lower(name) LIKE $${params.push(pattern)}`);
  }
  if (args.filter?.slugs?.length) where.push(`slug = ANY($${params.push(args.filter.slugs)}::text[])`);
  return {
    select: 'id, name, slug',
    from: `FROM menu ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    sortExpr: 'name',
    sortType: 'text',
    descending: false,
  } satisfies KeysetQuery;
}

/** Every item of the given menus with its depth, in Saleor's order (sortOrder, then id). */
async function menuItems(db: Queryable, menuIds: number[]): Promise<MenuItemRow[]> {
  const { rows } = await db.query<MenuItemRow>(
    `WITH RECURSIVE tree AS (
       SELECT i.*, 0 AS level FROM menu_item i WHERE i.menu_id = ANY($1::int[]) AND i.parent_id IS NULL
       UNION ALL
       SELECT i.*, tree.level + 1 FROM menu_item i JOIN tree ON i.parent_id = tree.id
     )
     SELECT id, menu_id, parent_id, name, sort_order, url, category_id, collection_id, page_id, level
       FROM tree ORDER BY sort_order NULLS LAST, id`,
    [menuIds],
  );
  return rows;
}

async function menusByIds(db: Queryable, ids: number[]) {
  const { rows } = await db.query<MenuRow>('SELECT id, name, slug FROM menu WHERE id = ANY($1::int[])', [
    ids,
  ]);
  return rows;
}

async function visiblePagesByIds(db: Queryable, ids: number[]) {
  const { rows } = await db.query<PageRow>(
    `SELECT ${PAGE_COLUMNS} FROM page WHERE id = ANY($1::int[]) AND ${VISIBLE}`,
    [ids],
  );
  return rows;
}

/** Translations of one kind keyed "owner:language", a listing's worth per query. */
function translations<R extends { owner_id: number; language_code: string }>(
  db: Queryable,
  sql: string,
): Loader<string, R | null> {
  return batchLoader<string, R>(async (keys) => {
    const pairs = keys.map((key) => key.split(':'));
    const { rows } = await db.query<R>(sql, [
      [...new Set(pairs.map(([owner]) => Number(owner)))],
      [...new Set(pairs.map(([, code]) => code))],
    ]);
    return new Map(rows.map((row) => [`${row.owner_id}:${row.language_code}`, row]));
  });
}

/** The collections of `ids` published in the channel (migration 017), as catalog/collections reads them. */
async function publishedCollections(db: Queryable, channelId: number, ids: number[]) {
  const { rows } = await db.query<Omit<CollectionRow, 'channel_slug'>>(
    `SELECT c.id, c.name, c.slug, c.description, c.seo_title, c.seo_description, c.background_image,
            c.background_image_alt
       FROM collection c
      WHERE c.id = ANY($2::int[]) AND EXISTS (SELECT 1 FROM collection_channel_listing l
        WHERE l.collection_id = c.id AND l.channel_id = $1 AND l.is_published
          AND (l.published_at IS NULL OR l.published_at <= now()))`,
    [channelId, ids],
  );
  return rows;
}

/** This request's content loaders: items by menu, menus and visible pages by id, translations. */
export function contentLoaders(db: Queryable) {
  return {
    menuItems: batchLoader<number, MenuItemRow[]>(async (menuIds) => {
      const groups = new Map<number, MenuItemRow[]>(menuIds.map((id) => [id, []]));
      for (const row of await menuItems(db, menuIds)) groups.get(row.menu_id)?.push(row);
      return groups;
    }),
    menu: batchLoader<number, MenuRow>(
      async (ids) => new Map((await menusByIds(db, ids)).map((row) => [row.id, row])),
    ),
    /** Published collections keyed "channel id:collection id". */
    collection: batchLoader<string, Omit<CollectionRow, 'channel_slug'>>(async (keys) => {
      const found = new Map<string, Omit<CollectionRow, 'channel_slug'>>();
      const byChannel = new Map<number, number[]>();
      for (const key of keys) {
        const [channel, id] = key.split(':').map(Number);
        byChannel.set(channel, [...(byChannel.get(channel) ?? []), id]);
      }
      for (const [channel, ids] of byChannel)
        for (const row of await publishedCollections(db, channel, ids))
          found.set(`${channel}:${row.id}`, row);
      return found;
    }),
    visiblePage: batchLoader<number, PageRow>(
      async (ids) => new Map((await visiblePagesByIds(db, ids)).map((row) => [row.id, row])),
    ),
    pageTranslation: translations<PageTranslationRow>(
      db,
      `SELECT id, page_id AS owner_id, language_code, title, content, seo_title, seo_description, slug
         FROM page_translation WHERE page_id = ANY($1::int[]) AND language_code = ANY($2::text[])`,
    ),
    menuItemTranslation: translations<MenuItemTranslationRow>(
      db,
      `SELECT id, menu_item_id AS owner_id, language_code, name
         FROM menu_item_translation WHERE menu_item_id = ANY($1::int[]) AND language_code = ANY($2::text[])`,
    ),
  };
}
