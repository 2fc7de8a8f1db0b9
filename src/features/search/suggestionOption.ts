/**
 * One entry of the header's suggestion list, as the search box sees it: the element id it points
 * aria-activedescendant at, and where choosing it goes. Types only, so the box (in every first load)
 * imports nothing of the suggestions' code.
 */
export interface SuggestionOption {
  id: string;
  href: string;
}
