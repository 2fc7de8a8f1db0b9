import { GraphQLError } from 'graphql';
import { intPkOf } from '../graphql/ids';
import type { KeysetQuery } from '../graphql/pagination';
import { SEARCH_DOCUMENT_JOIN, searchMatch, searchQueryJoin, searchRank, searchTerms } from './productSearch';

// Builds the one SQL query a product listing needs: filters, search, sort, and every column the
// list's fields read (price range, stock, thumbnail, category, product type), so a page of products
// costs two queries however many products it shows.

export interface ProductListArgs {
  filter?: {
    categories?: string[] | null;
    price?: { gte?: number | null; lte?: number | null } | null;
    attributes?: { slug?: string | null; values?: string[] | null }[] | null;
    search?: string | null;
    isAvailable?: boolean | null;
  } | null;
  search?: string | null;
  sortBy?: { field?: 'NAME' | 'RANK' | 'PRICE' | 'CREATED_AT' | null; direction: 'ASC' | 'DESC' } | null;
}

/**
 * Full product rows for the given ids, with what listings show (price range, stock left, first
 * picture) gathered by joins over just these products: one query for a whole page.
 */
export const PRODUCTS_BY_IDS = `SELECT p.id, p.name, p.slug, p.description, p.seo_title, p.seo_description, p.rating,
    p.created_at, p.updated_at, p.category_id, p.product_type_id, p.min_price, p.max_price,
    COALESCE(st.available, 0)::int AS available, th.image AS thumb_image, th.alt AS thumb_alt
  FROM product p
  LEFT JOIN (SELECT v.product_id, sum(s.quantity - s.quantity_allocated) AS available
             FROM product_variant v JOIN stock s ON s.variant_id = v.id
             WHERE v.product_id = ANY($1::int[]) GROUP BY v.product_id) st ON st.product_id = p.id
  LEFT JOIN (SELECT DISTINCT ON (product_id) product_id, image, alt FROM product_media
             WHERE product_id = ANY($1::int[]) ORDER BY product_id, sort_order, id) th ON th.product_id = p.id
  WHERE p.id = ANY($1::int[])`;

const SORT: Record<string, Pick<KeysetQuery, 'sortExpr' | 'sortType'>> = {
  NAME: { sortExpr: 'lower(p.name)', sortType: 'text' },
  PRICE: { sortExpr: 'p.min_price', sortType: 'numeric' },
  CREATED_AT: { sortExpr: 'p.created_at', sortType: 'timestamptz' },
};

export function productListQuery(args: ProductListArgs, scope: { categoryIds?: number[] } = {}): KeysetQuery {
  const params: unknown[] = [];
  const joins: string[] = [];
  const where: string[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  const categoryIds = [
    ...(scope.categoryIds ?? []),
    ...(args.filter?.categories ?? []).map((id) => intPkOf(id, 'Category') ?? -1),
  ];
  if (categoryIds.length) {
    // A category filter covers its subcategories, as Saleor's does.
    where.push(`p.category_id IN (
      WITH RECURSIVE tree AS (SELECT id FROM category WHERE id = ANY(${param(categoryIds)}::int[])
        UNION SELECT c.id FROM category c JOIN tree t ON c.parent_id = t.id)
      SELECT id FROM tree)`);
  }
  // Saleor applies the search argument and the filter's search both (words of each must match).
  const searches = searchTerms(args).map((term, i) => {
    joins.push(searchQueryJoin(param(term), `query${i}`));
    where.push(searchMatch(`query${i}`));
    return `query${i}`;
  });
  if (searches.length) joins.unshift(SEARCH_DOCUMENT_JOIN);
  const price = args.filter?.price;
  if (price && (price.gte != null || price.lte != null)) {
    // As Saleor: some variant's price lies in the range (a product priced 10 and 30 is not in 15-20).
    // The product's own range first, so the index narrows the rows the EXISTS has to look at.
    const bounds: string[] = [];
    if (price.gte != null) {
      const gte = param(price.gte);
      where.push(`p.max_price >= ${gte}`);
      bounds.push(`pv.price_amount >= ${gte}`);
    }
    if (price.lte != null) {
      const lte = param(price.lte);
      where.push(`p.min_price <= ${lte}`);
      bounds.push(`pv.price_amount <= ${lte}`);
    }
    where.push(
      `EXISTS (SELECT 1 FROM product_variant pv WHERE pv.product_id = p.id AND ${bounds.join(' AND ')})`,
    );
  }
  for (const attribute of args.filter?.attributes ?? []) {
    if (!attribute.slug || !attribute.values?.length) continue;
    where.push(`EXISTS (
      SELECT 1 FROM attribute a JOIN attribute_value av ON av.attribute_id = a.id
      LEFT JOIN product_attribute_value pav ON pav.value_id = av.id AND pav.product_id = p.id
      LEFT JOIN variant_attribute_value vav ON vav.value_id = av.id
        AND vav.variant_id IN (SELECT id FROM product_variant WHERE product_id = p.id)
      WHERE a.slug = ${param(attribute.slug)} AND av.slug = ANY(${param(attribute.values)}::text[])
        AND (pav.product_id IS NOT NULL OR vav.variant_id IS NOT NULL))`);
  }
  if (args.filter?.isAvailable != null) {
    const op = args.filter.isAvailable ? '>' : '<=';
    where.push(
      `(SELECT COALESCE(sum(s.quantity - s.quantity_allocated), 0) FROM stock s JOIN product_variant v ON v.id = s.variant_id WHERE v.product_id = p.id) ${op} 0`,
    );
  }

  // A search without a sort field is ranked, best first, whatever direction was asked (as Saleor).
  const order = args.sortBy?.field
    ? { field: args.sortBy.field, direction: args.sortBy.direction }
    : searches.length
      ? { field: 'RANK', direction: 'DESC' }
      : { field: 'NAME', direction: args.sortBy?.direction ?? 'ASC' };
  if (order.field === 'RANK' && !searches.length)
    throw new GraphQLError(
      'Sorting by RANK is available only when using a search filter or search argument.',
    );
  const sort: Pick<KeysetQuery, 'sortExpr' | 'sortType'> | undefined =
    order.field === 'RANK' ? { sortExpr: searchRank(searches[0]), sortType: 'numeric' } : SORT[order.field];
  if (!sort) throw new GraphQLError(`Sorting by ${order.field} is not supported.`);
  return {
    // Only ids here: the page's rows are read in full afterwards (productsByIds), so the per-row
    // columns are computed for the twenty shown, not for every product matched.
    select: 'p.id AS id',
    from: `FROM product p ${joins.join(' ')} ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
    params,
    ...sort,
    descending: order.direction === 'DESC',
  };
}
