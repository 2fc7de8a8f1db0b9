import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useConfig } from '../../app/hooks';
import { useLanguageCode } from '../locale';
import { useLazySearchSuggestionsQuery } from './searchApi';

/** Fewer characters match too much to be useful, and every keystroke would be a request. */
export const MIN_QUERY_LENGTH = 2;
/** Typing pauses for this long before a request goes: fast typing sends one request, not one per key. */
export const SEARCH_DEBOUNCE_MS = 250;
export const SUGGESTION_COUNT = 6;

interface Pending {
  abort: () => void;
}

/**
 * Product suggestions for what the shopper is typing. A request goes once typing pauses; starting a
 * new one aborts the one still under way (its answer would be stale), and the result only ever shows
 * the answer for the newest request's words (RTK Query keys the lazy result by its latest arguments).
 */
export function useSearchSuggestions(text: string) {
  const { channel } = useConfig();
  const languageCode = useLanguageCode();
  const [trigger, result] = useLazySearchSuggestionsQuery();
  const pending = useRef<Pending | null>(null);
  const term = text.trim();
  const enough = term.length >= MIN_QUERY_LENGTH;

  const send = useCallback(
    (query: string) => {
      pending.current?.abort();
      pending.current = trigger({ query, channel, first: SUGGESTION_COUNT, languageCode });
    },
    [trigger, channel, languageCode],
  );

  useEffect(() => {
    if (!enough) {
      pending.current?.abort();
      pending.current = null;
      return undefined;
    }
    const timer = setTimeout(() => send(term), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [enough, term, send]);

  // Leaving the page (or the header unmounting) stops whatever is still on its way.
  useEffect(() => () => pending.current?.abort(), []);

  const askedFor = result.originalArgs?.query;
  const error = result.error;
  // An abort is our own doing (newer words replaced the request): not a failure to show.
  const aborted =
    !!error &&
    (('status' in error && error.status === 'ABORTED') || ('name' in error && error.name === 'AbortError'));
  const answer = result.currentData ?? result.data;
  const products = useMemo(
    () => (enough ? (answer?.products?.edges.map((edge) => edge.node) ?? []) : []),
    [enough, answer],
  );
  return {
    term,
    enough,
    /** The latest answer's products; while newer words are on their way, the previous answer's. */
    products,
    /** Still waiting: typing has not paused yet, or the answer for the current words has not come. */
    searching: enough && (askedFor !== term || result.isFetching),
    error: enough && askedFor === term && result.isError && !aborted ? error : undefined,
    retry: () => send(term),
  };
}
