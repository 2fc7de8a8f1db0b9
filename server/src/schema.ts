import { createSchema } from 'graphql-yoga';
import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  lexicographicSortSchema,
  printSchema,
  valueFromASTUntyped,
} from 'graphql';
import { accountResolvers } from './accounts/resolvers';
import { accountTypeDefs } from './accounts/typeDefs';
import { addressResolvers, addressTypeDefs } from './addresses';
import { catalogResolvers } from './catalog/resolvers';
import { catalogTypeDefs } from './catalog/typeDefs';
import { collectionResolvers, collectionTypeDefs } from './catalog/collections';
import { checkoutResolvers } from './checkout/resolvers';
import { checkoutTypeDefs } from './checkout/typeDefs';
import { completionResolvers } from './checkout/completionResolvers';
import { completionTypeDefs } from './checkout/completionTypeDefs';
import { checkoutExtrasResolvers } from './checkout/extrasResolvers';
import { checkoutExtrasTypeDefs } from './checkout/extrasTypeDefs';
import { contentResolvers } from './content/resolvers';
import { contentTypeDefs } from './content/typeDefs';
import type { Context } from './graphql/context';
import type { Resolvers } from './graphql/generated/resolverTypes';
import { fulfillmentResolvers, fulfillmentTypeDefs } from './orders/fulfillments';
import { orderResolvers } from './orders/resolvers';
import { orderTypeDefs } from './orders/typeDefs';
import { legacyPaymentResolvers } from './payments/legacy';
import { paymentResolvers } from './payments/resolvers';
import { paymentTypeDefs } from './payments/typeDefs';

// The service's schema: one module per domain, each with its SDL and resolvers. A new domain adds
// its pair here. `npm run schema:print` writes the printed SDL to server/schema.graphql.

const passThroughString = (name: string) =>
  new GraphQLScalarType({
    name,
    serialize: (value) => String(value),
    parseValue: (value) => String(value),
    parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
  });

const scalars: Resolvers = {
  JSONString: passThroughString('JSONString'),
  DateTime: passThroughString('DateTime'),
  Date: passThroughString('Date'),
  UUID: passThroughString('UUID'),
  // Token payloads (claims) go out as they are.
  GenericScalar: new GraphQLScalarType({ name: 'GenericScalar', serialize: (value) => value }),
  // Gateway data: any JSON value, in and out.
  JSON: new GraphQLScalarType({
    name: 'JSON',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  }),
  // Amounts arrive as numbers or decimal strings and stay strings (exact) until turned into cents.
  PositiveDecimal: new GraphQLScalarType({
    name: 'PositiveDecimal',
    serialize: (value) => Number(value),
    parseValue: positiveDecimal,
    parseLiteral: (ast) =>
      positiveDecimal(
        ast.kind === Kind.INT || ast.kind === Kind.FLOAT || ast.kind === Kind.STRING ? ast.value : null,
      ),
  }),
};

function positiveDecimal(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || !/^\d+(\.\d+)?$/.test(text.trim()))
    throw new GraphQLError('Value cannot be lower than 0.');
  return text.trim();
}

// Each module's resolvers: one map, or several when a domain keeps its parts in separate files.
const modules: { typeDefs: string; resolvers: Resolvers | Resolvers[] }[] = [
  { typeDefs: catalogTypeDefs, resolvers: catalogResolvers },
  { typeDefs: collectionTypeDefs, resolvers: collectionResolvers },
  { typeDefs: checkoutTypeDefs, resolvers: checkoutResolvers },
  { typeDefs: orderTypeDefs, resolvers: orderResolvers },
  { typeDefs: fulfillmentTypeDefs, resolvers: fulfillmentResolvers },
  { typeDefs: completionTypeDefs, resolvers: completionResolvers },
  { typeDefs: checkoutExtrasTypeDefs, resolvers: checkoutExtrasResolvers },
  { typeDefs: accountTypeDefs, resolvers: accountResolvers },
  { typeDefs: addressTypeDefs, resolvers: addressResolvers },
  { typeDefs: paymentTypeDefs, resolvers: [paymentResolvers, legacyPaymentResolvers] },
  { typeDefs: contentTypeDefs, resolvers: contentResolvers },
];

export function buildSchema() {
  return createSchema<Context>({
    typeDefs: modules.map((m) => m.typeDefs),
    resolvers: [scalars, ...modules.flatMap((m) => m.resolvers)],
  });
}

export const printedSchema = () => printSchema(lexicographicSortSchema(buildSchema()));
