import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildSchema,
  isObjectType,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
} from 'graphql';
import { MAX_QUERY_COST, queryCost } from '../../server/src/graphql/queryCost';
import { COST_MAP } from '../../server/src/graphql/queryCostMap';

// Saleor's query cost over the service's schema: every operation the storefront sends stays under the
// limit at the largest page it may ask for, and a five-alias query that once stalled the shop does not.

const schema = buildSchema(readFileSync('server/schema.graphql', 'utf8'));

const documents = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.graphql'))
  .map((file) => ({ file, document: parse(readFileSync(path.join('src', file), 'utf8')) }));

const definitions = <T>(kind: Kind) =>
  documents.flatMap(({ file, document }) =>
    document.definitions.filter((d) => d.kind === kind).map((d) => ({ file, node: d as T })),
  );
const fragments = new Map(
  definitions<FragmentDefinitionNode>(Kind.FRAGMENT_DEFINITION).map(({ node }) => [node.name.value, node]),
);

/** The operation with every fragment it spreads, as the storefront's generated code sends it. */
function sentDocument(operation: OperationDefinitionNode): DocumentNode {
  const needed = new Map<string, FragmentDefinitionNode>();
  const collect = (node: OperationDefinitionNode | FragmentDefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)!;
        if (!needed.has(fragment.name.value)) {
          needed.set(fragment.name.value, fragment);
          collect(fragment);
        }
      },
    });
  collect(operation);
  return { kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] };
}

/** The largest values a shopper's browser may send: every Int variable is a page size, 100 at most. */
function largestVariables(operation: OperationDefinitionNode) {
  return Object.fromEntries(
    (operation.variableDefinitions ?? [])
      .filter((v) => /\bInt\b/.test(JSON.stringify(v.type)))
      .map((v) => [v.variable.name.value, 100]),
  );
}

const operations = definitions<OperationDefinitionNode>(Kind.OPERATION_DEFINITION);

describe('query cost of the storefront operations', () => {
  it('finds the storefront operations', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations.map(({ file, node }) => [node.name!.value, file, node] as const))(
    '%s (%s) stays under the limit at 100 a page',
    (_name, _file, operation) => {
      const cost = queryCost(schema, sentDocument(operation), largestVariables(operation));
      expect(cost).toBeLessThan(MAX_QUERY_COST);
    },
  );
});

describe('the cost map', () => {
  it("names only types and fields of the service's schema (Saleor refuses a map that does not)", () => {
    for (const [typeName, fields] of Object.entries(COST_MAP)) {
      const type = schema.getType(typeName);
      expect(isObjectType(type)).toBe(true);
      if (isObjectType(type))
        for (const field of Object.keys(fields)) expect(type.getFields()).toHaveProperty(field);
    }
  });
});

describe('query cost rule', () => {
  // Three nested product pages of 100: per alias 100 (products) + 100 (category) + 10,000 (products)
  // + 10,000 (category) + 1,000,000 (products) + 1,000,000 (variants) = 2,020,200.
  const nested = (wrap: (inner: string) => string) =>
    `products(first: 100) { edges { node { id ${wrap(
      `category { products(first: 100) { edges { node { id ${wrap(
        `category { products(first: 100) { edges { node { id variants { id } } } } }`,
      )} } } } }`,
    )} } } }`;

  it('charges a five-alias bomb the product of its page sizes', () => {
    const bomb = `{ ${[1, 2, 3, 4, 5].map((i) => `a${i}: ${nested((inner) => inner)}`).join(' ')} }`;
    expect(queryCost(schema, parse(bomb))).toBe(10_101_000);
  });

  it('keeps the page sizes of the fields a fragment is spread in', () => {
    const inline = `{ ${nested((inner) => `... on Product { ${inner} }`)} }`;
    expect(queryCost(schema, parse(inline))).toBe(2_020_200);
    const spread = `query { products(first: 100) { edges { node { ...Deep } } } }
      fragment Deep on Product { category { products(first: 100) { edges { node { variants { id } } } } } }`;
    expect(queryCost(schema, parse(spread))).toBe(100 + 100 + 10_000 + 10_000);
  });

  it('adds first and last, and takes a left-out variable at its default from the operation', () => {
    expect(queryCost(schema, parse('{ products(first: 10, last: 5) { edges { node { id } } } }'))).toBe(15);
    const paged = parse(
      'query ($n: Int = 100) { products(first: $n) { edges { node { thumbnail { url } } } } }',
    );
    expect(queryCost(schema, paged)).toBe(200);
    expect(queryCost(schema, paged, { n: 7 })).toBe(14);
  });
});
