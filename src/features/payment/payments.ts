import type { MessageDescriptor } from 'react-intl';
import { firstErrorMessage, type MessageValues } from '../../api/errorMessages';
import { failureOf, firstError, isTimeout, type OperationFailure } from '../../api/failure';
import type { AppDispatch } from '../../app/hooks';
import { InvalidGlobalIdError } from '../../lib/globalId';
import {
  isRetryablePaymentError,
  paymentErrorKind,
  type PaymentErrorKind,
  type PaymentFailure,
} from '../../lib/payment/paymentErrors';
import {
  cutForGateway,
  gatewayAppId,
  isPayableAmount,
  paymentSourceId,
} from '../../lib/payment/paymentRules';
import { eventOutcome, paymentRedirectUrl } from '../../lib/payment/transactionEvents';
import { paymentApi } from './paymentApi';
import { paymentMessages } from './paymentMessages';
import { transactionRecorded, transactionRefused } from './paymentSlice';
import type { PaymentTransactionEventFragment } from './Payment.generated';

// Paying a checkout or an order. The storefront's own checks (amount above 0, gateway, id) come first and
// refuse without any call; then the transactions API (transactionInitialize, transactionProcess) or a legacy
// gateway (checkoutPaymentCreate). Every failure becomes a PaymentProblem the page shows.

/** A failed payment as the page shows it: the spec's text for its kind, and the server's words. */
export interface PaymentProblem {
  kind: PaymentErrorKind;
  /**
   * A more precise text than the kind's, when there is one: ours for the server's error code, or a
   * check of the storefront's own.
   */
  text?: MessageDescriptor;
  values?: MessageValues;
  /** What the server or the provider said, shown under the text. */
  detail: string | null;
  retryable: boolean;
}

export type PaymentOutcome =
  /** Charged or authorised: the checkout can be completed. */
  | { kind: 'paid'; transactionId: string | null }
  /** The provider needs the shopper on its page (payment_pending); transactionProcess follows. */
  | { kind: 'pending'; transactionId: string; url: string | null; opened: boolean }
  /** The provider has not decided yet (a *_REQUEST event). */
  | { kind: 'processing'; transactionId: string }
  | { kind: 'failed'; problem: PaymentProblem };

export function paymentProblem(
  failure: PaymentFailure,
  text?: MessageDescriptor,
  values?: MessageValues,
): PaymentProblem {
  // The server's code says it in the shopper's language; its own words stay in the details.
  const server = { code: failure.code, field: failure.field, message: failure.message };
  const known = firstErrorMessage([server]);
  return {
    kind: paymentErrorKind(failure),
    text: known?.descriptor ?? text,
    values: known ? known.values : values,
    detail: failure.message?.trim() || null,
    retryable: isRetryablePaymentError(failure),
  };
}

const failed = (failure: PaymentFailure, text?: MessageDescriptor, values?: MessageValues) =>
  ({ kind: 'failed', problem: paymentProblem(failure, text, values) }) as const;

/**
 * A failure as the payment rules read it: the first of the server's own words (never the transport's,
 * such as "Failed to fetch" or "HTTP 500", which go no further than the console), its code, and the
 * HTTP status. A timeout keeps its kind through the code.
 */
function paymentFailureOf(failure: OperationFailure): PaymentFailure {
  const first = firstError(failure);
  const status =
    failure.kind === 'transport' && 'status' in failure.error && typeof failure.error.status === 'number'
      ? failure.error.status
      : null;
  return {
    message: first?.message ?? null,
    code: isTimeout(failure) ? 'TIMEOUT' : (first?.code ?? null),
    field: first?.field ?? null,
    status,
  };
}

/**
 * An operation that gave no answer of its own (the request failed, or top-level errors such as
 * PermissionDenied came instead). A failed request always shows the operation's text, with the
 * server's words under it; top-level errors show their words alone when they have any.
 */
function unanswered(failure: OperationFailure | null, fallback: MessageDescriptor): PaymentOutcome {
  const known = failure ?? { kind: 'graphql', errors: [] };
  const payment = paymentFailureOf(known);
  return failed(payment, known.kind === 'transport' || !payment.message ? fallback : undefined);
}

/**
 * Opens the provider's page in a new window (the shopper comes back through /payment-callback there).
 * A blocked pop-up returns false: the page then offers the link to click.
 */
export function openPaymentWindow(url: string): boolean {
  const opened = window.open(url, '_blank');
  if (!opened) return false;
  opened.opener = null;
  return true;
}

interface TransactionAnswer {
  transaction: { id: string } | null;
  transactionEvent: PaymentTransactionEventFragment | null;
  data?: unknown;
  errors: readonly { field?: string | null; message?: string | null; code?: string | null }[];
}

/**
 * What a transactionInitialize or transactionProcess answer means for the shopper. An "action
 * required" answer is pending, with the provider's page not opened yet (withPaymentWindow opens it).
 */
function transactionOutcome(
  answer: TransactionAnswer,
  fallback: MessageDescriptor,
  knownTransactionId?: string,
): PaymentOutcome {
  const error = answer.errors[0];
  if (error)
    return failed(
      { message: error.message, code: error.code, field: error.field },
      error.message ? undefined : fallback,
    );
  const transactionId = answer.transaction?.id ?? knownTransactionId ?? null;
  const event = answer.transactionEvent;
  switch (eventOutcome(event?.type)) {
    case 'success':
      return { kind: 'paid', transactionId };
    case 'failure':
      return failed(
        { message: event?.message || null, eventType: event?.type },
        paymentMessages.processFailedWithEvent,
        { eventType: event?.type ?? '' },
      );
    case 'actionRequired':
      return {
        kind: 'pending',
        transactionId: transactionId ?? '',
        url: paymentRedirectUrl(event, answer.data),
        opened: false,
      };
    case 'pending':
      return transactionId
        ? { kind: 'processing', transactionId }
        : failed({ message: null }, paymentMessages.transactionInitFailed);
  }
}

/**
 * The provider's own refusal (a failure event): the transaction holds no money, so it no longer stands in
 * the way of placing the order otherwise. An error without an event proves nothing of the kind.
 */
const isRefusal = (answer: TransactionAnswer) =>
  !answer.errors.length && eventOutcome(answer.transactionEvent?.type) === 'failure';

/** A pending outcome with the provider's page opened in a new window, when it has one; others as they are. */
function withPaymentWindow(outcome: PaymentOutcome): PaymentOutcome {
  if (outcome.kind !== 'pending' || !outcome.url) return outcome;
  return { ...outcome, opened: openPaymentWindow(outcome.url) };
}

export interface TransactionRequest {
  /** What is paid: the checkout (by its token) or an order (its id, global or plain). */
  source: { checkoutToken: string } | { orderId: string };
  gatewayId: string;
  amount: number;
  /** The transaction's name: "Order Payment" for an order, "Order: {product} ({variant})" for a checkout. */
  name: string;
  /** What the payment app needs besides (the dummy app: { event: { type } }). */
  data?: Record<string, unknown>;
  /** Where the provider's page sends the shopper back. */
  returnUrl: string;
}

/**
 * Refuses an order that is missing, already fully paid, or authorised in full (the shop charges that
 * authorisation later: a second payment would take the money twice), before any transaction is started.
 */
async function checkOrderPayable(dispatch: AppDispatch, orderId: string): Promise<PaymentOutcome | null> {
  const check = await dispatch(
    paymentApi.endpoints.orderPaymentCheck.initiate(
      { id: orderId },
      { subscribe: false, forceRefetch: true },
    ),
  );
  if (check.error)
    return unanswered({ kind: 'transport', error: check.error }, paymentMessages.verifyOrderFailed);
  const order = check.data?.order;
  if (!order) return failed({ message: null }, paymentMessages.orderNotFound);
  if (order.isPaid || order.paymentStatus === 'FULLY_CHARGED')
    return failed({ message: null }, paymentMessages.alreadyPaid);
  if (order.authorizeStatus === 'FULL') return failed({ message: null }, paymentMessages.alreadyAuthorised);
  return null;
}

/**
 * transactionInitialize for a checkout or an order. An amount of 0 or less, a missing gateway, checkout
 * token or valid order id, or an order already paid is refused first, without a transaction call.
 */
export const startTransaction =
  (request: TransactionRequest) =>
  async (dispatch: AppDispatch): Promise<PaymentOutcome> => {
    if (!isPayableAmount(request.amount)) return failed({ code: 'ZERO_AMOUNT' });
    if (!request.gatewayId) return failed({ message: null }, paymentMessages.missingGateway);
    let id: string;
    try {
      if ('checkoutToken' in request.source && !request.source.checkoutToken)
        return failed({ message: null }, paymentMessages.noCheckoutSession);
      id = paymentSourceId(request.source);
    } catch (error) {
      if (error instanceof InvalidGlobalIdError)
        return failed({ message: null }, paymentMessages.invalidGlobalId);
      throw error;
    }
    if ('orderId' in request.source) {
      const refused = await checkOrderPayable(dispatch, id);
      if (refused) return refused;
    }
    const result = await dispatch(
      paymentApi.endpoints.transactionInitialize.initiate({
        id,
        amount: request.amount,
        gateway: {
          id: cutForGateway(gatewayAppId(request.gatewayId)),
          data: {
            ...request.data,
            name: cutForGateway(request.name),
            returnUrl: cutForGateway(request.returnUrl),
          },
        },
      }),
    );
    const answer = result.data?.transactionInitialize;
    if (!answer)
      return unanswered(
        failureOf(result, (data) => data.transactionInitialize),
        paymentMessages.transactionInitFailed,
      );
    if (answer.transaction) {
      dispatch(transactionRecorded({ ownerId: id, transactionId: answer.transaction.id }));
      if (isRefusal(answer)) dispatch(transactionRefused(answer.transaction.id));
    }
    return withPaymentWindow(transactionOutcome(answer, paymentMessages.transactionInitFailed));
  };

/** transactionProcess: after the provider's page, its decision (or a still-open question). */
export const processTransaction =
  (transactionId: string, data?: unknown) =>
  async (dispatch: AppDispatch): Promise<PaymentOutcome> => {
    const result = await dispatch(
      paymentApi.endpoints.transactionProcess.initiate({ id: transactionId, data }),
    );
    const answer = result.data?.transactionProcess;
    if (!answer)
      return unanswered(
        failureOf(result, (data) => data.transactionProcess),
        paymentMessages.processFailed,
      );
    if (isRefusal(answer)) dispatch(transactionRefused(answer.transaction?.id ?? transactionId));
    // An "action required" answer opens the provider's page here too; coming back from that page, it
    // means the provider is still undecided.
    const outcome = withPaymentWindow(
      transactionOutcome(answer, paymentMessages.processFailed, transactionId),
    );
    return outcome.kind === 'pending' ? { kind: 'processing', transactionId } : outcome;
  };

export interface LegacyPaymentRequest {
  checkoutToken: string;
  gatewayId: string;
  /** The gateway's token: a test card number, or the dummy plugin's "charged" / "not-charged". */
  token: string;
  /** The checkout's exact total (Saleor refuses a partial payment). */
  amount: number;
  returnUrl: string;
}

/** checkoutPaymentCreate through a legacy plugin; checkoutComplete then processes the payment. */
export const createLegacyPayment =
  (request: LegacyPaymentRequest) =>
  async (dispatch: AppDispatch): Promise<PaymentOutcome> => {
    if (!isPayableAmount(request.amount)) return failed({ code: 'ZERO_AMOUNT' });
    if (!request.checkoutToken) return failed({ message: null }, paymentMessages.noCheckoutSession);
    if (!request.gatewayId) return failed({ message: null }, paymentMessages.missingGateway);
    const result = await dispatch(
      paymentApi.endpoints.checkoutPaymentCreate.initiate({
        id: paymentSourceId({ checkoutToken: request.checkoutToken }),
        input: {
          gateway: cutForGateway(request.gatewayId),
          token: cutForGateway(request.token),
          amount: request.amount,
          returnUrl: cutForGateway(request.returnUrl),
        },
      }),
    );
    const answer = result.data?.checkoutPaymentCreate;
    if (!answer)
      return unanswered(
        failureOf(result, (data) => data.checkoutPaymentCreate),
        paymentMessages.paymentCreateFailed,
      );
    const error = answer.errors[0];
    if (error)
      return failed(
        { message: error.message, code: error.code, field: error.field },
        error.message ? undefined : paymentMessages.paymentCreateFailed,
      );
    // No payment and no error of its own: top-level errors, if any, say why.
    if (!answer.payment)
      return unanswered(
        { kind: 'graphql', errors: result.data?.graphQLErrors ?? [] },
        paymentMessages.paymentCreateFailed,
      );
    return { kind: 'paid', transactionId: null };
  };
