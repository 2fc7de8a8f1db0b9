import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { ResetLinkHelp } from './BadLinkHelp';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { entryFailureText, isBadLink, type PasswordRuleCode } from './entryErrors';
import { setNewPassword } from './entryFlows';
import { badLinkMessages, entryMessages } from './entryMessages';
import { NewPasswordField } from './NewPasswordField';
import { authMessages } from '../../auth';

const messages = defineMessages({
  newPassword: {
    id: 'account.setPassword.newPassword',
    defaultMessage: 'New password',
    description: 'Label of the new-password field on the password reset page',
  },
  submit: {
    id: 'account.setPassword.submit',
    defaultMessage: 'Save password and log in',
    description: 'Button that sets the new password from a reset link',
  },
});

/**
 * The reset link's form: a new password for the link's email. setPassword answers tokens, so the
 * shopper is logged in and goes on to their profile. A link the server refuses asks for a new one.
 */
export function SetPasswordForm({ email, token }: { email: string; token: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [rules, setRules] = useState<PasswordRuleCode[]>([]);
  const [error, setError] = useState<ShownError | null>(null);
  const [badLink, setBadLink] = useState(false);
  const [pending, setPending] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setError(null);
    setBadLink(false);
    setRules([]);
    if (!password) {
      setFieldError(intl.formatMessage(entryMessages.passwordMissing));
      input.current?.focus();
      return;
    }
    setFieldError(null);
    setPending(true);
    const result = await dispatch(setNewPassword(email, token, password));
    if (result.ok) {
      void navigate('/profile', { replace: true });
      return;
    }
    setPending(false);
    const { failure } = result;
    const message = entryFailureText(intl, failure, authMessages.passwordResetConfirmationFailed);
    if (failure.passwordRules.length > 0 || failure.field === 'password') {
      setRules(failure.passwordRules);
      setFieldError(message);
      input.current?.focus();
    } else {
      setError({ text: message, details: failure.details });
      setBadLink(isBadLink(failure));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={pending}>
      <Stack spacing={2}>
        {error && (
          <Alert severity="error" role="alert">
            {badLink && <AlertTitle>{intl.formatMessage(badLinkMessages.reset)}</AlertTitle>}
            {error.text}
            <ServerDetails details={error.details} shown={error.text} />
          </Alert>
        )}
        {badLink && <ResetLinkHelp />}
        {/* The account's email, for password managers to file the new password under. */}
        <TextField
          label={intl.formatMessage(entryMessages.email)}
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          slotProps={{ htmlInput: { readOnly: true } }}
          fullWidth
        />
        <NewPasswordField
          label={intl.formatMessage(messages.newPassword)}
          value={password}
          onChange={setPassword}
          rules={rules}
          error={fieldError}
          inputRef={input}
        />
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </Box>
  );
}
