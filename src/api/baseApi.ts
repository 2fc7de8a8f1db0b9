import { buildCreateApi, coreModule, reactHooksModule } from '@reduxjs/toolkit/query/react';
import type { UnknownAction } from '@reduxjs/toolkit';
import { saleorBaseQuery } from './saleorBaseQuery';

export type { ApiError, WithGraphQLErrors } from './saleorBaseQuery';

/**
 * Server rendering has no effects: there, a query hook starts its request while it renders, so the
 * server can wait for what a page asked for and render again with the data. In the browser hooks start
 * requests in effects, as usual.
 */
const createApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: typeof window === 'undefined' }),
);

const API_HYDRATED = 'ssr/apiHydrated';
/** The action that gives the store a server-rendered page's API cache. */
export const apiHydrated = (payload: Record<string, unknown>) => ({ type: API_HYDRATED, payload });
const isApiHydration = (action: UnknownAction): action is ReturnType<typeof apiHydrated> =>
  action.type === API_HYDRATED;

/** How long, in seconds, a cached answer counts as fresh when a page mounts. */
export const DATA_FRESH_FOR_S = 60;

/**
 * The one RTK Query API of the storefront. Features add their operations with injectEndpoints
 * (catalogApi, checkoutApi, ordersApi, paymentApi), each from its own folder.
 *
 * refetchOnMountOrArgChange: a freshness window. A page that mounts uses what the cache got less than
 * DATA_FRESH_FOR_S seconds ago (the header fetched by the previous page, a mutation's answer, data a
 * server-rendered page handed over) and fetches anything older again, so no visit sends the same
 * query twice in a row yet a page never shows data much older than that.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  // A server-rendered page hands its cache to the browser in this action (src/app/ssr).
  extractRehydrationInfo: (action, { reducerPath }) =>
    isApiHydration(action) ? (action.payload[reducerPath] as never) : undefined,
  baseQuery: saleorBaseQuery,
  refetchOnMountOrArgChange: DATA_FRESH_FOR_S,
  tagTypes: ['Checkout', 'Me', 'Orders', 'Order', 'Transactions'],
  endpoints: () => ({}),
});
