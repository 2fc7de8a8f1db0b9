import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { AppLink } from '../../components/common/AppLink';

// The routes' own titles name the links, so each link reads as the page it opens.
const links: { to: string; title: MessageDescriptor }[] = [
  { to: '/help', title: routeTitles.help },
  { to: '/shipping', title: routeTitles.shipping },
  { to: '/returns', title: routeTitles.returns },
  { to: '/wishlist', title: routeTitles.wishlist },
  { to: '/orders', title: routeTitles.orders },
  { to: '/contact', title: routeTitles.contact },
  { to: '/about', title: routeTitles.about },
];

/** Shortcuts to the help and policy pages, the wishlist and the orders. */
export function QuickLinks({ label }: { label: string }) {
  const intl = useIntl();
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={label}
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
    >
      {links.map((link) => (
        <li key={link.to}>
          <Button variant="outlined" component={AppLink} to={link.to}>
            {intl.formatMessage(link.title)}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
