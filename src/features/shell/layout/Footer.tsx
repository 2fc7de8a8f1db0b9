import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfig } from '../../../app/hooks';
import { routeTitles } from '../../../lib/routeMessages';
import { AppLink } from '../../../components/common/AppLink';

const FOOTER_LINKS = [
  { to: '/help', title: routeTitles.help },
  { to: '/shipping', title: routeTitles.shipping },
  { to: '/returns', title: routeTitles.returns },
  { to: '/contact', title: routeTitles.contact },
  { to: '/about', title: routeTitles.about },
  { to: '/terms', title: routeTitles.terms },
  { to: '/privacy', title: routeTitles.privacy },
  { to: '/docs/payment-troubleshooting', title: routeTitles.paymentTroubleshooting },
];

/** Links to the information pages. */
export function Footer() {
  const config = useConfig();
  const intl = useIntl();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <Stack
          component="nav"
          aria-label={intl.formatMessage({
            id: 'footer.nav.label',
            defaultMessage: 'Shop information',
            description: 'Screen-reader name of the footer navigation',
          })}
          direction="row"
          useFlexGap
          spacing={2}
          sx={{ flexWrap: 'wrap', mb: 2 }}
        >
          {FOOTER_LINKS.map((link) => (
            <Link key={link.to} component={AppLink} to={link.to} color="text.primary">
              {intl.formatMessage(link.title)}
            </Link>
          ))}
        </Stack>
        <Typography variant="body2" color="text.secondary">
          <FormattedMessage
            id="footer.copyright"
            defaultMessage="© {year} {shop}."
            description="Footer line with the year and the shop's name"
            values={{ year: new Date().getFullYear(), shop: config.shopName }}
          />
        </Typography>
      </Container>
    </Box>
  );
}
