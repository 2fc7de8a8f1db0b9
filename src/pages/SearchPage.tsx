import { useIntl } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { buildCategoryTree } from '../features/catalog/category/categoryTree';
import { useCategoryTreeQuery } from '../features/catalog/listingApi';
import { useLanguageCode } from '../features/locale';
import { listingMessages } from '../features/catalog/listing/listingMessages';
import { ProductListing } from '../features/catalog/listing/ProductListing';
import { SearchForm } from '../features/catalog/listing/SearchForm';
import { useListParams } from '../features/catalog/listing/useListParams';
import { usePageMeta } from '../features/seo/pageMeta';

/**
 * /search?q=: results for the words in the URL, with category, price and attribute filters. With no
 * words it is every product (where "All products" leads a logged-in shopper), and titled so.
 */
export default function SearchPage() {
  const intl = useIntl();
  const { params, update } = useListParams();
  const languageCode = useLanguageCode();
  const tree = useCategoryTreeQuery({ languageCode });
  const nodes = tree.data?.categories?.edges.map((edge) => edge.node) ?? [];
  const heading = params.q ? routeTitles.search : routeTitles.products;
  usePageMeta({
    title: params.q
      ? intl.formatMessage(listingMessages.searchTitle, { query: params.q })
      : intl.formatMessage(heading),
  });
  return (
    <>
      <PageHeading title={heading} />
      <ProductListing
        categories={{ tree: buildCategoryTree(nodes), ready: !tree.isLoading && !tree.isUninitialized }}
      >
        <SearchForm key={params.q} query={params.q} onSearch={(q) => update({ q })} />
      </ProductListing>
    </>
  );
}
