import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database';
import type { PaymentChargeStatusEnum } from '../graphql/generated/resolverTypes';
import { centsToDecimal } from '../graphql/money';

// The payments' SQL and rows: the dummy app's transactions and their events, and the legacy
// payments. Every query of the payments is here; callers pass values, which go to the database as
// query parameters.

export type EventType =
  | 'AUTHORIZATION_SUCCESS'
  | 'AUTHORIZATION_FAILURE'
  | 'AUTHORIZATION_REQUEST'
  | 'AUTHORIZATION_ACTION_REQUIRED'
  | 'CHARGE_SUCCESS'
  | 'CHARGE_FAILURE'
  | 'CHARGE_REQUEST'
  | 'CHARGE_ACTION_REQUIRED';

export type TransactionFlow = 'CHARGE' | 'AUTHORIZATION';

export interface TransactionRow {
  id: number;
  token: string;
  order_id: number | null;
  checkout_token: string | null;
  name: string;
  psp_reference: string;
  currency: string;
  flow: TransactionFlow;
  amount: string;
  authorized_amount: string;
  charged_amount: string;
  charge_pending_amount: string;
  authorize_pending_amount: string;
  decision: 'APPROVED' | 'DECLINED' | null;
  return_url: string | null;
  created_at: Date;
  modified_at: Date;
}

export interface EventRow {
  id: number;
  transaction_id: number;
  type: EventType;
  amount: string;
  message: string;
  psp_reference: string;
  external_url: string;
  created_at: Date;
  currency?: string;
}

export interface PaymentRow {
  id: number;
  checkout_token: string | null;
  gateway: string;
  token: string;
  currency: string;
  total: string;
  captured_amount: string;
  charge_status: PaymentChargeStatusEnum;
  is_active: boolean;
  psp_reference: string | null;
  created_at: Date;
  modified_at: Date;
}

// Transactions

export async function insertTransaction(
  q: Queryable,
  values: {
    orderId: number | null;
    checkoutToken: string | null;
    name: string;
    currency: string;
    flow: TransactionFlow;
    amountCents: number;
    returnUrl: string | null;
    idempotencyKey: string | null;
  },
): Promise<TransactionRow> {
  const { rows } = await q.query<TransactionRow>(
    `INSERT INTO transaction_item (token, order_id, checkout_token, name, psp_reference, currency, flow, amount, return_url, idempotency_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING *`,
    [
      randomUUID(),
      values.orderId,
      values.checkoutToken,
      values.name,
      `dummy-${randomUUID().slice(0, 8)}`,
      values.currency,
      values.flow,
      centsToDecimal(values.amountCents),
      values.returnUrl,
      values.idempotencyKey,
    ],
  );
  return rows[0];
}

export async function transactionByToken(q: Queryable, token: string): Promise<TransactionRow | null> {
  return (
    (await q.query<TransactionRow>('SELECT * FROM transaction_item WHERE token = $1', [token])).rows[0] ??
    null
  );
}

export async function transactionByIdempotencyKey(q: Queryable, key: string): Promise<TransactionRow | null> {
  const { rows } = await q.query<TransactionRow>(
    'SELECT * FROM transaction_item WHERE idempotency_key = $1',
    [key],
  );
  return rows[0] ?? null;
}

/**
 * What an event does to a transaction's amounts: a success adds the amount to the charged or
 * authorized amount, a request (or a wait for the shopper) makes it the pending one, and any outcome
 * clears what was pending. The statement is picked by the flow and the step, both closed unions, so
 * every statement is one of these fixed texts.
 */
export type AmountStep = 'SUCCESS' | 'PENDING' | 'OUTCOME';

const AMOUNT_STATEMENTS: Record<TransactionFlow, Record<AmountStep, string>> = {
  CHARGE: {
    SUCCESS:
      'UPDATE transaction_item SET charged_amount = charged_amount + $2, charge_pending_amount = 0, modified_at = now() WHERE id = $1',
    PENDING: 'UPDATE transaction_item SET charge_pending_amount = $2, modified_at = now() WHERE id = $1',
    OUTCOME: 'UPDATE transaction_item SET charge_pending_amount = 0, modified_at = now() WHERE id = $1',
  },
  AUTHORIZATION: {
    SUCCESS:
      'UPDATE transaction_item SET authorized_amount = authorized_amount + $2, authorize_pending_amount = 0, modified_at = now() WHERE id = $1',
    PENDING: 'UPDATE transaction_item SET authorize_pending_amount = $2, modified_at = now() WHERE id = $1',
    OUTCOME: 'UPDATE transaction_item SET authorize_pending_amount = 0, modified_at = now() WHERE id = $1',
  },
};

export async function applyTransactionAmounts(
  q: Queryable,
  transactionId: number,
  flow: TransactionFlow,
  step: AmountStep,
  amount: string,
) {
  const params = step === 'OUTCOME' ? [transactionId] : [transactionId, amount];
  await q.query(AMOUNT_STATEMENTS[flow][step], params);
}

/** Keeps the shopper's decision on the hosted page; a decision already taken stays. */
export async function decideTransaction(
  q: Queryable,
  transactionId: number,
  decision: 'APPROVED' | 'DECLINED',
) {
  await q.query('UPDATE transaction_item SET decision = $2 WHERE id = $1 AND decision IS NULL', [
    transactionId,
    decision,
  ]);
}

/** Charged and authorized sums of the checkout's transactions, as decimals. */
export async function checkoutTransactionSums(
  q: Queryable,
  checkoutToken: string,
): Promise<{ charged: string; authorized: string }> {
  const { rows } = await q.query<{ charged: string; authorized: string }>(
    `SELECT COALESCE(SUM(charged_amount), 0)::text AS charged, COALESCE(SUM(authorized_amount), 0)::text AS authorized
     FROM transaction_item WHERE checkout_token = $1`,
    [checkoutToken],
  );
  return rows[0];
}

/** The checkout's transactions and legacy payments now belong to its order. */
export async function moveCheckoutPaymentsToOrder(q: Queryable, checkoutToken: string, orderId: number) {
  await q.query('UPDATE transaction_item SET order_id = $1 WHERE checkout_token = $2', [
    orderId,
    checkoutToken,
  ]);
  await q.query('UPDATE payment SET order_id = $1 WHERE checkout_token = $2', [orderId, checkoutToken]);
}

// Events

export async function insertEvent(
  q: Queryable,
  transaction: TransactionRow,
  type: EventType,
  { message, externalUrl }: { message: string; externalUrl: string },
): Promise<EventRow> {
  const { rows } = await q.query<EventRow>(
    `INSERT INTO transaction_event (transaction_id, type, amount, message, psp_reference, external_url)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [transaction.id, type, transaction.amount, message, transaction.psp_reference, externalUrl],
  );
  return { ...rows[0], currency: transaction.currency };
}

export async function lastEvent(q: Queryable, transaction: TransactionRow): Promise<EventRow | null> {
  const { rows } = await q.query<EventRow>(
    'SELECT * FROM transaction_event WHERE transaction_id = $1 ORDER BY id DESC LIMIT 1',
    [transaction.id],
  );
  return rows[0] ? { ...rows[0], currency: transaction.currency } : null;
}

export async function transactionEvents(q: Queryable, transaction: TransactionRow): Promise<EventRow[]> {
  const { rows } = await q.query<EventRow>(
    'SELECT * FROM transaction_event WHERE transaction_id = $1 ORDER BY id',
    [transaction.id],
  );
  return rows.map((event) => ({ ...event, currency: transaction.currency }));
}

// Legacy payments

/** The checkout's active legacy payment, the newest if several. */
export async function activeCheckoutPayment(q: Queryable, checkoutToken: string): Promise<PaymentRow | null> {
  const { rows } = await q.query<PaymentRow>(
    'SELECT * FROM payment WHERE checkout_token = $1 AND is_active ORDER BY id DESC LIMIT 1',
    [checkoutToken],
  );
  return rows[0] ?? null;
}

/** A new payment replaces the checkout's earlier ones: they are no longer active. */
export async function deactivateCheckoutPayments(q: Queryable, checkoutToken: string) {
  await q.query('UPDATE payment SET is_active = FALSE WHERE checkout_token = $1', [checkoutToken]);
}

export async function insertPayment(
  q: Queryable,
  values: {
    checkoutToken: string;
    gateway: string;
    token: string;
    currency: string;
    /** A decimal amount. */
    total: string;
    returnUrl: string | null;
  },
): Promise<PaymentRow> {
  const { rows } = await q.query<PaymentRow>(
    `INSERT INTO payment (checkout_token, gateway, token, currency, total, return_url)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [values.checkoutToken, values.gateway, values.token, values.currency, values.total, values.returnUrl],
  );
  return rows[0];
}

/** The gateway declined the payment: it is refused and no longer active. */
export async function refusePayment(q: Queryable, paymentId: number) {
  await q.query(
    `UPDATE payment SET is_active = FALSE, charge_status = 'REFUSED', modified_at = now() WHERE id = $1`,
    [paymentId],
  );
}

/** The gateway processed the payment: charged (the captured amount given) or only authorized. */
export async function recordPaymentProcessed(
  q: Queryable,
  paymentId: number,
  values: { chargeStatus: 'FULLY_CHARGED' | 'NOT_CHARGED'; capturedAmount: string; pspReference: string },
) {
  await q.query(
    `UPDATE payment SET charge_status = $2, captured_amount = $3, psp_reference = $4, modified_at = now() WHERE id = $1`,
    [paymentId, values.chargeStatus, values.capturedAmount, values.pspReference],
  );
}
