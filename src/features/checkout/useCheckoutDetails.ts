import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { useCheckoutDetailsQuery } from './checkoutDetailsApi';
import { selectCheckoutId, selectCheckoutToken } from './checkoutSlice';
import { queryFailure } from '../../api/failure';
import { useLanguageCode } from '../locale';

/** The stored checkout with everything the checkout page shows (fetched unless the cache holds it fresh). */
export function useCheckoutDetails() {
  const token = useAppSelector(selectCheckoutToken);
  const id = useAppSelector(selectCheckoutId);
  const languageCode = useLanguageCode();
  const result = useCheckoutDetailsQuery(id ? { id, languageCode } : skipToken);
  return {
    token,
    checkout: token ? (result.data?.checkout ?? null) : null,
    isLoading: Boolean(token) && result.isLoading,
    failed: queryFailure(result) !== null,
    refetch: result.refetch,
  };
}
