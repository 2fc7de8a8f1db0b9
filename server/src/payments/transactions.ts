import { randomUUID } from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Queryable } from '../db/database';
import { centsToDecimal } from '../graphql/money';

// Transactions of the dummy payment app and their events. A transaction belongs to a checkout (and
// moves to its order at completion) or to an order; its amounts change only through events.

export type EventType =
  | 'AUTHORIZATION_SUCCESS'
  | 'AUTHORIZATION_FAILURE'
  | 'AUTHORIZATION_REQUEST'
  | 'AUTHORIZATION_ACTION_REQUIRED'
  | 'CHARGE_SUCCESS'
  | 'CHARGE_FAILURE'
  | 'CHARGE_REQUEST'
  | 'CHARGE_ACTION_REQUIRED';

export const EVENT_TYPES = new Set<string>([
  'AUTHORIZATION_SUCCESS',
  'AUTHORIZATION_FAILURE',
  'AUTHORIZATION_REQUEST',
  'AUTHORIZATION_ACTION_REQUIRED',
  'CHARGE_SUCCESS',
  'CHARGE_FAILURE',
  'CHARGE_REQUEST',
  'CHARGE_ACTION_REQUIRED',
]);

export interface TransactionRow {
  id: number;
  token: string;
  order_id: number | null;
  checkout_token: string | null;
  name: string;
  psp_reference: string;
  currency: string;
  flow: 'CHARGE' | 'AUTHORIZATION';
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

export async function insertTransaction(
  tx: Transaction,
  values: {
    orderId: number | null;
    checkoutToken: string | null;
    name: string;
    currency: string;
    flow: 'CHARGE' | 'AUTHORIZATION';
    amountCents: number;
    returnUrl: string | null;
    idempotencyKey: string | null;
  },
): Promise<TransactionRow> {
  const { rows } = await tx.query<TransactionRow>(
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

/**
 * Records an event and moves the transaction's amounts as Saleor does: a success adds to the charged
 * or authorized amount, a request to the pending one, and any outcome clears what was pending.
 */
export async function recordEvent(
  tx: Transaction,
  transaction: TransactionRow,
  type: EventType,
  { message = '', externalUrl = '' }: { message?: string; externalUrl?: string } = {},
): Promise<EventRow> {
  const amount = transaction.amount;
  const charge = type.startsWith('CHARGE');
  const column = charge ? 'charged_amount' : 'authorized_amount';
  const pending = charge ? 'charge_pending_amount' : 'authorize_pending_amount';
  if (type.endsWith('_SUCCESS'))
    await tx.query(`UPDATE transaction_item SET ${column} = ${column} + $2, ${pending} = 0 WHERE id = $1`, [
      transaction.id,
      amount,
    ]);
  else if (type.endsWith('_REQUEST') || type.endsWith('_ACTION_REQUIRED'))
    await tx.query(`UPDATE transaction_item SET ${pending} = $2 WHERE id = $1`, [transaction.id, amount]);
  else await tx.query(`UPDATE transaction_item SET ${pending} = 0 WHERE id = $1`, [transaction.id]);
  await tx.query('UPDATE transaction_item SET modified_at = now() WHERE id = $1', [transaction.id]);
  const { rows } = await tx.query<EventRow>(
    `INSERT INTO transaction_event (transaction_id, type, amount, message, psp_reference, external_url)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING *`,
    [transaction.id, type, amount, message, transaction.psp_reference, externalUrl],
  );
  if (transaction.order_id != null) await syncOrderPayments(tx, transaction.order_id);
  return { ...rows[0], currency: transaction.currency };
}

/** The order's charged and authorized totals, from its transactions and legacy payments. */
export async function syncOrderPayments(tx: Queryable, orderId: number) {
  await tx.query(
    `UPDATE "order" o SET
       total_charged = COALESCE((SELECT SUM(charged_amount) FROM transaction_item WHERE order_id = o.id), 0)
         + COALESCE((SELECT SUM(captured_amount) FROM payment WHERE order_id = o.id), 0),
       total_authorized = COALESCE((SELECT SUM(authorized_amount) FROM transaction_item WHERE order_id = o.id), 0)
         + COALESCE((SELECT SUM(total) FROM payment WHERE order_id = o.id AND charge_status = 'NOT_CHARGED' AND is_active), 0)
     WHERE o.id = $1`,
    [orderId],
  );
}

export async function transactionByToken(db: Queryable, token: string): Promise<TransactionRow | null> {
  return (
    (await db.query<TransactionRow>('SELECT * FROM transaction_item WHERE token = $1', [token])).rows[0] ??
    null
  );
}

export async function lastEvent(db: Queryable, transaction: TransactionRow): Promise<EventRow | null> {
  const { rows } = await db.query<EventRow>(
    'SELECT * FROM transaction_event WHERE transaction_id = $1 ORDER BY id DESC LIMIT 1',
    [transaction.id],
  );
  return rows[0] ? { ...rows[0], currency: transaction.currency } : null;
}
