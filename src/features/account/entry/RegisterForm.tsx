import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useConfig, useAppDispatch } from '../../../app/hooks';
import { AppLink } from '../../../components/common/AppLink';
import { authMessages, delayMessage } from '../../auth';
import { errorText } from '../../../api/errorMessages';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { entryFailureText, type PasswordRuleCode } from './entryErrors';
import { register } from './entryFlows';
import { entryMessages, linkRefusedMessage } from './entryMessages';
import { NewPasswordField } from './NewPasswordField';

const messages = defineMessages({
  firstName: {
    id: 'account.register.firstName',
    defaultMessage: 'First name (optional)',
    description: 'Label of the first-name field of the registration form',
  },
  lastName: {
    id: 'account.register.lastName',
    defaultMessage: 'Last name (optional)',
    description: 'Label of the last-name field of the registration form',
  },
  submit: {
    id: 'account.register.submit',
    defaultMessage: 'Create account',
    description: 'Button that sends the registration form',
  },
});

type Field = 'email' | 'password' | 'firstName' | 'lastName';
const FIELDS: readonly Field[] = ['email', 'password', 'firstName', 'lastName'];
const isField = (name: string | null): name is Field => FIELDS.includes(name as Field);

type Outcome =
  | { kind: 'form' }
  | { kind: 'confirm'; email: string }
  /** The account was made but logging in with it failed. */
  | { kind: 'loginFailed'; message: string };

/**
 * Registration. What was typed stays in the form after a refusal (only in React state: never the
 * password in storage); the server's first message goes beside the field it names, every broken
 * password rule beside the password.
 */
export function RegisterForm() {
  const config = useConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [values, setValues] = useState<Record<Field, string>>({
    email: '',
    password: '',
    firstName: '',
    lastName: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [passwordRules, setPasswordRules] = useState<PasswordRuleCode[]>([]);
  const [error, setError] = useState<ShownError | null>(null);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'form' });
  const emailInput = useRef<HTMLInputElement | null>(null);
  const passwordInput = useRef<HTMLInputElement | null>(null);
  const firstNameInput = useRef<HTMLInputElement | null>(null);
  const lastNameInput = useRef<HTMLInputElement | null>(null);

  const setValue = (field: Field) => (value: string) => setValues((old) => ({ ...old, [field]: value }));
  const focus = (field: Field) => {
    const inputs = {
      email: emailInput,
      password: passwordInput,
      firstName: firstNameInput,
      lastName: lastNameInput,
    };
    inputs[field].current?.focus();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const missing: Partial<Record<Field, string>> = {};
    if (!values.email.trim()) missing.email = intl.formatMessage(entryMessages.emailMissing);
    if (!values.password) missing.password = intl.formatMessage(entryMessages.passwordMissing);
    setFieldErrors(missing);
    setPasswordRules([]);
    setError(null);
    const firstMissing = FIELDS.find((field) => missing[field]);
    if (firstMissing) {
      focus(firstMissing);
      return;
    }
    setPending(true);
    const result = await dispatch(register({ ...values, locale: intl.locale }));
    setPending(false);
    if (result.kind === 'confirm') setOutcome({ kind: 'confirm', email: values.email.trim() });
    else if (result.kind === 'loginFailed')
      setOutcome({
        kind: 'loginFailed',
        message: errorText(result.error, intl.formatMessage) ?? intl.formatMessage(authMessages.loginFailed),
      });
    else if (result.kind === 'failed') {
      const { failure } = result;
      setPasswordRules(failure.passwordRules);
      const message = failure.redirectRefused
        ? intl.formatMessage(linkRefusedMessage, { origin: config.siteOrigin })
        : failure.retryAt != null
          ? delayMessage(intl, 'register', failure.retryAt)
          : entryFailureText(intl, failure, authMessages.registrationFailed);
      if (isField(failure.field)) {
        setFieldErrors({ [failure.field]: message });
        focus(failure.field);
      } else if (failure.passwordRules.length > 0) {
        focus('password');
      } else setError({ text: message, details: failure.retryAt != null ? null : failure.details });
    }
    // Logged in: the page re-renders as logged in and moves on.
  };

  if (outcome.kind === 'confirm')
    return (
      <Alert severity="success" role="status">
        <Typography component="h2" variant="h6" gutterBottom>
          <FormattedMessage
            id="account.register.checkEmail.title"
            defaultMessage="Check your email"
            description="Heading shown after registering when the account must be confirmed by email"
          />
        </Typography>
        <FormattedMessage
          id="account.register.checkEmail.text"
          defaultMessage="We sent a confirmation link to {email}. Open it to activate your account, then log in. The link works once, for 3 days."
          description="Shown after registering when the account must be confirmed by email"
          values={{ email: <strong>{outcome.email}</strong> }}
        />
      </Alert>
    );

  if (outcome.kind === 'loginFailed')
    return (
      <Alert severity="warning" role="alert">
        <FormattedMessage
          id="account.register.loginFailed"
          defaultMessage="Your account was created, but logging in failed: {message} <link>Log in</link>"
          description="Shown when the account was made but the automatic login after it failed"
          values={{
            message: outcome.message,
            link: (chunks) => (
              <Link component={AppLink} to="/login" state={{ email: values.email.trim() }}>
                {chunks}
              </Link>
            ),
          }}
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
          value={values.email}
          onChange={(event) => setValue('email')(event.target.value)}
          error={Boolean(fieldErrors.email)}
          helperText={fieldErrors.email}
          inputRef={emailInput}
          fullWidth
        />
        <NewPasswordField
          label={intl.formatMessage(entryMessages.newPassword)}
          value={values.password}
          onChange={setValue('password')}
          rules={passwordRules}
          error={fieldErrors.password ?? null}
          inputRef={passwordInput}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            label={intl.formatMessage(messages.firstName)}
            name="given-name"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => setValue('firstName')(event.target.value)}
            error={Boolean(fieldErrors.firstName)}
            helperText={fieldErrors.firstName}
            inputRef={firstNameInput}
            fullWidth
          />
          <TextField
            label={intl.formatMessage(messages.lastName)}
            name="family-name"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => setValue('lastName')(event.target.value)}
            error={Boolean(fieldErrors.lastName)}
            helperText={fieldErrors.lastName}
            inputRef={lastNameInput}
            fullWidth
          />
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={pending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </Stack>
    </Box>
  );
}
