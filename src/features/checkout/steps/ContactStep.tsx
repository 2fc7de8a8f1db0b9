import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { LightTextField } from '../../../components/common/LightTextField';
import { selectCurrentUser } from '../../auth';
import { firstMessage, mutationErrors } from '../../account';
import type { CheckoutDetailsFragment } from '../Checkout.generated';
import { useCheckoutEmailUpdateMutation } from '../checkoutStepsApi';
import { checkoutMessages } from '../checkoutMessages';
import { stepText } from '../stepLabels';

/** The email the order confirmation goes to: the checkout's, else the logged-in customer's. */
export function ContactStep({ checkout, onDone }: { checkout: CheckoutDetailsFragment; onDone: () => void }) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [email, setEmail] = useState(checkout.email ?? user?.email ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [update, { isLoading }] = useCheckoutEmailUpdateMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    // Unchanged: nothing to send.
    if (wanted && wanted === checkout.email) return onDone();
    const errors = mutationErrors(
      await update({ id: checkout.id, email: wanted }),
      (data) => data.checkoutEmailUpdate,
    );
    if (!errors) return onDone();
    const onField = errors.find((error) => error.field === 'email');
    // An error with no words of its own still tells the shopper something: the step's default text.
    const fallback = intl.formatMessage(checkoutMessages.emailFailed);
    setFieldError(onField ? onField.message?.trim() || fallback : null);
    setFormError(onField ? null : (firstMessage(errors) ?? fallback));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
    >
      {formError && (
        <Alert severity="error" role="alert">
          {formError}
        </Alert>
      )}
      <LightTextField
        id="checkout-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={intl.formatMessage({
          id: 'checkout.contact.email',
          defaultMessage: 'Email',
          description: 'Label of the checkout email field',
        })}
        helperText={
          fieldError ??
          intl.formatMessage({
            id: 'checkout.contact.emailHint',
            defaultMessage: 'We send the order confirmation here.',
            description: 'Hint under the checkout email field',
          })
        }
        error={Boolean(fieldError)}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setFieldError(null);
        }}
      />
      <Box>
        <Button type="submit" variant="contained" loading={isLoading}>
          {intl.formatMessage(stepText.continue)}
        </Button>
      </Box>
    </Box>
  );
}
