import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useConfig } from '../../../app/hooks';
import { routeTitles } from '../../../lib/routeMessages';
import { AppLink } from '../../../components/common/AppLink';
import { Breadcrumbs } from '../../../components/common/Breadcrumbs';
import { RichText } from '../../../components/richText/RichText';
import { richTextToPlain } from '../../../components/richText/parseRichText';
import { useLanguageCode } from '../../locale';
import { usePageMeta } from '../../seo';
import { ProductListing } from '../listing/ProductListing';
import { CategoryBanner } from './CategoryBanner';
import { categoryMessages } from './categoryMessages';
import type { CategoryDetailsQuery } from './CategoryDetails.generated';

export type CategoryDetails = NonNullable<CategoryDetailsQuery['category']>;

/**
 * Saleor's seoTitle is often a whole title ("Apparel | Aurora Shop"); usePageMeta adds the shop's
 * name itself, so a trailing shop name is taken off rather than shown twice.
 */
export function withoutShopName(title: string, shopName: string): string {
  const shop = shopName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return title.replace(new RegExp(`\\s*[|\u2013\u2014:-]\\s*${shop}\\s*$`, 'i'), '').trim();
}

/** Leaves room for the shop's name in a search result's title and snippet. */
const MAX_DESCRIPTION = 160;

/** A category: where it sits, its banner and description, its subcategories, then its products. */
export function CategoryView({ category }: { category: CategoryDetails }) {
  const intl = useIntl();
  const { shopName } = useConfig();
  // Saleor has no translation of an image's alt text, which the shop writes in its own language
  // (English): another page names the banner from the category's translated name.
  const shopAlt = useLanguageCode() === 'EN' ? category.backgroundImage?.alt : null;
  const ancestors = category.ancestors?.edges.map((edge) => edge.node) ?? [];
  const children = category.children?.edges.map((edge) => edge.node) ?? [];
  usePageMeta({
    title: withoutShopName(category.seoTitle ?? '', shopName) || category.name,
    description:
      category.seoDescription || richTextToPlain(category.description).slice(0, MAX_DESCRIPTION) || undefined,
    image: category.backgroundImage?.url,
  });
  return (
    <>
      <Breadcrumbs
        trail={[
          { label: intl.formatMessage(routeTitles.categories), to: '/categories' },
          ...ancestors.map((ancestor) => ({ label: ancestor.name, to: `/categories/${ancestor.slug}` })),
        ]}
        current={category.name}
      />
      {category.backgroundImage && (
        <CategoryBanner
          url={category.backgroundImage.url}
          alt={shopAlt || intl.formatMessage(categoryMessages.bannerAlt, { name: category.name })}
        />
      )}
      <Typography variant="h4" component="h1" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
        {category.name}
      </Typography>
      {category.description && (
        <Box sx={{ color: 'text.secondary', maxWidth: '70ch', mb: 3 }}>
          <RichText json={category.description} headingLevel={2} />
        </Box>
      )}
      {children.length > 0 && (
        <Box component="nav" aria-labelledby="subcategories" sx={{ mb: 3 }}>
          <Typography id="subcategories" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {intl.formatMessage(categoryMessages.subcategories)}
          </Typography>
          <Stack
            component="ul"
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
          >
            {children.map((child) => (
              <li key={child.id}>
                <Chip
                  component={AppLink}
                  to={`/categories/${child.slug}`}
                  label={child.name}
                  clickable
                  variant="outlined"
                />
              </li>
            ))}
          </Stack>
        </Box>
      )}
      <ProductListing categoryId={category.id} />
    </>
  );
}
