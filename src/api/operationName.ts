/**
 * The name of a document's operation, read from its text (`query HeaderCategories(...)`): the generated
 * documents are strings, and the browser carries no GraphQL parser. Null for an anonymous operation.
 */
export function operationNameOf(document: string): string | null {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z]\w*)/.exec(document)?.[1] ?? null;
}
