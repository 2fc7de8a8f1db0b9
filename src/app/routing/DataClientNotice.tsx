import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { baseApi } from '../../api/baseApi';
import { isClientUnavailable } from '../../api/saleorBaseQuery';
import { dataClientMessages } from '../../lib/dataClientMessages';
import { useAppDispatch, useAppSelector } from '../hooks';
import type { RootState } from '../store';

// "The data client is not available": the GraphQL client's code (a chunk of its own, loaded with the first
// request) could not be loaded, so every query failed without leaving the browser. Above every page, in the
// shopper's language, with a retry that runs those queries again (the client's code is tried again with
// them). Made of what the first page load already has.

type QueryEntry = NonNullable<RootState['api']['queries'][string]> & { endpointName: string };

/**
 * Queries whose last answer was the missing client. RTK Query keeps a query's error while it runs
 * again, so the notice (and its retry's progress) stays until the query succeeds or fails otherwise.
 */
const queriesWithoutClient = (state: RootState): QueryEntry[] =>
  Object.values(state.api.queries).filter(
    (entry): entry is QueryEntry =>
      entry?.status !== 'fulfilled' && isClientUnavailable(entry?.error) && entry?.endpointName !== undefined,
  );

const selectDataClientUnavailable = (state: RootState) => queriesWithoutClient(state).length > 0;

/** What every endpoint injected into the one API offers; its endpoints are only typed per feature. */
type AnyEndpoints = Record<
  string,
  {
    initiate: (
      args: unknown,
      options: { subscribe: false; forceRefetch: true },
    ) => ThunkAction<Promise<unknown>, RootState, unknown, UnknownAction>;
  }
>;

/** Runs again every query that failed for want of the client; the components showing them update. */
export const retryQueriesWithoutClient =
  (): ThunkAction<Promise<unknown>, RootState, unknown, UnknownAction> => (dispatch, getState) =>
    Promise.all(
      queriesWithoutClient(getState())
        .filter((entry) => entry.status === 'rejected')
        .map((entry) =>
          dispatch(
            (baseApi.endpoints as AnyEndpoints)[entry.endpointName].initiate(entry.originalArgs, {
              subscribe: false,
              forceRefetch: true,
            }),
          ),
        ),
    );

export function DataClientNotice() {
  const dispatch = useAppDispatch();
  const unavailable = useAppSelector(selectDataClientUnavailable);
  const [retrying, setRetrying] = useState(false);
  if (!unavailable) return null;
  const retry = async () => {
    setRetrying(true);
    try {
      await dispatch(retryQueriesWithoutClient());
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={() => void retry()} loading={retrying}>
          <FormattedMessage {...dataClientMessages.retry} />
        </Button>
      }
    >
      <FormattedMessage {...dataClientMessages.unavailable} />
    </Alert>
  );
}
