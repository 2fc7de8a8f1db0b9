import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { DATA_FRESH_FOR_S } from '../../api/baseApi';
import type { GraphQLErrorInfo } from '../../lib/graphqlLogging';
import { findOrder, OrderNotFoundError } from '../../lib/orders/findOrder';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { RootState } from '../../app/hooks';
import { selectIsLoggedIn } from '../auth';
import type { OrderDetailsFragment } from './Order.generated';
import { ordersApi } from './ordersApi';
import { rememberOrder, selectOrderMapping } from './ordersSlice';

export type FoundOrder =
  | { status: 'loading' }
  | { status: 'found'; order: OrderDetailsFragment }
  | { status: 'notFound' }
  | { status: 'error' };

/** Saleor's PermissionDenied (a top-level error) or HTTP 403. */
export function isPermissionError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  if ('status' in error && error.status === 403) return true;
  const errors = ('graphQLErrors' in error ? error.graphQLErrors : []) as GraphQLErrorInfo[];
  return errors.some(
    (e) =>
      (e.extensions?.exception as { code?: string } | undefined)?.code === 'PermissionDenied' ||
      /permission/i.test(e.message),
  );
}

/** A query's answer, or its failure thrown (a top-level error beside no data counts as one). */
function answerOf<T>(
  result: { data?: T & { graphQLErrors?: GraphQLErrorInfo[] }; error?: unknown },
  pick: (data: T) => OrderDetailsFragment | null,
) {
  if (result.error) throw result.error;
  const order = result.data ? pick(result.data) : null;
  if (!order && result.data?.graphQLErrors?.length) throw { graphQLErrors: result.data.graphQLErrors };
  return order;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An order by its number, token or id, tried in turn (lib/orders/findOrder): the stored token, the reference
 * as a token, the token inside its global id, then order(id). `linkToken`, the token an emailed link carries,
 * comes first, so the link opens its order in any browser (a token of another order is ignored). A customer's
 * own order is also found by its number in me.orders, from any browser. A found order is remembered.
 */
export function useFindOrder(reference: string | null, linkToken: string | null = null) {
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const store = useStore<RootState>();
  const [attempt, setAttempt] = useState(0);
  // The answer belongs to one reference and attempt; until it arrives, the order is loading.
  const key = `${reference}#${attempt}`;
  const [answer, setAnswer] = useState<{ key: string; found: FoundOrder } | null>(null);

  useEffect(() => {
    if (!reference) return;
    let cancelled = false;
    // An answer the cache got moments ago (checkout completion puts the new order there) serves; a
    // retry always asks again.
    const fresh = { subscribe: false, forceRefetch: attempt > 0 || DATA_FRESH_FOR_S } as const;
    const byToken = async (token: string) =>
      answerOf(
        await dispatch(ordersApi.endpoints.orderByToken.initiate({ token }, fresh)),
        (d) => d.orderByToken,
      );
    const lookup = async () => {
      if (linkToken && UUID.test(linkToken)) {
        const order = await byToken(linkToken);
        if (order && [order.number, order.id, order.token].includes(reference)) return order;
      }
      try {
        return await findOrder(reference, {
          orderMapping: selectOrderMapping(store.getState()),
          byToken,
          byId: async (id) =>
            answerOf(await dispatch(ordersApi.endpoints.orderById.initiate({ id }, fresh)), (d) => d.order),
          isPermissionError,
        });
      } catch (error) {
        if (!(error instanceof OrderNotFoundError) || !loggedIn) throw error;
        const mine = await dispatch(ordersApi.endpoints.myOrders.initiate({}, fresh));
        const token = mine.data?.me?.orders?.edges.find((edge) => edge.node.number === reference)?.node.token;
        const order = token ? await byToken(token) : null;
        if (!order) throw error;
        return order;
      }
    };
    lookup().then(
      (order) => {
        if (cancelled) return;
        dispatch(rememberOrder(order));
        setAnswer({ key, found: { status: 'found', order } });
      },
      (error: unknown) => {
        if (!cancelled)
          setAnswer({ key, found: { status: error instanceof OrderNotFoundError ? 'notFound' : 'error' } });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [reference, linkToken, key, attempt, loggedIn, dispatch, store]);

  const found: FoundOrder = answer?.key === key ? answer.found : { status: 'loading' };
  return { ...found, retry: () => setAttempt((n) => n + 1) } as FoundOrder & { retry: () => void };
}
