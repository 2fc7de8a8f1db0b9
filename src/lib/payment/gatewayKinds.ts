// How the storefront pays through a gateway of Checkout.availablePaymentGateways. Payment apps use
// the transactions API; plugins (ids "mirumee.payments.*", "saleor.payments.*") the legacy
// checkoutPaymentCreate. The test gateways of Saleor's dummy app and plugins get their own controls.

export const DUMMY_PAYMENT_APP = 'saleor.io.dummy-payment-app';
export const LEGACY_DUMMY = 'mirumee.payments.dummy';
export const LEGACY_DUMMY_CARD = 'mirumee.payments.dummy_credit_card';

export type GatewayKind =
  /** Saleor's dummy payment app: the shopper picks the result to simulate. */
  | 'dummyApp'
  /** Any other payment app: initialised, then the provider's page when it asks for one. */
  | 'app'
  /** The legacy dummy plugin: charge, or authorise only. */
  | 'legacyDummy'
  /** The legacy dummy credit-card plugin: a test card number decides. */
  | 'legacyCard'
  /** Another legacy plugin: it needs the provider's own card form, which this storefront lacks. */
  | 'legacyUnsupported';

export function gatewayKind(gatewayId: string): GatewayKind {
  if (gatewayId === LEGACY_DUMMY) return 'legacyDummy';
  if (gatewayId === LEGACY_DUMMY_CARD) return 'legacyCard';
  if (/^(mirumee|saleor)\.payments\./.test(gatewayId)) return 'legacyUnsupported';
  if (gatewayId === DUMMY_PAYMENT_APP || gatewayId.startsWith(`app:${DUMMY_PAYMENT_APP}`)) return 'dummyApp';
  return 'app';
}

export const isLegacyGateway = (kind: GatewayKind) => kind.startsWith('legacy');

/** The results the dummy app can be asked to simulate (its data.event.type). */
export const DUMMY_APP_RESULTS = [
  'CHARGE_SUCCESS',
  'CHARGE_ACTION_REQUIRED',
  'AUTHORIZATION_SUCCESS',
  'CHARGE_FAILURE',
] as const;
export type DummyAppResult = (typeof DUMMY_APP_RESULTS)[number];
