import type { ReactNode } from 'react';
import { useLanguageCode } from '../locale';
import { ContentArticle } from './ContentArticle';
import { useContentPageQuery } from './contentApi';

/**
 * An information route (/about, /shipping...): the shop's own Saleor page of that slug when it has
 * one (followed by `after`, such as the contact form), else `children` (the storefront's built-in
 * text), which shows while the shop's page loads and when the request fails.
 */
export function ShopPageOr({
  slug,
  after,
  children,
}: {
  slug: string;
  after?: ReactNode;
  children: ReactNode;
}) {
  const languageCode = useLanguageCode();
  const query = useContentPageQuery({ slug, languageCode });
  // The built-in text shows at once, and stays when the request fails: it is swapped only for a page
  // the answer has (the server waits for the answer, so a rendered page hydrates as it was sent). A
  // page already on screen stays while the next language's answer comes.
  const page = query.currentData?.page ?? (query.isFetching ? query.data?.page : null);
  if (!page) return children;
  return (
    <>
      <ContentArticle page={page} />
      {after}
    </>
  );
}
