import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { checkPageArgs, type Connection, type PageArgs } from '../graphql/pagination';
import { INVALID_CURSOR } from '../graphql/cursors';
import type { AttributeRow, SelectedAttributeRow, ValueRow } from './store';

// Shapes of Saleor 3.22+ that clients rely on besides the older ones: assigned attributes, a list
// already read in full paged as a connection, and the Decimal and PositiveInt scalars.

const graphqlError = (message: string) =>
  new GraphQLError(message, { extensions: { exception: { code: 'GraphQLError' } } });

/** Saleor's PositiveInt `limit` arguments (default 100). */
export const positiveLimit = (limit: number | null | undefined) => limit ?? 100;

/** Saleor's AssignedSingleChoiceAttribute: an attribute with one value on the object. */
export interface AssignedSingleParent {
  __typename: 'AssignedSingleChoiceAttribute';
  attribute: AttributeRow;
  value: ValueRow | null;
}

/** Saleor's AssignedMultiChoiceAttribute: an attribute with several values on the object. */
export interface AssignedMultiParent {
  __typename: 'AssignedMultiChoiceAttribute';
  attribute: AttributeRow;
  values: ValueRow[];
}

/**
 * Saleor's assignedAttributes: the object's attributes in order, at most `limit`. This shop's
 * attributes are dropdowns: one value on an object is a single choice (value: that one), several
 * are a multiple choice (value: the list).
 */
export function assigned(
  attributes: SelectedAttributeRow[],
  limit: number | null | undefined,
): (AssignedSingleParent | AssignedMultiParent)[] {
  return attributes
    .slice(0, positiveLimit(limit))
    .map(({ attribute, values }) =>
      values.length > 1
        ? { __typename: 'AssignedMultiChoiceAttribute', attribute, values }
        : { __typename: 'AssignedSingleChoiceAttribute', attribute, value: values[0] ?? null },
    );
}

const listCursor = (id: number) => Buffer.from(JSON.stringify(['list', id])).toString('base64');

function cursorIndex<T extends { id: number }>(items: T[], cursor: string): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw graphqlError(INVALID_CURSOR);
  }
  const index =
    Array.isArray(parsed) && parsed.length === 2 && parsed[0] === 'list'
      ? items.findIndex((item) => item.id === parsed[1])
      : -1;
  if (index < 0) throw graphqlError(INVALID_CURSOR);
  return index;
}

/**
 * A connection over a list read in full (a product's variants, loaded with the whole page's): the
 * same argument rules and errors as every other connection (pagination.ts).
 */
export function pageOfList<T extends { id: number }>(
  items: T[],
  args: PageArgs,
  connection: string,
): Connection<T> {
  const { limit, backward } = checkPageArgs(args, connection);
  let start = 0;
  let end = items.length;
  if (args.after) start = cursorIndex(items, args.after) + 1;
  if (args.before) end = cursorIndex(items, args.before);
  const window = items.slice(start, Math.max(start, end));
  const page = backward ? window.slice(Math.max(0, window.length - limit)) : window.slice(0, limit);
  const edges = page.map((node) => ({ node, cursor: listCursor(node.id) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? end < items.length : window.length > limit,
      hasPreviousPage: backward ? window.length > limit : start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: items.length,
  };
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

function decimal(value: unknown): string {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
  if (typeof text !== 'string' || !DECIMAL.test(text.trim())) throw graphqlError('Invalid decimal value.');
  return text.trim();
}

/** Saleor's Decimal: numbers or decimal strings in, kept exact as strings; numbers out. */
export const decimalScalar = new GraphQLScalarType({
  name: 'Decimal',
  serialize: (value) => Number(value),
  parseValue: decimal,
  parseLiteral: (ast) =>
    decimal(ast.kind === Kind.INT || ast.kind === Kind.FLOAT || ast.kind === Kind.STRING ? ast.value : null),
});

function positiveInt(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    throw graphqlError(`Value must be a positive integer: ${String(value)}.`);
  return value;
}

/** Saleor's PositiveInt. */
export const positiveIntScalar = new GraphQLScalarType({
  name: 'PositiveInt',
  serialize: (value) => value,
  parseValue: positiveInt,
  parseLiteral: (ast) => positiveInt(ast.kind === Kind.INT ? Number(ast.value) : null),
});
