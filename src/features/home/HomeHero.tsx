import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useConfig } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { AuroraBackground } from '../../components/aurora/AuroraBackground';

/**
 * The welcome over the aurora: text and links only, no data, so it paints with the page's first
 * render. The aurora stands still for shoppers who ask for reduced motion (AuroraBackground's CSS).
 */
export function HomeHero() {
  const config = useConfig();
  return (
    <AuroraBackground sx={{ borderRadius: 2, px: { xs: 2.5, sm: 4, md: 6 }, py: { xs: 4, md: 8 } }}>
      <Stack spacing={2.5} sx={{ alignItems: 'flex-start', maxWidth: '60ch' }}>
        <Typography
          variant="h3"
          component="h1"
          sx={{ fontSize: { xs: '2rem', sm: '3rem' }, overflowWrap: 'anywhere' }}
        >
          <FormattedMessage
            id="page.home.heading"
            defaultMessage="Welcome to {shop}"
            description="Heading of the home page"
            values={{ shop: config.shopName }}
          />
        </Typography>
        <Typography sx={{ fontSize: '1.125rem' }}>
          <FormattedMessage
            id="page.home.intro"
            defaultMessage="Browse the categories, search for what you need and check out as a guest or with your account."
            description="Lead paragraph of the home page"
          />
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
          <Button variant="contained" component={AppLink} to="/categories">
            <FormattedMessage
              id="page.home.browse"
              defaultMessage="Browse categories"
              description="Home page button to the category list"
            />
          </Button>
          <Button variant="outlined" component={AppLink} to="/search" sx={{ bgcolor: 'background.paper' }}>
            <FormattedMessage
              id="page.home.search"
              defaultMessage="Search products"
              description="Home page button to the search page"
            />
          </Button>
        </Stack>
      </Stack>
    </AuroraBackground>
  );
}
