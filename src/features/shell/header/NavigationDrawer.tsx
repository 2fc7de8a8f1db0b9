import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { routeTitles } from '../../../lib/routeMessages';
import type { NavLink } from '../../../lib/navigation/menuLinks';
import { useAllProductsPath, useHeaderNavigation } from '../../catalog';
import { useOverlay } from '../../overlays';
import { AppLink } from '../../../components/common/AppLink';
import { navigationMessages as m } from './navigationMessages';

/**
 * The phone's navigation menu (overlay "navigation"): the shop's main places and its navigation (the
 * `navbar` menu with its nested items, else the top categories), one tap away. A link closes it; so do
 * Escape, the backdrop and a change of page.
 */
export default function NavigationDrawer() {
  const intl = useIntl();
  const titleId = useId();
  const { open, close } = useOverlay('navigation');
  const allProducts = useAllProductsPath();
  const { header } = useHeaderNavigation();

  const item = (to: string, label: ReactNode, key: string = to, depth = 0) => (
    <ListItemButton key={key} component={AppLink} to={to} onClick={close} sx={{ pl: 2 + depth * 2 }}>
      <ListItemText primary={label} />
    </ListItemButton>
  );
  const navItems = (links: NavLink[], depth = 0): ReactNode[] =>
    links.flatMap((link) => [
      link.to === null ? (
        <ListSubheader key={link.id} component="div" sx={{ pl: 2 + depth * 2, position: 'static' }}>
          {link.label}
        </ListSubheader>
      ) : link.external ? (
        <ListItemButton
          key={link.id}
          component="a"
          href={link.to}
          rel="noopener noreferrer"
          onClick={close}
          sx={{ pl: 2 + depth * 2 }}
        >
          <ListItemText primary={link.label} />
        </ListItemButton>
      ) : (
        item(link.to, link.label, link.id, depth)
      ),
      ...navItems(link.children, depth + 1),
    ]);
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
        {navItems(header)}
        <Divider component="li" sx={{ my: 1 }} />
        {item('/wishlist', intl.formatMessage(routeTitles.wishlist))}
        {item('/cart', intl.formatMessage(routeTitles.cart))}
        {item('/orders', intl.formatMessage(routeTitles.orders))}
        {item('/help', intl.formatMessage(routeTitles.help))}
      </List>
    </Drawer>
  );
}
