import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../lib/routeMessages';
import { useAllProductsPath, useHeaderCategoriesQuery } from '../../catalog';
import { useLanguageCode } from '../../locale';
import { useOverlay } from '../../overlays';
import { AppLink } from '../../../components/common/AppLink';
import { HEADER_CATEGORY_COUNT } from './CategoryNav';
import { navigationMessages as m } from './navigationMessages';

/**
 * The phone's navigation menu (overlay "navigation"): the shop's main places and its top categories,
 * one tap away. A link closes it; so do Escape, the backdrop and a change of page.
 */
export default function NavigationDrawer() {
  const intl = useIntl();
  const titleId = useId();
  const { open, close } = useOverlay('navigation');
  const allProducts = useAllProductsPath();
  const languageCode = useLanguageCode();
  const { data } = useHeaderCategoriesQuery({ first: HEADER_CATEGORY_COUNT, languageCode });
  const categories = data?.categories?.edges.map((edge) => edge.node) ?? [];

  const item = (to: string, label: ReactNode) => (
    <ListItemButton key={to} component={AppLink} to={to} onClick={close}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={close}
      slotProps={{ paper: { 'aria-labelledby': titleId, sx: { width: 280, maxWidth: '85vw' } } as object }}
    >
      <List
        component="nav"
        aria-labelledby={titleId}
        subheader={
          <ListSubheader id={titleId} component="h2" sx={{ typography: 'h6', py: 1 }}>
            {intl.formatMessage(m.title)}
          </ListSubheader>
        }
      >
        {item('/', intl.formatMessage(routeTitles.home))}
        {item(allProducts, intl.formatMessage(routeTitles.products))}
        {item('/categories', intl.formatMessage(routeTitles.categories))}
        {categories.map((category) => item(`/categories/${category.slug}`, category.name))}
        <Divider component="li" sx={{ my: 1 }} />
        {item('/wishlist', intl.formatMessage(routeTitles.wishlist))}
        {item('/cart', intl.formatMessage(routeTitles.cart))}
        {item('/orders', intl.formatMessage(routeTitles.orders))}
        {item('/help', intl.formatMessage(routeTitles.help))}
      </List>
    </Drawer>
  );
}
