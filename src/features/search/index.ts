// The search feature's public face: what other features may use. Everything else in this folder is its own.

export type { SuggestionOption } from './suggestionOption';

/** The search suggestions' code, loaded when the search box is first used (a chunk of its own). */
export const loadSearchSuggestions = () =>
  import(/* webpackChunkName: "search-suggestions" */ './SearchSuggestions');
