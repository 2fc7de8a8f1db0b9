import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { FormattedDate, FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { AppLink } from '../../components/common/AppLink';
import { useOrderSummaryByTokenQuery } from './ordersApi';
import { orderStatusDisplay, paymentStatusDisplay } from './statusLabels';
import { StatusChip } from './StatusChip';

/** One order this browser remembers, read by its token: number, date, total and both statuses. */
export function RememberedOrder({ number, token }: { number: string; token: string }) {
  const intl = useIntl();
  const { data, isLoading, isError } = useOrderSummaryByTokenQuery({ token });
  const order = data?.orderByToken;
  const title = intl.formatMessage(
    { id: 'route.order.title', defaultMessage: 'Order {number}', description: 'Title of an order page' },
    { number },
  );
  return (
    <ListItem divider>
      <ListItemText
        primary={
          <Link component={AppLink} to={`/orders/${number}`}>
            {title}
          </Link>
        }
        secondary={
          isLoading ? (
            <FormattedMessage
              id="orders.loading"
              defaultMessage="Loading…"
              description="Shown while an order loads"
            />
          ) : order ? (
            <Stack
              component="span"
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}
            >
              <FormattedDate value={order.created} dateStyle="medium" />
              <FormattedNumber
                value={order.total.gross.amount}
                style="currency"
                currency={order.total.gross.currency}
              />
              <StatusChip {...orderStatusDisplay(order.status)} />
              <StatusChip
                {...paymentStatusDisplay(order.paymentStatus, order.isPaid, order.authorizeStatus)}
              />
            </Stack>
          ) : isError ? (
            <FormattedMessage
              id="orders.loadFailed"
              defaultMessage="This order could not be loaded right now."
              description="Shown when an order fails to load"
            />
          ) : (
            <FormattedMessage
              id="orders.notFound"
              defaultMessage="Order {number} not found"
              description="Shown when no order has this number"
              values={{ number }}
            />
          )
        }
        slotProps={{ secondary: { component: 'div' } }}
      />
    </ListItem>
  );
}
