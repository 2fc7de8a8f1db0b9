import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { serverWords } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { AppLink } from '../../../components/common/AppLink';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { selectCurrentUser, selectIsLoggedIn } from '../../auth';
import { firstMessage } from '../profile/mutationErrors';
import { deleteAccount } from './deletionApi';
import { deletionMessages as m } from './deletionMessages';
import { useDeletionLinkToken } from './useDeletionLinkToken';

/**
 * The emailed deletion link's page (/account/delete/?token=…). Saleor deletes only the logged-in
 * account the token was issued to, so a visitor is asked to log in first (and comes back here). The
 * shopper confirms; the account is deleted, this browser logs out, and the page says so (focused, so a
 * screen reader reads it). The token leaves the address bar at once (useDeletionLinkToken).
 */
export function DeleteAccountView() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { token, forget } = useDeletionLinkToken();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const [pending, setPending] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [problem, setProblem] = useState<ShownError | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (deleted) doneRef.current?.focus();
  }, [deleted]);

  if (deleted)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status" ref={doneRef} tabIndex={-1}>
          {intl.formatMessage(m.deleted)}
        </Alert>
        <Button component={AppLink} to="/" variant="contained">
          {intl.formatMessage(m.home)}
        </Button>
      </Stack>
    );

  if (!token)
    return (
      <Alert severity="error" role="alert">
        {intl.formatMessage(m.badLink)}
      </Alert>
    );

  if (!loggedIn)
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">{intl.formatMessage(m.loginFirst)}</Alert>
        <Button
          component={AppLink}
          to="/login"
          // Back to the bare path: the token waits in this tab (useDeletionLinkToken), never in the
          // path the login page remembers.
          state={{ from: location.pathname }}
          variant="contained"
        >
          {intl.formatMessage(m.logIn)}
        </Button>
      </Stack>
    );

  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    const errors = await dispatch(deleteAccount(token));
    setPending(false);
    if (!errors) {
      forget();
      return setDeleted(true);
    }
    setProblem({
      text: firstMessage(errors, intl.formatMessage) ?? intl.formatMessage(m.deleteFailed),
      details: serverWords(errors),
    });
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{intl.formatMessage(m.pageIntro, { email: user?.email ?? '' })}</Typography>
      {problem && (
        <Alert severity="error" role="alert">
          {problem.text}
          <ServerDetails details={problem.details} shown={problem.text} />
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="contained" color="error" loading={pending} onClick={() => void confirm()}>
          {intl.formatMessage(m.confirmDelete)}
        </Button>
        <Button component={AppLink} to="/profile">
          {intl.formatMessage(m.keepAccount)}
        </Button>
      </Stack>
    </Stack>
  );
}
