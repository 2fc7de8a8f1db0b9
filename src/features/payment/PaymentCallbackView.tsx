import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { OrderDetailsView, selectOrderMapping } from '../orders';
import { PaymentProblemAlert } from './PaymentProblemAlert';
import { usePaymentCallback, type CallbackState } from './usePaymentCallback';

type CallbackText =
  | 'processing'
  | 'completing'
  | 'polling'
  | 'progress'
  | 'cancel'
  | 'undecided'
  | 'success'
  | 'authorised'
  | 'failed'
  | 'timeout'
  | 'cancelled'
  | 'error'
  | 'reload'
  | 'tryAgain'
  | 'viewOrder';

/** /payment-callback: where the provider's page sends the shopper back. */
export function PaymentCallbackView() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const mapping = useAppSelector(selectOrderMapping);
  // The lookup starts from the mapping as the page opened (see usePaymentCallback).
  const [initialMapping] = useState(mapping);
  const { state, cancel } = usePaymentCallback(
    { transaction: params.get('transaction'), checkout: params.get('checkout'), order: params.get('order') },
    initialMapping,
  );
  const t = (message: CallbackText, values?: Record<string, string | number>) =>
    intl.formatMessage(callbackText[message], values);
  const retryPath = params.get('order')
    ? `/payment?order=${encodeURIComponent(params.get('order')!)}`
    : '/checkout?step=payment';
  const retry = (
    <Button component={AppLink} to={retryPath} variant="contained">
      {t('tryAgain')}
    </Button>
  );

  return (
    <Stack spacing={3}>
      <Status state={state} onCancel={cancel} retry={retry} t={t} />
      {'order' in state && state.order && <OrderDetailsView order={state.order} />}
    </Stack>
  );
}

function Status({
  state,
  onCancel,
  retry,
  t,
}: {
  state: CallbackState;
  onCancel: () => void;
  retry: ReactNode;
  t: (message: CallbackText, values?: Record<string, string | number>) => string;
}) {
  switch (state.phase) {
    case 'processing':
    case 'completing':
      return (
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={24} />
          <Typography>{t(state.phase)}</Typography>
        </Stack>
      );
    case 'polling':
      return (
        <Stack spacing={1.5} role="status">
          <Typography>{t('polling', { attempt: state.attempt, max: state.maxAttempts })}</Typography>
          <LinearProgress
            variant="determinate"
            value={(state.attempt / state.maxAttempts) * 100}
            aria-label={t('progress')}
          />
          <Box>
            <Button onClick={onCancel}>{t('cancel')}</Button>
          </Box>
        </Stack>
      );
    case 'undecided':
      return (
        <Alert severity="info" action={retry}>
          {t('undecided')}
        </Alert>
      );
    case 'success':
    case 'authorised':
      return (
        <Alert
          severity={state.phase === 'success' ? 'success' : 'info'}
          action={<OrderLink token={state.order.token} label={t('viewOrder')} />}
        >
          {t(state.phase, { number: state.order.number })}
        </Alert>
      );
    case 'failed':
      return (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {state.problem ? (
            <PaymentProblemAlert problem={state.problem} />
          ) : (
            <Alert severity="error" role="alert">
              {t('failed')}
            </Alert>
          )}
          {retry}
        </Stack>
      );
    case 'timeout':
      return (
        <Alert severity="warning" action={<OrderLink token={state.order.token} label={t('viewOrder')} />}>
          {t('timeout')}
        </Alert>
      );
    case 'cancelled':
      return (
        <Alert severity="info" action={<OrderLink token={state.order.token} label={t('viewOrder')} />}>
          {t('cancelled')}
        </Alert>
      );
    case 'error':
      return (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
          }
        >
          {t('error')}
        </Alert>
      );
  }
}

const OrderLink = ({ token, label }: { token: string; label: string }) => (
  <Button color="inherit" component={AppLink} to={`/order-success?order=${token}`}>
    {label}
  </Button>
);

const callbackText: Record<CallbackText, MessageDescriptor> = defineMessages({
  processing: {
    id: 'paymentCallback.processing',
    defaultMessage: 'Asking the payment provider for the result…',
    description: 'Shown while the returned payment is processed',
  },
  completing: {
    id: 'paymentCallback.completing',
    defaultMessage: 'Placing your order…',
    description: 'Shown while the paid checkout becomes an order',
  },
  polling: {
    id: 'paymentCallback.polling',
    defaultMessage: 'Waiting for the payment to be confirmed (check {attempt} of {max})…',
    description: 'Shown while the order is polled for its payment status',
  },
  progress: {
    id: 'paymentCallback.progress',
    defaultMessage: 'Payment confirmation progress',
    description: 'Name of the polling progress bar',
  },
  cancel: {
    id: 'paymentCallback.cancel',
    defaultMessage: 'Stop waiting',
    description: 'Button that stops polling the payment status',
  },
  undecided: {
    id: 'paymentCallback.undecided',
    defaultMessage: 'The payment provider has not decided yet. Try again in a moment.',
    description: 'Shown when the provider still processes the payment',
  },
  success: {
    id: 'paymentCallback.success',
    defaultMessage: 'Payment received. Your order #{number} is confirmed.',
    description: 'Shown when the payment of the order succeeded',
  },
  authorised: {
    id: 'paymentCallback.authorised',
    defaultMessage:
      'Payment authorised. Your order #{number} is confirmed; the shop will charge the amount later.',
    description: 'Shown when the payment is authorised in full but not yet charged (the shop charges later)',
  },
  failed: {
    id: 'paymentCallback.failed',
    defaultMessage: 'The payment was refused or cancelled. Your order is not paid.',
    description: 'Shown when polling finds the payment failed',
  },
  timeout: {
    id: 'paymentCallback.timeout',
    defaultMessage:
      'The payment has not been confirmed after 10 minutes. It may still go through: check your order later.',
    description: 'Shown when polling ran out of attempts',
  },
  cancelled: {
    id: 'paymentCallback.cancelled',
    defaultMessage: 'You stopped waiting. The payment may still go through: check your order later.',
    description: 'Shown after the shopper stopped the polling',
  },
  error: {
    id: 'paymentCallback.error',
    defaultMessage: 'The payment status could not be checked.',
    description: 'Shown when checking the payment failed',
  },
  reload: {
    id: 'paymentCallback.reload',
    defaultMessage: 'Check again',
    description: 'Button that reloads the payment callback page',
  },
  tryAgain: {
    id: 'paymentCallback.tryAgain',
    defaultMessage: 'Try paying again',
    description: 'Button back to the payment after a failure',
  },
  viewOrder: {
    id: 'paymentCallback.viewOrder',
    defaultMessage: 'View order',
    description: 'Button to the order after its payment',
  },
});
