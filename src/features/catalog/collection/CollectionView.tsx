import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useConfig } from '../../../app/hooks';
import { Breadcrumbs } from '../../../components/common/Breadcrumbs';
import { RichText } from '../../../components/richText/RichText';
import { richTextToPlain } from '../../../components/richText/parseRichText';
import { routeTitles } from '../../../lib/routeMessages';
import { useLanguageCode } from '../../locale';
import { usePageMeta } from '../../seo';
import { CategoryBanner } from '../category/CategoryBanner';
import { withoutShopName } from '../category/CategoryView';
import { ProductListing } from '../listing/ProductListing';
import type { CollectionDetailsQuery } from './CollectionDetails.generated';
import { collectionMessages } from './collectionMessages';

export type CollectionDetails = NonNullable<CollectionDetailsQuery['collection']>;

/** Leaves room for the shop's name in a search result's title and snippet. */
const MAX_DESCRIPTION = 160;

/**
 * A collection: where it sits, its banner and description, then its products in the shop's own order
 * (or another the shopper picks), with the listing's filters.
 */
export function CollectionView({ collection }: { collection: CollectionDetails }) {
  const intl = useIntl();
  const { shopName } = useConfig();
  // The shop writes the picture's alt text in its own language (English): another page names the
  // banner from the collection's translated name.
  const shopAlt = useLanguageCode() === 'EN' ? collection.backgroundImage?.alt : null;
  usePageMeta({
    title: withoutShopName(collection.seoTitle ?? '', shopName) || collection.name,
    description:
      collection.seoDescription ||
      richTextToPlain(collection.description).slice(0, MAX_DESCRIPTION) ||
      undefined,
    image: collection.backgroundImage?.url,
  });
  return (
    <>
      <Breadcrumbs
        trail={[{ label: intl.formatMessage(routeTitles.home), to: '/' }]}
        current={collection.name}
      />
      {collection.backgroundImage && (
        <CategoryBanner
          url={collection.backgroundImage.url}
          alt={shopAlt || intl.formatMessage(collectionMessages.bannerAlt, { name: collection.name })}
        />
      )}
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {collection.name}
      </Typography>
      {collection.description && (
        <Box sx={{ color: 'text.secondary', maxWidth: '70ch', mb: 3 }}>
          <RichText json={collection.description} headingLevel={2} />
        </Box>
      )}
      <ProductListing collectionId={collection.id} />
    </>
  );
}
