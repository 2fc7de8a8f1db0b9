import { sampleProduct } from './sampleProducts';

// A small catalogue answered the way Saleor answers ProductList: search, category and attribute
// filters, sorting, and cursor pages forwards (first/after) and backwards (last/before).

export const CATEGORIES = [
  { id: 'Q2F0ZWdvcnk6MQ==', name: 'Kitchen', slug: 'kitchen', level: 0, parent: null },
  { id: 'Q2F0ZWdvcnk6Mg==', name: 'Mugs', slug: 'mugs', level: 1, parent: { id: 'Q2F0ZWdvcnk6MQ==' } },
  { id: 'Q2F0ZWdvcnk6Mw==', name: 'Outdoor', slug: 'outdoor', level: 0, parent: null },
];

const pad = (n: number) => String(n).padStart(2, '0');
/** 60 products: odd ones are mugs (size s), even ones outdoor gear (size xl); price rises with n. */
export const CATALOGUE = Array.from({ length: 60 }, (_, i) => {
  const n = i + 1;
  const mug = n % 2 === 1;
  return {
    card: sampleProduct(n, {
      name: `${mug ? 'Mug' : 'Tent'} ${pad(n)}`,
      category: {
        id: mug ? CATEGORIES[1].id : CATEGORIES[2].id,
        name: mug ? 'Mugs' : 'Outdoor',
        translation: null,
      },
    }),
    categoryId: mug ? CATEGORIES[1].id : CATEGORIES[2].id,
    size: mug ? 's' : 'xl',
    price: 10 + n,
  };
});

export const ATTRIBUTES = [
  {
    id: 'QXR0cmlidXRlOjE=',
    name: 'Size',
    slug: 'size',
    choices: {
      edges: [
        { node: { id: 'QXR0cmlidXRlVmFsdWU6MQ==', name: 'S', slug: 's' } },
        { node: { id: 'QXR0cmlidXRlVmFsdWU6Mg==', name: 'XL', slug: 'xl' } },
      ],
    },
  },
];

const cursorOf = (index: number) => btoa(`cursor:${index}`);
const indexOf = (cursor: string) => {
  const text = atob(cursor);
  if (!text.startsWith('cursor:')) throw new Error('bad');
  return Number(text.slice('cursor:'.length));
};

interface Vars {
  first?: number;
  last?: number;
  after?: string;
  before?: string;
  search?: string;
  sortBy?: { field: string; direction: string };
  filter?: {
    categories?: string[];
    attributes?: { slug: string; values: string[] }[];
    price?: { gte?: number; lte?: number };
  };
}

const descendants = (id: string): string[] => [
  id,
  ...CATEGORIES.filter((c) => c.parent?.id === id).flatMap((c) => descendants(c.id)),
];

const inScope = (vars: Vars) => (row: (typeof CATALOGUE)[number]) =>
  (!vars.search || row.card.name.toLowerCase().includes(vars.search.toLowerCase())) &&
  (!vars.filter?.categories || vars.filter.categories.flatMap(descendants).includes(row.categoryId));

/**
 * FilterScope as Saleor answers it: the products a search and a category hold (one page: fewer than
 * 100), each with its category, its own attributes (none here) and its variants' (its size).
 */
export function answerFilterScope(variables: Record<string, unknown>) {
  const rows = CATALOGUE.filter(inScope(variables as Vars));
  const size = (slug: string) => ({ attribute: { slug: 'size' }, values: [{ slug }] });
  return {
    body: {
      data: {
        products: {
          totalCount: rows.length,
          pageInfo: { hasNextPage: false, endCursor: null },
          edges: rows.map((row) => ({
            node: {
              category: { id: row.categoryId },
              attributes: [],
              variants: [{ attributes: [size(row.size)] }],
            },
          })),
        },
      },
    },
  };
}

export function answerProductList(variables: Record<string, unknown>) {
  const vars = variables as Vars;
  let rows = CATALOGUE.filter((row) => {
    if (!inScope(vars)(row)) return false;
    if (vars.filter?.attributes?.some((a) => a.slug === 'size' && !a.values.includes(row.size))) return false;
    if (vars.filter?.price?.gte != null && row.price < vars.filter.price.gte) return false;
    if (vars.filter?.price?.lte != null && row.price > vars.filter.price.lte) return false;
    return true;
  });
  // As Saleor: a search without a sort is ranked; RANK here is "the name starts with the words",
  // ties by id (so DESC gives the last-made first).
  const field = vars.sortBy?.field ?? (vars.search ? 'RANK' : 'NAME');
  if (field === 'RANK' && !vars.search)
    return {
      body: {
        data: { products: null },
        errors: [
          { message: 'Sorting by RANK is available only when using a search filter or search argument.' },
        ],
      },
    };
  const rank = (row: (typeof CATALOGUE)[number]) =>
    (row.card.name.toLowerCase().startsWith(vars.search?.toLowerCase() ?? '') ? 100 : 0) + row.price;
  rows = [...rows].sort((a, b) =>
    field === 'PRICE' || field === 'CREATED_AT'
      ? a.price - b.price
      : field === 'RANK'
        ? rank(a) - rank(b)
        : a.card.name.localeCompare(b.card.name),
  );
  if (!vars.sortBy?.field && vars.search) rows.reverse();
  else if (vars.sortBy?.direction === 'DESC') rows.reverse();
  let start = 0;
  let end = rows.length;
  try {
    if (vars.after) start = indexOf(vars.after) + 1;
    if (vars.before) end = indexOf(vars.before);
  } catch {
    return { body: { data: { products: null }, errors: [{ message: 'Received cursor is invalid.' }] } };
  }
  if (vars.first != null) end = Math.min(end, start + vars.first);
  if (vars.last != null) start = Math.max(start, end - vars.last);
  const page = rows.slice(start, end);
  return {
    body: {
      data: {
        products: {
          totalCount: rows.length,
          pageInfo: {
            hasPreviousPage: start > 0,
            hasNextPage: end < rows.length,
            startCursor: page.length ? cursorOf(start) : null,
            endCursor: page.length ? cursorOf(end - 1) : null,
          },
          edges: page.map((row) => ({ node: row.card })),
        },
      },
    },
  };
}

export const categoryTreeAnswer = {
  body: {
    data: { categories: { totalCount: CATEGORIES.length, edges: CATEGORIES.map((node) => ({ node })) } },
  },
};
export const attributesAnswer = {
  body: { data: { attributes: { edges: ATTRIBUTES.map((node) => ({ node })) } } },
};
