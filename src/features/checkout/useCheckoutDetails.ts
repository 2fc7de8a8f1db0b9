import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { checkoutIdFromToken } from '../../lib/globalId';
import { useCheckoutDetailsQuery } from './checkoutStepsApi';
import { selectCheckoutToken } from './checkoutSlice';

/** The stored checkout with everything the checkout page shows, fetched fresh when the page mounts. */
export function useCheckoutDetails() {
  const token = useAppSelector(selectCheckoutToken);
  const result = useCheckoutDetailsQuery(token ? { id: checkoutIdFromToken(token) } : skipToken);
  return {
    token,
    checkout: token ? (result.data?.checkout ?? null) : null,
    isLoading: Boolean(token) && result.isLoading,
    failed: result.isError || Boolean(result.data?.graphQLErrors?.length),
    refetch: result.refetch,
  };
}
