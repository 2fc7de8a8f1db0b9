import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { useConfig } from '../../../app/hooks';
import { ColourModeSwitch } from '../../colourMode';
import { LanguageSwitcher } from '../../locale';
import { AppLink } from '../../../components/common/AppLink';
import { CartButton } from './CartButton';
import type { NavLink } from '../../../lib/navigation/menuLinks';
import { CategoryNav } from './CategoryNav';
import { MenuButton } from './MenuButton';
import { SearchBox } from './SearchBox';
import { UserMenu } from './UserMenu';
import { WishlistButton } from './WishlistButton';

export interface HeaderProps {
  /** Overrides the cart count read from the checkout (the /header-test gallery). */
  cartCount?: number;
  /** Replaces the navigation links the header asks for (the /header-test gallery). */
  links?: NavLink[];
}

/** Logo, search, cart, wishlist, user menu, language and colour mode; the categories below. */
export function Header({ cartCount, links }: HeaderProps) {
  const config = useConfig();
  return (
    <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg">
        <Toolbar
          disableGutters
          sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', md: 'nowrap' }, py: { xs: 1, md: 0 } }}
        >
          <MenuButton />
          <Link
            component={AppLink}
            to="/"
            underline="none"
            color="primary"
            variant="h6"
            sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
          >
            {config.shopName}
          </Link>
          <Box
            sx={{
              order: { xs: 3, md: 0 },
              flexBasis: { xs: '100%', md: 'auto' },
              flexGrow: 1,
              display: 'flex',
            }}
          >
            <SearchBox />
          </Box>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
            <LanguageSwitcher />
            <ColourModeSwitch />
            <WishlistButton />
            <CartButton count={cartCount} />
            <UserMenu />
          </Stack>
        </Toolbar>
        <CategoryNav links={links} />
      </Container>
    </AppBar>
  );
}
