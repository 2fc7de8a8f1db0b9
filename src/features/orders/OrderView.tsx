import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useConfig, useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { LoadError } from '../../components/common/LoadError';
import { selectIsLoggedIn } from '../auth';
import { lineTitle } from './lineNames';
import { OrderDetailsView } from './OrderDetailsView';
import type { OrderDetailsFragment } from './Order.generated';
import { ReorderButton } from './ReorderButton';
import { useOrderInLanguage } from './useOrderInLanguage';
import { isAuthorisedInFull } from './statusLabels';
import { useFindOrder } from './useFindOrder';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const lookupText = defineMessages({
  byTokenFailed: {
    id: 'orders.error.fetchOrder',
    defaultMessage: 'Failed to fetch order by token',
    description: 'Shown when an order cannot be loaded by its token',
  },
  byIdFailed: {
    id: 'orders.error.fetchOrderById',
    defaultMessage: 'Failed to fetch order by id',
    description: 'Shown when an order cannot be loaded by its number or id',
  },
});

/** Where a guest opens the order later, from any browser: its private token is the key. */
export const orderLinkOf = (order: Pick<OrderDetailsFragment, 'token'>, siteOrigin: string) =>
  `${siteOrigin}/orders/${order.token}`;

// An order authorised in full owes nothing now: the shop charges the authorisation later.
const owes = (order: OrderDetailsFragment) =>
  !order.isPaid &&
  !isAuthorisedInFull(order) &&
  order.status !== 'CANCELED' &&
  order.status !== 'EXPIRED' &&
  order.status !== 'DRAFT';

/**
 * An order found by its number, token or id (and `linkToken`, an emailed link's token, when there is
 * one), with what can be done with it.
 */
export function OrderView({ reference, linkToken = null }: { reference: string; linkToken?: string | null }) {
  const intl = useIntl();
  const found = useFindOrder(reference, linkToken);

  if (found.status === 'loading')
    return (
      <Skeleton
        variant="rounded"
        height={320}
        aria-label={intl.formatMessage({
          id: 'orders.loading',
          defaultMessage: 'Loading…',
          description: 'Shown while an order loads',
        })}
      />
    );
  if (found.status === 'error')
    return (
      <LoadError
        message={intl.formatMessage(UUID.test(reference) ? lookupText.byTokenFailed : lookupText.byIdFailed)}
        onRetry={found.retry}
      />
    );
  if (found.status === 'notFound')
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="warning">
          <FormattedMessage
            id="orders.notFound"
            defaultMessage="Order {number} not found"
            description="Shown when no order has this number"
            values={{ number: reference }}
          />
        </Alert>
        <Button component={AppLink} to="/orders-backup">
          <FormattedMessage
            id="orders.toBackup"
            defaultMessage="Orders saved in this browser"
            description="Link to the backup order list"
          />
        </Button>
      </Stack>
    );

  return <FoundOrder order={found.order} />;
}

/** The order with what can be done with it: pay what it owes, buy it again, keep its link. */
function FoundOrder({ order }: { order: OrderDetailsFragment }) {
  const config = useConfig();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { namesOf } = useOrderInLanguage(order);
  // The variant too: "Buy again" may leave out one size of a product and not another.
  const productNames = Object.fromEntries(order.lines.map((line) => [line.id, lineTitle(namesOf(line))]));
  return (
    <OrderDetailsView
      order={order}
      actions={
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!loggedIn && (
            <Typography variant="body2">
              <FormattedMessage
                id="order.guestLink"
                defaultMessage="Keep this link to see your order later, from any browser: {link}"
                description="For guests: the private link that opens the order"
                values={{
                  link: (
                    <Link component={AppLink} to={`/orders/${order.token}`} sx={{ overflowWrap: 'anywhere' }}>
                      {orderLinkOf(order, config.siteOrigin)}
                    </Link>
                  ),
                }}
              />
            </Typography>
          )}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
            {owes(order) && (
              <Button
                variant="contained"
                component={AppLink}
                to={`/payment?order=${encodeURIComponent(order.id)}`}
              >
                <FormattedMessage
                  id="order.payNow"
                  defaultMessage="Pay now"
                  description="Button to pay an unpaid order"
                />
              </Button>
            )}
            <ReorderButton orderId={order.id} productNames={productNames} />
          </Stack>
        </Stack>
      }
    />
  );
}
