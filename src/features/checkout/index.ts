// The checkout feature's public face: what other features may use. Everything else in this folder is its own.

export type { CheckoutDetailsFragment } from './CheckoutDetails.generated';
export { CART_TAG } from './checkoutApi';
export { checkoutAnswered } from './checkoutDetailsApi';
export { CheckoutTotals } from './CheckoutTotals';
export { checkoutTotalsInput } from './checkoutMoney';
export {
  cachedVoucherCode,
  noticeDroppedVoucher,
  noticeReplacedVoucher,
  voucherDropped,
  voucherReplaced,
} from './droppedVoucher';
export { languageOf, otherLanguageViews, sendInLanguage, viewTag } from './inLanguage';
export type { InLanguage } from './inLanguage';
export { checkoutMessages } from './checkoutMessages';
export { checkoutTakesShopperLanguage } from './checkoutLanguageListener';
export { checkoutCleared, checkoutTokenSet, selectCheckoutId, selectCheckoutToken } from './checkoutSlice';
export type { CheckoutState } from './checkoutSlice';
export { isReadyToPay } from './checkoutSteps';
export { completeCheckout, successPath } from './completeCheckout';
export type { CompletionResult } from './completeCheckout';
export { isStaleFailure } from './staleCheckout';
export { useCheckoutDetails } from './useCheckoutDetails';
export { useCheckoutSummary } from './useCheckoutSummary';
