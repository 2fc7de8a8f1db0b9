import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { useConfig } from '../../../app/hooks';
import { FooterLinks } from '../navigation/ShopNavigation';

/** The shop's footer menu (else links to the information pages), and the copyright line. */
export function Footer() {
  const config = useConfig();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', mt: 6, py: 4, bgcolor: 'background.paper' }}
    >
      <Container maxWidth="lg">
        <FooterLinks />
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
