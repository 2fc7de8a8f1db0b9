import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

// Requests that are the client's fault get a 400 before anything runs: a NUL byte (PostgreSQL cannot
// store one, so it used to fail deep inside a resolver as a masked 500) and nesting so deep that the
// parser would exhaust the stack (20,000 braces). Operations far within both limits are untouched.

/** Deeper than any real operation; the validation rules then apply their own, smaller depth limit. */
export const MAX_NESTING = 64;

const clientError = (message: string) =>
  new GraphQLError(message, {
    extensions: { exception: { code: 'GraphQLError' }, http: { status: 400 } },
  });

/** A NUL as a character, or as the GraphQL escape \u0000 inside a string literal of the query. */
const hasNul = (text: string) => text.includes('\0') || text.includes('\\u0000');

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return hasNul(value);
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => containsNul(k) || containsNul(v));
  return false;
}

/** The deepest nesting of {, ( and [ in the query text, outside strings and comments. */
export function nestingDepth(query: string): number {
  let depth = 0;
  let deepest = 0;
  for (let i = 0; i < query.length; i += 1) {
    const c = query[i];
    if (c === '#') {
      while (i < query.length && query[i] !== '\n') i += 1;
    } else if (c === '"') {
      const block = query.startsWith('"""', i);
      const end = block ? '"""' : '"';
      i += end.length;
      while (i < query.length && !query.startsWith(end, i)) i += query[i] === '\\' ? 2 : 1;
      i += end.length - 1;
    } else if (c === '{' || c === '(' || c === '[') {
      depth += 1;
      if (depth > deepest) deepest = depth;
    } else if (c === '}' || c === ')' || c === ']') {
      depth -= 1;
    }
  }
  return deepest;
}

export const inputGuardPlugin: Plugin = {
  onParams: ({ params }) => {
    if (typeof params.query === 'string' && nestingDepth(params.query) > MAX_NESTING)
      throw clientError(`Query is too deep: more than ${MAX_NESTING} levels of nesting.`);
    if (containsNul(params.query) || containsNul(params.variables) || containsNul(params.operationName))
      throw clientError('Null characters are not allowed.');
  },
};
