import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavLink } from '../../../lib/navigation/menuLinks';
import { AppLink } from '../../../components/common/AppLink';
import { HeaderLinks } from '../navigation/ShopNavigation';

/**
 * The shop's navigation, as a row of links under the header: the top level of its `navbar` menu, else
 * its top categories. `links` replaces the request (the /header-test gallery passes the shop header's,
 * since its sample sessions are not real ones).
 */
export function CategoryNav({ links }: { links?: NavLink[] }) {
  const intl = useIntl();
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage({
        id: 'header.categories.label',
        defaultMessage: 'Main navigation',
        description:
          "Screen-reader name of the header's navigation (the shop's navbar menu or its categories)",
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
      <Button
        component={AppLink}
        to="/categories"
        size="small"
        color="inherit"
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        <FormattedMessage
          id="header.categories.all"
          defaultMessage="All categories"
          description="Header link to the category list"
        />
      </Button>
      <HeaderLinks links={links} />
    </Stack>
  );
}
