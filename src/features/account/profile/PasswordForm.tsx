import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { toast } from '../../toasts';
import { errorText } from '../../../api/errorMessages';
import { firstMessage, mutationErrors, type ServerError } from './mutationErrors';
import { profileApi } from './profileApi';
import { isPasswordRuleCode, passwordHint, passwordRuleMessages } from '../passwordRules';
import { profileMessages as m } from './profileMessages';
import { ProfileSection } from './ProfileSection';
import { authMessages, selectCurrentUser, login } from '../../auth';

type PasswordField = 'oldPassword' | 'newPassword';
type FieldErrors = Partial<Record<PasswordField, string[]>>;

/**
 * passwordChange: current and new password. Every rule of the server's that the new password breaks
 * is listed under it; a wrong current password is said under that field; anything else shows the
 * first server message or "Password change failed". Changed: both fields empty and a toast. The
 * request goes untracked, so neither password is ever kept in the store.
 *
 * The embedded service ends every session of the account on a password change (other devices are
 * logged out), this one's too: the form logs in again with the new password, so the shopper stays.
 */
export function PasswordForm() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectCurrentUser)?.email;
  const [values, setValues] = useState({ oldPassword: '', newPassword: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focus = (field: PasswordField) =>
    (formRef.current?.elements.namedItem(field) as HTMLElement | null)?.focus();

  const textOf = (error: ServerError): string => {
    if (error.field === 'oldPassword' && error.code === 'INVALID_CREDENTIALS')
      return intl.formatMessage(m.oldPasswordInvalid);
    if (isPasswordRuleCode(error.code)) return intl.formatMessage(passwordRuleMessages[error.code]);
    return errorText(error, intl.formatMessage) ?? intl.formatMessage(authMessages.passwordChangeFailed);
  };

  const showErrors = (errors: ServerError[]) => {
    const byField: FieldErrors = {};
    for (const error of errors) {
      const field = error.field === 'oldPassword' || error.field === 'newPassword' ? error.field : null;
      // The old password's first message; every broken rule of the new one.
      if (field === 'oldPassword' && !byField.oldPassword) byField.oldPassword = [textOf(error)];
      if (field === 'newPassword') byField.newPassword = [...(byField.newPassword ?? []), textOf(error)];
    }
    const unplaced = errors.filter((error) => error.field !== 'oldPassword' && error.field !== 'newPassword');
    setFieldErrors(byField);
    setFormError(
      unplaced.length || !errors.length
        ? (firstMessage(unplaced, intl.formatMessage) ??
            intl.formatMessage(authMessages.passwordChangeFailed))
        : null,
    );
    if (byField.oldPassword) focus('oldPassword');
    else if (byField.newPassword) focus('newPassword');
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing: FieldErrors = {
      oldPassword: values.oldPassword ? undefined : [intl.formatMessage(m.oldPasswordMissing)],
      newPassword: values.newPassword ? undefined : [intl.formatMessage(m.newPasswordMissing)],
    };
    if (missing.oldPassword || missing.newPassword) {
      setFieldErrors(missing);
      setFormError(null);
      focus(missing.oldPassword ? 'oldPassword' : 'newPassword');
      return;
    }
    setPending(true);
    const result = await dispatch(
      profileApi.endpoints.passwordChange.initiate(
        { oldPassword: values.oldPassword, newPassword: values.newPassword },
        { track: false },
      ),
    );
    const errors = mutationErrors(result, (data) => data.passwordChange);
    if (errors) {
      setPending(false);
      showErrors(errors);
      return;
    }
    // A Saleor that keeps the old tokens gives new ones all the same; a failure here ends the session
    // at its next request, as any revoked one.
    if (email) await dispatch(login(email, values.newPassword));
    setPending(false);
    setValues({ oldPassword: '', newPassword: '' });
    setFieldErrors({});
    setFormError(null);
    dispatch(toast({ message: m.passwordChanged, severity: 'success' }));
  };

  const helper = (lines: string[] | undefined) =>
    lines?.map((line) => (
      <Box component="span" key={line} sx={{ display: 'block' }}>
        {line}
      </Box>
    ));

  return (
    <ProfileSection title={intl.formatMessage(m.passwordHeading)}>
      <Box
        component="form"
        ref={formRef}
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        sx={{ maxWidth: 480 }}
      >
        <Stack spacing={2}>
          {formError && (
            <Alert severity="error" role="alert">
              {formError}
            </Alert>
          )}
          <TextField
            name="oldPassword"
            type="password"
            label={intl.formatMessage(m.oldPassword)}
            autoComplete="current-password"
            required
            value={values.oldPassword}
            onChange={(event) => setValues({ ...values, oldPassword: event.target.value })}
            error={Boolean(fieldErrors.oldPassword)}
            helperText={helper(fieldErrors.oldPassword)}
            fullWidth
          />
          <TextField
            name="newPassword"
            type="password"
            label={intl.formatMessage(m.newPassword)}
            autoComplete="new-password"
            required
            value={values.newPassword}
            onChange={(event) => setValues({ ...values, newPassword: event.target.value })}
            error={Boolean(fieldErrors.newPassword)}
            helperText={helper(fieldErrors.newPassword) ?? intl.formatMessage(passwordHint)}
            fullWidth
          />
          <Box>
            <Button type="submit" variant="contained" loading={pending}>
              {intl.formatMessage(m.changePassword)}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
