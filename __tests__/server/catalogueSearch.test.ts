import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { removeDataDir, startService, templateDir, tsxBin, type Service } from './harness';

// Search as Saleor 3.23 answers it: each word matches whole or as the start of a longer word, never inside
// one ("tee" is not in "steel"); RANK puts name matches above description matches and whole words above
// prefixes; a search is ranked unless another sort is asked for, and RANK without a search is refused.

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

async function search(variables: Record<string, unknown>, from: Service = service): Promise<Page> {
  const result = await from.gql<{ products: Page }>(PRODUCTS, { first: 100, ...variables });
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

/** Prepares a data folder no service has open (see searchDocumentFolders.ts). */
function prepareFolder(mode: 'before-search-document' | 'write', dataDir: string) {
  const run = spawnSync(tsxBin, ['__tests__/server/searchDocumentFolders.ts', mode, dataDir], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`preparing the folder failed:\n${run.stderr}`);
}

describe('each product keeps its search words as it changes', () => {
  let changed: Service;
  beforeAll(async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'search-writes-'));
    cpSync(templateDir(), dataDir, { recursive: true });
    prepareFolder('write', dataDir);
    changed = await startService({ dataDir });
  }, 60_000);
  afterAll(async () => {
    await changed.stop();
    removeDataDir(changed);
  });
  const found = async (words: string) => names(await search({ search: words }, changed));

  it('finds a product by its new name and by new words in its description', async () => {
    expect(await found('quokka')).toEqual(['Quokka Trail Hammock']);
    expect(await found('hammock')).toEqual(['Quokka Trail Hammock']);
    expect(await found('marzipan')).toEqual(['Morning Mug']);
  });

  it("finds a product by a variant's SKU or name as variants are added, renamed and removed", async () => {
    expect(await found('zanzibar')).toEqual(['Weekend Camping Guide']);
    expect(await found('wombat')).toEqual(['Kenya AA']);
    expect(await found('pelican')).toEqual([]);
    expect(await found('harbour')).toEqual(['Quiet Harbour']);
  });

  it('finds a product by the attribute values it and its variants carry as they are given and taken', async () => {
    expect(await found('kauri')).toEqual(['Camp Chair']);
    expect(await found('narwhal')).toEqual(['Arc Table Lamp']);
  });

  it("finds every product carrying a renamed value by the value's new name", async () => {
    // Ocean Blue is only ever a colour (variant names keep it): "lagoon" finds exactly its products.
    const ocean = names(await search({ search: 'ocean' }));
    expect(ocean.length).toBeGreaterThan(10);
    expect((await found('lagoon')).sort()).toEqual([...ocean].sort());
  });
});

it('finds and ranks the products of a shop seeded before products stored their search words', async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'search-upgrade-'));
  prepareFolder('before-search-document', dataDir);
  const upgraded = await startService({ dataDir });
  try {
    for (const words of ['tee', 'camp', 'black', 'denim jeans'])
      expect(names(await search({ search: words }, upgraded))).toEqual(
        names(await search({ search: words })),
      );
  } finally {
    await upgraded.stop();
    removeDataDir(upgraded);
  }
}, 60_000);
