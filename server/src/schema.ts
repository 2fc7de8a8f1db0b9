import { createSchema } from 'graphql-yoga';
import { GraphQLScalarType, Kind, lexicographicSortSchema, printSchema } from 'graphql';
import { accountResolvers } from './accounts/resolvers';
import { accountTypeDefs } from './accounts/typeDefs';
import { catalogResolvers } from './catalog/resolvers';
import { catalogTypeDefs } from './catalog/typeDefs';
import { checkoutResolvers } from './checkout/resolvers';
import { checkoutTypeDefs } from './checkout/typeDefs';
import type { Context } from './graphql/context';
import { orderResolvers } from './orders/resolvers';
import { orderTypeDefs } from './orders/typeDefs';

// The service's schema: one module per domain, each with its SDL and resolvers. A new domain adds
// its pair here. `npm run schema:print` writes the printed SDL to server/schema.graphql.

const passThroughString = (name: string) =>
  new GraphQLScalarType({
    name,
    serialize: (value) => String(value),
    parseValue: (value) => String(value),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
  });

const scalars = {
  JSONString: passThroughString('JSONString'),
  DateTime: passThroughString('DateTime'),
  UUID: passThroughString('UUID'),
  // Token payloads (claims) go out as they are.
  GenericScalar: new GraphQLScalarType({ name: 'GenericScalar', serialize: (value) => value }),
};

const modules = [
  { typeDefs: catalogTypeDefs, resolvers: catalogResolvers },
  { typeDefs: checkoutTypeDefs, resolvers: checkoutResolvers },
  { typeDefs: orderTypeDefs, resolvers: orderResolvers },
  { typeDefs: accountTypeDefs, resolvers: accountResolvers },
];

export function buildSchema() {
  return createSchema<Context>({
    typeDefs: modules.map((m) => m.typeDefs),
    resolvers: [scalars, ...modules.map((m) => m.resolvers)],
  });
}

export const printedSchema = () => printSchema(lexicographicSortSchema(buildSchema()));
