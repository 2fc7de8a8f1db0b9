import { createHash } from 'node:crypto';
import { GraphQLError } from 'graphql';

// Page cursors: opaque to clients, and only good for the order they were made in. A cursor holds the
// row's sort value and id and a tag of the sorted column, so one from another order (an old link
// from a page sorted by name, opened where the search now ranks) is refused with Saleor's error, as
// Saleor refuses a cursor whose values do not fit the sort's fields, instead of reaching the database
// as a value it cannot compare.

export type SortType = 'text' | 'numeric' | 'timestamptz' | 'int';

/** The column a page is sorted on: its SQL expression and the SQL type of its values. */
export interface SortColumn {
  sortExpr: string;
  sortType: SortType;
}

export const INVALID_CURSOR = 'Received cursor is invalid.';

export const invalidCursor = () =>
  new GraphQLError(INVALID_CURSOR, { extensions: { exception: { code: 'GraphQLError' } } });

const INT_MAX = 2 ** 31 - 1;
const NUMERIC = /^-?\d{1,100}(\.\d{1,100})?$/;
const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(\.\d{1,6})?(Z|[+-](0\d|1[0-5]):[0-5]\d)$/;

/** An ISO time PostgreSQL takes: JavaScript would read 30 February as 2 March, PostgreSQL refuses it. */
function isTimestamp(value: string): boolean {
  const match = TIMESTAMP.exec(value);
  if (!match) return false;
  const [, date, time] = match;
  const parsed = new Date(`${date}T${time}Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(`${date}T${time}`);
}

/** Whether a cursor's value can stand for a value of the column's SQL type (null sorts too). */
function fitsType(value: unknown, type: SortType): boolean {
  if (value === null) return true;
  switch (type) {
    case 'text':
      // PostgreSQL text cannot hold a NUL character.
      return typeof value === 'string' && !value.includes('\u0000');
    case 'numeric':
      return typeof value === 'number'
        ? Number.isFinite(value)
        : typeof value === 'string' && NUMERIC.test(value);
    case 'int': {
      const text = typeof value === 'number' || typeof value === 'string' ? String(value) : '';
      return /^-?\d{1,10}$/.test(text) && Math.abs(Number(text)) <= INT_MAX;
    }
    case 'timestamptz':
      return typeof value === 'string' && isTimestamp(value);
  }
}

/**
 * The tag of a sorted column: the same expression gives the same tag, whichever parameter numbers
 * its query happens to use.
 */
const columnTag = (column: SortColumn) =>
  createHash('sha256')
    .update(`${column.sortType}:${column.sortExpr.replace(/\$\d+/g, '$')}`)
    .digest('base64url')
    .slice(0, 10);

export function encodeCursor(column: SortColumn, value: unknown, id: number): string {
  const stored = value instanceof Date ? value.toISOString() : value;
  return Buffer.from(JSON.stringify([stored, id, columnTag(column)])).toString('base64');
}

/** The sort value and id a cursor holds, when it was made for this column; else Saleor's error. */
export function decodeCursor(cursor: string, column: SortColumn): [unknown, number] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw invalidCursor();
  const [value, id, tag] = parsed as [unknown, unknown, unknown];
  const idFits = typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= INT_MAX;
  if (!idFits || tag !== columnTag(column) || !fitsType(value, column.sortType)) throw invalidCursor();
  return [value, id];
}
