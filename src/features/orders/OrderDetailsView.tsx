import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Money } from '../../components/common/Money';
import { AddressText } from '../addresses';
import { TotalRow } from '../../components/common/TotalRow';
import { ReducedPrice } from '../../components/totals/ReducedPrice';
import { shownPrice, totalRows } from '../../components/totals/totalRows';
import { TotalsList } from '../../components/totals/TotalsList';
import { orderTotalsInput } from './orderMoney';
import type { LineNames as Names } from './lineNames';
import type { OrderDetailsFragment } from './Order.generated';
import { OrderGiftMessage } from './OrderGiftMessage';
import { OrderShipments } from './OrderShipments';
import { orderStatusDisplay, paymentStatusDisplay } from './statusLabels';
import { StatusChip } from './StatusChip';
import { useOrderInLanguage } from './useOrderInLanguage';

/**
 * A line's product, and its variant when that adds something, as named in the page's language; a
 * placeholder while those names are on their way.
 */
function LineNames({ names }: { names: Names | null }) {
  if (!names) return <Skeleton variant="text" width="60%" />;
  const { product, variant } = names;
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{product}</Typography>
      {variant && variant !== product && (
        <Typography variant="body2" color="text.secondary">
          {variant}
        </Typography>
      )}
    </>
  );
}

/**
 * An order as the success pages and /orders/{number} show it: number, date, order and payment status,
 * lines, totals and addresses. `actions` (pay, reorder, the guest link) go under the heading.
 */
export function OrderDetailsView({ order, actions }: { order: OrderDetailsFragment; actions?: ReactNode }) {
  const intl = useIntl();
  const { shippingMethodName, namesOf, ready } = useOrderInLanguage(order);
  return (
    <Stack spacing={3} component="article" aria-labelledby="order-heading">
      <Stack spacing={1}>
        <Typography id="order-heading" variant="h5" component="h2">
          <FormattedMessage
            id="order.number"
            defaultMessage="Order #{number}"
            description="Heading of an order: its number"
            values={{ number: order.number }}
          />
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography color="text.secondary">
            <FormattedDate value={order.created} dateStyle="long" timeStyle="short" />
          </Typography>
          <StatusChip {...orderStatusDisplay(order.status)} />
          <StatusChip {...paymentStatusDisplay(order.paymentStatus, order.isPaid, order.authorizeStatus)} />
        </Stack>
        {actions}
      </Stack>

      <Box
        component="ul"
        aria-label={intl.formatMessage({
          id: 'order.lines',
          defaultMessage: 'Items ordered',
          description: 'Name of the list of an order lines',
        })}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {order.lines.map((line) => (
          <Stack
            component="li"
            key={line.id}
            direction="row"
            spacing={2}
            sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'center' }}
          >
            <Box
              component="img"
              src={line.thumbnail?.url}
              alt=""
              width={64}
              height={64}
              sx={{ borderRadius: 1, objectFit: 'cover', bgcolor: 'action.hover', flexShrink: 0 }}
            />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <LineNames names={ready ? namesOf(line) : null} />
              <Typography variant="body2" color="text.secondary">
                <FormattedMessage
                  id="order.line.quantity"
                  defaultMessage="{quantity} × {price}"
                  description="Quantity and unit price of an order line"
                  values={{
                    quantity: line.quantity,
                    price: (
                      <ReducedPrice
                        now={shownPrice(line.unitPrice, order.displayGrossPrices)}
                        was={shownPrice(line.undiscountedUnitPrice, order.displayGrossPrices)}
                      />
                    ),
                  }}
                />
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600 }}>
              <Money {...shownPrice(line.totalPrice, order.displayGrossPrices)} />
            </Typography>
          </Stack>
        ))}
      </Box>

      <OrderShipments order={order} namesOf={namesOf} ready={ready} />

      <OrderGiftMessage metadata={order.metadata} />

      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        {order.shippingAddress && (
          <AddressCard
            title={
              <FormattedMessage
                id="order.shippingAddress"
                defaultMessage="Shipping address"
                description="Order's shipping address heading"
              />
            }
          >
            <AddressText address={order.shippingAddress} />
            {shippingMethodName && (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {shippingMethodName}
              </Typography>
            )}
          </AddressCard>
        )}
        {order.billingAddress && (
          <AddressCard
            title={
              <FormattedMessage
                id="order.billingAddress"
                defaultMessage="Billing address"
                description="Order's billing address heading"
              />
            }
          >
            <AddressText address={order.billingAddress} />
          </AddressCard>
        )}
        <Paper variant="outlined" sx={{ p: 2, width: { xs: '100%', md: 320 }, flexShrink: 0 }}>
          <Stack spacing={1}>
            <TotalsList totals={totalRows(orderTotalsInput(order))} shippingLater={null} />
            <TotalRow
              label={
                <FormattedMessage
                  id="order.charged"
                  defaultMessage="Paid"
                  description="Amount charged on an order"
                />
              }
            >
              <Money {...order.totalCharged} />
            </TotalRow>
            {order.totalAuthorized.amount > 0 && (
              <TotalRow
                label={
                  <FormattedMessage
                    id="order.authorized"
                    defaultMessage="Authorised, not yet charged"
                    description="Amount authorised on an order"
                  />
                }
              >
                <Money {...order.totalAuthorized} />
              </TotalRow>
            )}
          </Stack>
        </Paper>
      </Stack>
    </Stack>
  );
}

function AddressCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, width: { xs: '100%', md: 'auto' } }}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
