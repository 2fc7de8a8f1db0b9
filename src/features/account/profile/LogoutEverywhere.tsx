import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { usePageCode } from '../../../components/common/pageCode';
import { authMessages, logout } from '../../auth';
import { mutationErrors } from './mutationErrors';
import { profileApi } from './profileApi';
import { profileMessages as m } from './profileMessages';
import { ProfileSection } from './ProfileSection';

/**
 * "Log out on every device": tokensDeactivateAll makes every token of the account useless (Saleor has
 * no other logout), then this browser forgets its own as a plain logout does. When the server does
 * not confirm, nothing is forgotten: the shopper stays logged in and reads "Logout failed".
 */
export function LogoutEverywhere() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const pageCode = usePageCode();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  const logOutEverywhere = async () => {
    if (pending) return;
    setPending(true);
    setFailed(false);
    // Home is where the shopper lands, and a navigation waits for a page's code: logged out while this
    // guarded page is still on screen, they would be sent to the login page instead.
    const homeLoaded = pageCode.load('/');
    const result = await dispatch(profileApi.endpoints.tokensDeactivateAll.initiate({}, { track: false }));
    if (mutationErrors(result, (data) => data.tokensDeactivateAll) !== null) {
      setPending(false);
      setFailed(true);
      return;
    }
    // As the user menu's logout: home first (a guarded page must not send the shopper to /login).
    await homeLoaded;
    await Promise.resolve(navigate('/', { flushSync: true }));
    dispatch(logout());
  };

  return (
    <ProfileSection title={intl.formatMessage(m.devicesHeading)}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>{intl.formatMessage(m.devicesIntro)}</Typography>
        {failed && (
          <Alert severity="error" role="alert">
            {intl.formatMessage(authMessages.logoutFailed)}
          </Alert>
        )}
        <Button variant="outlined" onClick={() => void logOutEverywhere()} loading={pending}>
          {intl.formatMessage(m.logoutEverywhere)}
        </Button>
      </Stack>
    </ProfileSection>
  );
}
