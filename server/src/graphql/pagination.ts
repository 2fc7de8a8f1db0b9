import { GraphQLError } from 'graphql';
import type { Queryable } from '../db/database';
import { decodeCursor, encodeCursor, type SortColumn } from './cursors';

// Relay cursor pagination with Saleor's rules: first or last is required, at most 100 records,
// cursors are opaque and good only for the order they were made in (cursors.ts). Keyset pagination
// over (sort value, id), so deep pages stay fast.

export const MAX_PAGE = 100;

export interface PageArgs {
  first?: number | null;
  last?: number | null;
  after?: string | null;
  before?: string | null;
}

export interface Connection<T> {
  edges: { node: T; cursor: string }[];
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  totalCount: number;
}

const paginationError = (message: string) =>
  new GraphQLError(message, { extensions: { exception: { code: 'GraphQLError' } } });

export function checkPageArgs(args: PageArgs, connection: string): { limit: number; backward: boolean } {
  const { first, last } = args;
  if (first == null && last == null) {
    throw paginationError(
      `You must provide a \`first\` or \`last\` value to properly paginate the \`${connection}\` connection.`,
    );
  }
  if (first != null && last != null)
    throw paginationError('Argument `last` cannot be combined with `first`.');
  const limit = (first ?? last)!;
  const which = first != null ? 'first' : 'last';
  if (limit < 0) throw paginationError(`Argument \`${which}\` must be a non-negative integer.`);
  if (limit > MAX_PAGE) {
    throw paginationError(
      `Requesting ${limit} records on the \`${connection}\` connection exceeds the \`${which}\` limit of ${MAX_PAGE} records.`,
    );
  }
  return { limit, backward: last != null };
}

export interface KeysetQuery extends SortColumn {
  /** SELECT list (must include `id`), FROM and WHERE, without ORDER BY. */
  select: string;
  from: string;
  params: unknown[];
  descending: boolean;
}

export async function keysetPage<Row extends { id: number; sort_value: unknown }>(
  db: Queryable,
  query: KeysetQuery,
  args: PageArgs,
  connection: string,
): Promise<Connection<Row>> {
  const { limit, backward } = checkPageArgs(args, connection);
  const params = [...query.params];
  const cursor = backward ? args.before : args.after;
  // Walking backwards is walking forwards in the opposite order, then reversing.
  const descending = query.descending !== backward;
  let keyset = '';
  if (cursor) {
    const [value, id] = decodeCursor(cursor, query);
    const param = (x: unknown, type: string) => `$${params.push(x)}::${type}`;
    const i = param(id, 'int');
    // Nulls sort last going up and first going down, as PostgreSQL (and so Saleor) orders them; a
    // row comparison with a null is unknown, so the rows past a cursor are spelled out around them.
    if (value == null)
      keyset = descending
        ? `AND (sort_value IS NOT NULL OR id < ${i})`
        : `AND sort_value IS NULL AND id > ${i}`;
    else {
      const v = param(value, query.sortType);
      keyset = descending
        ? `AND (sort_value, id) < (${v}, ${i})`
        : `AND ((sort_value, id) > (${v}, ${i}) OR sort_value IS NULL)`;
    }
  }
  const dir = descending ? 'DESC' : 'ASC';
  const sql = `SELECT * FROM (SELECT ${query.select}, ${query.sortExpr} AS sort_value ${query.from}) page
    WHERE TRUE ${keyset}
    ORDER BY sort_value ${dir}, id ${dir} LIMIT ${limit + 1}`;
  const [rows, count] = await Promise.all([
    db.query<Row>(sql, params),
    db.query<{ n: number }>(`SELECT count(*)::int AS n ${query.from}`, query.params),
  ]);
  const more = rows.rows.length > limit;
  const page = rows.rows.slice(0, limit);
  if (backward) page.reverse();
  const edges = page.map((node) => ({ node, cursor: encodeCursor(query, node.sort_value, node.id) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: backward ? Boolean(args.before) : more,
      hasPreviousPage: backward ? more : Boolean(args.after),
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    totalCount: count.rows[0].n,
  };
}
