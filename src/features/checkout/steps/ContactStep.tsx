import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useAppSelector } from '../../../app/hooks';
import { LightTextField } from '../../../components/common/LightTextField';
import { selectCurrentUser } from '../../auth';
import { errorText } from '../../../api/errorMessages';
import { firstMessage, type ServerError } from '../../account';
import type { CheckoutDetailsFragment } from '../CheckoutDetails.generated';
import { isStepDone, nextStep } from '../checkoutSteps';
import { checkoutMessages } from '../checkoutMessages';
import { stepText } from '../stepLabels';
import { useSendDetails } from '../useSendDetails';
import { GIFT_MESSAGE_MAX, GiftMessageField, giftMessageText, giftMessageTooLong } from './GiftMessageField';

/** An email the contact step leaves for the next address step to send, with what the server said of it. */
export interface ContactDraft {
  email: string;
  /** A changed gift message, sent with the email (left out: unchanged). */
  giftMessage?: string;
  /** The server's refusal of it, when the address step's request brought one. */
  errors: ServerError[] | null;
  /** Which part the server refused (the email when left out). */
  refused?: 'email' | 'giftMessage';
}

/**
 * The email the order confirmation goes to: the checkout's, else the logged-in customer's. When the
 * next step is an address still to give, the email goes with that address in one request (`onDraft`
 * keeps it until then, and brings back its errors); otherwise it is sent at once.
 */
export function ContactStep({
  checkout,
  draft,
  onDraft,
  onDone,
}: {
  checkout: CheckoutDetailsFragment;
  draft: ContactDraft | null;
  onDraft: (draft: ContactDraft | null) => void;
  onDone: () => void;
}) {
  const intl = useIntl();
  const user = useAppSelector(selectCurrentUser);
  const [email, setEmail] = useState(draft?.email ?? checkout.email ?? user?.email ?? '');
  const savedGift = checkout.giftMessage ?? '';
  const [gift, setGift] = useState(draft?.giftMessage ?? savedGift);
  const [giftError, setGiftError] = useState<string | null>(null);
  const [send, { isLoading }] = useSendDetails();

  /** Where the server's errors go: under the field when they name it, else above the form. */
  const placed = (errors: ServerError[] | null, refused: ContactDraft['refused'] = 'email') => {
    if (!errors) return { field: null, form: null };
    const onField = errors.find((error) => error.field === 'email');
    // An error with no words of its own still tells the shopper something: the step's default text.
    const fallback =
      refused === 'giftMessage'
        ? intl.formatMessage(giftMessageText.failed)
        : intl.formatMessage(checkoutMessages.emailFailed);
    return {
      field: onField ? (errorText(onField, intl.formatMessage) ?? fallback) : null,
      form: onField ? null : (firstMessage(errors, intl.formatMessage) ?? fallback),
    };
  };
  const [shown, setShown] = useState(() => placed(draft?.errors ?? null, draft?.refused));
  const fieldError = shown.field;
  const formError = shown.form;
  const setFieldError = (field: string | null) => setShown((current) => ({ ...current, field }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = email.trim();
    const wantedGift = gift.trim();
    if (giftMessageTooLong(wantedGift)) {
      setGiftError(intl.formatMessage(giftMessageText.tooLong, { max: GIFT_MESSAGE_MAX }));
      return;
    }
    // Sent only when it changed (an emptied message is sent empty: the order then shows none).
    const giftMessage = wantedGift !== savedGift ? wantedGift : undefined;
    const next = nextStep(checkout, 'contact');
    // Unchanged: nothing to send. Else the address step that follows, when it is still to be given,
    // sends it (an empty one is sent now, for the server's word on it).
    const unchanged = Boolean(wanted) && wanted === checkout.email && giftMessage === undefined;
    const waits =
      Boolean(wanted) && (next === 'shipping' || next === 'billing') && !isStepDone(next, checkout);
    if (unchanged || waits) {
      onDraft(unchanged ? null : { email: wanted, giftMessage, errors: null });
      // The next step opens after the submit event, as after a request: a navigation inside the event
      // would make React treat the form as a pending form action.
      await Promise.resolve();
      return onDone();
    }
    const outcome = await send(checkout.id, checkout.isShippingRequired, { email: wanted, giftMessage });
    const errors = outcome.email ?? outcome.giftMessage;
    if (!errors) {
      onDraft(null);
      return onDone();
    }
    setShown(placed(errors, outcome.email ? 'email' : 'giftMessage'));
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
      <GiftMessageField
        value={gift}
        error={giftError}
        onChange={(value) => {
          setGift(value);
          setGiftError(
            giftMessageTooLong(value.trim())
              ? intl.formatMessage(giftMessageText.tooLong, { max: GIFT_MESSAGE_MAX })
              : null,
          );
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
