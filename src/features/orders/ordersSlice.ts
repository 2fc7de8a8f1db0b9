import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { httpUnauthorized } from '../../api/sessionEvents';
import { loggedIn, loggedOut, type AuthState } from '../auth';

/**
 * orderMapping: order number or id -> order token (the spec's format, read by older versions too).
 * Guests can only read an order by its token, so the browser remembers the tokens of the orders made
 * or opened here (/orders lists them for a guest, /orders-backup for anyone).
 * orderOwners: order token -> id of the customer who was logged in when it was remembered. A logout
 * of any kind forgets those orders, so the next person at this browser cannot read them; guest orders
 * (no owner, including every entry from before owners were recorded) stay.
 */
export interface OrdersState {
  orderMapping: Record<string, string>;
  orderOwners: Record<string, string>;
}

const initialState: OrdersState = { orderMapping: {}, orderOwners: {} };

export interface OrderRememberedPayload {
  keys: string[];
  token: string;
  /** The logged-in customer's id; null or absent for a guest. */
  owner?: string | null;
}

/** Forgets the orders of every customer but `keep` (their entries under any key, and their owner). */
function forgetCustomerOrders(state: OrdersState, keep: string | null = null) {
  const forgotten = new Set(Object.keys(state.orderOwners).filter((t) => state.orderOwners[t] !== keep));
  for (const [key, token] of Object.entries(state.orderMapping))
    if (forgotten.has(token)) delete state.orderMapping[key];
  for (const token of forgotten) delete state.orderOwners[token];
}

const ordersSlice = createSlice({
  name: 'orders',
  initialState,
  reducers: {
    orderRemembered: (state, action: PayloadAction<OrderRememberedPayload>) => {
      const { keys, token, owner } = action.payload;
      // An order this browser already holds as a guest's (placed here before logging in) stays one.
      const guestEntry = !state.orderOwners[token] && Object.values(state.orderMapping).includes(token);
      for (const key of keys) state.orderMapping[key] = token;
      if (owner && !guestEntry) state.orderOwners[token] = owner;
    },
    orderMappingCleared: () => initialState,
  },
  extraReducers: (builder) => {
    // Every way a session ends (the user menu, every device, a failed refresh, an HTTP 401) comes here.
    builder.addCase(loggedOut, (state) => forgetCustomerOrders(state));
    builder.addCase(httpUnauthorized, (state) => forgetCustomerOrders(state));
    // Another customer logging in on this browser does not inherit the previous one's orders.
    builder.addCase(loggedIn, (state, action) => forgetCustomerOrders(state, action.payload.user.id));
  },
  selectors: {
    selectOrderMapping: (state) => state.orderMapping,
  },
});

export const { orderRemembered, orderMappingCleared } = ordersSlice.actions;
export const { selectOrderMapping } = ordersSlice.selectors;
export const ordersReducer = ordersSlice.reducer;

type Order = { number: string; id: string; token: string };

/** Remembers an order by its number and id, as the logged-in customer's when there is one. */
export function rememberOrder(order: Order): ThunkAction<void, { auth: AuthState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const { token, user } = getState().auth;
    const owner = token && user ? user.id : null;
    dispatch(orderRemembered({ keys: [order.number, order.id], token: order.token, owner }));
  };
}
