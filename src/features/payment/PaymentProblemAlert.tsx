import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { FormattedMessage, useIntl } from 'react-intl';
import { AppLink } from '../../components/common/AppLink';
import { ServerDetails } from '../../components/errors/ServerDetails';
import type { PaymentErrorKind } from '../../lib/payment/paymentErrors';
import { paymentErrorMessages } from './paymentErrorMessages';
import type { PaymentProblem } from './payments';

/** The troubleshooting page's section for each kind of payment error. */
const HELP_ANCHOR: Record<PaymentErrorKind, string> = {
  chargeFailure: 'charge-failure',
  authorizationFailure: 'authorization-failure',
  missingReference: 'missing-reference',
  zeroAmount: 'zero-amount',
  timeout: 'timeout',
  permission: 'permission',
  generic: 'other',
};

/**
 * A failed payment: the spec's text for its kind (or the storefront's own, more precise one), what
 * the server said, a retry when the failure may pass (timeouts, server errors), and where to read more.
 */
export function PaymentProblemAlert({ problem, onRetry }: { problem: PaymentProblem; onRetry?: () => void }) {
  const intl = useIntl();
  const title = intl.formatMessage(problem.text ?? paymentErrorMessages[problem.kind], problem.values);
  const detail = problem.text && problem.detail === title ? null : problem.detail;
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        problem.retryable && onRetry ? (
          <Button color="inherit" onClick={onRetry}>
            <FormattedMessage
              id="payment.retry"
              defaultMessage="Retry"
              description="Button that repeats a payment that failed for a passing reason"
            />
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {problem.text && <div>{intl.formatMessage(paymentErrorMessages[problem.kind])}</div>}
      <ServerDetails details={detail} shown={title} />
      <Link
        component={AppLink}
        to={`/docs/payment-troubleshooting#${HELP_ANCHOR[problem.kind]}`}
        color="inherit"
      >
        <FormattedMessage
          id="payment.help"
          defaultMessage="What does this mean?"
          description="Link from a payment error to the troubleshooting page"
        />
      </Link>
    </Alert>
  );
}
