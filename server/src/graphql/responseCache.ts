import type { IncomingMessage } from 'node:http';
import type { PGlite } from '@electric-sql/pglite';
import { Kind, parse, type DocumentNode, type ExecutionResult, type SelectionSetNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { ServiceConfig } from '../config';
import { requestOrigin } from './context';

// Answers to anonymous catalogue reads, kept in memory until the catalogue changes. A shop's pages
// ask the same few questions (the first page of a category, a product, a search) of data that
// changes rarely, and each answer costs several statements on the one database connection; a kept
// answer costs none.
//
// What is kept: only queries without Authorization, every top-level field of which is a catalogue
// field (products, product, categories, category, attributes, collections, menus, pages), answered without errors. Nothing of a
// shopper's (me, checkout, order...) is ever kept, nor anything sent with a token. The key is the
// document, the operation, the variables and the origin the request came to (the answer's picture
// URLs are built on it).
//
// When it is dropped: every write to a catalogue table (stock included, as a completed checkout
// allocates it) notifies `catalogue_changed` when it commits (migration 012), whoever made it; the
// notice arrives before the writing request is answered, so a shopper never reads an answer older
// than their own write. Each notice starts a new generation: every kept answer is dropped, and an
// answer computed while a write committed is not kept (it may hold rows from before the write).

/** The top-level fields whose answers depend on nothing but the catalogue and the request's origin. */
const CATALOGUE_FIELDS = new Set([
  'products',
  'product',
  'categories',
  'category',
  'attributes',
  'collection',
  'collections',
  'menu',
  'menus',
  'page',
  'pages',
  '__typename',
]);

/** At most this many answers, and this many characters of them in all (the oldest go first). */
const MAX_ENTRIES = 2000;
const MAX_CHARS = 32 * 1024 * 1024;
/** Documents whose kind (catalogue read or not) is remembered, so each is parsed here once. */
const MAX_DOCUMENTS = 500;

export const CATALOGUE_CHANGED = 'catalogue_changed';
/** `hit` on an answer from the cache, `miss` on one computed for a read the cache could keep. */
export const CACHE_HEADER = 'X-Response-Cache';

interface Entry {
  result: ExecutionResult;
  json: string;
}

/** Whether every top-level field of the operation is a catalogue field (fragments followed). */
function isCatalogueRead(document: DocumentNode, operationName: string | undefined): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((op) => op.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (!operation || operation.operation !== 'query') return false;
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d]] : [])),
  );
  const seen = new Set<string>();
  const onlyCatalogue = (set: SelectionSetNode): boolean =>
    set.selections.every((selection) => {
      if (selection.kind === Kind.FIELD) return CATALOGUE_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return onlyCatalogue(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return Boolean(fragment);
      seen.add(fragment.name.value);
      return onlyCatalogue(fragment.selectionSet);
    });
  return onlyCatalogue(operation.selectionSet);
}

export interface ResponseCache {
  plugin: Plugin<Record<string, unknown>, { req: IncomingMessage }>;
  /** Drops every kept answer (what a catalogue_changed notice does). */
  invalidate: () => void;
  /** How many answers are kept now. */
  size: () => number;
}

/**
 * The response cache of one service: listens for catalogue_changed on `db` (until it listens, it
 * keeps nothing) and returns the GraphQL plugin that answers from it.
 */
export function responseCache(db: PGlite, config: Pick<ServiceConfig, 'trustProxy'>): ResponseCache {
  const entries = new Map<string, Entry>();
  let chars = 0;
  let generation = 0;
  let listening = false;
  const documents = new Map<string, Map<string, boolean>>();
  /** The key and generation of each request that may be kept, from its start to its answer. */
  const pending = new WeakMap<Request, { key: string; generation: number }>();
  const hits = new WeakSet<Request>();
  const eligible = new WeakSet<Request>();

  const invalidate = () => {
    generation++;
    entries.clear();
    chars = 0;
  };
  db.listen(CATALOGUE_CHANGED, invalidate).then(
    () => (listening = true),
    (error: unknown) => console.error('[cache] not listening for catalogue changes; nothing is kept:', error),
  );

  const catalogueRead = (query: string, operationName: string | undefined) => {
    let byOperation = documents.get(query);
    const known = byOperation?.get(operationName ?? '');
    if (known !== undefined) return known;
    let document: DocumentNode | null = null;
    try {
      document = parse(query, { noLocation: true });
    } catch {
      // Not a document: the request fails as usual, and nothing is kept.
    }
    const read = document !== null && isCatalogueRead(document, operationName);
    if (!byOperation) {
      if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
      documents.set(query, (byOperation = new Map()));
    }
    byOperation.set(operationName ?? '', read);
    return read;
  };

  const keep = (key: string, entry: Entry) => {
    if (entry.json.length > MAX_CHARS / 16) return;
    entries.set(key, entry);
    chars += entry.json.length;
    for (const [oldKey, old] of entries) {
      if (entries.size <= MAX_ENTRIES && chars <= MAX_CHARS) break;
      entries.delete(oldKey);
      chars -= old.json.length;
    }
  };

  const plugin: Plugin<Record<string, unknown>, { req: IncomingMessage }> = {
    onParams: ({ request, params, context, setResult }) => {
      // Only requests that came over HTTP (the key needs the origin they came to).
      if (!listening || typeof params.query !== 'string' || !context?.req) return;
      if (request.headers.has('authorization') || request.headers.has('authorization-bearer')) return;
      const operationName = params.operationName ?? undefined;
      if (!catalogueRead(params.query, operationName)) return;
      eligible.add(request);
      const key = JSON.stringify([
        requestOrigin(context.req, config),
        operationName ?? null,
        params.query,
        params.variables ?? null,
      ]);
      const entry = entries.get(key);
      if (entry) {
        // Most recently used last, so the oldest unused answers go first.
        entries.delete(key);
        entries.set(key, entry);
        hits.add(request);
        setResult({ ...entry.result, stringify: () => entry.json } as ExecutionResult);
        return;
      }
      pending.set(request, { key, generation });
    },
    onResultProcess: ({ request, result, setResult }) => {
      const started = pending.get(request);
      if (!started || hits.has(request)) return;
      pending.delete(request);
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      const single = result as ExecutionResult;
      if (single.errors?.length || !single.data || single.extensions?.http) return;
      if (started.generation !== generation) return;
      const json = JSON.stringify(single);
      keep(started.key, { result: single, json });
      setResult({ ...single, stringify: () => json } as ExecutionResult);
    },
    // Says where an anonymous catalogue read's answer came from (for operators and tests).
    onResponse: ({ request, response }) => {
      if (eligible.has(request)) response.headers.set(CACHE_HEADER, hits.has(request) ? 'hit' : 'miss');
    },
  };
  return { plugin, invalidate, size: () => entries.size };
}
