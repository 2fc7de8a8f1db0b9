import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { useConfig } from '../../../app/hooks';
import { ColourModeSwitch } from '../../colourMode';
import { LanguageSwitcher } from '../../locale';
import { AppLink } from '../../../components/common/AppLink';
import { LockIcon } from '../../../components/common/icons';
import { Footer } from './Footer';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

/** The "cart" layout: a quiet header that keeps the shopper on the way to checkout. */
export function CartLayout() {
  const config = useConfig();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Container maxWidth="lg">
          {/* On a phone the controls wrap to a second line rather than push the page sideways. */}
          <Toolbar
            disableGutters
            sx={{ gap: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' }, py: { xs: 1, sm: 0 } }}
          >
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
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', color: 'text.secondary' }}>
              <LockIcon fontSize="small" />
              <Typography variant="body2">
                <FormattedMessage
                  id="cartLayout.secure"
                  defaultMessage="Secure checkout"
                  description="Reassurance shown in the cart header"
                />
              </Typography>
            </Stack>
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', ml: 'auto' }}>
              <LanguageSwitcher />
              <ColourModeSwitch />
              <Button component={AppLink} to="/" color="inherit" sx={{ whiteSpace: 'nowrap' }}>
                <FormattedMessage
                  id="cartLayout.continue"
                  defaultMessage="Continue shopping"
                  description="Cart header link back to the shop"
                />
              </Button>
            </Stack>
          </Toolbar>
        </Container>
      </AppBar>
      <Container
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        maxWidth="lg"
        // At least a screen tall: the footer starts below the fold, so a page filling in never moves it
        // into view and out again.
        sx={{ flex: 1, minHeight: '100vh', py: 3, outline: 'none' }}
      >
        <Outlet />
      </Container>
      <Footer />
    </Box>
  );
}
