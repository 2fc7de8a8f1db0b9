import { GraphQLError } from 'graphql';

/**
 * A row a non-null field answers with, which the database's foreign keys guarantee: missing, the
 * field fails as GraphQL fails a null there.
 */
export function required<T>(row: T | null | undefined, field: string): T {
  if (row == null) throw new GraphQLError(`Cannot return null for non-nullable field ${field}.`);
  return row;
}
