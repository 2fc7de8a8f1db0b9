import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { parseListParams, serialiseListParams, type ListParams } from './listParams';

export interface ListParamsApi {
  params: ListParams;
  /**
   * Changes the listing (a filter, the sort, the query): a new history entry, back to the first page,
   * because a cursor belongs to the ordering and filters it came from.
   */
  update: (patch: Partial<Omit<ListParams, 'after' | 'before'>>) => void;
  /** The page after or before a cursor: a new history entry, so back returns to this page. */
  goTo: (page: { after: string } | { before: string }) => void;
  /** Drops the cursor without a history entry (a cursor the API refused). */
  dropCursor: () => void;
}

/**
 * The listing's state, read from and written to the URL's query (a collection's listing has its own
 * default order, left out of its URLs).
 */
export function useListParams(inCollection = false): ListParamsApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const key = searchParams.toString();
  // Parsed once per distinct query string, so consumers get a stable object between renders.
  const params = useMemo(() => parseListParams(new URLSearchParams(key), inCollection), [key, inCollection]);

  const update = useCallback<ListParamsApi['update']>(
    (patch) =>
      setSearchParams(serialiseListParams({ ...params, ...patch, after: null, before: null }, inCollection)),
    [params, setSearchParams, inCollection],
  );
  const goTo = useCallback<ListParamsApi['goTo']>(
    (page) =>
      setSearchParams(
        serialiseListParams(
          {
            ...params,
            after: 'after' in page ? page.after : null,
            before: 'before' in page ? page.before : null,
          },
          inCollection,
        ),
      ),
    [params, setSearchParams, inCollection],
  );
  const dropCursor = useCallback(
    () =>
      setSearchParams(serialiseListParams({ ...params, after: null, before: null }, inCollection), {
        replace: true,
      }),
    [params, setSearchParams, inCollection],
  );
  return { params, update, goTo, dropCursor };
}
