import { GraphQLError } from 'graphql';

/**
 * Saleor's validate_one_of_args_is_in_query: exactly one of the named arguments must be given (a
 * value that is empty or null counts as not given). Throws Saleor's messages otherwise:
 * "Argument 'id' cannot be combined with 'slug'" or "At least one of arguments is required: 'id', 'slug'."
 */
export function oneOfArgs(args: [name: string, value: unknown][]): void {
  const given = args.filter(([, value]) => Boolean(value));
  const fail = (message: string) =>
    new GraphQLError(message, { extensions: { exception: { code: 'GraphQLError' } } });
  if (given.length > 1) throw fail(`Argument '${given[0][0]}' cannot be combined with '${given[1][0]}'`);
  if (!given.length)
    throw fail(`At least one of arguments is required: ${args.map(([name]) => `'${name}'`).join(', ')}.`);
}
