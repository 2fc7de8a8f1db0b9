import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { paymentMessages } from './paymentMessages';
import { useLazyTransactionEventsQuery } from './paymentApi';
import { failureText } from '../../api/errorMessages';
import { queryFailure } from '../../api/failure';

/**
 * Fetches a transaction's events on demand. A shopper usually lacks the permission Saleor asks for
 * (HANDLE_PAYMENTS or MANAGE_ORDERS): that answer is shown as what it is, not as a failure.
 */
export function TransactionEventsButton({ transactionId }: { transactionId: string }) {
  const intl = useIntl();
  const [load, { data, error, isFetching }] = useLazyTransactionEventsQuery();
  // The server's own words when it gave some; else the default text, never the transport's words.
  const failure = queryFailure({ data, error });
  const problem = failure && failureText(failure, intl.formatMessage, paymentMessages.eventsFailed);
  const events = data?.transaction?.events ?? [];
  return (
    <>
      <Button size="small" onClick={() => void load({ id: transactionId })} disabled={isFetching}>
        <FormattedMessage
          id="transactions.showEvents"
          defaultMessage="Show events of {id}"
          description="Button that loads a transaction's events"
          values={{ id: transactionId }}
        />
      </Button>
      {problem && (
        <Alert severity={/permission/i.test(problem) ? 'info' : 'error'} sx={{ mt: 1 }}>
          {/permission/i.test(problem)
            ? intl.formatMessage({
                id: 'transactions.permission',
                defaultMessage:
                  'The shop does not let shoppers read payment events (it needs HANDLE_PAYMENTS or MANAGE_ORDERS). The order page shows the payment status instead.',
                description: 'Shown when the API refuses transaction events for lack of permission',
              })
            : problem}
        </Alert>
      )}
      {events.length > 0 && (
        <List dense>
          {events.map((event) => (
            <ListItem key={event.id}>
              <ListItemText
                primary={event.type ?? '—'}
                secondary={
                  <>
                    <FormattedNumber
                      value={event.amount.amount}
                      style="currency"
                      currency={event.amount.currency}
                    />{' '}
                    · {new Date(event.createdAt).toLocaleString(intl.locale)}
                    {event.message ? ` · ${event.message}` : ''}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
