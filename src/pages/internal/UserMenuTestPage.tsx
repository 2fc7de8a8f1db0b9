import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { UserMenuView } from '../../components/header/UserMenu';
import type { SessionUser } from '../../features/auth/authSlice';

const SAMPLE_USER: SessionUser = {
  id: 'VXNlcjox',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const NAMELESS_USER: SessionUser = { ...SAMPLE_USER, firstName: '', lastName: '' };
const ignore = () => undefined;

/** Each state of the user menu, side by side. */
export default function UserMenuTestPage() {
  const states = [
    {
      id: 'out',
      label: (
        <FormattedMessage
          id="page.userMenuTest.loggedOut"
          defaultMessage="Logged out"
          description="Gallery label"
        />
      ),
      user: null,
    },
    {
      id: 'in',
      label: (
        <FormattedMessage
          id="page.userMenuTest.loggedIn"
          defaultMessage="Logged in"
          description="Gallery label"
        />
      ),
      user: SAMPLE_USER,
    },
    {
      id: 'email',
      label: (
        <FormattedMessage
          id="page.userMenuTest.noName"
          defaultMessage="Logged in without a name"
          description="Gallery label"
        />
      ),
      user: NAMELESS_USER,
    },
  ];
  return (
    <>
      <PageHeading title={routeTitles.userMenuTest} />
      <Stack spacing={2}>
        {states.map((state) => (
          <Paper key={state.id} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
              {state.label}
            </Typography>
            <UserMenuView user={state.user} onLogout={ignore} />
          </Paper>
        ))}
      </Stack>
    </>
  );
}
