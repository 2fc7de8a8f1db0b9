import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { defineMessages, FormattedDate, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type {
  OrderAuthorizeStatusEnum,
  OrderStatus,
  PaymentChargeStatusEnum,
} from '../../api/generated/schemaTypes';
import { AppLink } from '../../components/common/AppLink';
import { Money, type MoneyValue } from '../../components/common/Money';
import { orderStatusDisplay, paymentStatusDisplay } from './statusLabels';
import { StatusChip } from './StatusChip';

/** What a row of the order list shows of an order (the customer's list and the guest's agree on it). */
export interface OrderRowSummary {
  created: string;
  status: OrderStatus;
  paymentStatus: PaymentChargeStatusEnum;
  authorizeStatus: OrderAuthorizeStatusEnum;
  isPaid: boolean;
  total: { gross: MoneyValue };
}

/**
 * One order of the order list. The number and the total share the first line (the total at its end,
 * labelled), the date has a line of its own, then the statuses: each part reads on its own, at 360 px
 * as on a wide screen and to a screen reader ("Total US$23.00", "Placed on 25 Nov 2026"). Without a
 * summary (still loading, not found) `placeholder` says why.
 */
export function OrderRow({
  number,
  summary,
  placeholder,
}: {
  number: string;
  summary: OrderRowSummary | null | undefined;
  placeholder?: ReactNode;
}) {
  return (
    <ListItem divider sx={{ display: 'block', py: 1.5 }}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2 }}
      >
        <Link component={AppLink} to={`/orders/${number}`} sx={{ fontWeight: 600 }}>
          <FormattedMessage {...rowText.number} values={{ number }} />
        </Link>
        {summary && (
          <Typography component="span" sx={{ whiteSpace: 'nowrap' }}>
            <FormattedMessage
              {...rowText.total}
              values={{
                amount: (
                  <Box component="span" sx={{ fontWeight: 600 }}>
                    <Money {...summary.total.gross} />
                  </Box>
                ),
              }}
            />
          </Typography>
        )}
      </Stack>
      {summary ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            <FormattedMessage
              {...rowText.placed}
              values={{ date: <FormattedDate value={summary.created} dateStyle="medium" /> }}
            />
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.75 }}>
            <StatusChip {...orderStatusDisplay(summary.status)} />
            <StatusChip
              {...paymentStatusDisplay(summary.paymentStatus, summary.isPaid, summary.authorizeStatus)}
            />
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
          {placeholder}
        </Typography>
      )}
    </ListItem>
  );
}

const rowText: Record<'number' | 'total' | 'placed', MessageDescriptor> = defineMessages({
  number: {
    id: 'order.number',
    defaultMessage: 'Order #{number}',
    description: 'Heading of an order: its number',
  },
  total: {
    id: 'orders.row.total',
    defaultMessage: 'Total {amount}',
    description: 'An order in the order list: its total (the amount follows)',
  },
  placed: {
    id: 'orders.row.placed',
    defaultMessage: 'Placed on {date}',
    description: 'An order in the order list: the day it was placed',
  },
});
