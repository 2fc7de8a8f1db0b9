import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHeaderCategoriesQuery } from '../../features/catalog/catalogApi';
import { AppLink } from '../common/AppLink';

const HEADER_CATEGORY_COUNT = 8;

/** The top-level categories, as a row of links under the header. */
export function CategoryNav() {
  const intl = useIntl();
  const { data } = useHeaderCategoriesQuery({ first: HEADER_CATEGORY_COUNT });
  const categories = data?.categories?.edges.map((edge) => edge.node) ?? [];
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
      sx={{ overflowX: 'auto', py: 0.5 }}
    >
      <Button component={AppLink} to="/categories" size="small" color="inherit">
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
          sx={{ whiteSpace: 'nowrap' }}
        >
          {category.name}
        </Button>
      ))}
    </Stack>
  );
}
