import { useMemo } from 'react';
import { useConfig } from '../../app/hooks';
import { menuLinks, type NavLink } from '../../lib/navigation/menuLinks';
import { useLanguageCode } from '../locale';
import { useHeaderCategoriesQuery } from './catalogApi';
import type { HeaderCategoriesQuery } from './HeaderCategories.generated';

/** How many top-level categories the header shows when the shop has no navbar menu. */
export const HEADER_CATEGORY_COUNT = 8;

export interface HeaderNavigation {
  /** The header's links: the `navbar` menu's, else the top-level categories. */
  header: NavLink[];
  /** The `footer` menu's links (groups of links), or null when the shop has no footer menu. */
  footer: NavLink[] | null;
}

/** The navigation of an answer of the header's query (also the /header-test gallery's). */
export function headerNavigation(data: HeaderCategoriesQuery | undefined, siteOrigin = ''): HeaderNavigation {
  const navbar = data?.navbar ? menuLinks(data.navbar.items, siteOrigin) : null;
  const categories = (data?.categories?.edges ?? []).map(({ node }) => ({
    id: node.id,
    label: node.name,
    to: `/categories/${node.slug}`,
    external: false,
    children: [],
  }));
  return {
    // menuLinks keeps only links that lead somewhere, themselves or through the links they group.
    header: navbar?.length ? navbar : categories,
    footer: data?.footer ? menuLinks(data.footer.items, siteOrigin) : null,
  };
}

/** The arguments of the header's query: every part of the page that asks shares one request. */
export function useHeaderNavigationArgs() {
  const { channel } = useConfig();
  const languageCode = useLanguageCode();
  return { first: HEADER_CATEGORY_COUNT, languageCode, channel };
}

/** The shop's header and footer navigation, from one request (server-rendered with the page). */
export function useHeaderNavigation(): HeaderNavigation {
  const { siteOrigin } = useConfig();
  const { data } = useHeaderCategoriesQuery(useHeaderNavigationArgs());
  return useMemo(() => headerNavigation(data, siteOrigin), [data, siteOrigin]);
}
