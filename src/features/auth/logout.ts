import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../api/baseApi';
import { loggedOut } from './authSlice';

/** Logout: the tokens, the user and the checkout token go (slices answer loggedOut), and cached user data. */
export function logout(): ThunkAction<void, unknown, unknown, UnknownAction> {
  return (dispatch) => {
    dispatch(loggedOut());
    dispatch(baseApi.util.resetApiState());
  };
}
