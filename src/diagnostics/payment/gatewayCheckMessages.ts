import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { GatewayKind } from '../../lib/payment/gatewayKinds';

// The texts of /gateway-check.

/** How the storefront drives each kind of gateway (lib/payment/gatewayKinds). */
export const kindText: Record<GatewayKind, MessageDescriptor> = defineMessages({
  dummyApp: {
    id: 'paymentDiagnostics.kind.dummyApp',
    defaultMessage: 'Transactions API app (Saleor’s dummy payment app, for tests)',
    description: 'Gateway kind: the test payment app, paid through the transactions API',
  },
  app: {
    id: 'paymentDiagnostics.kind.app',
    defaultMessage: 'Transactions API app',
    description: 'Gateway kind: a payment app, paid through the transactions API',
  },
  legacyDummy: {
    id: 'paymentDiagnostics.kind.legacyDummy',
    defaultMessage: 'Legacy plugin (dummy, for tests)',
    description: 'Gateway kind: the legacy test plugin',
  },
  legacyCard: {
    id: 'paymentDiagnostics.kind.legacyCard',
    defaultMessage: 'Legacy plugin (dummy credit card, for tests)',
    description: 'Gateway kind: the legacy test card plugin',
  },
  legacyUnsupported: {
    id: 'paymentDiagnostics.kind.legacyUnsupported',
    defaultMessage: 'Legacy plugin, not supported by this storefront',
    description: 'Gateway kind: a legacy plugin that needs a card form the storefront lacks',
  },
});

export type Text =
  | 'checkoutHeading'
  | 'shopHeading'
  | 'loading'
  | 'noGateways'
  | 'currencies'
  | 'config'
  | 'noConfig'
  | 'field'
  | 'value'
  | 'accessHeading'
  | 'accessCheck'
  | 'accessNoTransaction'
  | 'checking'
  | 'accessRefused'
  | 'accessRefusedWhy'
  | 'accessGranted'
  | 'accessNotFound';

export const text: Record<Text, MessageDescriptor> = defineMessages({
  checkoutHeading: {
    id: 'paymentDiagnostics.gateways.checkout',
    defaultMessage: 'Gateways of the current checkout',
    description: 'Heading of the gateways the current checkout offers',
  },
  shopHeading: {
    id: 'paymentDiagnostics.gateways.shop',
    defaultMessage: 'Gateways the shop offers in channel {channel}',
    description: 'Heading of the shop’s gateways, shown when there is no checkout (channel slug follows)',
  },
  loading: {
    id: 'paymentDiagnostics.gateways.loading',
    defaultMessage: 'Loading the payment gateways',
    description: 'Name of the spinner while gateways load',
  },
  noGateways: {
    id: 'paymentDiagnostics.gateways.none',
    defaultMessage: 'No payment gateway is available.',
    description: 'Shown when the list of gateways is empty',
  },
  currencies: {
    id: 'paymentDiagnostics.gateways.currencies',
    defaultMessage: 'Currencies: {currencies}',
    description: 'The currencies a gateway accepts',
  },
  config: {
    id: 'paymentDiagnostics.gateways.config',
    defaultMessage: 'Configuration of {name}',
    description: 'Name of the table of a gateway’s configuration fields',
  },
  noConfig: {
    id: 'paymentDiagnostics.gateways.noConfig',
    defaultMessage: 'No configuration fields.',
    description: 'Shown when a gateway has no configuration fields',
  },
  field: {
    id: 'paymentDiagnostics.gateways.field',
    defaultMessage: 'Field',
    description: 'Column heading: configuration field name',
  },
  value: {
    id: 'paymentDiagnostics.gateways.value',
    defaultMessage: 'Value',
    description: 'Column heading: configuration field value',
  },
  accessHeading: {
    id: 'paymentDiagnostics.access.heading',
    defaultMessage: 'Transaction access',
    description: 'Heading of the check whether the shopper may read transactions',
  },
  accessCheck: {
    id: 'paymentDiagnostics.access.check',
    defaultMessage: 'Check transaction access',
    description: 'Button that asks the API for the events of a stored transaction',
  },
  accessNoTransaction: {
    id: 'paymentDiagnostics.access.noTransaction',
    defaultMessage: 'This browser has stored no transaction yet: pay once, or run a test payment, first.',
    description: 'Shown when there is no transaction id to check',
  },
  checking: {
    id: 'paymentDiagnostics.access.checking',
    defaultMessage: 'Checking…',
    description: 'Shown while the transaction access check runs',
  },
  accessRefused: {
    id: 'paymentDiagnostics.access.refused',
    defaultMessage: 'Permission denied, as expected for a shopper',
    description: 'Title when the API refuses transaction events for lack of permission',
  },
  accessRefusedWhy: {
    id: 'paymentDiagnostics.access.refusedWhy',
    defaultMessage:
      'Saleor lets only staff and apps with HANDLE_PAYMENTS or MANAGE_ORDERS read transactions. Payments still work; order pages show their status.',
    description: 'Explains why shoppers cannot read transaction events',
  },
  accessGranted: {
    id: 'paymentDiagnostics.access.granted',
    defaultMessage:
      'This session may read transactions: {id} has {count, plural, one {# event} other {# events}}.',
    description: 'Shown when the API returned a transaction’s events',
  },
  accessNotFound: {
    id: 'paymentDiagnostics.access.notFound',
    defaultMessage: 'The API did not refuse, but found no transaction {id}.',
    description: 'Shown when the API answered without a transaction and without an error',
  },
});
