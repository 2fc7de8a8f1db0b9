import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch } from '../../app/hooks';
import { failureOf } from '../../api/failure';
import { LightTextField } from '../../components/common/LightTextField';
import { Money } from '../../components/common/Money';
import { maskedCard } from '../../components/totals/TotalsList';
import { giftCardUsable } from '../../components/totals/totalRows';
import { isStaleFailure } from '../checkout';
import { paymentStartedMessages, usePaymentStarted } from '../payment';
import { toast } from '../toasts';
import type { CartCheckoutFragment } from './Cart.generated';
import { useCheckoutAddPromoCodeMutation, useCheckoutRemovePromoCodeMutation } from './cartApi';
import { cartFailureOf, cartFailureText } from './cartFailures';
import { visuallyHidden } from '../../components/common/visuallyHidden';

// Typed as MessageDescriptor: react-intl's inferred message types refuse values.
const m: Record<string, MessageDescriptor> = defineMessages({
  label: {
    id: 'promoCode.label',
    defaultMessage: 'Promo code or gift card',
    description: 'Label of the field where a shopper enters a promo code or a gift card code',
  },
  apply: {
    id: 'promoCode.apply',
    defaultMessage: 'Apply',
    description: 'Button that applies the promo code or gift card entered',
  },
  applied: {
    id: 'promoCode.applied',
    defaultMessage: 'Applied codes',
    description: 'Screen-reader name of the list of the promo code and gift cards on the cart',
  },
  voucher: {
    id: 'promoCode.voucher',
    defaultMessage: 'Promo code {code}',
    description: 'A promo code applied to the cart',
  },
  giftCard: {
    id: 'promoCode.giftCard',
    defaultMessage: 'Gift card {card}',
    description: 'A gift card on the cart (its last four characters follow, as ••••1234)',
  },
  balance: {
    id: 'promoCode.giftCard.balance',
    defaultMessage: 'Balance {amount}',
    description: 'The balance left on a gift card',
  },
  removeCode: {
    id: 'promoCode.remove',
    defaultMessage: 'Remove code {code}',
    description: 'Button that takes a promo code off the cart',
  },
  removeCard: {
    id: 'promoCode.giftCard.remove',
    defaultMessage: 'Remove gift card {card}',
    description: 'Button that takes a gift card off the cart',
  },
  required: {
    id: 'promoCode.required',
    defaultMessage: 'Enter a code.',
    description: 'Shown when Apply is pressed with the promo code field empty',
  },
  applyFailed: {
    id: 'promoCode.error.applyFailed',
    defaultMessage: 'The code could not be applied. Please try again.',
    description: 'Default error when a promo code or gift card cannot be applied',
  },
  removeFailed: {
    id: 'promoCode.error.removeFailed',
    defaultMessage: 'The code could not be removed. Please try again.',
    description: 'Default error when a promo code or gift card cannot be removed',
  },
  appliedVoucher: {
    id: 'promoCode.appliedVoucher',
    defaultMessage: 'Code {code} applied.',
    description: 'Screen-reader announcement after a promo code is accepted',
  },
  addedGiftCard: {
    id: 'promoCode.addedGiftCard',
    defaultMessage: 'Gift card {card} added.',
    description:
      'Screen-reader announcement after a gift card is accepted (its last four characters follow, as ••••1234)',
  },
  appliedOther: {
    id: 'promoCode.appliedOther',
    defaultMessage: 'Code applied.',
    description: 'Screen-reader announcement after a code is accepted, when the cart does not say which kind',
  },
  expired: {
    id: 'promoCode.giftCard.expired',
    defaultMessage: 'Expired – remove it',
    description:
      'Under a gift card on the cart that has expired or was deactivated: it pays nothing, the shopper should take it off',
  },
});

type PromoCheckout = Pick<CartCheckoutFragment, 'id' | 'voucherCode' | 'giftCards'>;

/**
 * The cart's promo code and gift cards: what is applied (each with its remove button) and a field to
 * add one. Saleor takes voucher and gift-card codes in one field and tells them apart; a refusal shows
 * under the field in the shopper's language, and the cart stays as it was.
 */
export function PromoCodeForm({ checkout }: { checkout: PromoCheckout }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const fieldId = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [addCode, adding] = useCheckoutAddPromoCodeMutation();
  const [removeCode, removing] = useCheckoutRemovePromoCodeMutation();
  // A payment started for this checkout may still be taken for the amount it was started with: a
  // code changing the total now could leave the shopper paying twice, so none is taken until then.
  const paymentStarted = usePaymentStarted(checkout.id);
  // After apply and remove the field has the focus again: the button pressed may be gone (a removed
  // code's), and the next code goes in the field. Found by its id, not a ref: the remove buttons'
  // handlers are made during render, where a ref may not be read.
  const refocus = () => document.getElementById(fieldId)?.focus();

  /** The error, under the field and read out once by the status region (the hint is only read on focus). */
  function fail(text: string) {
    setError(text);
    setStatus(text);
  }

  async function apply(event: FormEvent) {
    event.preventDefault();
    // Codes hold no spaces: those around a pasted code are not part of it (Saleor matches exactly).
    const promoCode = code.trim();
    if (!promoCode) {
      fail(intl.formatMessage(m.required));
      return refocus();
    }
    if (paymentStarted) {
      fail(intl.formatMessage(paymentStartedMessages.codeRefused));
      return refocus();
    }
    setError(null);
    setStatus('');
    const cardsBefore = new Set(checkout.giftCards.map((card) => card.id));
    const result = await addCode({ id: checkout.id, promoCode });
    const failure = failureOf(result, (data) => data.checkoutAddPromoCode);
    refocus();
    if (!failure) {
      setCode('');
      setStatus(appliedText(promoCode, result.data?.checkoutAddPromoCode?.checkout, cardsBefore));
      return;
    }
    if (isStaleFailure(failure)) return;
    fail(cartFailureText(cartFailureOf(failure, m.applyFailed), intl.formatMessage));
  }

  /**
   * What was taken, from the answer and never from the text typed: a gift card's whole code is a
   * secret, so it is named by its last four characters only.
   */
  function appliedText(
    typed: string,
    answer: PromoCheckout | null | undefined,
    cardsBefore: Set<string>,
  ): string {
    if (answer?.voucherCode === typed) return intl.formatMessage(m.appliedVoucher, { code: typed });
    const card = answer?.giftCards.find((giftCard) => !cardsBefore.has(giftCard.id));
    return card
      ? intl.formatMessage(m.addedGiftCard, { card: maskedCard(card.last4CodeChars) })
      : intl.formatMessage(m.appliedOther);
  }

  async function remove(variables: { promoCode: string } | { promoCodeId: string }) {
    const result = await removeCode({ id: checkout.id, ...variables });
    refocus();
    const failure = failureOf(result, (data) => data.checkoutRemovePromoCode);
    if (failure && !isStaleFailure(failure))
      dispatch(
        toast({
          severity: 'error',
          message: cartFailureText(cartFailureOf(failure, m.removeFailed), intl.formatMessage),
        }),
      );
  }

  const applied = [
    ...(checkout.voucherCode
      ? [
          {
            key: 'voucher',
            label: intl.formatMessage(m.voucher, { code: checkout.voucherCode }),
            balance: null,
            expired: false,
            removeLabel: intl.formatMessage(m.removeCode, { code: checkout.voucherCode }),
            onRemove: () => void remove({ promoCode: checkout.voucherCode as string }),
          },
        ]
      : []),
    ...checkout.giftCards.map((card) => ({
      key: card.id,
      label: intl.formatMessage(m.giftCard, { card: maskedCard(card.last4CodeChars) }),
      balance: card.currentBalance,
      // Still attached, but Saleor will not take it: it pays nothing, and says so.
      expired: !giftCardUsable(card),
      removeLabel: intl.formatMessage(m.removeCard, { card: maskedCard(card.last4CodeChars) }),
      onRemove: () => void remove({ promoCodeId: card.id }),
    })),
  ];

  return (
    <Stack spacing={1.5}>
      {applied.length > 0 && (
        <Box component="ul" aria-label={intl.formatMessage(m.applied)} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {applied.map((item) => (
            <Stack
              component="li"
              key={item.key}
              direction="row"
              sx={{
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 1,
                py: 0.5,
                pl: 1.5,
                pr: 0.5,
                mb: 1,
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
              }}
            >
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {item.label}
                </Typography>
                {item.expired ? (
                  <Typography variant="body2" color="error">
                    {intl.formatMessage(m.expired)}
                  </Typography>
                ) : (
                  item.balance && (
                    <Typography variant="body2" color="text.secondary">
                      <FormattedMessage {...m.balance} values={{ amount: <Money {...item.balance} /> }} />
                    </Typography>
                  )
                )}
              </Box>
              <IconButton
                size="small"
                onClick={item.onRemove}
                disabled={removing.isLoading}
                aria-label={item.removeLabel}
              >
                <span aria-hidden="true">✕</span>
              </IconButton>
            </Stack>
          ))}
        </Box>
      )}
      <Stack
        component="form"
        aria-label={intl.formatMessage(m.label)}
        direction="row"
        spacing={1}
        onSubmit={(event) => void apply(event)}
        noValidate
        sx={{ alignItems: 'flex-start' }}
      >
        <LightTextField
          id={fieldId}
          size="small"
          label={intl.formatMessage(m.label)}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            if (error) setError(null);
          }}
          error={Boolean(error)}
          helperText={error}
          autoComplete="off"
          inputProps={{ autoCapitalize: 'characters', spellCheck: false }}
          // A flex item may shrink below its input's natural width (a phone's narrow cart).
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <Button
          type="submit"
          variant="outlined"
          loading={adding.isLoading}
          sx={{ minHeight: 40, flexShrink: 0 }}
        >
          {intl.formatMessage(m.apply)}
        </Button>
      </Stack>
      {/* Read out by screen readers only: what was taken, or why not. */}
      <Box role="status" sx={visuallyHidden}>
        {status}
      </Box>
    </Stack>
  );
}
