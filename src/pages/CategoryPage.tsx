import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { LoadError } from '../components/common/LoadError';
import { categoryMessages } from '../features/catalog/category/categoryMessages';
import { CategorySkeleton } from '../features/catalog/category/CategorySkeleton';
import { CategoryView } from '../features/catalog/category/CategoryView';
import { useCategoryDetailsQuery } from '../features/catalog/listingApi';
import { useLanguageCode } from '../features/locale';
import { notFoundError } from '../lib/httpError';

/** /categories/{slug}: the category, or the 404 page when no category has that slug. */
export default function CategoryPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const languageCode = useLanguageCode();
  const query = useCategoryDetailsQuery({ slug, languageCode });
  const answer = query.currentData;
  // Saleor answers an unknown slug with null and no error: that is this page's 404.
  if (answer && answer.category === null && !answer.graphQLErrors?.length) throw notFoundError(pathname);

  // A category already on screen stays there when a refetch fails (data keeps the last answer).
  const category = answer?.category ?? (query.data?.category?.slug === slug ? query.data.category : null);
  const failed = query.isError || (answer != null && !answer.category);
  return (
    <>
      {failed && (
        <LoadError
          message={intl.formatMessage(categoryMessages.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {category ? <CategoryView key={category.id} category={category} /> : !failed && <CategorySkeleton />}
    </>
  );
}
