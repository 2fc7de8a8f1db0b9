import {
  getNamedType,
  GraphQLError,
  isInterfaceType,
  isObjectType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { COST_MAP } from './queryCostMap';

// Saleor's query cost (saleor/graphql/core/validators/query_cost.py), computed before execution from
// the document and the request's variables: every field in the cost map costs its complexity times
// the page sizes (first + last) of its paginated ancestors and its own; the document's operations
// add up. Two holes of Saleor's are closed, which no well-behaved client notices: a fragment or an
// inline fragment keeps the page sizes of where it is spread (Saleor starts it again at 1), and a
// variable left out of the request counts with its default from the operation (Saleor ignores it).

export const MAX_QUERY_COST = 50_000;

type Variables = Record<string, unknown>;

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  operation: OperationDefinitionNode;
  variables: Variables;
}

// Far deeper than the depth limit lets through; it only keeps a hostile document off the stack.
const MAX_WALK_DEPTH = 500;

/** Python's int() of a page size as Saleor reads it: whole numbers and numeric strings. */
function pageSize(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string' && /^\s*[-+]?\d+\s*$/.test(value)) return Number.parseInt(value, 10);
  return null;
}

function argumentValue(walk: Walk, field: GraphQLField<unknown, unknown>, node: FieldNode, name: string) {
  const definition = field.args.find((arg) => arg.name === name);
  if (!definition) return undefined;
  const given = node.arguments?.find((arg) => arg.name.value === name)?.value;
  if (!given) return definition.defaultValue;
  if (given.kind !== Kind.VARIABLE) return valueFromAST(given, definition.type, walk.variables);
  const variable = given.name.value;
  if (variable in walk.variables) return walk.variables[variable];
  const declared = walk.operation.variableDefinitions?.find((v) => v.variable.name.value === variable);
  if (declared?.defaultValue) return valueFromAST(declared.defaultValue, definition.type);
  return definition.defaultValue;
}

function selectionCost(
  walk: Walk,
  set: SelectionSetNode,
  type: GraphQLNamedType | undefined,
  multipliers: number[],
  depth: number,
  spread: ReadonlySet<string>,
): number {
  if (depth > MAX_WALK_DEPTH) return 0;
  const fields = type && (isObjectType(type) || isInterfaceType(type)) ? type.getFields() : {};
  let total = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fields[selection.name.value];
      if (!field) continue;
      const entry = COST_MAP[type!.name]?.[selection.name.value];
      let own = multipliers;
      if (entry) {
        const sizes = (entry.multipliers ?? [])
          .map((name) => pageSize(argumentValue(walk, field, selection, name)))
          .filter((size): size is number => size !== null && size > 0);
        if (sizes.length) own = [...multipliers, sizes.reduce((a, b) => a + b, 0)];
        total += own.reduce((a, b) => a * b, entry.complexity);
      }
      if (selection.selectionSet)
        total += selectionCost(
          walk,
          selection.selectionSet,
          getNamedType(field.type),
          own,
          depth + 1,
          spread,
        );
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? walk.schema.getType(selection.typeCondition.name.value) : type;
      total += selectionCost(walk, selection.selectionSet, on ?? undefined, multipliers, depth + 1, spread);
    } else {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || spread.has(name)) continue;
      const on = walk.schema.getType(fragment.typeCondition.name.value) ?? undefined;
      total += selectionCost(
        walk,
        fragment.selectionSet,
        on,
        multipliers,
        depth + 1,
        new Set([...spread, name]),
      );
    }
  }
  return total;
}

/** The cost of every operation in the document, as Saleor adds them up. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Variables | null,
): number {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  let cost = 0;
  for (const operation of document.definitions) {
    if (operation.kind !== Kind.OPERATION_DEFINITION) continue;
    const root = schema.getRootType(operation.operation);
    if (!root) continue;
    const walk = { schema, fragments, operation, variables: variables ?? {} };
    cost += selectionCost(walk, operation.selectionSet, root, [], 0, new Set());
  }
  return cost;
}

export const costExtension = (cost: number) => ({
  requestedQueryCost: cost,
  maximumAvailable: MAX_QUERY_COST,
});

/** Saleor's refusal (QueryCostError), answered with HTTP 400 as Saleor answers an invalid document. */
export const queryCostError = (cost: number) =>
  new GraphQLError(`The query exceeds the maximum cost of ${MAX_QUERY_COST}. Actual cost is ${cost}`, {
    extensions: { exception: { code: 'QueryCostError' }, cost: costExtension(cost), http: { status: 400 } },
  });
