import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch } from '../../../app/hooks';
import { toSessionUser, userUpdated, authMessages } from '../../auth';
import { toast } from '../../toasts';
import { errorText } from '../../../api/errorMessages';
import { ServerDetails } from '../../../components/errors/ServerDetails';
import { mutationErrors, type ServerError } from './mutationErrors';
import { useAccountUpdateMutation } from './profileApi';
import { profileMessages as m } from './profileMessages';
import { ProfileSection } from './ProfileSection';

type NameField = 'firstName' | 'lastName';

/**
 * First and last name (accountUpdate). Saved: the stored session user follows (the header shows the
 * name) and a toast says so. Refused: the first server error in the shopper's language, under its
 * field when it names one (the server's own words in a details line above the form).
 */
export function NameForm({ firstName, lastName }: { firstName: string; lastName: string }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [accountUpdate, { isLoading }] = useAccountUpdateMutation();
  const [values, setValues] = useState({ firstName, lastName });
  const [error, setError] = useState<{
    field: NameField | null;
    text: string;
    details: string | null;
  } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setError(null);
    const input = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    const result = await accountUpdate({ input });
    const errors = mutationErrors(result, (data) => data.accountUpdate);
    const user = result.data?.accountUpdate?.user;
    if (!errors && user) {
      dispatch(userUpdated(toSessionUser(user)));
      setValues({ firstName: user.firstName, lastName: user.lastName });
      dispatch(toast({ message: m.nameSaved, severity: 'success' }));
      return;
    }
    const first: ServerError | undefined = errors?.find((e) => e.code || e.message?.trim());
    const field = first?.field === 'firstName' || first?.field === 'lastName' ? first.field : null;
    setError({
      field,
      text: errorText(first, intl.formatMessage) ?? intl.formatMessage(authMessages.profileUpdateFailed),
      details: first?.message?.trim() || null,
    });
  };

  const fieldProps = (field: NameField) => ({
    name: field,
    label: intl.formatMessage(m[field]),
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues({ ...values, [field]: event.target.value }),
    error: error?.field === field,
    helperText: error?.field === field ? error.text : undefined,
    autoComplete: field === 'firstName' ? 'given-name' : 'family-name',
    fullWidth: true,
  });

  return (
    <ProfileSection title={intl.formatMessage(m.nameHeading)}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-busy={isLoading}>
        <Stack spacing={2}>
          {error && !error.field && (
            <Alert severity="error" role="alert">
              {error.text}
              <ServerDetails details={error.details} shown={error.text} />
            </Alert>
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField {...fieldProps('firstName')} />
            <TextField {...fieldProps('lastName')} />
          </Box>
          <Box>
            <Button type="submit" variant="contained" loading={isLoading}>
              {intl.formatMessage(m.saveName)}
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
