import { defineMessages, type MessageDescriptor } from 'react-intl';

// The texts of /payment-test.

export type Text =
  | 'start'
  | 'startAnother'
  | 'noStock'
  | 'loading'
  | 'noGateways'
  | 'form'
  | 'gateway'
  | 'amount'
  | 'amountHint'
  | 'amountInvalid'
  | 'run'
  | 'log'
  | 'created'
  | 'started'
  | 'processRequested'
  | 'process'
  | 'paid'
  | 'pending'
  | 'processing'
  | 'providerPage'
  | 'providerPageOpened';

export const text: Record<Text, MessageDescriptor> = defineMessages({
  start: {
    id: 'paymentDiagnostics.test.start',
    defaultMessage: 'Start a test checkout',
    description: 'Button that creates a throwaway checkout to pay in a test',
  },
  startAnother: {
    id: 'paymentDiagnostics.test.startAnother',
    defaultMessage: 'Start another test checkout',
    description: 'Button that replaces the test checkout with a new one',
  },
  noStock: {
    id: 'paymentDiagnostics.test.noStock',
    defaultMessage: 'No product is in stock to put in a test checkout.',
    description: 'Shown when no variant with stock was found for the test checkout',
  },
  loading: {
    id: 'paymentDiagnostics.test.loading',
    defaultMessage: 'Loading the test checkout’s gateways',
    description: 'Name of the spinner while the test checkout’s gateways load',
  },
  noGateways: {
    id: 'paymentDiagnostics.test.noGateways',
    defaultMessage: 'The test checkout offers no gateway of the transactions API.',
    description: 'Shown when the test checkout has no payment app gateway',
  },
  form: {
    id: 'paymentDiagnostics.test.form',
    defaultMessage: 'Test payment',
    description: 'Name of the test payment form',
  },
  gateway: {
    id: 'paymentDiagnostics.test.gateway',
    defaultMessage: 'Gateway',
    description: 'Name of the choice of gateway for the test payment',
  },
  amount: {
    id: 'paymentDiagnostics.test.amount',
    defaultMessage: 'Amount ({currency})',
    description: 'Label of the test payment amount (the currency code follows)',
  },
  amountHint: {
    id: 'paymentDiagnostics.test.amountHint',
    defaultMessage: 'A small part of the checkout is enough: the test never completes it.',
    description: 'Hint under the test payment amount',
  },
  amountInvalid: {
    id: 'paymentDiagnostics.test.amountInvalid',
    defaultMessage: 'Enter an amount greater than 0.',
    description: 'Error under the test payment amount when it is 0, negative or not a number',
  },
  run: {
    id: 'paymentDiagnostics.test.run',
    defaultMessage: 'Run the test payment',
    description: 'Button that starts the test payment',
  },
  log: {
    id: 'paymentDiagnostics.test.log',
    defaultMessage: 'Event log',
    description: 'Heading and name of the list of test payment steps',
  },
  created: {
    id: 'paymentDiagnostics.test.created',
    defaultMessage: 'Test checkout created with one {product} ({variant}); its total is {total}.',
    description: 'Log entry: the throwaway checkout exists (product and variant, then the total)',
  },
  started: {
    id: 'paymentDiagnostics.test.started',
    defaultMessage: 'Starting a payment of {amount} through {gateway} (transactionInitialize).',
    description: 'Log entry: the test payment is sent',
  },
  processRequested: {
    id: 'paymentDiagnostics.test.processRequested',
    defaultMessage: 'Asking the provider for its decision on {id} (transactionProcess).',
    description: 'Log entry: transactionProcess is sent',
  },
  process: {
    id: 'paymentDiagnostics.test.process',
    defaultMessage: 'Process',
    description: 'Button that runs transactionProcess for a pending test payment',
  },
  paid: {
    id: 'paymentDiagnostics.test.paid',
    defaultMessage: 'Paid: charged or authorised (transaction {id}).',
    description: 'Log entry: the test payment succeeded',
  },
  pending: {
    id: 'paymentDiagnostics.test.pending',
    defaultMessage:
      'Pending: the provider wants a decision on its page (transaction {id}). Decide there, then press Process.',
    description: 'Log entry: the provider asks for action on its own page',
  },
  processing: {
    id: 'paymentDiagnostics.test.processing',
    defaultMessage: 'Processing: the provider has not decided yet (transaction {id}).',
    description: 'Log entry: the provider has not decided',
  },
  providerPage: {
    id: 'paymentDiagnostics.test.providerPage',
    defaultMessage: 'Open the provider’s page (the browser blocked the new window)',
    description: 'Link to the provider page when the pop-up was blocked',
  },
  providerPageOpened: {
    id: 'paymentDiagnostics.test.providerPageOpened',
    defaultMessage: 'The provider’s page opened in a new window: open it again',
    description: 'Link to the provider page, which already opened in a new window',
  },
});
