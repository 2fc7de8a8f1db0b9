import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';
import { gatewayKind, type GatewayKind } from '../../lib/payment/gatewayKinds';

// Saleor gives a gateway's name in the shop's own language only (the test gateways' names are English),
// so the test gateways the storefront knows by id are named in the shopper's language; in English
// they keep Saleor's own names. A real provider's gateway keeps its own name, a brand.
const testGatewayNames: Partial<Record<GatewayKind, MessageDescriptor>> = defineMessages({
  dummyApp: {
    id: 'payment.gatewayName.dummyApp',
    defaultMessage: 'Dummy Payment App',
    description: "Name of Saleor's test payment app (saleor.io.dummy-payment-app) in the payment step",
  },
  legacyDummy: {
    id: 'payment.gatewayName.legacyDummy',
    defaultMessage: 'Dummy',
    description: "Name of Saleor's legacy test gateway (mirumee.payments.dummy) in the payment step",
  },
  legacyCard: {
    id: 'payment.gatewayName.legacyCard',
    defaultMessage: 'Dummy Credit Card',
    description:
      "Name of Saleor's legacy test card gateway (mirumee.payments.dummy_credit_card) in the payment step",
  },
});

/** The name a gateway is shown by: a known test gateway's in the page's language, else its own. */
export function gatewayName(gateway: { id: string; name: string }, intl: IntlShape): string {
  const known = testGatewayNames[gatewayKind(gateway.id)];
  return known ? intl.formatMessage(known) : gateway.name;
}
