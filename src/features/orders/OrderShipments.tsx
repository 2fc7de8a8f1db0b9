import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import type { FulfillmentStatus } from '../../api/generated/schemaTypes';
import type { OrderDetailsFragment } from './Order.generated';
import type { OrderInLanguage } from './useOrderInLanguage';
import { StatusChip } from './StatusChip';
import type { StatusColour } from './statusLabels';

// The order's shipments (Saleor's Order.fulfillments): each by Saleor's display number
// "<order number>-<n>", its date and status, what it carried and its tracking number. A tracking
// number that is a web address is a link; Saleor allows any text there.

const statusLabels = defineMessages({
  FULFILLED: {
    id: 'shipment.status.fulfilled',
    defaultMessage: 'Shipped',
    description: 'Status of a shipment of an order: FULFILLED (sent)',
  },
  REFUNDED: {
    id: 'shipment.status.refunded',
    defaultMessage: 'Refunded',
    description: 'Status of a shipment of an order: REFUNDED',
  },
  RETURNED: {
    id: 'shipment.status.returned',
    defaultMessage: 'Returned',
    description: 'Status of a shipment of an order: RETURNED',
  },
  REPLACED: {
    id: 'shipment.status.replaced',
    defaultMessage: 'Replaced',
    description: 'Status of a shipment of an order: REPLACED',
  },
  REFUNDED_AND_RETURNED: {
    id: 'shipment.status.refundedAndReturned',
    defaultMessage: 'Returned and refunded',
    description: 'Status of a shipment of an order: REFUNDED_AND_RETURNED',
  },
  CANCELED: {
    id: 'shipment.status.canceled',
    defaultMessage: 'Cancelled',
    description: 'Status of a shipment of an order: CANCELED (Saleor does not show these to shoppers)',
  },
  WAITING_FOR_APPROVAL: {
    id: 'shipment.status.waitingForApproval',
    defaultMessage: 'Awaiting approval',
    description: 'Status of a shipment of an order: WAITING_FOR_APPROVAL',
  },
});

const statusColours: Record<FulfillmentStatus, StatusColour> = {
  FULFILLED: 'green',
  REFUNDED: 'gray',
  RETURNED: 'orange',
  REPLACED: 'blue',
  REFUNDED_AND_RETURNED: 'gray',
  CANCELED: 'red',
  WAITING_FOR_APPROVAL: 'yellow',
};

const isWebAddress = (text: string) => /^https?:\/\/[^\s]+$/i.test(text);

type OrderLine = OrderDetailsFragment['lines'][number];

export function OrderShipments({
  order,
  namesOf,
  ready,
}: {
  order: Pick<OrderDetailsFragment, 'number' | 'lines' | 'fulfillments'>;
  namesOf: OrderInLanguage['namesOf'];
  ready: boolean;
}) {
  const intl = useIntl();
  const shipments = order.fulfillments ?? [];
  if (!shipments.length) return null;
  const lineById = new Map<string, OrderLine>(order.lines.map((line) => [line.id, line]));
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="order-shipments-heading">
      <Typography id="order-shipments-heading" variant="h6" component="h3">
        <FormattedMessage
          id="order.shipments"
          defaultMessage="Shipments"
          description="Heading of the list of an order's shipments"
        />
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {shipments.map((shipment) => {
          const headingId = `shipment-${shipment.id}`;
          return (
            <Paper
              component="li"
              variant="outlined"
              key={shipment.id}
              aria-labelledby={headingId}
              sx={{ p: 2 }}
            >
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}
              >
                <Typography id={headingId} component="h4" sx={{ fontWeight: 600 }}>
                  <FormattedMessage
                    id="order.shipment.number"
                    defaultMessage="Shipment {number}"
                    description="Name of one shipment of an order: Saleor's number, the order's number, a dash and the shipment's"
                    values={{ number: `${order.number}-${shipment.fulfillmentOrder}` }}
                  />
                </Typography>
                <Typography color="text.secondary" variant="body2">
                  <FormattedDate value={shipment.created} dateStyle="medium" />
                </Typography>
                <StatusChip label={statusLabels[shipment.status]} colour={statusColours[shipment.status]} />
              </Stack>
              <Box
                component="ul"
                aria-label={intl.formatMessage({
                  id: 'order.shipment.lines',
                  defaultMessage: 'Items in this shipment',
                  description: 'Name of the list of the items one shipment of an order carried',
                })}
                sx={{ m: 0, pl: 2.5 }}
              >
                {(shipment.lines ?? []).map((shipped) => {
                  const line = shipped.orderLine ? lineById.get(shipped.orderLine.id) : undefined;
                  const names = line && ready ? namesOf(line) : null;
                  return (
                    <Typography component="li" key={shipped.id}>
                      {line && !names ? (
                        <Skeleton variant="text" width="50%" />
                      ) : (
                        <FormattedMessage
                          id="order.shipment.line"
                          defaultMessage="{quantity} × {name}"
                          description="One item of a shipment: how many and its name"
                          values={{
                            quantity: shipped.quantity,
                            name: names
                              ? names.variant && names.variant !== names.product
                                ? `${names.product} (${names.variant})`
                                : names.product
                              : '—',
                          }}
                        />
                      )}
                    </Typography>
                  );
                })}
              </Box>
              <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {shipment.trackingNumber ? (
                  <FormattedMessage
                    id="order.shipment.tracking"
                    defaultMessage="Tracking number: {tracking}"
                    description="The tracking number of a shipment"
                    values={{
                      tracking: isWebAddress(shipment.trackingNumber) ? (
                        <Link href={shipment.trackingNumber} target="_blank" rel="noopener noreferrer">
                          {shipment.trackingNumber}
                        </Link>
                      ) : (
                        <Box component="strong" sx={{ fontFamily: 'monospace' }}>
                          {shipment.trackingNumber}
                        </Box>
                      ),
                    }}
                  />
                ) : (
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    <FormattedMessage
                      id="order.shipment.noTracking"
                      defaultMessage="No tracking number"
                      description="Shown for a shipment the shop gave no tracking number"
                    />
                  </Box>
                )}
              </Typography>
            </Paper>
          );
        })}
      </Stack>
    </Stack>
  );
}
