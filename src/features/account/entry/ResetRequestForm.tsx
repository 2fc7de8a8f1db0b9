import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useConfig, useAppDispatch } from '../../../app/hooks';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { entryFailureText } from './entryErrors';
import { requestPasswordReset } from './entryFlows';
import { entryMessages, linkRefusedMessage } from './entryMessages';
import { authMessages, delayMessage } from '../../auth';

const messages = defineMessages({
  submit: {
    id: 'account.resetRequest.submit',
    defaultMessage: 'Send me a link',
    description: 'Button that asks for a password reset link by email',
  },
});

/**
 * Asks for a password reset link. The confirmation reads the same whether the email has an account
 * or not (the service answers alike), so the form cannot be used to find out who shops here.
 */
export function ResetRequestForm() {
  const config = useConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const given = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof given === 'string' ? given : '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<ShownError | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const input = useRef<HTMLInputElement | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    if (!email.trim()) {
      setFieldError(intl.formatMessage(entryMessages.emailMissing));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    const result = await dispatch(requestPasswordReset(email));
    setPending(false);
    if (result.ok) {
      setSentTo(email.trim());
      return;
    }
    const { failure } = result;
    const message = failure.redirectRefused
      ? intl.formatMessage(linkRefusedMessage, { origin: config.siteOrigin })
      : failure.retryAt != null
        ? delayMessage(intl, 'reset', failure.retryAt)
        : entryFailureText(intl, failure, authMessages.passwordResetRequestFailed);
    if (failure.field === 'email') {
      setFieldError(message);
      input.current?.focus();
    } else setError({ text: message, details: failure.retryAt != null ? null : failure.details });
  };

  if (sentTo)
    return (
      <Alert severity="success" role="status">
        <FormattedMessage
          id="account.resetRequest.sent"
          defaultMessage="If an account uses {email}, we have sent it a link to choose a new password. The link works once, for 3 days. No email? Check the spam folder, or ask again in a few minutes."
          description="Shown after asking for a password reset link; it never tells whether the email has an account"
          values={{ email: <strong>{sentTo}</strong> }}
        />
      </Alert>
    );

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {error.text}
            <ServerDetails details={error.details} shown={error.text} />
          </Alert>
        )}
        <TextField
          label={intl.formatMessage(entryMessages.email)}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(fieldError)}
          helperText={fieldError}
          inputRef={input}
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </Box>
  );
}
