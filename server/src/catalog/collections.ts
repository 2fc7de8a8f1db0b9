import type { Queryable } from '../db/database';
import type { CollectionFilterInput, Resolvers } from '../graphql/generated/resolverTypes';
import { batchLoader, loadWithSiblings } from '../graphql/batchLoader';
import { intPkOf, toGlobalId } from '../graphql/ids';
import { keysetPage, type KeysetQuery } from '../graphql/pagination';
import { mediaUrl } from '../media/mediaUrl';
import { oneOfArgs } from './oneOfArgs';
import { channelOrNull, EMPTY_CONNECTION, listProducts } from './resolvers';
import { jsonString, translationAnswers } from './translations';

// Saleor's collections (migration 017): `collection(id | slug, channel)`, `collections`,
// `Collection.products` (with the shop's manual order, ProductOrderField.COLLECTION) and
// `Product.collections`. A customer sees a collection only where it is published: its listing in the
// channel says so and its publication date, if any, has come. Every collection row carries the
// channel it was read in, as Saleor's Collection.channel does, for its products' prices.

export interface CollectionRow {
  id: number;
  name: string;
  slug: string;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  background_image: string | null;
  background_image_alt: string | null;
  /** The channel it was read in (its products are priced and listed there). */
  channel_slug: string;
}

type StoredCollection = Omit<CollectionRow, 'channel_slug'>;

const COLUMNS =
  'c.id, c.name, c.slug, c.description, c.seo_title, c.seo_description, c.background_image, c.background_image_alt';

/** The condition a collection `c` meets when it is published in the channel (parameter `channel`). */
const publishedIn = (channel: string) => `EXISTS (SELECT 1 FROM collection_channel_listing l
  WHERE l.collection_id = c.id AND l.channel_id = ${channel} AND l.is_published
    AND (l.published_at IS NULL OR l.published_at <= now()))`;

export const collectionTypeDefs = /* GraphQL */ `
  extend enum ProductOrderField {
    COLLECTION
  }

  extend input ProductFilterInput {
    collections: [ID!]
  }

  enum CollectionPublished {
    PUBLISHED
    HIDDEN
  }

  input CollectionFilterInput {
    published: CollectionPublished
    search: String
    ids: [ID!]
    slugs: [String!]
  }

  type Collection {
    id: ID!
    seoTitle: String
    seoDescription: String
    name: String!
    description: JSONString
    slug: String!
    channel: String
    products(
      filter: ProductFilterInput
      where: ProductWhereInput
      search: String
      sortBy: ProductOrder
      before: String
      after: String
      first: Int
      last: Int
    ): ProductCountableConnection
    backgroundImage(size: Int, format: ThumbnailFormatEnum = ORIGINAL): Image
    translation(languageCode: LanguageCodeEnum!): CollectionTranslation
  }

  type CollectionTranslation {
    id: ID!
    language: LanguageDisplay!
    seoTitle: String
    seoDescription: String
    slug: String
    name: String
    description: JSONString
  }

  type CollectionCountableEdge {
    node: Collection!
    cursor: String!
  }

  type CollectionCountableConnection {
    pageInfo: PageInfo!
    edges: [CollectionCountableEdge!]!
    totalCount: Int
  }

  extend type Product {
    collections: [Collection!]
  }

  extend type Query {
    collection(id: ID, slug: String, channel: String): Collection
    collections(
      filter: CollectionFilterInput
      channel: String
      before: String
      after: String
      first: Int
      last: Int
    ): CollectionCountableConnection
  }
`;

/**
 * A published collection of the channel, by id or slug; null when there is none (also for menus:
 * MenuItem.collection is null unless the collection is published in the channel).
 */
export async function publishedCollection(
  db: Queryable,
  channelId: number,
  by: { id: number } | { slug: string },
): Promise<StoredCollection | null> {
  const { rows } = await db.query<StoredCollection>(
    `SELECT ${COLUMNS} FROM collection c
      WHERE ${'id' in by ? 'c.id = $2' : 'c.slug = $2'} AND ${publishedIn('$1')}`,
    [channelId, 'id' in by ? by.id : by.slug],
  );
  return rows[0] ?? null;
}

/**
 * Saleor's `collections` for a customer: the channel's published collections, by search, slugs or
 * ids, ordered by slug (Saleor's default). `published: HIDDEN` finds none, a customer never seeing
 * a hidden one.
 */
function collectionListQuery(
  channelId: number,
  filter: CollectionFilterInput | null | undefined,
): KeysetQuery {
  const params: unknown[] = [channelId];
  const where = [publishedIn('$1')];
  if (filter?.published === 'HIDDEN') where.push('FALSE');
  const search = filter?.search?.trim();
  if (search) {
    const like = `$${params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`;
    where.push(`(lower(c.name) LIKE ${like} OR lower(c.slug) LIKE ${like})`);
  }
  if (filter?.slugs?.length) where.push(`c.slug = ANY($${params.push(filter.slugs)}::text[])`);
  if (filter?.ids?.length)
    where.push(`c.id = ANY($${params.push(filter.ids.map((id) => intPkOf(id, 'Collection') ?? -1))}::int[])`);
  return {
    select: COLUMNS,
    from: `FROM collection c WHERE ${where.join(' AND ')}`,
    params,
    sortExpr: 'c.slug',
    sortType: 'text',
    descending: false,
  };
}

/**
 * The published collections of each product, by product id, with the channel each is published in
 * (a product's collections are then those of the channel it was read in): one query for a page.
 */
export function productCollectionsLoader(db: Queryable) {
  type Row = CollectionRow & { channel_id: number };
  return batchLoader<number, Row[]>(async (productIds) => {
    const { rows } = await db.query<Row & { product_id: number }>(
      `SELECT cp.product_id, l.channel_id, ch.slug AS channel_slug, ${COLUMNS}
         FROM collection_product cp
         JOIN collection c ON c.id = cp.collection_id
         JOIN collection_channel_listing l ON l.collection_id = c.id AND l.is_published
           AND (l.published_at IS NULL OR l.published_at <= now())
         JOIN channel ch ON ch.id = l.channel_id
        WHERE cp.product_id = ANY($1::int[])
        ORDER BY c.slug`,
      [productIds],
    );
    const groups = new Map<number, Row[]>(productIds.map((id) => [id, []]));
    for (const { product_id: productId, ...row } of rows) groups.get(productId)?.push(row);
    return groups;
  });
}

export const collectionResolvers: Resolvers = {
  Query: {
    collection: async (_, args, ctx) => {
      oneOfArgs([
        ['id', args.id],
        ['slug', args.slug],
      ]);
      const channel = await channelOrNull(ctx, args.channel);
      if (!channel) return null;
      let row: StoredCollection | null = null;
      if (args.id) {
        const pk = intPkOf(args.id, 'Collection');
        row = pk == null ? null : await publishedCollection(ctx.db, channel.id, { id: pk });
      } else row = await publishedCollection(ctx.db, channel.id, { slug: args.slug! });
      return row && { ...row, channel_slug: channel.slug };
    },
    collections: async (_, args, ctx) => {
      const channel = await channelOrNull(ctx, args.channel);
      if (!channel) {
        // The arguments are still checked as Saleor checks them (first or last, at most 100).
        await keysetPage(ctx.db, collectionListQuery(-1, null), args, 'collections');
        return EMPTY_CONNECTION;
      }
      const page = await keysetPage<StoredCollection & { sort_value: unknown }>(
        ctx.db,
        collectionListQuery(channel.id, args.filter),
        args,
        'collections',
      );
      return {
        ...page,
        edges: page.edges.map((edge) => ({ ...edge, node: { ...edge.node, channel_slug: channel.slug } })),
      };
    },
  },
  Collection: {
    id: (row) => toGlobalId('Collection', row.id),
    description: (row) => jsonString(row.description),
    seoTitle: (row) => row.seo_title,
    seoDescription: (row) => row.seo_description,
    channel: (row) => row.channel_slug,
    backgroundImage: (row, args, ctx) =>
      row.background_image
        ? {
            url: mediaUrl(ctx, row.background_image, args.size, args.format),
            alt: row.background_image_alt ?? row.name,
          }
        : null,
    translation: async (row, args, ctx) =>
      translationAnswers.collection(await ctx.load.translation.collection(row.id, args.languageCode)),
    // Every product of the collection, in the channel it was read in: Saleor does not drop those kept
    // out of listings here.
    products: (row, args, ctx) =>
      listProducts(ctx, { ...args, channel: row.channel_slug }, { collectionId: row.id }),
  },
  Product: {
    // The collections published in the channel the product was read in.
    collections: async (row, _, ctx) => {
      const channelId = row.channel_id ?? (await ctx.channel()).id;
      const rows = (await loadWithSiblings(ctx.load.productCollections, row.id, row.page_ids)) ?? [];
      return rows
        .filter((collection) => collection.channel_id === channelId)
        .map(({ channel_id: _channel, ...collection }) => collection);
    },
  },
};
