import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FragmentDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

// Query depth and cost limits: a storefront query is a few levels deep and a few hundred fields;
// anything far beyond is refused before it runs.

export const MAX_DEPTH = 15;
export const MAX_FIELDS = 1500;

function measure(
  set: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
) {
  let maxDepth = depth;
  let fields = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, depth + 1, seen);
        maxDepth = Math.max(maxDepth, inner.maxDepth);
        fields += inner.fields;
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet, fragments, depth, seen);
      maxDepth = Math.max(maxDepth, inner.maxDepth);
      fields += inner.fields;
    } else {
      const fragment = fragments[selection.name.value];
      if (!fragment || seen.has(fragment.name.value)) continue;
      const inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, fragment.name.value]));
      maxDepth = Math.max(maxDepth, inner.maxDepth);
      fields += inner.fields;
    }
  }
  return { maxDepth, fields };
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = Object.fromEntries(
    context
      .getDocument()
      .definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  return {
    OperationDefinition(node) {
      const { maxDepth, fields } = measure(node.selectionSet, fragments, 1, new Set());
      if (maxDepth > MAX_DEPTH)
        context.reportError(
          new GraphQLError(`Query is too deep: ${maxDepth} levels, the limit is ${MAX_DEPTH}.`, {
            nodes: [node],
          }),
        );
      if (fields > MAX_FIELDS)
        context.reportError(
          new GraphQLError(`Query is too complex: ${fields} fields, the limit is ${MAX_FIELDS}.`, {
            nodes: [node],
          }),
        );
    },
  };
}
