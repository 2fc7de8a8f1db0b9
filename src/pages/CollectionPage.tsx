import { useIntl } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { useConfig } from '../app/hooks';
import { LoadError } from '../components/common/LoadError';
import { CategorySkeleton } from '../features/catalog/category/CategorySkeleton';
import { collectionMessages } from '../features/catalog/collection/collectionMessages';
import { CollectionView } from '../features/catalog/collection/CollectionView';
import { useCollectionDetailsQuery } from '../features/catalog/listingApi';
import { useLanguageCode } from '../features/locale';
import { notFoundError } from '../lib/httpError';

/**
 * /collections/{slug}: the collection, or the 404 page when the channel has no published collection
 * of that slug (Saleor answers null then, without an error).
 */
export default function CollectionPage() {
  const intl = useIntl();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const { channel } = useConfig();
  const languageCode = useLanguageCode();
  const query = useCollectionDetailsQuery({ slug, channel, languageCode });
  const answer = query.currentData;
  if (answer && answer.collection === null && !answer.graphQLErrors?.length) throw notFoundError(pathname);

  // A collection already on screen stays there when a refetch fails (data keeps the last answer).
  const collection =
    answer?.collection ?? (query.data?.collection?.slug === slug ? query.data.collection : null);
  const failed = query.isError || (answer != null && !answer.collection);
  return (
    <>
      {failed && (
        <LoadError
          message={intl.formatMessage(collectionMessages.loadFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {collection ? (
        <CollectionView key={collection.id} collection={collection} />
      ) : (
        !failed && <CategorySkeleton />
      )}
    </>
  );
}
