import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { intPkOf, toGlobalId } from '../graphql/ids';
import { taxedMoney, toCents } from '../graphql/money';
import { keysetPage, type PageArgs } from '../graphql/pagination';
import { mediaUrl } from '../media/mediaUrl';
import {
  defaultVariantLoader,
  loadWithSiblings,
  productValuesLoader,
  productVariantsLoader,
  variantMediaLoader,
  variantValuesLoader,
  type ValueRow,
  type VariantRow,
} from './loaders';
import { PRODUCTS_BY_IDS, productListQuery, type ProductListArgs } from './productQuery';
import { quantityAvailable } from './quantityLimit';

export interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  rating: string | null;
  created_at: Date;
  updated_at: Date;
  category_id: number | null;
  product_type_id: number;
  min_price: string | null;
  max_price: string | null;
  available: number;
  thumb_image: string | null;
  thumb_alt: string | null;
  channel_currency?: string;
  /** The ids of the listing page this row is on: its attributes and variants load with theirs. */
  page_ids?: number[];
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  description: unknown;
  seo_title: string | null;
  seo_description: string | null;
  background_image: string | null;
  background_image_alt: string | null;
  level: number;
}

export const CATEGORY_COLUMNS =
  'id, parent_id, name, slug, description, seo_title, seo_description, background_image, background_image_alt, level';
const CATEGORY_SORT = {
  sortExpr: "lpad(sort_order::text, 6, '0') || lower(name)",
  sortType: 'text' as const,
  descending: false,
};

const jsonString = (value: unknown) =>
  value == null ? null : typeof value === 'string' ? value : JSON.stringify(value);

async function categoryById(ctx: Context, id: number | null): Promise<CategoryRow | null> {
  return id == null ? null : ((await ctx.load.category(id)) as CategoryRow | null);
}

function groupAttributes(rows: ValueRow[]) {
  const byAttribute = new Map<
    number,
    { attribute: { id: number; name: string; slug: string }; values: ValueRow[] }
  >();
  for (const row of rows) {
    const entry = byAttribute.get(row.attribute_id) ?? {
      attribute: { id: row.attribute_id, name: row.attribute_name, slug: row.attribute_slug },
      values: [],
    };
    entry.values.push(row);
    byAttribute.set(row.attribute_id, entry);
  }
  return [...byAttribute.values()];
}

async function productsByIds(ctx: Context, ids: number[]): Promise<Map<number, ProductRow>> {
  const { rows } = await ctx.db.query<ProductRow>(PRODUCTS_BY_IDS, [ids]);
  return new Map(rows.map((row) => [row.id, row]));
}

async function productRow(ctx: Context, where: string, param: unknown): Promise<ProductRow | null> {
  const { rows } = await ctx.db.query<{ id: number }>(`SELECT p.id FROM product p WHERE ${where}`, [param]);
  return rows.length ? ((await productsByIds(ctx, [rows[0].id])).get(rows[0].id) ?? null) : null;
}

async function listProducts(
  ctx: Context,
  args: ProductListArgs & PageArgs & { channel?: string | null },
  scope = {},
) {
  const channel = await ctx.channel(args.channel);
  const page = await keysetPage<{ id: number; sort_value: unknown }>(
    ctx.db,
    productListQuery(args, scope),
    args,
    'products',
  );
  const byId = await productsByIds(
    ctx,
    page.edges.map((edge) => edge.node.id),
  );
  const rows = [...byId.values()];
  const pageIds = rows.map((row) => row.id);
  await Promise.all([
    ctx.load.category.loadMany(rows.flatMap((row) => (row.category_id == null ? [] : [row.category_id]))),
    ctx.load.productType.loadMany(rows.map((row) => row.product_type_id)),
    defaultVariantLoader(ctx).loadMany(rows.map((row) => row.id)),
  ]);
  return {
    ...page,
    edges: page.edges.map((edge) => ({
      cursor: edge.cursor,
      node: { ...byId.get(edge.node.id)!, channel_currency: channel.currency, page_ids: pageIds },
    })),
  };
}

interface AttributeListArgs extends PageArgs {
  filter?: {
    search?: string | null;
    ids?: string[] | null;
    inCategory?: string | null;
    slugs?: string[] | null;
  } | null;
  search?: string | null;
  channel?: string | null;
}

/**
 * Saleor's `attributes` query, for a storefront's filters: every attribute, or (inCategory) those
 * whose values some product of the category or its subcategories carries, on the product or on a
 * variant. Saleor answers inCategory from the product types of those products; here the values in
 * use say the same thing. Sorted by name; the channel is checked for existence as Saleor does.
 */
async function listAttributes(ctx: Context, args: AttributeListArgs) {
  if (args.channel) await ctx.channel(args.channel);
  const params: unknown[] = [];
  const where: string[] = [];
  const search = (args.search ?? args.filter?.search ?? '').trim();
  if (search) {
    const like = `$${params.push(`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)}`;
    where.push(`(lower(a.name) LIKE ${like} OR lower(a.slug) LIKE ${like})`);
  }
  if (args.filter?.slugs?.length) where.push(`a.slug = ANY($${params.push(args.filter.slugs)}::text[])`);
  if (args.filter?.ids?.length)
    where.push(
      `a.id = ANY($${params.push(args.filter.ids.map((id) => intPkOf(id, 'Attribute') ?? -1))}::int[])`,
    );
  if (args.filter?.inCategory) {
    const category = `$${params.push(intPkOf(args.filter.inCategory, 'Category') ?? -1)}`;
    where.push(`a.id IN (
      WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ${category}
        UNION SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id),
      products AS (SELECT p.id FROM product p WHERE p.category_id IN (SELECT id FROM tree))
      SELECT av.attribute_id FROM attribute_value av JOIN product_attribute_value pav ON pav.value_id = av.id
        WHERE pav.product_id IN (SELECT id FROM products)
      UNION
      SELECT av.attribute_id FROM attribute_value av JOIN variant_attribute_value vav ON vav.value_id = av.id
        JOIN product_variant v ON v.id = vav.variant_id WHERE v.product_id IN (SELECT id FROM products))`);
  }
  return keysetPage(
    ctx.db,
    {
      select: 'a.id, a.name, a.slug',
      from: `FROM attribute a ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
      params,
      sortExpr: 'lower(a.name)',
      sortType: 'text',
      descending: false,
    },
    args,
    'attributes',
  );
}

export const catalogResolvers = {
  Query: {
    attributes: (_: unknown, args: AttributeListArgs, ctx: Context) => listAttributes(ctx, args),
    categories: (
      _: unknown,
      args: PageArgs & {
        level?: number | null;
        filter?: { search?: string; ids?: string[]; slugs?: string[] } | null;
      },
      ctx: Context,
    ) => {
      const params: unknown[] = [];
      const where: string[] = [];
      if (args.level != null) where.push(`level = $${params.push(args.level)}`);
      if (args.filter?.search)
        where.push(`lower(name) LIKE $${params.push(`%${args.filter.search.toLowerCase()}%`)}`);
      if (args.filter?.slugs?.length) where.push(`slug = ANY($${params.push(args.filter.slugs)}::text[])`);
      if (args.filter?.ids?.length)
        where.push(
          `id = ANY($${params.push(args.filter.ids.map((id) => intPkOf(id, 'Category') ?? -1))}::int[])`,
        );
      return keysetPage(
        ctx.db,
        {
          select: CATEGORY_COLUMNS,
          from: `FROM category ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
          params,
          ...CATEGORY_SORT,
        },
        args,
        'categories',
      );
    },
    category: async (_: unknown, args: { id?: string | null; slug?: string | null }, ctx: Context) => {
      if (args.id) return categoryById(ctx, intPkOf(args.id, 'Category'));
      if (args.slug == null)
        throw new GraphQLError('At least one of arguments is required: id, slug.', {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      const { rows } = await ctx.db.query<CategoryRow>(
        `SELECT ${CATEGORY_COLUMNS} FROM category WHERE slug = $1`,
        [args.slug],
      );
      return rows[0] ?? null;
    },
    products: (_: unknown, args: ProductListArgs & PageArgs & { channel?: string | null }, ctx: Context) =>
      listProducts(ctx, args),
    product: async (
      _: unknown,
      args: { id?: string | null; slug?: string | null; channel?: string | null },
      ctx: Context,
    ) => {
      const channel = await ctx.channel(args.channel);
      let row: ProductRow | null;
      if (args.id) {
        const pk = intPkOf(args.id, 'Product');
        row = pk == null ? null : await productRow(ctx, 'p.id = $1', pk);
      } else if (args.slug != null) row = await productRow(ctx, 'p.slug = $1', args.slug);
      else
        throw new GraphQLError('At least one of arguments is required: id, slug.', {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      return row && { ...row, channel_currency: channel.currency };
    },
  },
  Category: {
    id: (row: CategoryRow) => toGlobalId('Category', row.id),
    description: (row: CategoryRow) => jsonString(row.description),
    seoTitle: (row: CategoryRow) => row.seo_title,
    seoDescription: (row: CategoryRow) => row.seo_description,
    parent: (row: CategoryRow, _: unknown, ctx: Context) => categoryById(ctx, row.parent_id),
    backgroundImage: (row: CategoryRow, args: { size?: number | null }, ctx: Context) =>
      row.background_image
        ? { url: mediaUrl(ctx, row.background_image, args.size), alt: row.background_image_alt ?? row.name }
        : null,
    ancestors: (row: CategoryRow, args: PageArgs, ctx: Context) =>
      keysetPage(
        ctx.db,
        {
          select: CATEGORY_COLUMNS,
          from: `FROM (WITH RECURSIVE up AS (SELECT c.*, 0 AS depth FROM category c WHERE c.id = (SELECT parent_id FROM category WHERE id = $1)
            UNION ALL SELECT c.*, up.depth + 1 FROM category c JOIN up ON c.id = up.parent_id) SELECT * FROM up) ancestors`,
          params: [row.id],
          sortExpr: 'level',
          sortType: 'int',
          descending: false,
        },
        args,
        'ancestors',
      ),
    children: (row: CategoryRow, args: PageArgs, ctx: Context) =>
      keysetPage(
        ctx.db,
        {
          select: CATEGORY_COLUMNS,
          from: 'FROM category WHERE parent_id = $1',
          params: [row.id],
          ...CATEGORY_SORT,
        },
        args,
        'children',
      ),
    products: (
      row: CategoryRow,
      args: ProductListArgs & PageArgs & { channel?: string | null },
      ctx: Context,
    ) => listProducts(ctx, args, { categoryIds: [row.id] }),
  },
  Product: {
    id: (row: ProductRow) => toGlobalId('Product', row.id),
    description: (row: ProductRow) => jsonString(row.description),
    seoTitle: (row: ProductRow) => row.seo_title,
    seoDescription: (row: ProductRow) => row.seo_description,
    rating: (row: ProductRow) => (row.rating == null ? null : Number(row.rating)),
    created: (row: ProductRow) => new Date(row.created_at).toISOString(),
    updatedAt: (row: ProductRow) => new Date(row.updated_at).toISOString(),
    category: (row: ProductRow, _: unknown, ctx: Context) => categoryById(ctx, row.category_id),
    productType: (row: ProductRow, _: unknown, ctx: Context) => ctx.load.productType(row.product_type_id),
    thumbnail: (row: ProductRow, args: { size?: number | null }, ctx: Context) =>
      row.thumb_image
        ? { url: mediaUrl(ctx, row.thumb_image, args.size), alt: row.thumb_alt || row.name }
        : null,
    media: async (row: ProductRow, _: unknown, ctx: Context) =>
      (
        await ctx.db.query(
          'SELECT id, image, alt, sort_order FROM product_media WHERE product_id = $1 ORDER BY sort_order, id',
          [row.id],
        )
      ).rows,
    pricing: (row: ProductRow) => {
      if (row.min_price == null || !row.channel_currency) return null;
      const range = {
        start: taxedMoney(toCents(row.min_price), row.channel_currency),
        stop: taxedMoney(toCents(row.max_price!), row.channel_currency),
      };
      return { onSale: false, displayGrossPrices: true, priceRange: range, priceRangeUndiscounted: range };
    },
    isAvailable: (row: ProductRow) => row.available > 0,
    isAvailableForPurchase: () => true,
    defaultVariant: async (row: ProductRow, _: unknown, ctx: Context) => {
      const variant = await defaultVariantLoader(ctx)(row.id);
      return variant && { ...variant, channel_currency: row.channel_currency };
    },
    variants: async (row: ProductRow, _: unknown, ctx: Context) => {
      const variants = await loadWithSiblings(productVariantsLoader(ctx), row.id, row.page_ids);
      return (variants ?? []).map((variant) => ({ ...variant, channel_currency: row.channel_currency }));
    },
    attributes: async (row: ProductRow, _: unknown, ctx: Context) =>
      groupAttributes((await loadWithSiblings(productValuesLoader(ctx), row.id, row.page_ids)) ?? []),
  },
  ProductVariant: {
    id: (row: VariantRow) => toGlobalId('ProductVariant', row.id),
    trackInventory: (row: VariantRow) => row.track_inventory,
    quantityAvailable: (row: VariantRow) => quantityAvailable(row),
    quantityLimitPerCustomer: () => null,
    pricing: (row: VariantRow & { channel_currency?: string }) => {
      if (!row.channel_currency) return null;
      const price = taxedMoney(toCents(row.price_amount), row.channel_currency);
      return { onSale: false, price, priceUndiscounted: price };
    },
    attributes: async (row: VariantRow, _: unknown, ctx: Context) =>
      groupAttributes((await loadWithSiblings(variantValuesLoader(ctx), row.id, row.batch_ids)) ?? []),
    // Only the pictures linked to this variant, as Saleor answers: none when it has no picture of its
    // own (a storefront then shows the product's).
    media: async (row: VariantRow, _: unknown, ctx: Context) =>
      (await loadWithSiblings(variantMediaLoader(ctx), row.id, row.batch_ids)) ?? [],
    product: async (row: VariantRow & { channel_currency?: string }, _: unknown, ctx: Context) => {
      const product = await productRow(ctx, 'p.id = $1', row.product_id);
      return product && { ...product, channel_currency: row.channel_currency };
    },
  },
  ProductType: {
    id: (row: { id: number }) => toGlobalId('ProductType', row.id),
    isShippingRequired: (row: { is_shipping_required: boolean }) => row.is_shipping_required,
    hasVariants: (row: { has_variants: boolean }) => row.has_variants,
  },
  ProductMedia: {
    id: (row: { id: number }) => toGlobalId('ProductMedia', row.id),
    url: (row: { image: string }, args: { size?: number | null }, ctx: Context) =>
      mediaUrl(ctx, row.image, args.size),
    type: () => 'IMAGE',
    sortOrder: (row: { sort_order: number }) => row.sort_order,
  },
  SelectedAttribute: {
    values: (entry: { values: ValueRow[] }) => entry.values,
  },
  Attribute: {
    id: (row: { id: number }) => toGlobalId('Attribute', row.id),
    inputType: () => 'DROPDOWN',
    choices: (row: { id: number }, args: PageArgs, ctx: Context) =>
      keysetPage(
        ctx.db,
        {
          select: 'id, id AS value_id, name AS value_name, slug AS value_slug, value',
          from: 'FROM attribute_value WHERE attribute_id = $1',
          params: [row.id],
          sortExpr: 'sort_order',
          sortType: 'int',
          descending: false,
        },
        args,
        'choices',
      ),
  },
  AttributeValue: {
    id: (row: ValueRow) => toGlobalId('AttributeValue', row.value_id),
    name: (row: ValueRow) => row.value_name,
    slug: (row: ValueRow) => row.value_slug,
  },
};
