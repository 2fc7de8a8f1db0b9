import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { AccountDetails } from './AccountDetails';
import { DeleteAccountSection } from '../deletion/DeleteAccountSection';
import { AddressBook } from './AddressBook';
import { LogoutEverywhere } from './LogoutEverywhere';
import { NameForm } from './NameForm';
import { PasswordForm } from './PasswordForm';
import { useProfileMeQuery } from './profileApi';
import { profileMessages as m } from './profileMessages';

/**
 * The logged-in shopper's account: details, name, password and address book, from one `me` query,
 * logging out on every device, and deleting the account.
 */
export function ProfileView() {
  const intl = useIntl();
  const { data, isLoading, isError, refetch } = useProfileMeQuery({});
  const me = data?.me;
  if (isLoading)
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={120} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  if (!me || isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void refetch()}>
            {intl.formatMessage(m.retry)}
          </Button>
        }
      >
        {intl.formatMessage(m.loadFailed)}
      </Alert>
    );
  return (
    <Stack spacing={3}>
      <AccountDetails email={me.email} dateJoined={me.dateJoined} lastLogin={me.lastLogin} />
      <NameForm firstName={me.firstName} lastName={me.lastName} />
      <PasswordForm />
      <AddressBook
        addresses={me.addresses}
        defaultShippingId={me.defaultShippingAddress?.id ?? null}
        defaultBillingId={me.defaultBillingAddress?.id ?? null}
      />
      <LogoutEverywhere />
      <DeleteAccountSection email={me.email} />
    </Stack>
  );
}
