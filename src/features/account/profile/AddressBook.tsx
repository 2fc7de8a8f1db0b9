import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AddressFieldsFragment } from '../../addresses';
import {
  AddressForm,
  type AddressSubmitResult,
  emptyAddressValues,
  toAddressInput,
  type AddressValues,
} from '../../addresses';
import { toast } from '../../toasts';
import { addressBookMessages as m } from './addressBookMessages';
import { AddressBookEntry } from './AddressBookEntry';
import { mutationErrors } from './mutationErrors';
import { useAccountAddressCreateMutation } from './profileApi';
import { authMessages } from '../../auth';
import { useAppDispatch } from '../../../app/hooks';

/** The saved addresses with their default marks, and a form to add one. */
export function AddressBook({
  addresses,
  defaultShippingId,
  defaultBillingId,
}: {
  addresses: readonly AddressFieldsFragment[];
  defaultShippingId: string | null;
  defaultBillingId: string | null;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [adding, setAdding] = useState(false);
  const [createAddress] = useAccountAddressCreateMutation();
  const addButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    setAdding(false);
    // Back to where the shopper opened the form from.
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const add = async (values: AddressValues): Promise<AddressSubmitResult> => {
    const result = await createAddress({ input: toAddressInput(values) });
    const errors = mutationErrors(result, (data) => data.accountAddressCreate);
    if (!errors) {
      close();
      dispatch(toast({ message: intl.formatMessage(m.added), severity: 'success' }));
    }
    return errors;
  };

  return (
    <Box component="section" aria-labelledby="profile-addresses-heading">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography id="profile-addresses-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {intl.formatMessage(m.heading)}
        </Typography>
        {!adding && (
          <Button ref={addButton} variant="contained" onClick={() => setAdding(true)}>
            {intl.formatMessage(m.add)}
          </Button>
        )}
      </Box>
      {adding && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }}>
          <AddressForm
            idPrefix="new-address"
            aria-label={intl.formatMessage(m.newFormLabel)}
            initialValues={emptyAddressValues()}
            onSubmit={add}
            submitLabel={intl.formatMessage(m.saveNew)}
            failureText={intl.formatMessage(authMessages.profileUpdateFailed)}
            onCancel={close}
          />
        </Paper>
      )}
      {addresses.length ? (
        <Box
          component="ul"
          aria-label={intl.formatMessage(m.listLabel, { count: addresses.length })}
          sx={{
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          }}
        >
          {addresses.map((address) => (
            <AddressBookEntry
              key={address.id}
              address={address}
              isDefaultShipping={address.id === defaultShippingId}
              isDefaultBilling={address.id === defaultBillingId}
            />
          ))}
        </Box>
      ) : (
        !adding && <Typography color="text.secondary">{intl.formatMessage(m.empty)}</Typography>
      )}
    </Box>
  );
}
