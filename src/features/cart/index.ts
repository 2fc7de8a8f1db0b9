// The cart feature's public face: what other features may use. Everything else in this folder is its own.

export { QuantityStepper } from './QuantityStepper';
export { addToCart } from './addToCart';
export type { AddToCartResult } from './addToCart';
export { cartApi } from './cartApi';
export { cartFailureOf, cartFailureText, cartMessages } from './cartFailures';
export { PromoCodeForm } from './PromoCodeForm';
export type { CartFailure } from './cartFailures';
