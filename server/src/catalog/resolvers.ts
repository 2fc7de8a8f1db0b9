import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import type { Channel } from '../graphql/channels';
import type { Resolvers } from '../graphql/generated/resolverTypes';
import { intPkOf, toGlobalId } from '../graphql/ids';
import { loadWithSiblings } from '../graphql/batchLoader';
import { toCents } from '../graphql/money';
import { keysetPage, type PageArgs } from '../graphql/pagination';
import { required } from '../graphql/required';
import { mediaUrl } from '../media/mediaUrl';
import type { PricedVariant } from '../pricing';
import { productPricing, variantPricing, type PricingScope } from '../pricing/catalogue';
import { oneOfArgs } from './oneOfArgs';
import { quantityAvailable } from './quantityLimit';
import {
  attributeChoicesQuery,
  attributeListQuery,
  categoryAncestorsQuery,
  categoryBySlug,
  categoryChildrenQuery,
  categoryListQuery,
  productById,
  productBySlug,
  productListQuery,
  productMedia,
  productsByIds,
  variantBySku,
  variantsWithStock,
  type AttributeRow,
  type CategoryRow,
  type ProductListArgs,
  type ProductPricingFacts,
  type ProductRow,
  type ValueRow,
  type VariantRow,
} from './store';
import { jsonString, translationAnswers } from './translations';
import { assigned, decimalScalar, pageOfList, positiveIntScalar, positiveLimit } from './shapes';

const categoryById = (ctx: Context, id: number | null) => (id == null ? null : ctx.load.category(id));

function groupAttributes(rows: ValueRow[]) {
  const byAttribute = new Map<number, { attribute: AttributeRow; values: ValueRow[] }>();
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

/** A variant as a promotion rule sees it. */
const priced = (variant: VariantRow, categoryId: number | null): PricedVariant => ({
  id: variant.id,
  productId: variant.product_id,
  categoryId,
  cents: toCents(variant.price_amount),
});

/** The rules, taxes and rate that price a product of a channel for a country (the address's). */
async function pricingScope(
  ctx: Context,
  channel: { id: number; currency: string },
  country: string | null | undefined,
  taxClassId: number | null,
): Promise<PricingScope> {
  const [rules, taxes] = await Promise.all([
    ctx.load.promotionRules(channel.id),
    ctx.load.countryTaxes(`${channel.id}:${country ?? ''}`),
  ]);
  return {
    rules: rules!,
    taxes: taxes!,
    ratePercent: taxes!.classRate(taxClassId),
    currency: channel.currency,
  };
}

/** The variants of a product's, priced with what their product tells (its category and tax class). */
const withProduct = (variant: VariantRow, product: ProductRow): VariantRow => ({
  ...variant,
  channel_currency: product.channel_currency,
  channel_id: product.channel_id,
  pricing_product: { id: product.id, category_id: product.category_id, tax_class_id: product.tax_class_id },
});

/**
 * The channel a query names, else the shop's only one; null for a slug no channel has (Saleor answers
 * an unknown channel with no product or an empty list, not an error).
 */
export async function channelOrNull(ctx: Context, slug: string | null | undefined): Promise<Channel | null> {
  try {
    return await ctx.channel(slug);
  } catch (error) {
    if (slug && error instanceof GraphQLError && error.extensions.exception) return null;
    throw error;
  }
}

export const EMPTY_CONNECTION = {
  edges: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
  totalCount: 0,
};

/** A page of products (a listing, a category's or a collection's: `scope`), read for the whole page at once. */
export async function listProducts(
  ctx: Context,
  args: ProductListArgs & PageArgs & { channel?: string | null },
  scope: { categoryIds?: number[]; collectionId?: number } = {},
) {
  const channel = await channelOrNull(ctx, args.channel);
  const page = await keysetPage<{ id: number; sort_value: unknown }>(
    ctx.db,
    productListQuery(args, { ...scope, channelId: channel?.id }),
    args,
    'products',
  );
  // An unknown channel lists nothing, as Saleor answers (the arguments were still checked above).
  if (!channel) return EMPTY_CONNECTION;
  const rows = await productsByIds(
    ctx.db,
    page.edges.map((edge) => edge.node.id),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const pageIds = rows.map((row) => row.id);
  await Promise.all([
    ctx.load.category.loadMany(rows.flatMap((row) => (row.category_id == null ? [] : [row.category_id]))),
    ctx.load.productType.loadMany(rows.map((row) => row.product_type_id)),
    ctx.load.defaultVariant.loadMany(rows.map((row) => row.id)),
  ]);
  return {
    ...page,
    edges: page.edges.map((edge) => ({
      cursor: edge.cursor,
      node: {
        ...byId.get(edge.node.id)!,
        channel_currency: channel.currency,
        channel_id: channel.id,
        page_ids: pageIds,
      },
    })),
  };
}

export const catalogResolvers: Resolvers = {
  Query: {
    // The channel is checked for existence, as Saleor does.
    attributes: async (_, args, ctx) => {
      if (args.channel) await ctx.channel(args.channel);
      return keysetPage<AttributeRow & { sort_value: unknown }>(
        ctx.db,
        attributeListQuery(args),
        args,
        'attributes',
      );
    },
    categories: (_, args, ctx) =>
      keysetPage<CategoryRow & { sort_value: unknown }>(ctx.db, categoryListQuery(args), args, 'categories'),
    category: async (_, args, ctx) => {
      oneOfArgs([
        ['id', args.id],
        ['slug', args.slug],
      ]);
      if (args.id) return categoryById(ctx, intPkOf(args.id, 'Category'));
      return categoryBySlug(ctx.db, args.slug!);
    },
    products: (_, args, ctx) => listProducts(ctx, args),
    productVariant: async (_, args, ctx) => {
      oneOfArgs([
        ['id', args.id],
        ['sku', args.sku],
        ['external_reference', null],
      ]);
      const channel = await channelOrNull(ctx, args.channel);
      if (!channel) return null;
      let row;
      if (args.id) {
        const pk = intPkOf(args.id, 'ProductVariant');
        row = pk == null ? null : (await variantsWithStock(ctx.db, [pk]))[0];
      } else row = await variantBySku(ctx.db, args.sku!);
      return row ? { ...row, channel_currency: channel.currency, channel_id: channel.id } : null;
    },
    product: async (_, args, ctx) => {
      oneOfArgs([
        ['id', args.id],
        ['slug', args.slug],
        ['external_reference', null],
      ]);
      const channel = await channelOrNull(ctx, args.channel);
      if (!channel) return null;
      let row;
      if (args.id) {
        const pk = intPkOf(args.id, 'Product');
        row = pk == null ? null : await productById(ctx.db, pk);
      } else row = await productBySlug(ctx.db, args.slug!);
      return row && { ...row, channel_currency: channel.currency, channel_id: channel.id };
    },
  },
  Category: {
    id: (row) => toGlobalId('Category', row.id),
    description: (row) => jsonString(row.description),
    seoTitle: (row) => row.seo_title,
    seoDescription: (row) => row.seo_description,
    translation: async (row, args, ctx) =>
      translationAnswers.category(await ctx.load.translation.category(row.id, args.languageCode)),
    parent: (row, _, ctx) => categoryById(ctx, row.parent_id),
    backgroundImage: (row, args, ctx) =>
      row.background_image
        ? {
            url: mediaUrl(ctx, row.background_image, args.size, args.format),
            alt: row.background_image_alt ?? row.name,
          }
        : null,
    ancestors: (row, args, ctx) =>
      keysetPage<CategoryRow & { sort_value: unknown }>(
        ctx.db,
        categoryAncestorsQuery(row.id),
        args,
        'ancestors',
      ),
    children: (row, args, ctx) =>
      keysetPage<CategoryRow & { sort_value: unknown }>(
        ctx.db,
        categoryChildrenQuery(row.id),
        args,
        'children',
      ),
    products: (row, args, ctx) => listProducts(ctx, args, { categoryIds: [row.id] }),
  },
  Product: {
    id: (row) => toGlobalId('Product', row.id),
    description: (row) => jsonString(row.description),
    seoTitle: (row) => row.seo_title,
    seoDescription: (row) => row.seo_description,
    translation: async (row, args, ctx) =>
      translationAnswers.product(await ctx.load.translation.product(row.id, args.languageCode)),
    rating: (row) => (row.rating == null ? null : Number(row.rating)),
    created: (row) => new Date(row.created_at).toISOString(),
    updatedAt: (row) => new Date(row.updated_at).toISOString(),
    category: (row, _, ctx) => categoryById(ctx, row.category_id),
    productType: async (row, _, ctx) =>
      required(await ctx.load.productType(row.product_type_id), 'Product.productType'),
    // Saleor's `format`: WEBP and AVIF point at the media route's conversion (server/src/media);
    // ORIGINAL (the default) keeps the picture as stored.
    thumbnail: (row, args, ctx) =>
      row.thumb_image
        ? { url: mediaUrl(ctx, row.thumb_image, args.size, args.format), alt: row.thumb_alt || row.name }
        : null,
    media: (row, _, ctx) => productMedia(ctx.db, row.id),
    // Saleor's pricing: null without a channel or without variants.
    pricing: async (row, args, ctx) => {
      if (row.min_price == null || !row.channel_currency || row.channel_id == null) return null;
      const channel = { id: row.channel_id, currency: row.channel_currency };
      const scope = await pricingScope(ctx, channel, args.address?.country, row.tax_class_id);
      // The price range kept on the product is enough when no running rule can touch it; otherwise
      // its variants (read for the whole page at once) are priced one by one.
      const variants = scope.rules.mayApply(row.id, row.category_id)
        ? ((await loadWithSiblings(ctx.load.productVariants, row.id, row.page_ids)) ?? []).map((v) =>
            priced(v, row.category_id),
          )
        : [row.min_price, row.max_price!].map((price) => ({
            id: 0,
            productId: row.id,
            categoryId: row.category_id,
            cents: toCents(price),
          }));
      return productPricing(variants, scope);
    },
    isAvailable: (row) => row.available > 0,
    isAvailableForPurchase: () => true,
    defaultVariant: async (row, _, ctx) => {
      const variant = await ctx.load.defaultVariant(row.id);
      return variant && withProduct(variant, row);
    },
    variants: async (row, _, ctx) => {
      const variants = await loadWithSiblings(ctx.load.productVariants, row.id, row.page_ids);
      return (variants ?? []).map((variant) => withProduct(variant, row));
    },
    attributes: async (row, _, ctx) =>
      groupAttributes((await loadWithSiblings(ctx.load.productValues, row.id, row.page_ids)) ?? []),
    assignedAttributes: async (row, args, ctx) =>
      assigned(
        groupAttributes((await loadWithSiblings(ctx.load.productValues, row.id, row.page_ids)) ?? []),
        args.limit,
      ),
    // The variants of every product of the page are read in one query (as `variants`), then paged.
    productVariants: async (row, args, ctx) => {
      const variants = await loadWithSiblings(ctx.load.productVariants, row.id, row.page_ids);
      return pageOfList(
        (variants ?? []).map((variant) => withProduct(variant, row)),
        args,
        'productVariants',
      );
    },
  },
  ProductVariant: {
    id: (row) => toGlobalId('ProductVariant', row.id),
    trackInventory: (row) => row.track_inventory,
    translation: async (row, args, ctx) =>
      translationAnswers.variant(await ctx.load.translation.variant(row.id, args.languageCode)),
    quantityAvailable: (row) => quantityAvailable(row),
    quantityLimitPerCustomer: () => null,
    pricing: async (row, args, ctx) => {
      if (!row.channel_currency) return null;
      // Priced in the channel it was read in (checkout and order lines pass theirs); a variant read
      // where only a currency is known is priced in the first channel of that currency.
      const channelId = row.channel_id ?? (await ctx.load.channelOfCurrency(row.channel_currency))?.id;
      const product: ProductPricingFacts | null =
        row.pricing_product ??
        (await loadWithSiblings(ctx.load.productPricingFacts, row.product_id, row.batch_product_ids));
      if (channelId == null || !product) return null;
      const channel = { id: channelId, currency: row.channel_currency };
      const scope = await pricingScope(ctx, channel, args.address?.country, product.tax_class_id);
      return variantPricing(priced(row, product.category_id), scope);
    },
    attributes: async (row, _, ctx) =>
      groupAttributes((await loadWithSiblings(ctx.load.variantValues, row.id, row.batch_ids)) ?? []),
    assignedAttributes: async (row, args, ctx) =>
      assigned(
        groupAttributes((await loadWithSiblings(ctx.load.variantValues, row.id, row.batch_ids)) ?? []),
        args.limit,
      ),
    // Only the pictures linked to this variant, as Saleor answers: none when it has no picture of its
    // own (a storefront then shows the product's).
    media: async (row, _, ctx) =>
      (await loadWithSiblings(ctx.load.variantMedia, row.id, row.batch_ids)) ?? [],
    product: async (row, _, ctx) => {
      const product = required(
        row.batch_products
          ? await loadWithSiblings(row.batch_products, row.product_id, row.batch_product_ids)
          : await productById(ctx.db, row.product_id),
        'ProductVariant.product',
      );
      return { ...product, channel_currency: row.channel_currency, channel_id: row.channel_id };
    },
  },
  ProductType: {
    id: (row) => toGlobalId('ProductType', row.id),
    isShippingRequired: (row) => row.is_shipping_required,
    hasVariants: (row) => row.has_variants,
  },
  ProductMedia: {
    id: (row) => toGlobalId('ProductMedia', row.id),
    url: (row, args, ctx) => mediaUrl(ctx, row.image, args.size, args.format),
    type: () => 'IMAGE',
    sortOrder: (row) => row.sort_order,
  },
  SelectedAttribute: {
    values: (entry) => entry.values,
  },
  AssignedAttribute: {
    __resolveType: (entry) => entry.__typename,
  },
  AssignedMultiChoiceAttribute: {
    value: (entry, args) => entry.values.slice(0, positiveLimit(args.limit)),
  },
  AssignedChoiceAttributeValue: {
    name: (row) => row.value_name,
    slug: (row) => row.value_slug,
    translation: async (row, args, ctx) =>
      (await ctx.load.translation.attributeValue(row.value_id, args.languageCode))?.name ?? null,
  },
  Decimal: decimalScalar,
  PositiveInt: positiveIntScalar,
  Attribute: {
    id: (row) => toGlobalId('Attribute', row.id),
    inputType: () => 'DROPDOWN',
    translation: async (row, args, ctx) =>
      translationAnswers.attribute(await ctx.load.translation.attribute(row.id, args.languageCode)),
    choices: (row, args, ctx) =>
      keysetPage<ValueRow & { id: number; sort_value: unknown }>(
        ctx.db,
        attributeChoicesQuery(row.id),
        args,
        'choices',
      ),
  },
  AttributeValue: {
    id: (row) => toGlobalId('AttributeValue', row.value_id),
    name: (row) => row.value_name,
    slug: (row) => row.value_slug,
    translation: async (row, args, ctx) =>
      translationAnswers.attributeValue(
        await ctx.load.translation.attributeValue(row.value_id, args.languageCode),
      ),
  },
  // The shipping method's own fields are the checkout's; its translation is catalogue text.
  ShippingMethod: {
    translation: async (row, args, ctx) =>
      translationAnswers.shippingMethod(await ctx.load.translation.shippingMethod(row.id, args.languageCode)),
  },
};
