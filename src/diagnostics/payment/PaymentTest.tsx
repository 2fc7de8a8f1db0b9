import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { selectConfig } from '../../lib/config';
import { useConfig, useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppDispatch, RootState } from '../../app/hooks';
import { LoadError } from '../../components/common/LoadError';
import { Money, type MoneyValue } from '../../components/common/Money';
import { checkoutIdFromToken } from '../../lib/globalId';
import { gatewayKind, isLegacyGateway } from '../../lib/payment/gatewayKinds';
import { isPayableAmount, transactionName } from '../../lib/payment/paymentRules';
import { selectCurrentUser } from '../../features/auth/authSlice';
import { cartApi } from '../../features/cart/cartApi';
import { cartFailure, cartFailureOf, cartMessages, type CartFailure } from '../../features/cart/cartFailures';
import { cutVariantId } from '../../features/cart/variantId';
import { GatewayOptions, initialGatewaySettings } from '../../features/payment/GatewayOptions';
import { OrderFromCheckoutCheck } from './OrderFromCheckoutCheck';
import { useCheckoutPaymentGatewaysQuery } from '../../features/payment/paymentApi';
import { paymentMessages } from '../../features/payment/paymentMessages';
import { PaymentProblemAlert } from '../../features/payment/PaymentProblemAlert';
import { selectTransactionIds } from '../../features/payment/paymentSlice';
import { processTransaction, startTransaction, type PaymentOutcome } from '../../features/payment/payments';
import { TransactionEventsButton } from '../../features/payment/TransactionEventsButton';
import {
  PaymentTestProductsDocument,
  type PaymentTestProductsQuery,
  type PaymentTestProductsQueryVariables,
} from './PaymentTest.generated';
import { failureOf } from '../../api/failure';

// /payment-test: a small payment through a chosen gateway, every step logged. It pays a throwaway
// checkout of its own (never stored as the cart) and never completes it, so the shopper's cart and
// orders stay as they were.

const paymentTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentTestProducts: build.query<
      WithGraphQLErrors<PaymentTestProductsQuery>,
      PaymentTestProductsQueryVariables
    >({
      query: (variables) => ({ document: PaymentTestProductsDocument, variables }),
    }),
  }),
});

interface TestCheckout {
  token: string;
  productName: string;
  variantName: string;
  total: MoneyValue;
}

type LogStep =
  | { step: 'created'; checkout: TestCheckout }
  | { step: 'started'; gateway: string; amount: MoneyValue }
  | { step: 'processRequested'; transactionId: string }
  | { step: 'outcome'; outcome: PaymentOutcome }
  | { step: 'error'; failure: CartFailure };
type LogEntry = LogStep & { id: number; at: Date };

/** What the form asks to pay: the gateway (and its name for the log), the amount, the app's data. */
interface RunRequest {
  gatewayId: string;
  gateway: string;
  amount: number;
  data: Record<string, unknown>;
}

/** The first variant in stock in a throwaway checkout, with the logged-in shopper's email. */
const createTestCheckout =
  () =>
  async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<{ checkout: TestCheckout } | { failure: CartFailure }> => {
    const { channel } = selectConfig(getState());
    const products = await dispatch(
      paymentTestApi.endpoints.paymentTestProducts.initiate(
        { channel },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (products.error) return { failure: cartFailure(products.error.message, cartMessages.fetchFailed) };
    const variant = products.data?.products?.edges
      .filter(({ node }) => node.isAvailableForPurchase !== false)
      .flatMap(({ node }) => node.variants ?? [])
      .find((v) => (v.quantityAvailable ?? 0) > 0);
    if (!variant) return { failure: { descriptor: text.noStock } };
    const created = await dispatch(
      cartApi.endpoints.cartCreate.initiate({
        channel,
        lines: [{ variantId: cutVariantId(variant.id), quantity: 1 }],
        email: selectCurrentUser(getState())?.email ?? null,
      }),
    );
    const failure = failureOf(created, (data) => data.checkoutCreate);
    const result = created.data?.checkoutCreate;
    const line = result?.checkout?.lines[0];
    if (failure || !result?.checkout || !line)
      return {
        failure: cartFailureOf(failure ?? { kind: 'graphql', errors: [] }, cartMessages.createFailed),
      };
    return {
      checkout: {
        token: result.checkout.token,
        productName: line.variant.product.name,
        variantName: line.variant.name,
        total: result.checkout.totalPrice.gross,
      },
    };
  };

export function PaymentTest() {
  const config = useConfig();
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [checkout, setCheckout] = useState<TestCheckout | null>(null);
  const [entries, setEntries] = useState<LogEntry[]>([]);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const nextId = useRef(0);
  const transactionIds = useAppSelector(selectTransactionIds);
  // startTransaction records each transaction under its checkout: the latest one is the test's.
  const transactionId = checkout ? transactionIds[checkoutIdFromToken(checkout.token)]?.at(-1) : undefined;

  const log = (entry: LogStep) =>
    setEntries((list) => [...list, { ...entry, id: nextId.current++, at: new Date() }]);

  /** One step at a time: a second click while one runs does nothing. */
  const step = async (work: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const start = () =>
    step(async () => {
      const created = await dispatch(createTestCheckout());
      if ('failure' in created) return log({ step: 'error', failure: created.failure });
      setCheckout(created.checkout);
      log({ step: 'created', checkout: created.checkout });
    });

  const run = (request: RunRequest) =>
    step(async () => {
      if (!checkout) return;
      log({
        step: 'started',
        gateway: request.gateway,
        amount: { ...checkout.total, amount: request.amount },
      });
      const outcome = await dispatch(
        startTransaction({
          source: { checkoutToken: checkout.token },
          gatewayId: request.gatewayId,
          amount: request.amount,
          name: transactionName({ kind: 'checkout', ...checkout }),
          data: request.data,
          // Back to this page, not the callback: a test checkout is never completed.
          returnUrl: `${config.siteOrigin}/payment-test`,
        }),
      );
      log({ step: 'outcome', outcome });
    });

  const process = (id: string) =>
    step(async () => {
      log({ step: 'processRequested', transactionId: id });
      log({ step: 'outcome', outcome: await dispatch(processTransaction(id)) });
    });

  return (
    <Stack spacing={3}>
      <Box>
        <Button
          variant={checkout ? 'outlined' : 'contained'}
          onClick={() => void start()}
          disabled={busy}
          loading={busy && !checkout}
        >
          {intl.formatMessage(checkout ? text.startAnother : text.start)}
        </Button>
      </Box>
      {checkout && (
        <TestForm key={checkout.token} checkout={checkout} busy={busy} onRun={(r) => void run(r)} />
      )}
      {checkout && (
        <OrderFromCheckoutCheck key={checkout.token} checkoutToken={checkout.token} disabled={busy} />
      )}
      {entries.length > 0 && <EventLog entries={entries} busy={busy} onProcess={(id) => void process(id)} />}
      {transactionId && <TransactionEventsButton key={transactionId} transactionId={transactionId} />}
    </Stack>
  );
}

/**
 * Gateway, amount and the result to simulate. Only transactions-API gateways: a legacy plugin's payment
 * is processed at completion, which a test never reaches.
 */
function TestForm({
  checkout,
  busy,
  onRun,
}: {
  checkout: TestCheckout;
  busy: boolean;
  onRun: (request: RunRequest) => void;
}) {
  const intl = useIntl();
  const query = useCheckoutPaymentGatewaysQuery({ id: checkoutIdFromToken(checkout.token) });
  const gateways = (query.data?.checkout?.availablePaymentGateways ?? []).filter(
    (g) => !isLegacyGateway(gatewayKind(g.id)),
  );
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [amount, setAmount] = useState('1.00');
  const [settings, setSettings] = useState(initialGatewaySettings);
  const gateway = gateways.find((g) => g.id === chosenId) ?? gateways[0];
  const payable = isPayableAmount(Number(amount));

  if (query.isLoading) return <CircularProgress size={24} aria-label={intl.formatMessage(text.loading)} />;
  if (query.isError || query.data?.graphQLErrors?.length)
    return (
      <LoadError
        message={intl.formatMessage(paymentMessages.gatewaysFailed)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!gateway) return <Alert severity="warning">{intl.formatMessage(text.noGateways)}</Alert>;
  const kind = gatewayKind(gateway.id);

  return (
    <Stack
      component="form"
      spacing={2}
      aria-label={intl.formatMessage(text.form)}
      onSubmit={(event) => {
        event.preventDefault();
        if (!payable) return;
        onRun({
          gatewayId: gateway.id,
          gateway: gateway.name,
          amount: Number(amount),
          // includePspReference as the payment step sends it: Saleor fails a success without one.
          data:
            kind === 'dummyApp' ? { event: { type: settings.dummyResult, includePspReference: true } } : {},
        });
      }}
    >
      <RadioGroup
        name="test-gateway"
        aria-label={intl.formatMessage(text.gateway)}
        value={gateway.id}
        onChange={(event) => setChosenId(event.target.value)}
      >
        {gateways.map((g) => (
          <FormControlLabel key={g.id} value={g.id} control={<Radio />} label={`${g.name} (${g.id})`} />
        ))}
      </RadioGroup>
      <TextField
        id="test-amount"
        name="amount"
        type="number"
        label={intl.formatMessage(text.amount, { currency: checkout.total.currency })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={!payable}
        helperText={intl.formatMessage(payable ? text.amountHint : text.amountInvalid)}
        slotProps={{ htmlInput: { min: 0.01, step: 0.01, inputMode: 'decimal' } }}
        sx={{ maxWidth: 240 }}
      />
      <GatewayOptions kind={kind} settings={settings} onChange={setSettings} />
      <Box>
        <Button type="submit" variant="contained" disabled={!payable || busy} loading={busy}>
          {intl.formatMessage(text.run)}
        </Button>
      </Box>
    </Stack>
  );
}

/** Every step, newest last, with its time; the last one offers what may follow it. */
function EventLog({
  entries,
  busy,
  onProcess,
}: {
  entries: LogEntry[];
  busy: boolean;
  onProcess: (transactionId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Box role="log" aria-label={intl.formatMessage(text.log)}>
      <Typography variant="h6" component="h2">
        {intl.formatMessage(text.log)}
      </Typography>
      <List component="ol" dense>
        {entries.map((entry, index) => (
          <ListItem key={entry.id} sx={{ display: 'block' }}>
            <Typography
              variant="caption"
              color="text.secondary"
              component="time"
              dateTime={entry.at.toISOString()}
            >
              {intl.formatTime(entry.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' })}
            </Typography>
            <EntryBody
              entry={entry}
              onProcess={index === entries.length - 1 && !busy ? onProcess : undefined}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}

function EntryBody({ entry, onProcess }: { entry: LogEntry; onProcess?: (transactionId: string) => void }) {
  const intl = useIntl();
  const t = (message: Text, values?: Record<string, string>) => intl.formatMessage(text[message], values);
  switch (entry.step) {
    case 'created':
      return (
        <Typography>
          <FormattedMessage
            {...text.created}
            values={{
              product: entry.checkout.productName,
              variant: entry.checkout.variantName,
              total: <Money {...entry.checkout.total} />,
            }}
          />
        </Typography>
      );
    case 'started':
      return (
        <Typography>
          <FormattedMessage
            {...text.started}
            values={{ gateway: entry.gateway, amount: <Money {...entry.amount} /> }}
          />
        </Typography>
      );
    case 'processRequested':
      return <Typography>{t('processRequested', { id: entry.transactionId })}</Typography>;
    case 'error':
      return (
        <Alert severity="error">
          {'text' in entry.failure ? entry.failure.text : intl.formatMessage(entry.failure.descriptor)}
        </Alert>
      );
    case 'outcome':
      break;
  }
  const { outcome } = entry;
  if (outcome.kind === 'failed') return <PaymentProblemAlert problem={outcome.problem} />;
  const process = onProcess && outcome.kind !== 'paid' && (
    <Button color="inherit" onClick={() => onProcess(outcome.transactionId)}>
      {t('process')}
    </Button>
  );
  if (outcome.kind === 'paid')
    return <Alert severity="success">{t('paid', { id: outcome.transactionId ?? '—' })}</Alert>;
  if (outcome.kind === 'processing')
    return (
      <Alert severity="info" action={process}>
        {t('processing', { id: outcome.transactionId })}
      </Alert>
    );
  return (
    <Alert severity="info" action={process}>
      {t('pending', { id: outcome.transactionId })}
      {outcome.url && (
        <Box sx={{ mt: 0.5 }}>
          <Link href={outcome.url} target="_blank" rel="noopener" color="inherit">
            {t(outcome.opened ? 'providerPageOpened' : 'providerPage')}
          </Link>
        </Box>
      )}
    </Alert>
  );
}

type Text =
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

const text: Record<Text, MessageDescriptor> = defineMessages({
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
