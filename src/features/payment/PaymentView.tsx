import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AppLink } from '../../components/common/AppLink';
import { LoadError } from '../../components/common/LoadError';
import { InvalidGlobalIdError } from '../../lib/globalId';
import { ORDER_TRANSACTION_NAME, paymentSourceId } from '../../lib/payment/paymentRules';
import { isReadyToPay, CheckoutTotals, successPath, useCheckoutDetails } from '../checkout';
import { useOrderPaymentCheckQuery } from './paymentApi';
import { paymentMessages } from './paymentMessages';
import { PaymentPanel } from './PaymentPanel';
import { checkoutPaymentTarget } from './paymentTarget';
import type { PaidOrder } from './usePayment';

/** /payment: the current checkout's payment, or with ?order=<id> an order placed unpaid. */
export function PaymentView() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  // An empty ?order= is still an order to pay (and refused as an invalid id), not the checkout.
  return orderId !== null ? <OrderPayment orderId={orderId} /> : <CheckoutPayment />;
}

function CheckoutPayment() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { checkout, token, isLoading, failed, refetch } = useCheckoutDetails();
  const onPaid = useCallback(
    (order: PaidOrder | null) => {
      if (order) void navigate(successPath(order));
    },
    [navigate],
  );
  if (isLoading) return <Skeleton variant="rounded" height={240} />;
  if (!token || (!checkout && !failed))
    return <Alert severity="warning">{intl.formatMessage(paymentMessages.noCheckoutSession)}</Alert>;
  if (!checkout)
    return (
      <LoadError
        message={intl.formatMessage(paymentMessages.gatewaysFailed)}
        onRetry={() => void refetch()}
      />
    );
  if (!checkout.lines.length || !isReadyToPay(checkout))
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">
          <FormattedMessage
            id="payment.checkoutIncomplete"
            defaultMessage="Your checkout still needs your details before you can pay."
            description="Shown on /payment when the checkout lacks email, address or delivery"
          />
        </Alert>
        <Button component={AppLink} to="/checkout" variant="contained">
          <FormattedMessage
            id="payment.toCheckout"
            defaultMessage="Go to checkout"
            description="Link from /payment to /checkout"
          />
        </Button>
      </Stack>
    );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Stack sx={{ flexGrow: 1 }}>
        <PaymentPanel
          target={checkoutPaymentTarget(checkout)}
          total={checkout.totalPrice.gross}
          onPaid={onPaid}
        />
      </Stack>
      <CheckoutTotals checkout={checkout} />
    </Stack>
  );
}

/** The order's global id, or null when the id cannot name an order (nothing is asked for it). */
function orderGlobalId(orderId: string): string | null {
  try {
    return paymentSourceId({ orderId });
  } catch (error) {
    if (error instanceof InvalidGlobalIdError) return null;
    throw error;
  }
}

function OrderPayment({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const id = orderGlobalId(orderId);
  const check = useOrderPaymentCheckQuery(id ? { id } : skipToken);
  const order = check.data?.order;
  const onPaid = useCallback(() => {
    if (order) void navigate(`/order-success?order=${encodeURIComponent(order.token)}`);
  }, [navigate, order]);
  if (!id) return <Alert severity="error">{intl.formatMessage(paymentMessages.invalidGlobalId)}</Alert>;
  if (check.isLoading) return <Skeleton variant="rounded" height={240} />;
  if (check.isError)
    return (
      <LoadError
        message={intl.formatMessage(paymentMessages.verifyOrderFailed)}
        onRetry={() => void check.refetch()}
      />
    );
  if (!order) return <Alert severity="warning">{intl.formatMessage(paymentMessages.orderNotFound)}</Alert>;
  const paid = order.isPaid || order.paymentStatus === 'FULLY_CHARGED';
  // Authorised in full: the shop charges later, and a second payment would take the money twice.
  if (paid || order.authorizeStatus === 'FULL')
    return (
      <Alert
        severity={paid ? 'success' : 'info'}
        action={
          <Button color="inherit" component={AppLink} to={`/orders/${order.number}`}>
            #{order.number}
          </Button>
        }
      >
        {intl.formatMessage(paid ? paymentMessages.alreadyPaid : paymentMessages.alreadyAuthorised)}
      </Alert>
    );
  const owed = Math.max(order.total.gross.amount - order.totalCharged.amount, 0);
  return (
    <Stack spacing={2}>
      <Typography>
        <FormattedMessage
          id="payment.forOrder"
          defaultMessage="Paying order #{number}."
          description="Lead of /payment for an order"
          values={{ number: order.number }}
        />
      </Typography>
      <PaymentPanel
        target={{ kind: 'order', id: order.id, amount: owed, name: ORDER_TRANSACTION_NAME }}
        total={{ amount: owed, currency: order.total.gross.currency }}
        onPaid={onPaid}
      />
    </Stack>
  );
}
