import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { checkoutIdFromToken } from '../../lib/globalId';
import { useCheckoutSummaryQuery } from './checkoutApi';
import { checkoutCleared, selectCheckoutToken } from './checkoutSlice';

/**
 * The stored checkout as the API sees it. When the API answers that it no longer exists (completed
 * elsewhere, expired), the stored token is dropped so the next "add to cart" starts a new one.
 */
export function useCheckoutSummary() {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectCheckoutToken);
  const result = useCheckoutSummaryQuery(token ? { id: checkoutIdFromToken(token) } : skipToken);
  const gone =
    Boolean(token) && result.isSuccess && result.data.checkout === null && !result.data.graphQLErrors?.length;
  useEffect(() => {
    if (gone) dispatch(checkoutCleared());
  }, [gone, dispatch]);
  return { token, checkout: token ? (result.data?.checkout ?? null) : null, isFetching: result.isFetching };
}
