import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { AppLink } from '../../components/common/AppLink';
import type { HomeFeaturedQuery } from './HomeFeatured.generated';

type Category = NonNullable<HomeFeaturedQuery['categories']>['edges'][number]['node'];

/** The picture's box: 4:3 at the width asked of Saleor (backgroundImage(size: 512)). */
const IMAGE_WIDTH = 512;
const IMAGE_HEIGHT = 384;
/**
 * The tiles a phone shows without scrolling (two rows of two) load their pictures with the page, the
 * first one first: it is the largest thing on the first screen, so it sets when the page looks ready.
 */
const EAGER_TILES = 4;

const gridSx = {
  display: 'grid',
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(6, minmax(0, 1fr))',
  },
  gap: { xs: 1.5, sm: 2 },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

/** Top-level categories with their pictures, each a link to the category. */
export function FeaturedCategories({ categories, label }: { categories: Category[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={gridSx}>
      {categories.map((category, index) => (
        <li key={category.id}>
          <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden', height: '100%' }}>
            <Box
              component="img"
              src={category.backgroundImage!.url}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              loading={index < EAGER_TILES ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              sx={{
                display: 'block',
                width: '100%',
                height: 'auto',
                aspectRatio: '4 / 3',
                objectFit: 'cover',
              }}
            />
            <Link
              component={AppLink}
              to={`/categories/${encodeURIComponent(category.slug)}`}
              underline="hover"
              color="text.primary"
              sx={{
                display: 'block',
                px: 1.5,
                py: 1,
                fontWeight: 500,
                overflowWrap: 'anywhere',
                // The whole tile is the link's target; the text stays the one tab stop.
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
                '&:focus-visible::after': {
                  outline: '2px solid',
                  outlineColor: 'primary.main',
                  outlineOffset: '-2px',
                },
              }}
            >
              {category.name}
            </Link>
          </Paper>
        </li>
      ))}
    </Box>
  );
}

/** Grey tiles where the categories are about to be. */
export function FeaturedCategoriesSkeleton({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({
        id: 'home.categories.loading',
        defaultMessage: 'Loading categories',
        description: 'Screen-reader name of the placeholder shown while the featured categories load',
      })}
    >
      <Box component="ul" sx={gridSx} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
              <Skeleton sx={{ mx: 1.5, my: 1 }} width="60%" />
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
