import { GraphQLError, type ASTVisitor, type ValidationContext } from 'graphql';

// Saleor's AliasCountLimitRule and MutationCountLimitRule (GRAPHQL_ALIAS_COUNT_LIMIT,
// GRAPHQL_MUTATION_COUNT_LIMIT), with their texts: a hundred aliases of a field would run it a hundred
// times, and a document of many mutations is a password-guessing or mail-sending loop in one request.

export const MAX_ALIASES = 100;
export const MAX_MUTATIONS = 4;

// HTTP 400 whatever the client accepts (spec: false), as Saleor answers a document it refuses.
const refusal = (message: string) =>
  new GraphQLError(message, {
    extensions: { exception: { code: 'GraphQLError' }, http: { status: 400, spec: false } },
  });

/** Every aliased field of the document counts, fragments once each. */
export function aliasLimitRule(context: ValidationContext): ASTVisitor {
  let aliases = 0;
  return {
    Field(node) {
      if (node.alias) aliases += 1;
    },
    Document: {
      leave() {
        if (aliases > MAX_ALIASES)
          context.reportError(refusal(`Number of aliases exceed the limit of ${MAX_ALIASES}`));
      },
    },
  };
}

/** The top-level selections of every mutation operation of the document count. */
export function mutationLimitRule(context: ValidationContext): ASTVisitor {
  let mutations = 0;
  return {
    OperationDefinition(node) {
      if (node.operation === 'mutation') mutations += node.selectionSet.selections.length;
    },
    Document: {
      leave() {
        if (mutations > MAX_MUTATIONS)
          context.reportError(refusal(`Number of mutations exceed the limit of ${MAX_MUTATIONS}`));
      },
    },
  };
}
