import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { getConfig } from '../app/config';
import { AppLink } from '../components/common/AppLink';

export default function HomePage() {
  return (
    <Stack spacing={3} sx={{ py: { xs: 4, md: 8 }, alignItems: 'flex-start' }}>
      <Typography variant="h3" component="h1">
        <FormattedMessage
          id="page.home.heading"
          defaultMessage="Welcome to {shop}"
          description="Heading of the home page"
          values={{ shop: getConfig().shopName }}
        />
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: '60ch' }}>
        <FormattedMessage
          id="page.home.intro"
          defaultMessage="Browse the categories, search for what you need and check out as a guest or with your account."
          description="Lead paragraph of the home page"
        />
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={AppLink} to="/categories">
          <FormattedMessage
            id="page.home.browse"
            defaultMessage="Browse categories"
            description="Home page button to the category list"
          />
        </Button>
        <Button variant="outlined" component={AppLink} to="/search">
          <FormattedMessage
            id="page.home.search"
            defaultMessage="Search products"
            description="Home page button to the search page"
          />
        </Button>
      </Stack>
    </Stack>
  );
}
