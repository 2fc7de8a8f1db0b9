import { createApi } from '@reduxjs/toolkit/query/react';
import { saleorBaseQuery } from './saleorBaseQuery';

export type { ApiError, WithGraphQLErrors } from './saleorBaseQuery';

/**
 * The one RTK Query API of the storefront. Features add their operations with injectEndpoints
 * (catalogApi, checkoutApi, ordersApi, paymentApi), each from its own folder.
 *
 * refetchOnMountOrArgChange: queries always go to the network when a page mounts (network-only);
 * the cache only serves components that are already showing the same data.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: saleorBaseQuery,
  refetchOnMountOrArgChange: true,
  tagTypes: ['Checkout', 'Me', 'Orders', 'Order', 'Transactions'],
  endpoints: () => ({}),
});
