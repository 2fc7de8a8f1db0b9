import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Money, type MoneyValue } from '../../components/common/Money';
import { cartFailureText, type CartFailure } from '../../features/cart/cartFailures';
import { PaymentProblemAlert } from '../../features/payment/PaymentProblemAlert';
import type { PaymentOutcome } from '../../features/payment/payments';
import { text, type Text } from './paymentTestMessages';
import type { TestCheckout } from './testCheckout';

export type LogStep =
  | { step: 'created'; checkout: TestCheckout }
  | { step: 'started'; gateway: string; amount: MoneyValue }
  | { step: 'processRequested'; transactionId: string }
  | { step: 'outcome'; outcome: PaymentOutcome }
  | { step: 'error'; failure: CartFailure };
export type LogEntry = LogStep & { id: number; at: Date };

export /** Every step, newest last, with its time; the last one offers what may follow it. */
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
      return <Alert severity="error">{cartFailureText(entry.failure, intl.formatMessage)}</Alert>;
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
