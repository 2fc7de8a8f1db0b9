import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { AppLink } from '../../../components/common/AppLink';
import { ConfirmLinkHelp } from './BadLinkHelp';
import { ServerDetails } from '../../../components/errors/ServerDetails';
import { entryFailureText, isBadLink, type EntryFailure } from './entryErrors';
import { confirmAccount } from './entryFlows';
import { badLinkMessages, entryDefaults } from './entryMessages';

type State = { kind: 'pending' } | { kind: 'confirmed' } | { kind: 'failed'; failure: EntryFailure | null };

/**
 * The confirmation link's target: calls confirmAccount once for the link's email and token, then
 * offers login with the email filled in. A link without them, or one the server refuses, says what to
 * do instead.
 */
export function ConfirmAccountView() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const complete = Boolean(email && token);
  const [state, setState] = useState<State>(
    complete ? { kind: 'pending' } : { kind: 'failed', failure: null },
  );
  const [attempt, setAttempt] = useState(0);
  // One call per link and attempt: StrictMode runs effects twice, and a token works only once (the
  // second call would report the spent token). The result is kept even when the first effect was
  // cleaned up, since the second run makes no call of its own.
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    const key = `${attempt}\n${email}\n${token}`;
    if (!complete || sentFor.current === key) return;
    sentFor.current = key;
    void dispatch(confirmAccount(email, token)).then((result) =>
      setState(result.ok ? { kind: 'confirmed' } : { kind: 'failed', failure: result.failure }),
    );
  }, [attempt, complete, dispatch, email, token]);

  if (state.kind === 'pending')
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>
          <FormattedMessage
            id="account.confirm.pending"
            defaultMessage="Confirming {email}…"
            description="Shown while the account confirmation link is being checked"
            values={{ email }}
          />
        </Typography>
      </Stack>
    );

  if (state.kind === 'confirmed')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="success" role="status">
          <FormattedMessage
            id="account.confirm.done"
            defaultMessage="Your email address {email} is confirmed. You can log in now."
            description="Shown when the account confirmation link worked"
            values={{ email: <strong>{email}</strong> }}
          />
        </Alert>
        <Button component={AppLink} to="/login" state={{ email }} variant="contained" size="large">
          <FormattedMessage
            id="account.confirm.login"
            defaultMessage="Log in"
            description="Button after a confirmed account: goes to the login page with the email filled in"
          />
        </Button>
      </Stack>
    );

  const { failure } = state;
  // No answer at all (offline, server error): the link may still be good, so offer to try it again.
  const retryable = failure !== null && !isBadLink(failure) && failure.error === null;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" role="alert">
        {failure === null ? (
          <FormattedMessage
            id="account.confirm.incompleteLink"
            defaultMessage="This confirmation link is incomplete. Open it from the email again, or copy the whole address."
            description="Shown when the confirmation page is opened without an email and a token"
          />
        ) : (
          <>
            {isBadLink(failure) && <AlertTitle>{intl.formatMessage(badLinkMessages.confirm)}</AlertTitle>}
            {entryFailureText(intl, failure, entryDefaults.confirmFailed)}
            <ServerDetails details={failure.details} />
          </>
        )}
      </Alert>
      {retryable ? (
        <Button
          variant="outlined"
          onClick={() => {
            setState({ kind: 'pending' });
            setAttempt((n) => n + 1);
          }}
        >
          <FormattedMessage
            id="account.confirm.retry"
            defaultMessage="Try again"
            description="Button that sends the account confirmation again after it got no answer"
          />
        </Button>
      ) : (
        <ConfirmLinkHelp />
      )}
    </Stack>
  );
}
