import { removeDataDir, startService, type Service } from './harness';

// Search as Saleor 3.23 answers it (issue 16, item 7): each word matches whole or as the start of a
// longer word, never inside one ("tee" is not in "steel"); RANK puts name matches above
// description matches and whole words above prefixes; a search is ranked unless another sort is
// asked for, and RANK without a search is refused.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { name: string } }[];
}

const PRODUCTS = `query ($first: Int, $after: String, $search: String, $sortBy: ProductOrder, $filter: ProductFilterInput) {
  products(channel: "default-channel", first: $first, after: $after, search: $search, sortBy: $sortBy, filter: $filter) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name } }
  }
}`;

async function search(variables: Record<string, unknown>): Promise<Page> {
  const result = await service.gql<{ products: Page }>(PRODUCTS, { first: 100, ...variables });
  expect(result.errors).toBeUndefined();
  return result.data!.products;
}
const names = (page: Page) => page.edges.map((edge) => edge.node.name);
const RANK = { field: 'RANK', direction: 'DESC' };

it('"tee" finds the tees, and not the lamps whose steel contains the letters', async () => {
  const found = names(await search({ search: 'tee' }));
  expect(found.length).toBeGreaterThanOrEqual(8);
  expect(found.every((name) => /\bTee\b/.test(name))).toBe(true);
  expect(found.some((name) => /Lamp|Bottle/.test(name))).toBe(false);
});

it('ranks a name match above description matches, and whole words above word starts', async () => {
  // "Denim" is an e-book's name and only the jeans' material and description.
  const denim = names(await search({ search: 'denim' }));
  expect(denim[0]).toBe('A Short History of Denim');
  expect(denim.slice(1).every((name) => name.endsWith('Jeans'))).toBe(true);

  // "Camp Chair" and "Speckled Camp Mug" hold the whole word; "Campfire" and "Camping" only start with it.
  const camp = names(await search({ search: 'camp' }));
  const at = (name: string) => camp.indexOf(name);
  for (const whole of ['Camp Chair', 'Speckled Camp Mug'])
    for (const prefix of ['Campfire Sessions', 'Weekend Camping Guide']) {
      expect(at(whole)).toBeGreaterThanOrEqual(0);
      expect(at(prefix)).toBeGreaterThan(at(whole));
    }
});

it('orders a search by RANK when no sort is given, and keeps the other sorts when one is', async () => {
  expect(names(await search({ search: 'camp' }))).toEqual(
    names(await search({ search: 'camp', sortBy: RANK })),
  );
  const byName = names(await search({ search: 'camp', sortBy: { field: 'NAME', direction: 'ASC' } }));
  expect(byName).toEqual([...byName].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  expect(byName).not.toEqual(names(await search({ search: 'camp' })));
  // The filter's search ranks the same way.
  expect(names(await search({ filter: { search: 'camp' }, sortBy: RANK }))).toEqual(
    names(await search({ search: 'camp' })),
  );
});

it('pages through ranked results without gaps or repeats', async () => {
  const all = names(await search({ search: 'black', sortBy: RANK }));
  expect(all.length).toBeGreaterThan(10);
  const paged: string[] = [];
  let after: string | null = null;
  do {
    const page: Page = await search({ search: 'black', sortBy: RANK, first: 4, after });
    paged.push(...names(page));
    after = page.pageInfo.hasNextPage ? page.pageInfo.endCursor : null;
  } while (after);
  expect(paged).toEqual(all);
});

it('ignores accents in the words searched for', async () => {
  expect(names(await search({ search: 'Tée' }))).toEqual(names(await search({ search: 'tee' })));
});

it("refuses RANK without a search, with Saleor's message", async () => {
  for (const variables of [{ sortBy: RANK }, { sortBy: RANK, search: '   ' }]) {
    const result = await service.gql(PRODUCTS, { first: 10, ...variables });
    expect(result.errors?.[0].message).toBe(
      'Sorting by RANK is available only when using a search filter or search argument.',
    );
  }
});
