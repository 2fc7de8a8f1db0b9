import { GraphQLError } from 'graphql';
import type { Context } from '../graphql/context';
import { pkOf, toGlobalId } from '../graphql/ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface CheckoutRow {
  token: string;
  email: string | null;
  quantity: number;
}

export const checkoutResolvers = {
  Query: {
    checkout: async (_: unknown, args: { id?: string | null; token?: string | null }, ctx: Context) => {
      if (!args.id && !args.token) {
        throw new GraphQLError('At least one of arguments is required: id, token.', {
          extensions: { exception: { code: 'GraphQLError' } },
        });
      }
      const token = args.id ? pkOf(args.id, 'Checkout') : args.token!;
      if (!UUID.test(token)) return null;
      const { rows } = await ctx.db.query<CheckoutRow>(
        `SELECT c.token, c.email, COALESCE(sum(l.quantity), 0)::int AS quantity
         FROM checkout c LEFT JOIN checkout_line l ON l.checkout_token = c.token WHERE c.token = $1 GROUP BY c.token`,
        [token],
      );
      return rows[0] ?? null;
    },
  },
  Checkout: {
    id: (row: CheckoutRow) => toGlobalId('Checkout', row.token),
  },
};
