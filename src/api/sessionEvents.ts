import { createAction } from '@reduxjs/toolkit';

/**
 * Raised by the base query when the API answers HTTP 401. The auth slice drops the stored session
 * (auth-token, refresh-token, user) in answer, silently: there is no redirect, the shopper stays put.
 */
export const httpUnauthorized = createAction('api/httpUnauthorized');
