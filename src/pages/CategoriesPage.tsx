import Skeleton from '@mui/material/Skeleton';
import { FormattedMessage, useIntl } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { LoadError } from '../components/common/LoadError';
import { PageHeading } from '../components/common/PageHeading';
import { categoryMessages } from '../features/catalog/category/categoryMessages';
import { buildCategoryTree } from '../features/catalog/category/categoryTree';
import { CategoryTreeList } from '../features/catalog/category/CategoryTreeList';
import { useCategoryTreeQuery } from '../features/catalog/listingApi';
import { useLanguageCode } from '../features/locale';

/** /categories: every category, subcategories nested under their parents. */
export default function CategoriesPage() {
  const intl = useIntl();
  const query = useCategoryTreeQuery({ languageCode: useLanguageCode() });
  const nodes = query.data?.categories?.edges.map((edge) => edge.node);
  const failed = query.isError || (query.data != null && !query.data.categories);
  return (
    <>
      <PageHeading title={routeTitles.categories}>
        <FormattedMessage
          id="page.categories.intro"
          defaultMessage="Every department of the shop."
          description="Lead paragraph of the category list"
        />
      </PageHeading>
      {failed && (
        <LoadError
          message={intl.formatMessage(categoryMessages.treeFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {nodes ? (
        nodes.length ? (
          <CategoryTreeList
            tree={buildCategoryTree(nodes)}
            label={intl.formatMessage(categoryMessages.tree)}
          />
        ) : (
          <p>{intl.formatMessage(categoryMessages.none)}</p>
        )
      ) : (
        !failed && (
          <Skeleton
            variant="rounded"
            height={240}
            role="status"
            aria-label={intl.formatMessage(categoryMessages.loading)}
          />
        )
      )}
    </>
  );
}
