import Stack from '@mui/material/Stack';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAllProductsPath, ProductGrid, ProductGridSkeleton } from '../catalog';
import { LoadError } from '../../components/common/LoadError';
import { FeaturedCategories, FeaturedCategoriesSkeleton } from './FeaturedCategories';
import { HomeSection } from './HomeSection';
import { QuickLinks } from './QuickLinks';
import { FEATURED_CATEGORIES, FEATURED_PRODUCTS, useHomeFeatured } from './useHomeFeatured';

const messages = defineMessages({
  categories: {
    id: 'home.categories.title',
    defaultMessage: 'Shop by category',
    description: 'Heading of the featured categories on the home page',
  },
  newArrivals: {
    id: 'home.products.title',
    defaultMessage: 'New arrivals',
    description: 'Heading of the newest products on the home page',
  },
  featuredCollection: {
    id: 'home.collection.title',
    defaultMessage: 'Featured collection',
    description: "Heading of the home page's featured collection while its name loads",
  },
  quickLinks: {
    id: 'home.links.title',
    defaultMessage: 'Quick links',
    description: 'Heading of the links to help, policies, wishlist and orders on the home page',
  },
  failed: {
    id: 'home.featured.failed',
    defaultMessage: 'The featured categories and products could not be loaded.',
    description: 'Error on the home page when its featured sections failed to load',
  },
});

/**
 * The home page below the hero: featured categories, the featured collection (config.json's
 * featuredCollection, when the shop has published it) and the newest products (grey placeholders
 * until they arrive), then quick links. A failed request shows the error and a retry above whatever
 * had loaded.
 */
export function HomeFeatured() {
  const intl = useIntl();
  const { categories, products, collection, wantsCollection, loading, failed, retry } = useHomeFeatured();
  const categoriesTitle = intl.formatMessage(messages.categories);
  const productsTitle = intl.formatMessage(messages.newArrivals);
  const allProductsPath = useAllProductsPath();
  return (
    <Stack spacing={5}>
      {failed ? <LoadError message={intl.formatMessage(messages.failed)} onRetry={retry} /> : null}
      {loading || categories?.length ? (
        <HomeSection
          title={categoriesTitle}
          more={{
            to: '/categories',
            label: (
              <FormattedMessage
                id="home.categories.all"
                defaultMessage="All categories"
                description="Link from the home page's featured categories to the category list"
              />
            ),
          }}
        >
          {categories ? (
            <FeaturedCategories categories={categories} label={categoriesTitle} />
          ) : (
            <FeaturedCategoriesSkeleton count={FEATURED_CATEGORIES} />
          )}
        </HomeSection>
      ) : null}
      {(loading && wantsCollection) || collection?.products.length ? (
        <HomeSection
          title={collection?.name ?? intl.formatMessage(messages.featuredCollection)}
          more={
            collection
              ? {
                  to: `/collections/${encodeURIComponent(collection.slug)}`,
                  label: (
                    <FormattedMessage
                      id="home.collection.all"
                      defaultMessage="See the whole collection"
                      description="Link from the home page's featured collection to the collection's page"
                    />
                  ),
                }
              : undefined
          }
        >
          {collection ? (
            <ProductGrid
              products={collection.products}
              label={collection.name}
              headingLevel={3}
              eagerFirstRow={false}
            />
          ) : (
            <ProductGridSkeleton count={FEATURED_PRODUCTS} />
          )}
        </HomeSection>
      ) : null}
      {loading || products?.length ? (
        <HomeSection
          title={productsTitle}
          more={{
            to: allProductsPath,
            label: (
              <FormattedMessage
                id="home.products.all"
                defaultMessage="All products"
                description="Link from the home page's newest products to the product list"
              />
            ),
          }}
        >
          {products ? (
            <ProductGrid products={products} label={productsTitle} headingLevel={3} eagerFirstRow={false} />
          ) : (
            <ProductGridSkeleton count={FEATURED_PRODUCTS} />
          )}
        </HomeSection>
      ) : null}
      <HomeSection title={intl.formatMessage(messages.quickLinks)}>
        <QuickLinks label={intl.formatMessage(messages.quickLinks)} />
      </HomeSection>
    </Stack>
  );
}
