import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { LightTextField } from '../../../components/common/LightTextField';

// The checkout's optional gift message: kept as the checkout's public metadata ("gift_message"),
// which Saleor copies to the order, and shown on the order page.

/** The longest gift message, in characters (what a gift card holds). */
export const GIFT_MESSAGE_MAX = 200;

/** Characters as the shopper counts them (an emoji or a CJK character is one). */
const lengthOf = (text: string) => [...text].length;

export const giftMessageTooLong = (text: string) => lengthOf(text) > GIFT_MESSAGE_MAX;

export const giftMessageText: Record<
  'label' | 'count' | 'tooLong' | 'failed' | 'review' | 'reviewNone',
  MessageDescriptor
> = defineMessages({
  label: {
    id: 'checkout.giftMessage.label',
    defaultMessage: 'Gift message (optional)',
    description: 'Label of the optional gift message field at checkout',
  },
  count: {
    id: 'checkout.giftMessage.count',
    defaultMessage: '{count} / {max} characters',
    description: 'Counter under the gift message field: characters typed out of the most allowed',
  },
  tooLong: {
    id: 'checkout.giftMessage.tooLong',
    defaultMessage: 'The gift message can be at most {max} characters long.',
    description: 'Error under the gift message field when it is too long',
  },
  failed: {
    id: 'checkout.giftMessage.failed',
    defaultMessage: 'Failed to save the gift message',
    description: 'Default error when the gift message cannot be saved',
  },
  review: {
    id: 'checkout.giftMessage.review',
    defaultMessage: 'Gift message: {message}',
    description: "The review step's line with the gift message the shopper wrote",
  },
  reviewNone: {
    id: 'checkout.giftMessage.reviewNone',
    defaultMessage: 'No gift message. To add one, change the contact details.',
    description: 'The review step says there is no gift message and how to add one',
  },
});

export function GiftMessageField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const intl = useIntl();
  const count = intl.formatMessage(giftMessageText.count, {
    count: lengthOf(value.trim()),
    max: GIFT_MESSAGE_MAX,
  });
  return (
    <LightTextField
      id="checkout-gift-message"
      name="giftMessage"
      multiline
      minRows={2}
      label={intl.formatMessage(giftMessageText.label)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={Boolean(error)}
      helperText={error ? `${error} ${count}` : count}
    />
  );
}
