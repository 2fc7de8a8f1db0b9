import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { checkoutCleared, selectCheckoutToken } from '../../features/checkout/checkoutSlice';
import { orderMappingCleared, selectOrderMapping } from '../../features/orders/ordersSlice';
import {
  lastPollCleared,
  selectLastPoll,
  selectTransactionIds,
  transactionIdsCleared,
} from '../../features/payment/paymentSlice';
import { TransactionEventsButton } from '../../features/payment/TransactionEventsButton';

function StoredValue({ title, value, onClear }: { title: ReactNode; value: unknown; onClear: () => void }) {
  const empty = value === null || (typeof value === 'object' && Object.keys(value as object).length === 0);
  // Every card has a "Clear": its name adds the heading ("Clear Checkout token") to tell them apart.
  const id = useId();
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2" id={`${id}-title`}>
          {title}
        </Typography>
        <Button
          onClick={onClear}
          disabled={empty}
          color="error"
          id={`${id}-clear`}
          aria-labelledby={`${id}-clear ${id}-title`}
        >
          <FormattedMessage
            id="page.paymentDebug.clear"
            defaultMessage="Clear"
            description="Button that clears one stored payment value"
          />
        </Button>
      </Stack>
      <Typography
        component="pre"
        sx={{ fontFamily: 'monospace', whiteSpace: 'pre-wrap', wordBreak: 'break-all', m: 0 }}
      >
        {empty ? '—' : JSON.stringify(value, null, 2)}
      </Typography>
    </Paper>
  );
}

/** What this browser stores for payments, each with a button to clear it. */
export default function PaymentDebugPage() {
  const dispatch = useAppDispatch();
  const checkoutToken = useAppSelector(selectCheckoutToken);
  const orderMapping = useAppSelector(selectOrderMapping);
  const transactionIds = useAppSelector(selectTransactionIds);
  const lastPoll = useAppSelector(selectLastPoll);
  return (
    <>
      <PageHeading title={routeTitles.paymentDebug}>
        <FormattedMessage
          id="page.paymentDebug.intro"
          defaultMessage="What this browser stores about payments."
          description="Lead paragraph of the payment debug page"
        />
      </PageHeading>
      <Stack spacing={2}>
        <StoredValue
          title={
            <FormattedMessage
              id="page.paymentDebug.checkoutToken"
              defaultMessage="Checkout token"
              description="Heading of the stored checkout token"
            />
          }
          value={checkoutToken}
          onClear={() => dispatch(checkoutCleared())}
        />
        <StoredValue
          title={
            <FormattedMessage
              id="page.paymentDebug.orderMapping"
              defaultMessage="Order mapping"
              description="Heading of the stored order tokens"
            />
          }
          value={orderMapping}
          onClear={() => dispatch(orderMappingCleared())}
        />
        <StoredValue
          title={
            <FormattedMessage
              id="page.paymentDebug.transactionIds"
              defaultMessage="Transaction ids"
              description="Heading of the stored transaction ids"
            />
          }
          value={transactionIds}
          onClear={() => dispatch(transactionIdsCleared())}
        />
        {Object.values(transactionIds)
          .flat()
          .map((id) => (
            <TransactionEventsButton key={id} transactionId={id} />
          ))}
        <StoredValue
          title={
            <FormattedMessage
              id="page.paymentDebug.lastPoll"
              defaultMessage="Last payment check"
              description="Heading of how the last polling of a payment's status ended"
            />
          }
          value={lastPoll}
          onClear={() => dispatch(lastPollCleared())}
        />
      </Stack>
    </>
  );
}
