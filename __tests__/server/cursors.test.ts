import {
  decodeCursor,
  encodeCursor,
  INVALID_CURSOR,
  type SortColumn,
} from '../../server/src/graphql/cursors';
import { removeDataDir, startService, type Service } from './harness';

// A page cursor is good only for the order it was made in. An old link (a cursor from a page sorted by
// name, opened where the search is now ranked) got "Unexpected error."; Saleor answers "Received
// cursor is invalid." and the storefront then starts the listing again at its first page.

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('cursors over HTTP', () => {
  let service: Service;
  beforeAll(async () => {
    service = await startService();
  }, 60_000);
  afterAll(async () => {
    await service.stop();
    removeDataDir(service);
  });

  const PRODUCTS = `query ($first: Int, $last: Int, $after: String, $before: String, $search: String, $sortBy: ProductOrder) {
    products(channel: "default-channel", first: $first, last: $last, after: $after, before: $before,
      search: $search, sortBy: $sortBy) {
      pageInfo { startCursor endCursor hasNextPage } edges { node { id name } } } }`;
  type Products = {
    products: {
      pageInfo: { startCursor: string; endCursor: string; hasNextPage: boolean };
      edges: { node: { id: string; name: string } }[];
    } | null;
  };
  const products = (variables: Record<string, unknown>) => service.gql<Products>(PRODUCTS, variables);

  const endCursorOf = async (variables: Record<string, unknown>) => {
    const page = await products({ first: 2, ...variables });
    expect(page.errors).toBeUndefined();
    expect(page.data!.products!.pageInfo.hasNextPage).toBe(true);
    return page.data!.products!.pageInfo.endCursor;
  };

  const expectRefused = (result: Awaited<ReturnType<typeof products>>) => {
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ products: null });
    expect(result.errors).toMatchObject([
      {
        message: INVALID_CURSOR,
        path: ['products'],
        extensions: { exception: { code: 'GraphQLError' } },
      },
    ]);
  };

  const BY_NAME = { field: 'NAME', direction: 'ASC' };
  const BY_PRICE = { field: 'PRICE', direction: 'ASC' };
  const BY_DATE = { field: 'CREATED_AT', direction: 'ASC' };

  it("refuses a name-sorted page's cursor where the search is ranked, in Saleor's words", async () => {
    const byName = await endCursorOf({ search: 'mug', sortBy: BY_NAME });
    expectRefused(await products({ first: 2, search: 'mug', after: byName }));
    expectRefused(await products({ last: 2, search: 'mug', before: byName }));
  });

  it('refuses a cursor from another order of the same kind of value', async () => {
    const byPrice = await endCursorOf({ sortBy: BY_PRICE });
    const ranked = await endCursorOf({ search: 'mug' });
    const byName = await endCursorOf({ sortBy: BY_NAME });
    // Price and rank are both numbers, yet neither cursor means anything in the other order.
    expectRefused(await products({ first: 2, search: 'mug', after: byPrice }));
    expectRefused(await products({ first: 2, sortBy: BY_PRICE, after: ranked }));
    expectRefused(await products({ first: 2, sortBy: BY_DATE, after: byName }));
    expectRefused(await products({ first: 2, sortBy: BY_NAME, after: byPrice }));
  });

  it('refuses a hand-made cursor whose values do not fit the order', async () => {
    const byName = Buffer.from(await endCursorOf({ sortBy: BY_NAME }), 'base64').toString('utf8');
    const [value, id, tag] = JSON.parse(byName) as [string, number, string];
    for (const made of [
      [value, id],
      [value, 'seven', tag],
      [value, 1e12, tag],
      [{ name: value }, id, tag],
      ['nul\u0000byte', id, tag],
      [value, id, 'another'],
    ])
      expectRefused(await products({ first: 2, sortBy: BY_NAME, after: encode(made) }));
    // The cursor as made still pages on.
    const next = await products({ first: 2, sortBy: BY_NAME, after: encode([value, id, tag]) });
    expect(next.errors).toBeUndefined();
    expect(next.data!.products!.edges).toHaveLength(2);
  });

  it('pages on in the order a cursor was made in, ranked, by price and by date', async () => {
    for (const variables of [{ search: 'mug' }, { sortBy: BY_PRICE }, { sortBy: BY_DATE }]) {
      const first = await products({ first: 2, ...variables });
      const second = await products({
        first: 2,
        after: first.data!.products!.pageInfo.endCursor,
        ...variables,
      });
      const both = await products({ first: 4, ...variables });
      expect(second.errors).toBeUndefined();
      expect([...first.data!.products!.edges, ...second.data!.products!.edges]).toEqual(
        both.data!.products!.edges,
      );
    }
  });
});

describe('cursor decoding', () => {
  const byName: SortColumn = { sortExpr: 'lower(p.name)', sortType: 'text' };
  const byPrice: SortColumn = { sortExpr: 'p.min_price', sortType: 'numeric' };
  const byDate: SortColumn = { sortExpr: 'p.created_at', sortType: 'timestamptz' };
  const byLevel: SortColumn = { sortExpr: 'level', sortType: 'int' };
  const ranked = (param: number): SortColumn => ({
    sortExpr: `round(ts_rank(search.document, query0.whole)::numeric, $${param})`,
    sortType: 'numeric',
  });

  it('gives back the value and id a cursor was made with, for its own column', () => {
    expect(decodeCursor(encodeCursor(byName, 'mug', 7), byName)).toEqual(['mug', 7]);
    expect(decodeCursor(encodeCursor(byPrice, '12.50', 3), byPrice)).toEqual(['12.50', 3]);
    expect(decodeCursor(encodeCursor(byLevel, 2, 3), byLevel)).toEqual([2, 3]);
    const created = new Date('2026-11-25T09:30:00.123Z');
    expect(decodeCursor(encodeCursor(byDate, created, 4), byDate)).toEqual(['2026-11-25T09:30:00.123Z', 4]);
    // A product without a price sorts too.
    expect(decodeCursor(encodeCursor(byPrice, null, 5), byPrice)).toEqual([null, 5]);
    // The same column whatever parameter numbers its query uses.
    expect(decodeCursor(encodeCursor(ranked(2), '0.5', 9), ranked(5))).toEqual(['0.5', 9]);
  });

  it("refuses, with Saleor's message, a cursor made for another column", () => {
    expect(() => decodeCursor(encodeCursor(byName, 'mug', 7), byPrice)).toThrow(INVALID_CURSOR);
    expect(() => decodeCursor(encodeCursor(byPrice, '12.50', 7), ranked(1))).toThrow(INVALID_CURSOR);
    expect(() => decodeCursor(encodeCursor(byName, 'mug', 7), byDate)).toThrow(INVALID_CURSOR);
  });

  it('refuses values its column cannot compare, and what is no cursor at all', () => {
    const tagOf = (column: SortColumn) =>
      (JSON.parse(Buffer.from(encodeCursor(column, null, 1), 'base64').toString('utf8')) as unknown[])[2];
    const made = (column: SortColumn, value: unknown, id: unknown = 1) => encode([value, id, tagOf(column)]);
    for (const [cursor, column] of [
      [made(byPrice, 'mug'), byPrice],
      [made(byPrice, '1e400'), byPrice],
      [made(byLevel, 2.5), byLevel],
      [made(byLevel, 99999999999), byLevel],
      [made(byDate, 'yesterday'), byDate],
      [made(byDate, '2026-13-45T00:00:00Z'), byDate],
      [made(byDate, '2026-02-30T10:00:00.000Z'), byDate],
      [made(byName, 42), byName],
      [made(byName, 'mug', 0), byName],
      [made(byName, 'mug', '7'), byName],
      [encode(['mug', 7]), byName],
      ['bm90LWEtY3Vyc29y', byName],
      ['%%%', byName],
    ] as [string, SortColumn][])
      expect(() => decodeCursor(cursor, column)).toThrow(INVALID_CURSOR);
  });
});
