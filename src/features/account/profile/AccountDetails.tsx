import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { profileMessages as m } from './profileMessages';
import { ProfileSection } from './ProfileSection';

/** Email, date joined and last login, the dates in the shopper's language. */
export function AccountDetails({
  email,
  dateJoined,
  lastLogin,
}: {
  email: string;
  dateJoined: string;
  lastLogin: string | null;
}) {
  const intl = useIntl();
  const rows: [string, string][] = [
    [intl.formatMessage(m.email), email],
    [intl.formatMessage(m.dateJoined), intl.formatDate(dateJoined, { dateStyle: 'long' })],
    [
      intl.formatMessage(m.lastLogin),
      lastLogin
        ? intl.formatDate(lastLogin, { dateStyle: 'long', timeStyle: 'short' })
        : intl.formatMessage(m.neverLoggedIn),
    ],
  ];
  return (
    <ProfileSection title={intl.formatMessage(m.detailsHeading)}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
          columnGap: 3,
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, mb: { xs: 1.5, sm: 1 }, overflowWrap: 'anywhere' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </ProfileSection>
  );
}
