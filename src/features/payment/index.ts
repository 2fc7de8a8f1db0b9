// The payment feature's public face: what other features may use. Everything else in this folder is its own.

export { PaymentProblemAlert } from './PaymentProblemAlert';
export { paymentErrorMessages } from './paymentErrorMessages';
export { checkoutPaymentTarget } from './paymentTarget';
export { completionProblem } from './usePayment';
export { paymentStartedMessages, usePaymentStarted } from './paymentStarted';
export type { PaidOrder } from './usePayment';

/** The payment step's code, loaded when the step opens (a chunk of its own). */
export const loadPaymentPanel = () => import(/* webpackChunkName: "payment-panel" */ './PaymentPanel');
