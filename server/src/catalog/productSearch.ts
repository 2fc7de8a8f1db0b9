// Product search as Saleor 3.23 does it: the words are read web-search style (words ANDed, "or",
// -word, "a phrase"), accents are ignored, each word also matches as the start of a longer one
// ("tee" finds "tees", never "steel"), and the rank puts whole-word matches before prefix-only
// ones and the name before the description. Like Saleor, each product keeps its search vector (here
// rewritten by triggers as its rows change, so an edit is searchable at once, where Saleor reindexes
// with a short lag).

/** The non-empty searches of a products query: Saleor applies `search` and `filter.search` both. */
export function searchTerms(args: {
  search?: string | null;
  filter?: { search?: string | null } | null;
}): string[] {
  return [args.search, args.filter?.search].flatMap((term) => (term?.trim() ? [term.trim()] : []));
}

/**
 * The join that gives each product row `search.document`, its search vector: stored in the row
 * (migration 009, which keeps it current with triggers) and indexed, so a search reads it.
 */
export const SEARCH_DOCUMENT_JOIN = `CROSS JOIN LATERAL (SELECT p.search_document AS document) search`;

/**
 * The join that reads one search (a query parameter) once for the whole query, as `<alias>.whole`
 * (every word whole) and `<alias>.prefix` (every word, or the start of one).
 */
export function searchQueryJoin(param: string, alias: string): string {
  // Accents removed by the same function that removed them from the stored documents.
  const whole = `websearch_to_tsquery('simple', search_plain_text(${param}))`;
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
