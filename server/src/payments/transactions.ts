import type { Transaction } from '@electric-sql/pglite';
import { syncOrderPaymentTotals } from '../orders/store';
import {
  applyTransactionAmounts,
  insertEvent,
  type AmountStep,
  type EventRow,
  type EventType,
  type TransactionRow,
} from './store';

// Transactions of the dummy payment app and their events. A transaction belongs to a checkout (and
// moves to its order at completion) or to an order; its amounts change only through events.

// The types the schema's TransactionItem and TransactionEvent are read from.

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

/** How an event moves the amounts: a success adds, a request or a wait is pending, else an outcome. */
function amountStep(type: EventType): AmountStep {
  if (type.endsWith('_SUCCESS')) return 'SUCCESS';
  if (type.endsWith('_REQUEST') || type.endsWith('_ACTION_REQUIRED')) return 'PENDING';
  return 'OUTCOME';
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
  const flow = type.startsWith('CHARGE') ? 'CHARGE' : 'AUTHORIZATION';
  await applyTransactionAmounts(tx, transaction.id, flow, amountStep(type), transaction.amount);
  const event = await insertEvent(tx, transaction, type, { message, externalUrl });
  if (transaction.order_id != null) await syncOrderPaymentTotals(tx, transaction.order_id);
  return event;
}
