// The payment gateways this service offers: Saleor's dummy payment app (transactions API) and the
// legacy dummy plugins (checkoutPaymentCreate + checkoutComplete), as a Saleor 3.23 test shop has.

export const DUMMY_APP = 'saleor.io.dummy-payment-app';
export const LEGACY_DUMMY = 'mirumee.payments.dummy';
export const LEGACY_DUMMY_CARD = 'mirumee.payments.dummy_credit_card';

export const LEGACY_GATEWAYS = new Set([LEGACY_DUMMY, LEGACY_DUMMY_CARD]);

export function availablePaymentGateways(currency: string) {
  return [
    { id: DUMMY_APP, name: 'Dummy Payment App', config: [], currencies: [currency] },
    {
      id: LEGACY_DUMMY,
      name: 'Dummy',
      config: [{ field: 'store_customer_card', value: 'false' }],
      currencies: [currency],
    },
    {
      id: LEGACY_DUMMY_CARD,
      name: 'Dummy Credit Card',
      config: [
        { field: 'store_customer_card', value: 'false' },
        { field: 'client_token', value: 'dummy-client-token' },
      ],
      currencies: [currency],
    },
  ];
}

/** Test cards of the legacy dummy credit-card gateway that decline, by their last four digits. */
const DECLINED_CARDS: Record<string, string> = {
  '0069': 'Card expired',
  '9995': 'Insufficient funds',
  '0127': 'Incorrect CVV',
  '0002': 'Card declined',
  '1111': 'Card declined',
};

/** What the legacy gateway does with a payment token: decline it, only authorise it, or charge it. */
export function legacyOutcome(
  gateway: string,
  token: string,
): { kind: 'declined'; message: string } | { kind: 'authorized' } | { kind: 'charged' } {
  if (gateway === LEGACY_DUMMY_CARD) {
    const message = DECLINED_CARDS[token.replace(/\s/g, '').slice(-4)];
    if (message) return { kind: 'declined', message };
  }
  return token === 'not-charged' ? { kind: 'authorized' } : { kind: 'charged' };
}
