import type { AppStore } from '../../src/app/store';
import type { LanguageCodeEnum } from '../../src/api/generated/schemaTypes';
import { contentApi, type ContentPageData } from '../../src/features/content';
import { INFO_PAGE_SLUGS } from '../../src/lib/navigation/menuLinks';

/**
 * The store as if the shop had answered for its information routes' Saleor pages: none of them
 * (the built-in text shows, at once), or `pages` for the slugs given.
 */
export function withShopPages(
  store: AppStore,
  pages: Record<string, ContentPageData | null> = {},
  languageCode: LanguageCodeEnum = 'EN',
): AppStore {
  store.dispatch(
    contentApi.util.upsertQueryEntries(
      [...new Set([...INFO_PAGE_SLUGS, ...Object.keys(pages)])].map((slug) => ({
        endpointName: 'contentPage' as const,
        arg: { slug, languageCode },
        value: { page: pages[slug] ?? null },
      })),
    ),
  );
  return store;
}
