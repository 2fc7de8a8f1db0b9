import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { useCheckoutSummaryQuery } from './checkoutApi';
import { selectCheckoutId, selectCheckoutToken } from './checkoutSlice';

/**
 * The stored checkout as the API sees it. When the API answers that it no longer exists (completed
 * elsewhere, expired), staleCheckout.ts drops the stored token, as after any checkout operation.
 */
export function useCheckoutSummary() {
  const token = useAppSelector(selectCheckoutToken);
  const id = useAppSelector(selectCheckoutId);
  const result = useCheckoutSummaryQuery(id ? { id } : skipToken);
  return { token, checkout: token ? (result.data?.checkout ?? null) : null, isFetching: result.isFetching };
}
