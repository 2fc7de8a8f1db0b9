import type { Transaction } from '@electric-sql/pglite';
import { allowedRedirect } from '../accounts/redirectUrl';
import type { Context } from '../graphql/context';
import { fromGlobalId, toGlobalId } from '../graphql/ids';
import { money, toCents } from '../graphql/money';
import { checkoutPayments, checkoutTotals } from '../checkout/load';
import { checkoutRow, UUID } from '../checkout/store';
import { DUMMY_APP } from './gateways';
import { orderBalanceByToken } from '../orders/store';
import {
  insertTransaction,
  lastEvent,
  transactionByIdempotencyKey,
  transactionByToken,
  transactionEvents,
  type EventType,
  type TransactionRow,
} from './store';
import { EVENT_TYPES, recordEvent } from './transactions';
import type {
  Resolvers,
  ResolversParentTypes,
  TransactionActionEnum,
  TransactionInitializeErrorCode,
  TransactionProcessErrorCode,
} from '../graphql/generated/resolverTypes';

// transactionInitialize / transactionProcess through the built-in dummy payment app, and the legacy
// checkoutPaymentCreate. Strings handed to the gateway are cut at 200 characters.

const GATEWAY_TEXT_LIMIT = 200;
const cut = (text: unknown) => (typeof text === 'string' ? text.slice(0, GATEWAY_TEXT_LIMIT) : null);

type Payload = ResolversParentTypes['TransactionInitialize'] & ResolversParentTypes['TransactionProcess'];
const failure = (
  field: string | null,
  message: string,
  code: TransactionInitializeErrorCode & TransactionProcessErrorCode,
): Payload => ({
  transaction: null,
  transactionEvent: null,
  data: null,
  errors: [{ field, message, code }],
});

/** The result the dummy app is asked for (data.event.type); without one it fails the charge. */
function requestedResult(data: unknown): EventType {
  const type = (data as { event?: { type?: unknown } } | null)?.event?.type;
  return typeof type === 'string' && EVENT_TYPES.has(type) ? (type as EventType) : 'CHARGE_FAILURE';
}

/** Where the hosted page sends the shopper back: the storefront's own /payment-callback by default. */
function returnUrl(ctx: Context, data: unknown): string {
  const wanted = allowedRedirect(ctx.config, cut((data as { returnUrl?: unknown } | null)?.returnUrl));
  return (wanted ?? new URL('/payment-callback', ctx.config.storefrontUrl)).toString();
}

const hostedPageUrl = (ctx: Context, transaction: TransactionRow) =>
  `${ctx.origin}/_dev/pay/${transaction.token}`;

/** Applies the app's answer to a new or waiting transaction and returns the mutation payload. */
async function respond(tx: Transaction, ctx: Context, transaction: TransactionRow, type: EventType) {
  const actionRequired = type.endsWith('_ACTION_REQUIRED');
  const externalUrl = actionRequired ? hostedPageUrl(ctx, transaction) : '';
  const event = await recordEvent(tx, transaction, type, {
    message: actionRequired ? 'Waiting for the shopper on the hosted payment page.' : '',
    externalUrl,
  });
  return {
    transaction: await transactionByToken(tx, transaction.token),
    transactionEvent: event,
    data: actionRequired ? { externalUrl } : null,
    errors: [],
  };
}

/** What a payment source (checkout or order) still owes, in cents, and its currency. */
async function source(tx: Transaction, id: string) {
  const parsed = fromGlobalId(id);
  if (parsed?.type === 'Checkout' && UUID.test(parsed.pk)) {
    const checkout = await checkoutRow(tx, parsed.pk);
    if (!checkout) return null;
    const { totalCents } = await checkoutTotals(tx, checkout);
    const { chargedCents, authorizedCents } = await checkoutPayments(tx, checkout.token);
    return {
      checkoutToken: checkout.token,
      orderId: null,
      currency: checkout.currency,
      owedCents: totalCents - chargedCents - authorizedCents,
    };
  }
  if (parsed?.type === 'Order' && UUID.test(parsed.pk)) {
    const order = await orderBalanceByToken(tx, parsed.pk);
    if (!order) return null;
    return {
      checkoutToken: null,
      orderId: order.id,
      currency: order.currency,
      owedCents: toCents(order.owed),
    };
  }
  return null;
}

export const paymentResolvers: Resolvers = {
  Mutation: {
    transactionInitialize: async (_, args, ctx) => {
      if (args.paymentGateway.id !== DUMMY_APP)
        return failure(
          'paymentGateway',
          `Active app with \`${cut(args.paymentGateway.id)}\` identifier not found`,
          'NOT_FOUND',
        );
      return ctx.db.transaction(async (tx): Promise<Payload> => {
        const key = cut(args.idempotencyKey);
        if (key) {
          const existing = await transactionByIdempotencyKey(tx, key);
          if (existing)
            return {
              transaction: existing,
              transactionEvent: await lastEvent(tx, existing),
              data: null,
              errors: [],
            };
        }
        const from = await source(tx, args.id);
        if (!from) return failure('id', `Couldn't resolve to a node: ${cut(args.id)}`, 'NOT_FOUND');
        const amountCents = args.amount == null ? from.owedCents : toCents(args.amount);
        if (amountCents <= 0) return failure('amount', 'The amount must be greater than 0.', 'INVALID');
        const data = args.paymentGateway.data;
        const type = requestedResult(data);
        const transaction = await insertTransaction(tx, {
          orderId: from.orderId,
          checkoutToken: from.checkoutToken,
          name: cut((data as { name?: unknown } | null)?.name) ?? 'Dummy payment',
          currency: from.currency,
          flow: args.action ?? (type.startsWith('AUTHORIZATION') ? 'AUTHORIZATION' : 'CHARGE'),
          amountCents,
          returnUrl: returnUrl(ctx, data),
          idempotencyKey: key,
        });
        return respond(tx, ctx, transaction, type);
      });
    },
    // Finishes a transaction that waited for the shopper: applies the decision taken on the hosted
    // page (or, with none yet, a result asked for in data.event.type). A finished one answers with
    // its last event and no data.
    transactionProcess: async (_, args, ctx) =>
      ctx.db.transaction(async (tx): Promise<Payload> => {
        const parsed = args.id ? fromGlobalId(args.id) : null;
        const token = parsed?.type === 'TransactionItem' ? parsed.pk : (args.token ?? '');
        const transaction = UUID.test(token) ? await transactionByToken(tx, token) : null;
        if (!transaction)
          return failure('id', `Couldn't resolve to a node: ${cut(args.id ?? args.token)}`, 'NOT_FOUND');
        const last = await lastEvent(tx, transaction);
        if (!last?.type.endsWith('_ACTION_REQUIRED'))
          return { transaction, transactionEvent: last, data: null, errors: [] };
        const flow = transaction.flow === 'AUTHORIZATION' ? 'AUTHORIZATION' : 'CHARGE';
        const asked = (args.data as { event?: { type?: unknown } } | null)?.event?.type;
        let outcome: EventType | null = null;
        if (transaction.decision)
          outcome = `${flow}_${transaction.decision === 'APPROVED' ? 'SUCCESS' : 'FAILURE'}`;
        else if (typeof asked === 'string' && EVENT_TYPES.has(asked)) outcome = asked as EventType;
        if (!outcome || outcome.endsWith('_ACTION_REQUIRED'))
          return {
            transaction,
            transactionEvent: last,
            data: { externalUrl: last.external_url },
            errors: [],
          };
        return respond(tx, ctx, transaction, outcome);
      }),
  },
  TransactionItem: {
    id: (row) => toGlobalId('TransactionItem', row.token),
    createdAt: (row) => new Date(row.created_at).toISOString(),
    modifiedAt: (row) => new Date(row.modified_at).toISOString(),
    pspReference: (row) => row.psp_reference,
    chargedAmount: (row) => money(toCents(row.charged_amount), row.currency),
    authorizedAmount: (row) => money(toCents(row.authorized_amount), row.currency),
    chargePendingAmount: (row) => money(toCents(row.charge_pending_amount), row.currency),
    authorizePendingAmount: (row) => money(toCents(row.authorize_pending_amount), row.currency),
    // What a staff member could do next; shoppers see it but cannot act on it.
    actions: (row): TransactionActionEnum[] => [
      ...(toCents(row.authorized_amount) > 0 ? (['CHARGE', 'CANCEL'] as const) : []),
      ...(toCents(row.charged_amount) > 0 ? (['REFUND'] as const) : []),
    ],
    events: (row, _, ctx) => transactionEvents(ctx.db, row),
  },
  TransactionEvent: {
    id: (row) => toGlobalId('TransactionEvent', row.id),
    createdAt: (row) => new Date(row.created_at).toISOString(),
    amount: (row) => money(toCents(row.amount), row.currency ?? 'USD'),
    pspReference: (row) => row.psp_reference,
    externalUrl: (row) => row.external_url,
  },
};
