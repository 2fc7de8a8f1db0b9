import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { LoadError } from '../components/common/LoadError';
import { ContentArticle, ContentSkeleton, contentMessages, useContentPageQuery } from '../features/content';
import { useLanguageCode } from '../features/locale';
import { notFoundError } from '../lib/httpError';

/** /pages/{slug}: one of the shop's Saleor pages, or the 404 page when it is missing or unpublished. */
export default function ContentPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const languageCode = useLanguageCode();
  const query = useContentPageQuery({ slug, languageCode });
  const answer = query.currentData;
  // Saleor answers a missing or unpublished page with null and no error: that is this page's 404.
  if (answer && answer.page === null && !answer.graphQLErrors?.length) throw notFoundError(pathname);

  // A page already on screen stays there when a refetch fails (data keeps the last answer).
  const page = answer?.page ?? (query.data?.page?.slug === slug ? query.data.page : null);
  const failed = query.isError || (answer != null && !answer.page);
  return (
    <>
      {failed && (
        <LoadError
          message={intl.formatMessage(contentMessages.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {page ? <ContentArticle key={page.id} page={page} /> : !failed && <ContentSkeleton />}
    </>
  );
}
