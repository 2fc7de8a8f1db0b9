import { defineMessage } from 'react-intl';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { toast } from '../toasts';
import { checkoutDetailsApi } from './checkoutDetailsApi';

// Saleor drops a voucher silently when a change to the cart, an address or the delivery leaves its
// conditions unmet (voucherCode null in the answer, no error): the shopper is told, and nothing else of
// the cart is touched.

export const droppedVoucherMessage = defineMessage({
  id: 'checkout.voucherDropped',
  defaultMessage: 'The code {code} no longer applies to your cart.',
  description: 'Toast after a cart change: the promo code the cart had was removed by the shop',
});

/** The promo code of the checkout page's cached view, if it holds one. */
export const cachedVoucherCode = (state: unknown, id: string, languageCode: LanguageCodeEnum) =>
  checkoutDetailsApi.endpoints.checkoutDetails.select({ id, languageCode })(state as never)?.data?.checkout
    ?.voucherCode ?? null;

/** The notice that the cart's code `code` was dropped. */
export const noticeDroppedVoucher = (code: string) =>
  toast({ severity: 'warning', duration: 8000, message: { ...droppedVoucherMessage, values: { code } } });

/** Whether a change's answer lost the code the cart had. */
export const voucherDropped = (
  before: string | null | undefined,
  after: { voucherCode: string | null },
): before is string => Boolean(before) && !after.voucherCode;
