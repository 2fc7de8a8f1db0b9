import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { selectIsLoggedIn } from '../auth';
import { useMyOrdersQuery } from './ordersApi';
import { rememberOrder, selectOrderMapping } from './ordersSlice';
import { OrderRow } from './OrderRow';
import { RememberedOrder } from './RememberedOrder';
import { queryFailure } from '../../api/failure';

/** /orders: a customer's own orders (me.orders, the first 20); a guest's, from this browser's tokens. */
export function OrdersView() {
  return useAppSelector(selectIsLoggedIn) ? <CustomerOrders /> : <RememberedOrders />;
}

function CustomerOrders() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const query = useMyOrdersQuery({});
  const { data, isLoading, refetch } = query;
  const orders = [...(data?.me?.orders?.edges ?? [])]
    .map((edge) => edge.node)
    .sort((a, b) => b.created.localeCompare(a.created));
  const failed = queryFailure(query) !== null;

  // Each listed order opens by its token from here on, even where order(id) needs a permission; it is
  // remembered as this customer's, so logging out forgets it.
  useEffect(() => {
    for (const order of data?.me?.orders?.edges ?? []) dispatch(rememberOrder(order.node));
  }, [data, dispatch]);

  if (isLoading)
    return <Skeleton variant="rounded" height={240} aria-label={intl.formatMessage(ordersText.loading)} />;
  return (
    <Stack spacing={2}>
      {failed && (
        <Alert
          severity="error"
          action={
            <Stack direction="row">
              <Button color="inherit" onClick={() => void refetch()}>
                {intl.formatMessage(ordersText.retry)}
              </Button>
              <Button color="inherit" component={AppLink} to="/orders-backup">
                {intl.formatMessage(ordersText.backup)}
              </Button>
            </Stack>
          }
        >
          {intl.formatMessage(ordersText.failed)}
        </Alert>
      )}
      {!failed && !orders.length && <NoOrders />}
      {orders.length > 0 && (
        <List aria-label={intl.formatMessage(ordersText.list)}>
          {orders.map((order) => (
            <OrderRow key={order.id} number={order.number} summary={order} />
          ))}
        </List>
      )}
    </Stack>
  );
}

function RememberedOrders() {
  const intl = useIntl();
  const entries = Object.entries(useAppSelector(selectOrderMapping)).filter(([key]) => /^\d+$/.test(key));
  entries.sort(([a], [b]) => Number(b) - Number(a));
  if (!entries.length) return <NoOrders />;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{intl.formatMessage(ordersText.guest)}</Typography>
      <List aria-label={intl.formatMessage(ordersText.list)}>
        {entries.map(([number, token]) => (
          <RememberedOrder key={number} number={number} token={token} />
        ))}
      </List>
    </Stack>
  );
}

function NoOrders() {
  const intl = useIntl();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography>{intl.formatMessage(ordersText.none)}</Typography>
      <Button component={AppLink} to="/categories" variant="contained">
        <FormattedMessage
          id="cart.empty.browse"
          defaultMessage="Browse categories"
          description="Empty cart link"
        />
      </Button>
    </Stack>
  );
}

const ordersText: Record<
  'loading' | 'retry' | 'backup' | 'failed' | 'list' | 'guest' | 'none',
  MessageDescriptor
> = defineMessages({
  loading: {
    id: 'orders.loadingList',
    defaultMessage: 'Loading your orders',
    description: 'Name of the order list placeholder',
  },
  retry: { id: 'orders.retry', defaultMessage: 'Try again', description: 'Retry loading the orders' },
  backup: {
    id: 'orders.toBackup',
    defaultMessage: 'Orders saved in this browser',
    description: 'Link to the backup order list',
  },
  failed: {
    id: 'orders.error.fetchOrders',
    defaultMessage: 'Failed to fetch orders',
    description: 'Shown when the order list cannot be loaded',
  },
  list: { id: 'orders.list', defaultMessage: 'Orders', description: 'Name of the order list' },
  guest: {
    id: 'orders.guest',
    defaultMessage: 'Orders placed from this browser. Log in to see every order of your account.',
    description: 'Lead of the order list for guests',
  },
  none: {
    id: 'orders.none',
    defaultMessage: 'You have no orders yet.',
    description: 'Shown when there are no orders',
  },
});
