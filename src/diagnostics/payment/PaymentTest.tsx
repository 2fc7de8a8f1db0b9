import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useConfig, useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadError } from '../../components/common/LoadError';
import { checkoutIdFromToken } from '../../lib/globalId';
import { gatewayKind, isLegacyGateway } from '../../lib/payment/gatewayKinds';
import { isPayableAmount, transactionName } from '../../lib/payment/paymentRules';
import { GatewayOptions, initialGatewaySettings } from '../../features/payment/GatewayOptions';
import { useCheckoutPaymentGatewaysQuery } from '../../features/payment/paymentApi';
import { paymentMessages } from '../../features/payment/paymentMessages';
import { selectTransactionIds } from '../../features/payment/paymentSlice';
import { processTransaction, startTransaction } from '../../features/payment/payments';
import { TransactionEventsButton } from '../../features/payment/TransactionEventsButton';
import { createTestCheckout, type TestCheckout } from './testCheckout';
import { EventLog, type LogEntry, type LogStep } from './PaymentTestLog';
import { text } from './paymentTestMessages';
import { lazyPart } from '../../components/common/lazyPart';

// The order-from-checkout check shows only once a test checkout exists: its code (and its document)
// loads then, keeping the page's first chunks within the route budget.
const { Part: OrderFromCheckoutCheck } = lazyPart(() =>
  import(/* webpackChunkName: "order-from-checkout-check" */ './OrderFromCheckoutCheck').then(
    (module) => module.OrderFromCheckoutCheck,
  ),
);

// /payment-test: a small payment through a chosen gateway, every step logged. It pays a throwaway
// checkout of its own (never stored as the cart) and never completes it, so the shopper's cart and
// orders stay as they were.

/** What the form asks to pay: the gateway (and its name for the log), the amount, the app's data. */
interface RunRequest {
  gatewayId: string;
  gateway: string;
  amount: number;
  data: Record<string, unknown>;
}

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
        <OrderFromCheckoutCheck
          key={checkout.token}
          checkoutToken={checkout.token}
          disabled={busy}
          fallback={null}
        />
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
