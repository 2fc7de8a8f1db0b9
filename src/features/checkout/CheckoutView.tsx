import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepContent from '@mui/material/StepContent';
import Stepper from '@mui/material/Stepper';
import { useCallback, useEffect, useRef, useState } from 'react';
import { lazyPart } from '../../components/common/lazyPart';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { AppLink } from '../../components/common/AppLink';
import { LoadError } from '../../components/common/LoadError';
import { checkoutPaymentTarget, completionProblem, loadPaymentPanel, PaymentProblemAlert } from '../payment';
import type { PaidOrder } from '../payment';
import type { CheckoutViewData } from './checkoutDetailsApi';
import { checkoutMessages } from './checkoutMessages';
import {
  currentStep,
  furthestStep,
  isStepCompleted,
  nextStep,
  stepsFor,
  type CheckoutStep,
} from './checkoutSteps';
import { CheckoutTotals } from './CheckoutTotals';
import {
  completeCheckout,
  interruptedCompletion,
  successPath,
  type CompletionResult,
} from './completeCheckout';
import { stepLabels } from './stepLabels';
import { ContactStep, type ContactDraft } from './steps/ContactStep';
import { DeliveryStep } from './steps/DeliveryStep';
import { ReviewStep } from './steps/ReviewStep';
import { useCheckoutDetails } from './useCheckoutDetails';

// The address steps (the address form, with its country select) load when they open, and the payment
// step when the review step opens (most visits of this page are spent on the steps before it). Code
// already here shows at once (lazyPart: no Suspense hold-back of 300 ms).
const addressStep = lazyPart(() =>
  import(/* webpackChunkName: "address-step" */ './steps/AddressStep').then((m) => m.AddressStep),
);
const AddressStep = addressStep.Part;
const paymentPanel = lazyPart(() => loadPaymentPanel().then((m) => m.PaymentPanel));
const PaymentPanel = paymentPanel.Part;

/**
 * The checkout: a stepper of the steps this checkout needs. The data lives in the checkout on the
 * server and the open step in the URL (?step=), so a reload comes back to the same place.
 */
export function CheckoutView() {
  const intl = useIntl();
  const navigate = useNavigate();
  const { checkout, isLoading, failed, refetch, token } = useCheckoutDetails();
  const recovery = useInterruptedCompletion();
  const [params, setParams] = useSearchParams();
  // An email the contact step left for the next address step to send: the steps count it as given.
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  const onPaid = useCallback(
    (order: PaidOrder | null) => {
      if (order) void navigate(successPath(order));
    },
    [navigate],
  );

  if (recovery.state === 'running')
    return (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} />
        <span>
          <FormattedMessage
            id="checkout.recovering"
            defaultMessage="Finishing your order…"
            description="Shown after a reload while the checkout's completion is asked for again"
          />
        </span>
      </Stack>
    );
  if (isLoading)
    return (
      <Skeleton variant="rounded" height={320} aria-label={intl.formatMessage(checkoutMessages.loading)} />
    );
  if (!checkout) {
    if (failed)
      return (
        <LoadError
          message={intl.formatMessage(checkoutMessages.fetchFailed)}
          onRetry={() => void refetch()}
        />
      );
    return <NothingToCheckOut hasToken={Boolean(token)} />;
  }
  if (!checkout.lines.length) return <NothingToCheckOut hasToken />;

  const given = draft ? { ...checkout, email: draft.email } : checkout;
  const steps = stepsFor(given);
  const active = currentStep(given, params.get('step'));
  const furthest = steps.indexOf(furthestStep(given));
  const open = (step: CheckoutStep) => setParams({ step }, { replace: false });
  const done = (step: CheckoutStep) => () => open(nextStep(given, step));

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={4} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
        {recovery.problem && <PaymentProblemAlert problem={recovery.problem} />}
        {failed && (
          <LoadError
            message={intl.formatMessage(
              active === 'delivery' ? checkoutMessages.shippingMethodsFailed : checkoutMessages.fetchFailed,
            )}
            onRetry={() => void refetch()}
          />
        )}
        <Stepper
          activeStep={steps.indexOf(active)}
          orientation="vertical"
          nonLinear
          aria-label={intl.formatMessage({
            id: 'checkout.steps',
            defaultMessage: 'Checkout steps',
            description: 'Name of the checkout stepper',
          })}
        >
          {steps.map((step, index) => (
            <Step key={step} completed={isStepCompleted(step, given, active)}>
              <StepButton onClick={() => open(step)} disabled={index > furthest}>
                {intl.formatMessage(stepLabels[step])}
              </StepButton>
              <StepContent slotProps={{ transition: { unmountOnExit: true } }}>
                <Box sx={{ pt: 1 }}>
                  <StepBody
                    step={step}
                    checkout={checkout}
                    draft={draft}
                    onDraft={setDraft}
                    onDone={done(step)}
                    onOpen={open}
                    onPaid={onPaid}
                  />
                </Box>
              </StepContent>
            </Step>
          ))}
        </Stepper>
      </Box>
      <CheckoutTotals checkout={checkout} />
    </Stack>
  );
}

function StepBody({
  step,
  checkout,
  draft,
  onDraft,
  onDone,
  onOpen,
  onPaid,
}: {
  step: CheckoutStep;
  checkout: CheckoutViewData;
  draft: ContactDraft | null;
  onDraft: (draft: ContactDraft | null) => void;
  onDone: () => void;
  onOpen: (step: CheckoutStep) => void;
  onPaid: (order: PaidOrder | null) => void;
}) {
  switch (step) {
    case 'contact':
      return <ContactStep checkout={checkout} draft={draft} onDraft={onDraft} onDone={onDone} />;
    case 'shipping':
    case 'billing':
      return (
        <AddressStep
          fallback={<Skeleton variant="rounded" height={240} />}
          key={step}
          kind={step}
          checkout={checkout}
          draft={draft}
          onDraft={onDraft}
          onOpen={onOpen}
          onDone={onDone}
        />
      );
    case 'delivery':
      return <DeliveryStep checkout={checkout} onDone={onDone} onChangeAddress={() => onOpen('shipping')} />;
    case 'review':
      void paymentPanel.preload().catch(() => undefined);
      return <ReviewStep checkout={checkout} onEdit={onOpen} onDone={onDone} />;
    case 'payment': {
      return (
        <PaymentPanel
          fallback={<Skeleton variant="rounded" height={160} />}
          target={checkoutPaymentTarget(checkout)}
          total={checkout.totalPrice.gross}
          gateways={checkout.availablePaymentGateways}
          giftCardCount={checkout.giftCards.length}
          onPaid={onPaid}
        />
      );
    }
  }
}

/**
 * A reload during completion: the page asks for the order again (Saleor answers a repeated
 * checkoutComplete with the same order) and goes on to it, so the shopper never pays twice.
 */
function useInterruptedCompletion() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [state, setState] = useState<'none' | 'running' | 'failed'>(() =>
    interruptedCompletion() ? 'running' : 'none',
  );
  const [result, setResult] = useState<CompletionResult | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (state !== 'running' || started.current) return;
    started.current = true;
    void dispatch(completeCheckout()).then((outcome) => {
      if (outcome.kind === 'success') return navigate(successPath(outcome.order), { replace: true });
      setResult(outcome);
      setState('failed');
    });
  }, [state, dispatch, navigate]);
  const problem = result?.kind === 'error' && result.reason !== 'noToken' ? completionProblem(result) : null;
  return { state, problem };
}

function NothingToCheckOut({ hasToken }: { hasToken: boolean }) {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="info">
        {hasToken ? (
          <FormattedMessage
            id="checkout.emptyCart"
            defaultMessage="Your cart is empty: add something to it before checking out."
            description="Shown on the checkout page when the cart has no lines"
          />
        ) : (
          <FormattedMessage
            id="checkout.noCheckout"
            defaultMessage="There is no cart to check out yet."
            description="Shown on the checkout page when the browser holds no checkout"
          />
        )}
      </Alert>
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
