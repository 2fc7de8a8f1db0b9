import { skipToken } from '@reduxjs/toolkit/query/react';
import { useAppSelector } from '../../app/hooks';
import { selectCheckoutId, selectCheckoutToken } from '../checkout';
import { useCartCheckoutQuery } from './cartApi';
import { queryFailure } from '../../api/failure';
import { useLanguageCode } from '../locale';

/** The stored checkout with its lines, fetched fresh when the cart page mounts. */
export function useCart() {
  const token = useAppSelector(selectCheckoutToken);
  const id = useAppSelector(selectCheckoutId);
  const languageCode = useLanguageCode();
  const result = useCartCheckoutQuery(id ? { id, languageCode } : skipToken);
  return {
    token,
    checkout: token ? (result.data?.checkout ?? null) : null,
    isLoading: Boolean(token) && result.isLoading,
    failed: queryFailure(result) !== null,
    refetch: result.refetch,
  };
}
