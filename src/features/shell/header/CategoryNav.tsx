import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HeaderCategoriesQuery } from '../../catalog';
import { useHeaderCategoriesQuery } from '../../catalog';
import { useLanguageCode } from '../../locale';
import { AppLink } from '../../../components/common/AppLink';

export const HEADER_CATEGORY_COUNT = 8;

// On a phone the row scrolls sideways: items keep their width (a shrunk button's text would spill
// over its neighbour's).
const NAV_ITEM_SX = { whiteSpace: 'nowrap', flexShrink: 0 } as const;

export type HeaderCategory = NonNullable<HeaderCategoriesQuery['categories']>['edges'][number]['node'];

/**
 * The top-level categories, as a row of links under the header. `categories` replaces the request
 * (the /header-test gallery passes the shop header's, since its sample sessions are not real ones).
 */
export function CategoryNav({ categories: given }: { categories?: HeaderCategory[] }) {
  const intl = useIntl();
  const languageCode = useLanguageCode();
  const { data } = useHeaderCategoriesQuery(
    given ? skipToken : { first: HEADER_CATEGORY_COUNT, languageCode },
  );
  const categories = given ?? data?.categories?.edges.map((edge) => edge.node) ?? [];
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({
        id: 'header.categories.label',
        defaultMessage: 'Categories',
        description: 'Screen-reader name of the category navigation',
      })}
      direction="row"
      spacing={0.5}
      // One row of fixed height, whatever arrives: a row that outgrows the screen scrolls without a
      // scrollbar that would make the header taller (and move the page) when the categories come.
      sx={{
        height: 40,
        alignItems: 'center',
        overflowX: 'auto',
        overflowY: 'hidden',
        scrollbarWidth: 'none',
        '&::-webkit-scrollbar': { display: 'none' },
      }}
    >
      <Button component={AppLink} to="/categories" size="small" color="inherit" sx={NAV_ITEM_SX}>
        <FormattedMessage
          id="header.categories.all"
          defaultMessage="All categories"
          description="Header link to the category list"
        />
      </Button>
      {categories.map((category) => (
        <Button
          key={category.id}
          component={AppLink}
          to={`/categories/${category.slug}`}
          size="small"
          color="inherit"
          sx={NAV_ITEM_SX}
        >
          {category.name}
        </Button>
      ))}
    </Stack>
  );
}
