import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { AddressTypeEnum } from '../../../api/generated/schemaTypes';
import type { AddressFieldsFragment } from '../../addresses';
import {
  AddressForm,
  type AddressSubmitResult,
  useAddressLines,
  AddressText,
  addressValuesOf,
  toAddressInput,
  type AddressValues,
} from '../../addresses';
import { toast } from '../../toasts';
import { addressBookMessages as m } from './addressBookMessages';
import { DeleteAddressDialog } from './DeleteAddressDialog';
import { useOverlay } from '../../overlays';
import { firstMessage, mutationErrors } from './mutationErrors';
import {
  useAccountAddressDeleteMutation,
  useAccountAddressUpdateMutation,
  useAccountSetDefaultAddressMutation,
} from './profileApi';
import { authMessages } from '../../auth';
import { useAppDispatch } from '../../../app/hooks';

/**
 * One address of the book: the address with its default marks and its actions (edit in place,
 * delete after a confirmation, make it the default shipping or billing address).
 */
export function AddressBookEntry({
  address,
  isDefaultShipping,
  isDefaultBilling,
}: {
  address: AddressFieldsFragment;
  isDefaultShipping: boolean;
  isDefaultBilling: boolean;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // The delete confirmation is the overlay service's "deleteAddress", open for this address only.
  const confirming = useOverlay('deleteAddress', (props) => props.addressId === address.id);
  const [updateAddress] = useAccountAddressUpdateMutation();
  const [deleteAddress, deletion] = useAccountAddressDeleteMutation();
  const [setDefault, defaulting] = useAccountSetDefaultAddressMutation();
  const lines = useAddressLines(address);
  // Buttons carry the address in their names: a screen reader listing buttons can tell them apart.
  const named = { address: lines.slice(0, 3).join(', ') };
  const failed = intl.formatMessage(authMessages.profileUpdateFailed);

  const save = async (values: AddressValues): Promise<AddressSubmitResult> => {
    const result = await updateAddress({ id: address.id, input: toAddressInput(values) });
    const errors = mutationErrors(result, (data) => data.accountAddressUpdate);
    if (!errors) {
      stopEditing();
      dispatch(toast({ message: intl.formatMessage(m.saved), severity: 'success' }));
    }
    return errors;
  };

  const stopEditing = () => {
    setEditing(false);
    // Back to the card's Edit button, where the shopper opened the form.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const remove = async () => {
    const result = await deleteAddress({ id: address.id });
    const errors = mutationErrors(result, (data) => data.accountAddressDelete);
    confirming.close();
    if (errors)
      dispatch(toast({ message: firstMessage(errors, intl.formatMessage) ?? failed, severity: 'error' }));
    else dispatch(toast({ message: intl.formatMessage(m.deleted), severity: 'success' }));
  };

  const makeDefault = async (type: AddressTypeEnum) => {
    const result = await setDefault({ id: address.id, type });
    const errors = mutationErrors(result, (data) => data.accountSetDefaultAddress);
    if (errors)
      dispatch(toast({ message: firstMessage(errors, intl.formatMessage) ?? failed, severity: 'error' }));
    else
      dispatch(
        toast({
          message: intl.formatMessage(type === 'SHIPPING' ? m.shippingSet : m.billingSet),
          severity: 'success',
        }),
      );
  };

  if (editing)
    return (
      <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
        <AddressForm
          idPrefix={`address-${address.id}`}
          aria-label={intl.formatMessage(m.editFormLabel, named)}
          initialValues={addressValuesOf(address)}
          onSubmit={save}
          submitLabel={intl.formatMessage(m.saveEdit)}
          failureText={failed}
          onCancel={stopEditing}
        />
      </Paper>
    );

  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1.5}>
        {(isDefaultShipping || isDefaultBilling) && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {isDefaultShipping && (
              <Chip size="small" color="primary" label={intl.formatMessage(m.defaultShipping)} />
            )}
            {isDefaultBilling && (
              <Chip size="small" color="secondary" label={intl.formatMessage(m.defaultBilling)} />
            )}
          </Stack>
        )}
        <AddressText address={address} />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            ref={editButton}
            onClick={() => setEditing(true)}
            aria-label={intl.formatMessage(m.editNamed, named)}
          >
            {intl.formatMessage(m.edit)}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => confirming.show({ addressId: address.id })}
            aria-label={intl.formatMessage(m.deleteNamed, named)}
          >
            {intl.formatMessage(m.delete)}
          </Button>
          {!isDefaultShipping && (
            <Button
              size="small"
              onClick={() => void makeDefault('SHIPPING')}
              disabled={defaulting.isLoading}
              aria-label={intl.formatMessage(m.setShippingNamed, named)}
            >
              {intl.formatMessage(m.setShipping)}
            </Button>
          )}
          {!isDefaultBilling && (
            <Button
              size="small"
              onClick={() => void makeDefault('BILLING')}
              disabled={defaulting.isLoading}
              aria-label={intl.formatMessage(m.setBillingNamed, named)}
            >
              {intl.formatMessage(m.setBilling)}
            </Button>
          )}
        </Stack>
      </Stack>
      <DeleteAddressDialog
        open={confirming.open}
        addressText={lines.join('\n')}
        pending={deletion.isLoading}
        onConfirm={() => void remove()}
        onClose={confirming.close}
      />
    </Paper>
  );
}
