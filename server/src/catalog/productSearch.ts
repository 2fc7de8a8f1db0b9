// Product search as Saleor 3.23 does it: the words are read web-search style (words ANDed, "or",
// -word, "a phrase"), accents are ignored, each word also matches as the start of a longer one
// ("tee" finds "tees", never "steel"), and the rank puts whole-word matches before prefix-only
// ones and the name before the description. Saleor keeps a search vector per product; here the same
// vector is built in the query, so an edit is searchable at once (Saleor reindexes with a short lag).

/** The non-empty searches of a products query: Saleor applies `search` and `filter.search` both. */
export function searchTerms(args: {
  search?: string | null;
  filter?: { search?: string | null } | null;
}): string[] {
  return [args.search, args.filter?.search].flatMap((term) => (term?.trim() ? [term.trim()] : []));
}

/** Text without its accents ("Café" reads "Cafe"), as Saleor strips them from index and query. */
const plain = (sql: string) => `regexp_replace(normalize(${sql}, NFD), '[\\u0300-\\u036f]', '', 'g')`;

const vector = (sql: string, weight: 'A' | 'B' | 'C') =>
  `setweight(to_tsvector('simple', ${plain(`coalesce(${sql}, '')`)}), '${weight}')`;

/**
 * Saleor's search vector of product `p`: its name and its variants' SKUs and names weigh most (A),
 * the attribute values it and its variants carry next (B), its description least (C).
 */
const PRODUCT_VECTOR = [
  vector('p.name', 'A'),
  vector(
    `(SELECT string_agg(concat_ws(' ', v.sku, v.name), ' ' ORDER BY v.sort_order, v.id)
      FROM product_variant v WHERE v.product_id = p.id)`,
    'A',
  ),
  vector(
    `(SELECT string_agg(av.name, ' ') FROM attribute_value av JOIN (
        SELECT pav.value_id FROM product_attribute_value pav WHERE pav.product_id = p.id
        UNION ALL
        SELECT vav.value_id FROM variant_attribute_value vav
          JOIN product_variant v ON v.id = vav.variant_id WHERE v.product_id = p.id) used
      ON used.value_id = av.id)`,
    'B',
  ),
  vector('p.description_plaintext', 'C'),
].join(' || ');

/** The join that gives each product row `search.document`, its search vector (built once a row). */
export const SEARCH_DOCUMENT_JOIN = `CROSS JOIN LATERAL (SELECT ${PRODUCT_VECTOR} AS document) search`;

/**
 * The join that reads one search (a query parameter) once for the whole query, as `<alias>.whole`
 * (every word whole) and `<alias>.prefix` (every word, or the start of one).
 */
export function searchQueryJoin(param: string, alias: string): string {
  const whole = `websearch_to_tsquery('simple', ${plain(param)})`;
  // Every lexeme of the parsed query ('tee') becomes a prefix ('tee':*); the operators stay.
  const prefix = `regexp_replace(${whole}::text, '''(?:[^'']|'''')*''', '\\&:*', 'g')::tsquery`;
  return `CROSS JOIN (SELECT ${whole} AS whole, ${prefix} AS prefix) ${alias}`;
}

/** The condition a product must meet to match the search read as `alias`. */
export const searchMatch = (alias: string) => `search.document @@ ${alias}.prefix`;

/**
 * Saleor's RANK: the whole-word rank counted twice plus the prefix rank. Rounded to a fixed number of
 * places so a page's cursor holds the exact value the next page compares with.
 */
export const searchRank = (alias: string) =>
  `round((ts_rank(search.document, ${alias}.whole) * 2 + ts_rank(search.document, ${alias}.prefix))::numeric, 6)`;
