import type { ReactNode } from 'react';
import { useLanguageCode } from '../locale';
import { ContentArticle, ContentSkeleton } from './ContentArticle';
import { useContentPageQuery } from './contentApi';

/**
 * An information route (/about, /shipping...): the shop's own Saleor page of that slug when it has
 * one (followed by `after`, such as the contact form), else `children` (the storefront's built-in
 * text). A failed request shows the built-in text too.
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
  if (query.isLoading) return <ContentSkeleton />;
  // A page already on screen stays while the next language's answer comes.
  const page = query.currentData?.page ?? (query.isFetching ? query.data?.page : null);
  if (!page) return children;
  return (
    <>
      <ContentArticle page={page} />
      {after}
    </>
  );
}
