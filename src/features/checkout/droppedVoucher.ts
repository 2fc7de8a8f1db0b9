import { defineMessage } from 'react-intl';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { toast } from '../toasts';
import { checkoutDetailsApi } from './checkoutDetailsApi';

// Saleor drops a voucher silently when a change to the cart, an address or the delivery leaves its
// conditions unmet (voucherCode null in the answer, no error): the shopper is told, and nothing else of
// the cart is touched. A checkout holds one voucher: a second code replaces the first, also without a
// word from Saleor, and the shopper is told which code went.

export const droppedVoucherMessage = defineMessage({
  id: 'checkout.voucherDropped',
  defaultMessage: 'The code {code} no longer applies to your cart.',
  description: 'Toast after a cart change: the promo code the cart had was removed by the shop',
});

export const replacedVoucherMessage = defineMessage({
  id: 'checkout.voucherReplaced',
  defaultMessage: 'The code {before} was replaced by {after}: one promo code applies per order.',
  description:
    'Notice after a second promo code is applied: the first one ({before}) is no longer on the cart',
});

/** The promo code of the checkout page's cached view, if it holds one. */
export const cachedVoucherCode = (state: unknown, id: string, languageCode: LanguageCodeEnum) =>
  checkoutDetailsApi.endpoints.checkoutDetails.select({ id, languageCode })(state as never)?.data?.checkout
    ?.voucherCode ?? null;

/** The notice that the cart's code `code` was dropped. */
export const noticeDroppedVoucher = (code: string) =>
  toast({ severity: 'warning', duration: 8000, message: { ...droppedVoucherMessage, values: { code } } });

/** The notice that the cart's code `before` was replaced by `after`. */
export const noticeReplacedVoucher = (before: string, after: string) =>
  toast({
    severity: 'info',
    duration: 8000,
    message: { ...replacedVoucherMessage, values: { before, after } },
  });

/** Whether a change's answer holds another code than the one the cart had. */
export const voucherReplaced = (
  before: string | null | undefined,
  after: { voucherCode: string | null },
): before is string => Boolean(before) && Boolean(after.voucherCode) && after.voucherCode !== before;

/** Whether a change's answer lost the code the cart had. */
export const voucherDropped = (
  before: string | null | undefined,
  after: { voucherCode: string | null },
): before is string => Boolean(before) && !after.voucherCode;
