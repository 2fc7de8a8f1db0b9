import { mutationErrors, type ServerError } from '../account';
import type { AddressInput, CheckoutAddressValidationRules } from '../../api/generated/schemaTypes';
import { useCheckoutDetailsUpdateMutation } from './checkoutStepsApi';

/** What a step sends of the contact and the addresses: only the parts given. */
export interface DetailsParts {
  email?: string;
  shipping?: AddressInput;
  billing?: AddressInput;
  /** Saleor's checks of the addresses sent (every check when left out, as Saleor defaults). */
  validationRules?: CheckoutAddressValidationRules;
  /** Whether a customer's addresses go to their address book at completion (Saleor's default: yes). */
  saveAddress?: boolean;
  /** The gift message to keep on the checkout (its public metadata); left out, it is not sent. */
  giftMessage?: string;
}

/** The checkout's public metadata key of the gift message, which the order takes at completion. */
export const GIFT_MESSAGE_KEY = 'gift_message';

/**
 * Each part's outcome: null when saved, else its errors (field errors, or the request's own failure
 * without a field). `email` is undefined when it was not sent, or when the request got no answer at
 * all: the email then still waits to be sent.
 */
export interface DetailsOutcome {
  email: ServerError[] | null | undefined;
  shipping: ServerError[] | null;
  billing: ServerError[] | null;
  /** The gift message's errors; null when saved or not sent. */
  giftMessage: ServerError[] | null;
}

/**
 * The contact and the addresses, sent as one request of several mutations (Saleor runs them in order):
 * a step sends its own part with what an earlier step left to send, and each part's errors come back
 * to the field that caused them.
 */
export function useSendDetails() {
  const [update, { isLoading }] = useCheckoutDetailsUpdateMutation();
  const send = async (id: string, shipped: boolean, parts: DetailsParts): Promise<DetailsOutcome> => {
    const result = await update({
      id,
      ...(parts.email !== undefined && { withEmail: true, email: parts.email }),
      ...(parts.shipping && { withShipping: true, shippingAddress: parts.shipping }),
      ...(parts.billing && { withBilling: true, billingAddress: parts.billing }),
      ...(parts.validationRules && { validationRules: parts.validationRules }),
      ...(parts.saveAddress !== undefined && { saveAddress: parts.saveAddress }),
      ...(parts.giftMessage !== undefined && {
        withMetadata: true,
        metadata: [{ key: GIFT_MESSAGE_KEY, value: parts.giftMessage }],
      }),
      // A cart that ships nothing goes from here to the review, then the payment: its gateways come along.
      ...(parts.billing && !shipped && { withGateways: true }),
    });
    const emailAnswered = Boolean(result.data?.checkoutEmailUpdate);
    return {
      email:
        parts.email === undefined
          ? undefined
          : // Alone, the email's step shows any failure; beside an address, that step shows it.
            emailAnswered || (!parts.shipping && !parts.billing)
            ? mutationErrors(result, (data) => data.checkoutEmailUpdate)
            : undefined,
      shipping: parts.shipping ? mutationErrors(result, (data) => data.checkoutShippingAddressUpdate) : null,
      billing: parts.billing ? mutationErrors(result, (data) => data.checkoutBillingAddressUpdate) : null,
      giftMessage:
        parts.giftMessage !== undefined ? mutationErrors(result, (data) => data.updateMetadata) : null,
    };
  };
  return [send, { isLoading }] as const;
}
