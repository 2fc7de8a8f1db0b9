import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CheckoutAddressValidationRules } from '../../../api/generated/schemaTypes';
import { serverWords } from '../../../api/failure';
import { useAppSelector } from '../../../app/hooks';
import { ServerDetails, type ShownError } from '../../../components/errors/ServerDetails';
import { selectIsLoggedIn } from '../../auth';
import { firstMessage, type ServerError } from '../../account';
import type { AddressFieldsFragment } from '../../addresses';
import {
  AddressForm,
  AddressText,
  addressValuesOf,
  emptyAddressValues,
  toAddressInput,
  type AddressValues,
} from '../../addresses';
import type { CheckoutDetailsFragment } from '../CheckoutDetails.generated';
import { useCheckoutAddressBookQuery } from '../checkoutStepsApi';
import { checkoutMessages } from '../checkoutMessages';
import type { CheckoutStep } from '../checkoutSteps';
import { stepText } from '../stepLabels';
import { useSendDetails, type DetailsParts } from '../useSendDetails';
import type { ContactDraft } from './ContactStep';

type Kind = 'shipping' | 'billing';

const FULL_CHECKS: CheckoutAddressValidationRules = {
  checkRequiredFields: true,
  checkFieldsFormat: true,
  enableFieldsNormalization: true,
};

const sameAddress = (
  a: AddressFieldsFragment | null | undefined,
  b: AddressFieldsFragment | null | undefined,
) => Boolean(a && b) && JSON.stringify(addressValuesOf(a!)) === JSON.stringify(addressValuesOf(b!));

/**
 * The shipping or the billing address. The country's rules are the service's: each refusal shows
 * beside its field. A customer picks one of the saved addresses or adds one; the billing address is
 * the shipping address unless the shopper says otherwise.
 *
 * One request carries what the step saves with the email the contact step left to send (`draft`) and,
 * for a shipping address, the same address as the billing one while that is still to be given or has
 * been the shipping address: the billing step then has nothing to send. A refused email opens the
 * contact step again, with the server's word under its field.
 */
export function AddressStep({
  kind,
  checkout,
  draft,
  onDraft,
  onOpen,
  onDone,
}: {
  kind: Kind;
  checkout: CheckoutDetailsFragment;
  draft: ContactDraft | null;
  onDraft: (draft: ContactDraft | null) => void;
  onOpen: (step: CheckoutStep) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const book = useCheckoutAddressBookQuery(loggedIn ? {} : skipToken);
  const [send] = useSendDetails();
  const current = kind === 'shipping' ? checkout.shippingAddress : checkout.billingAddress;
  const shipping = checkout.shippingAddress;
  const canCopyShipping = kind === 'billing' && checkout.isShippingRequired && Boolean(shipping);
  const [sameAsShipping, setSameAsShipping] = useState(
    canCopyShipping && (!current || sameAddress(current, shipping)),
  );
  const saved = book.data?.me?.addresses ?? [];
  const defaultId =
    kind === 'shipping'
      ? book.data?.me?.defaultShippingAddress?.id
      : book.data?.me?.defaultBillingAddress?.id;
  const currentIsSaved = saved.some((address) => sameAddress(address, current));
  const [choice, setChoice] = useState<string | null>(null);
  const chosen =
    choice ??
    (current
      ? (saved.find((address) => sameAddress(address, current))?.id ?? 'current')
      : (defaultId ?? saved[0]?.id ?? 'new'));
  // Saleor saves a customer's checkout addresses to their address book unless told not to.
  const [saveToAccount, setSaveToAccount] = useState(true);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<ShownError | null>(null);
  const failureText = intl.formatMessage(
    kind === 'shipping' ? checkoutMessages.shippingAddressFailed : checkoutMessages.billingAddressFailed,
  );

  // The billing address follows the shipping address while it is unset or has been the same.
  const billingFollows =
    kind === 'shipping' &&
    checkout.isShippingRequired &&
    (!checkout.billingAddress || sameAddress(checkout.billingAddress, checkout.shippingAddress));

  /**
   * Saves the address (none: only the waiting email); null when saved (and the next step opens, or the
   * contact step when the email was refused), else the server's errors for this address.
   */
  const save = async (values: AddressValues | null): Promise<ServerError[] | null> => {
    const address = values && toAddressInput(values);
    // The shopper submits the address to ship or bill to: Saleor's full checks (the fields the country
    // requires, their formats) and its normalisation (areas as their keys, capitals where the post
    // wants them), said outright so the step never relies on a default. A partial address is never
    // saved here, so the relaxed rules (for an estimate from a country alone) have no place.
    const parts: DetailsParts = {
      email: draft?.email,
      giftMessage: draft?.giftMessage,
      ...(address && { validationRules: FULL_CHECKS }),
      // A typed address goes to the customer's book only if they keep the box ticked.
      ...(address && loggedIn && { saveAddress: saveToAccount }),
    };
    if (address && kind === 'shipping') parts.shipping = address;
    if (address && (kind === 'billing' || billingFollows)) parts.billing = address;
    const outcome = await send(checkout.id, checkout.isShippingRequired, parts);
    // The contact step's part (the email, a gift message) comes back to it when refused.
    const contactErrors = outcome.email ?? outcome.giftMessage;
    if (outcome.email !== undefined || outcome.giftMessage)
      onDraft(
        contactErrors && draft
          ? { ...draft, errors: contactErrors, refused: outcome.email ? 'email' : 'giftMessage' }
          : null,
      );
    const errors = address ? outcome[kind] : null;
    if (!errors) {
      if (contactErrors) onOpen('contact');
      else onDone();
    }
    return errors;
  };

  /** Continue with an address the shopper did not type here (a saved one, or the shipping address). */
  const continueWith = async (address: AddressFieldsFragment | null | undefined) => {
    const unchanged = !address || sameAddress(address, current);
    if (unchanged && !draft) return onDone();
    setPending(true);
    setProblem(null);
    const errors = await save(address && !unchanged ? addressValuesOf(address) : null);
    setPending(false);
    if (errors)
      setProblem({
        text: firstMessage(errors, intl.formatMessage) ?? failureText,
        details: serverWords(errors),
      });
  };

  const continueButton = (address: AddressFieldsFragment | null | undefined) => (
    <Box>
      <Button variant="contained" loading={pending} onClick={() => void continueWith(address)}>
        {intl.formatMessage(stepText.continue)}
      </Button>
    </Box>
  );

  const saveBox = loggedIn && (
    <FormControlLabel
      control={
        <Checkbox
          name={`checkout-${kind}-save`}
          checked={saveToAccount}
          onChange={(event) => setSaveToAccount(event.target.checked)}
        />
      }
      label={intl.formatMessage(addressStepText.saveToAccount)}
    />
  );

  const form = (
    <AddressForm
      idPrefix={`checkout-${kind}`}
      initialValues={current && !currentIsSaved ? addressValuesOf(current) : emptyAddressValues()}
      onSubmit={save}
      submitLabel={intl.formatMessage(stepText.continue)}
      failureText={failureText}
      aria-label={intl.formatMessage(
        kind === 'shipping' ? addressStepText.shippingForm : addressStepText.billingForm,
      )}
    />
  );

  const copyShipping = canCopyShipping && (
    <FormControlLabel
      control={
        <Checkbox checked={sameAsShipping} onChange={(event) => setSameAsShipping(event.target.checked)} />
      }
      label={intl.formatMessage(addressStepText.sameAsShipping)}
    />
  );

  if (canCopyShipping && sameAsShipping)
    return (
      <Stack spacing={2}>
        {problem && (
          <Alert severity="error" role="alert">
            {problem.text}
            <ServerDetails details={problem.details} shown={problem.text} />
          </Alert>
        )}
        {copyShipping}
        <Box sx={{ color: 'text.secondary' }}>
          <AddressText address={shipping!} />
        </Box>
        {continueButton(shipping)}
      </Stack>
    );

  if (!loggedIn || (!saved.length && !book.isLoading))
    return (
      <Stack spacing={2}>
        {copyShipping}
        {saveBox}
        {form}
      </Stack>
    );

  return (
    <Stack spacing={2}>
      {copyShipping}
      {problem && (
        <Alert severity="error" role="alert">
          {problem.text}
          <ServerDetails details={problem.details} shown={problem.text} />
        </Alert>
      )}
      <RadioGroup
        name={`checkout-${kind}-choice`}
        aria-label={intl.formatMessage(addressStepText.choose)}
        value={chosen}
        onChange={(event) => {
          setChoice(event.target.value);
          setProblem(null);
        }}
      >
        {current && !currentIsSaved && (
          <FormControlLabel
            value="current"
            control={<Radio />}
            label={<AddressText address={current} inline />}
          />
        )}
        {saved.map((address) => (
          <FormControlLabel
            key={address.id}
            value={address.id}
            control={<Radio />}
            label={<AddressText address={address} inline />}
          />
        ))}
        <FormControlLabel
          value="new"
          control={<Radio />}
          label={intl.formatMessage(addressStepText.newAddress)}
        />
      </RadioGroup>
      {chosen === 'new' ? (
        <>
          {saveBox}
          {form}
        </>
      ) : (
        continueButton(chosen === 'current' ? current : saved.find((address) => address.id === chosen))
      )}
    </Stack>
  );
}

const addressStepText = defineMessages({
  sameAsShipping: {
    id: 'checkout.billing.sameAsShipping',
    defaultMessage: 'Same as the shipping address',
    description: 'Checkbox: use the shipping address for billing',
  },
  choose: {
    id: 'checkout.address.choose',
    defaultMessage: 'Choose an address',
    description: 'Name of the list of saved addresses at checkout',
  },
  newAddress: {
    id: 'checkout.address.new',
    defaultMessage: 'A new address',
    description: 'Option to type a new address at checkout',
  },
  shippingForm: {
    id: 'checkout.address.shippingForm',
    defaultMessage: 'Shipping address',
    description: 'Name of the shipping address form',
  },
  saveToAccount: {
    id: 'checkout.address.saveToAccount',
    defaultMessage: 'Save this address to my account',
    description: 'Checkbox under a new checkout address: add it to the address book when the order is placed',
  },
  billingForm: {
    id: 'checkout.address.billingForm',
    defaultMessage: 'Billing address',
    description: 'Name of the billing address form',
  },
});
