import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useConfig } from '../../app/hooks';
import { LoadError } from '../../components/common/LoadError';
import { Money, type MoneyValue } from '../../components/common/Money';
import { gatewayKind, isLegacyGateway } from '../../lib/payment/gatewayKinds';
import { GatewayOptions, initialGatewaySettings } from './GatewayOptions';
import { gatewayName } from './gatewayNames';
import type { CheckoutPaymentGatewaysQuery } from './Payment.generated';
import { useCheckoutPaymentGatewaysQuery, useShopPaymentGatewaysQuery } from './paymentApi';
import { paymentMessages } from './paymentMessages';
import { PaymentProblemAlert } from './PaymentProblemAlert';
import { paymentStartedMessages, useOpenPayment } from './paymentStarted';
import { usePayment, type PaidOrder, type PaymentChoice, type PaymentTarget } from './usePayment';
import { queryFailure } from '../../api/failure';

/**
 * A checkout with nothing to pay (gift cards, or a promo code, cover it all): nothing goes through a
 * gateway.
 */
const isNothingToPay = (target: PaymentTarget) => target.kind === 'checkout' && target.amount <= 0;

type Gateway = NonNullable<CheckoutPaymentGatewaysQuery['checkout']>['availablePaymentGateways'][number];

/**
 * The gateways a checkout offers (`known` when the page already has them from the checkout step's
 * answer); an order (no checkout to ask) gets the shop's payment apps.
 */
function useGateways(target: PaymentTarget, known: readonly Gateway[] | undefined) {
  const config = useConfig();
  const forCheckout = useCheckoutPaymentGatewaysQuery(
    { id: target.id },
    { skip: target.kind !== 'checkout' || Boolean(known) || isNothingToPay(target) },
  );
  const forOrder = useShopPaymentGatewaysQuery(
    { channel: config.channel },
    { skip: target.kind !== 'order' },
  );
  if (target.kind === 'checkout' && known)
    return {
      gateways: known,
      isLoading: false,
      failed: false,
      noCheckout: false,
      refetch: forCheckout.refetch,
    };
  if (target.kind === 'checkout') {
    const data = forCheckout.data;
    return {
      gateways: data?.checkout?.availablePaymentGateways ?? [],
      isLoading: forCheckout.isLoading,
      failed: queryFailure(forCheckout) !== null,
      noCheckout: forCheckout.isSuccess && !data?.checkout && !data?.graphQLErrors?.length,
      refetch: forCheckout.refetch,
    };
  }
  return {
    gateways: (forOrder.data?.shop.availablePaymentGateways ?? []).filter(
      (gateway) => !isLegacyGateway(gatewayKind(gateway.id)),
    ),
    isLoading: forOrder.isLoading,
    failed: queryFailure(forOrder) !== null,
    noCheckout: false,
    refetch: forOrder.refetch,
  };
}

/**
 * Paying (the checkout's last step, and /payment): the gateways with what each needs, the pay button,
 * and what happens next: the provider's page in a new window, a failure with its text and a retry when
 * it may pass, a confirmation the gateway asks for, or the order.
 */
export function PaymentPanel({
  target,
  total,
  gateways: known,
  giftCardCount = 0,
  onPaid,
}: {
  target: PaymentTarget;
  total: MoneyValue;
  /** The checkout's gateways, when the page has them already. */
  gateways?: readonly Gateway[];
  /** How many gift cards the checkout carries: with none, a promo code made it free. */
  giftCardCount?: number;
  onPaid: (order: PaidOrder | null) => void;
}) {
  const intl = useIntl();
  const { gateways, isLoading, failed, noCheckout, refetch } = useGateways(target, known);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [settings, setSettings] = useState(initialGatewaySettings);
  const { status, pay, resume, check, confirm, dismissFailure, placeOrder } = usePayment(target, onPaid);
  const openPayment = useOpenPayment(target.id);
  const gateway = gateways.find((g) => g.id === chosenId) ?? gateways[0];
  const kind = gateway ? gatewayKind(gateway.id) : null;
  const working = status.kind === 'working';

  // Nothing to pay, but a payment started earlier (its provider's page perhaps still open) may yet take
  // money: the order waits for the provider's decision on it, or it would be paid twice.
  if (isNothingToPay(target))
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="info">
          {intl.formatMessage(giftCardCount > 0 ? panelText.coveredByGiftCards : panelText.nothingToPay)}
        </Alert>
        {status.kind === 'failed' && <PaymentProblemAlert problem={status.problem} onRetry={status.retry} />}
        <WaitingNotice status={status} resume={resume} confirm={confirm} />
        {openPayment === null ? (
          <Button variant="contained" size="large" loading={working} onClick={placeOrder}>
            {intl.formatMessage(panelText.placeOrder)}
          </Button>
        ) : (
          status.kind !== 'processing' && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" loading={working} onClick={() => check(openPayment)}>
                  {intl.formatMessage(paymentStartedMessages.check)}
                </Button>
              }
            >
              {intl.formatMessage(paymentStartedMessages.startedBefore)}
            </Alert>
          )
        )}
      </Stack>
    );
  if (isLoading)
    return <Skeleton variant="rounded" height={160} aria-label={intl.formatMessage(panelText.loading)} />;
  if (noCheckout)
    return <Alert severity="warning">{intl.formatMessage(paymentMessages.noCheckoutSession)}</Alert>;
  if (failed && !gateways.length)
    return (
      <LoadError
        message={intl.formatMessage(paymentMessages.gatewaysFailed)}
        onRetry={() => void refetch()}
      />
    );
  if (!gateway) return <Alert severity="warning">{intl.formatMessage(panelText.noGateways)}</Alert>;

  const choice = (): PaymentChoice =>
    kind === 'legacyDummy' || kind === 'legacyCard'
      ? {
          flow: 'legacy',
          gatewayId: gateway.id,
          token: kind === 'legacyCard' ? settings.cardNumber.replace(/\s/g, '') : settings.legacyToken,
        }
      : {
          flow: 'transaction',
          gatewayId: gateway.id,
          data:
            kind === 'dummyApp' ? { event: { type: settings.dummyResult, includePspReference: true } } : {},
        };

  const cannotPay = kind === 'legacyUnsupported' || (kind === 'legacyCard' && !settings.cardNumber.trim());

  return (
    <Stack spacing={2}>
      <RadioGroup
        name="payment-gateway"
        aria-label={intl.formatMessage(panelText.gateways)}
        value={gateway.id}
        onChange={(event) => {
          setChosenId(event.target.value);
          dismissFailure();
        }}
      >
        {gateways.map((g) => (
          <FormControlLabel
            key={g.id}
            value={g.id}
            control={<Radio />}
            label={gatewayName(g, intl)}
            disabled={working}
          />
        ))}
      </RadioGroup>
      <GatewayOptions kind={kind!} settings={settings} onChange={setSettings} />

      {status.kind === 'failed' && <PaymentProblemAlert problem={status.problem} onRetry={status.retry} />}
      {status.kind === 'pending' && (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={resume}>
              {intl.formatMessage(panelText.finished)}
            </Button>
          }
        >
          <FormattedMessage
            id="payment.pending"
            defaultMessage="Payment pending: finish paying on the payment page that opened in a new window."
            description="Shown while the shopper pays on the provider's page in another window"
          />
          {status.url && (
            <Box sx={{ mt: 1 }}>
              <Link href={status.url} target="_blank" rel="noopener" color="inherit">
                {intl.formatMessage(status.opened ? panelText.openAgain : panelText.open)}
              </Link>
            </Box>
          )}
        </Alert>
      )}
      <WaitingNotice status={status} resume={resume} confirm={confirm} />

      <Box>
        <Button
          variant="contained"
          size="large"
          loading={working}
          disabled={cannotPay || status.kind === 'pending'}
          onClick={() => pay(choice())}
        >
          <FormattedMessage
            id="payment.pay"
            defaultMessage="Pay {amount}"
            description="Button that pays (the amount follows)"
            values={{ amount: <Money {...total} /> }}
          />
        </Button>
      </Box>
    </Stack>
  );
}

/** A payment the provider is still deciding on, or one the shopper must confirm: what to do next. */
function WaitingNotice({
  status,
  resume,
  confirm,
}: Pick<ReturnType<typeof usePayment>, 'status' | 'resume' | 'confirm'>) {
  const intl = useIntl();
  if (status.kind === 'processing')
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" onClick={resume}>
            {intl.formatMessage(panelText.checkAgain)}
          </Button>
        }
      >
        {intl.formatMessage(panelText.processing)}
      </Alert>
    );
  if (status.kind === 'confirmation')
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" onClick={confirm}>
            {intl.formatMessage(panelText.confirm)}
          </Button>
        }
      >
        {intl.formatMessage(panelText.confirmationNeeded)}
      </Alert>
    );
  return null;
}

const panelText = defineMessages({
  coveredByGiftCards: {
    id: 'payment.coveredByGiftCards',
    defaultMessage: 'Your gift cards cover the whole order: there is nothing left to pay.',
    description: 'Payment step when gift cards pay the whole total',
  },
  nothingToPay: {
    id: 'payment.nothingToPay',
    defaultMessage: 'Nothing to pay: place your order.',
    description: 'Payment step when a promo code (no gift card) brings the total to 0',
  },
  placeOrder: {
    id: 'payment.placeOrder',
    defaultMessage: 'Place order',
    description: 'Button that places an order with nothing to pay (no payment method needed)',
  },
  loading: {
    id: 'payment.loading',
    defaultMessage: 'Loading the payment methods',
    description: 'Name of the placeholder while payment methods load',
  },
  gateways: {
    id: 'payment.gateways',
    defaultMessage: 'Payment method',
    description: 'Name of the list of payment gateways',
  },
  noGateways: {
    id: 'payment.noGateways',
    defaultMessage: 'No payment method is available for this order. Please contact the shop.',
    description: 'Shown when the shop offers no payment gateway',
  },
  finished: {
    id: 'payment.finished',
    defaultMessage: 'I have finished paying',
    description: 'Button the shopper presses after paying on the provider page',
  },
  open: {
    id: 'payment.openPage',
    defaultMessage: 'Open the payment page',
    description: 'Link to the provider page when the browser blocked the new window',
  },
  openAgain: {
    id: 'payment.openPageAgain',
    defaultMessage: 'Open the payment page again',
    description: 'Link to the provider page, which already opened once',
  },
  processing: {
    id: 'payment.processing',
    defaultMessage: 'The payment provider is still processing the payment.',
    description: 'Shown while a payment is neither accepted nor refused',
  },
  checkAgain: {
    id: 'payment.checkAgain',
    defaultMessage: 'Check again',
    description: 'Button that asks the provider again about a payment being processed',
  },
  confirmationNeeded: {
    id: 'payment.confirmationNeeded',
    defaultMessage: 'The payment provider asks you to confirm this payment.',
    description: 'Shown when checkoutComplete answers confirmationNeeded',
  },
  confirm: {
    id: 'payment.confirm',
    defaultMessage: 'Confirm the payment',
    description: 'Button that confirms a payment the gateway asked about',
  },
});
