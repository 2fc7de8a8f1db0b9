import { combineReducers, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type PersistorOptions,
} from 'redux-persist';
import { baseApi } from '../api/baseApi';
import { authReducer, type AuthState } from '../features/auth/authSlice';
import { startGuestCartListener } from '../features/auth/guestCartListener';
import { checkoutReducer, type CheckoutState } from '../features/checkout/checkoutSlice';
import { startStaleCheckoutListener } from '../features/checkout/staleCheckout';
import { startCheckoutLanguageListener } from '../features/checkout/checkoutLanguageListener';
import { startAccountLanguageListener } from '../features/account/profile/accountLanguageListener';
import { colourModeReducer, type ColourModeState } from '../features/colourMode/colourModeSlice';
import { localeReducer } from '../features/locale/localeSlice';
import { startLocaleListener } from '../features/locale/localeCookie';
import { ordersReducer, type OrdersState } from '../features/orders/ordersSlice';
import { overlaysReducer } from '../features/overlays/overlaySlice';
import { paymentReducer, type PaymentState } from '../features/payment/paymentSlice';
import type { ToastExtra } from '../features/toasts/toast';
import { toastsReducer } from '../features/toasts/toastsSlice';
import { wishlistReducer, type WishlistState } from '../features/wishlist/wishlistSlice';
import type { ApiExtra } from '../api/apiExtra';
import { configReducer, fallbackConfig, type PublicConfig } from '../lib/config';
import { persistConfigFor } from './persistence/persistConfigs';

function rootReducer(persist: boolean) {
  const persisted = <S>(
    slice: Parameters<typeof persistConfigFor>[0],
    reducer: (s: S | undefined, a: never) => S,
  ) => (persist ? persistReducer(persistConfigFor<S>(slice), reducer as never) : reducer);
  return combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    auth: persisted<AuthState>('auth', authReducer) as typeof authReducer,
    checkout: persisted<CheckoutState>('checkout', checkoutReducer) as typeof checkoutReducer,
    orders: persisted<OrdersState>('orders', ordersReducer) as typeof ordersReducer,
    payment: persisted<PaymentState>('payment', paymentReducer) as typeof paymentReducer,
    colourMode: persisted<ColourModeState>('colourMode', colourModeReducer) as typeof colourModeReducer,
    wishlist: persisted<WishlistState>('wishlist', wishlistReducer) as typeof wishlistReducer,
    config: configReducer,
    locale: localeReducer,
    toasts: toastsReducer,
    overlays: overlaysReducer,
  });
}

/** What thunks and base queries get as `extra`: services the store gives them, so they import none. */
export type StoreExtra = ApiExtra & ToastExtra;

export type RootState = ReturnType<ReturnType<typeof rootReducer>>;

const CHECK_WARN_AFTER_MS = 250;

export interface MakeStoreOptions {
  /** The deployment's configuration (config.json); tests may leave it to the defaults. */
  config?: PublicConfig;
  preloadedState?: Partial<RootState>;
  /**
   * Map slices to browser storage (the app does; most tests do not). 'after-first-render': the stored
   * state is read only when the persistor's persist() is called (a hydrated page first renders what
   * the server rendered, with no session).
   */
  persist?: boolean | 'after-first-render';
}

/** A fresh store: one per app start, one per test. */
export function makeStore({
  config = fallbackConfig(),
  preloadedState,
  persist = false,
}: MakeStoreOptions = {}) {
  const listener = createListenerMiddleware();
  // The API layer renews the session through this, so it never imports the session feature.
  const extra: StoreExtra = {
    toastActions: new Map(),
    refreshSession: async () => {
      const { refreshSession } = await import(
        /* webpackChunkName: "auth-session" */ '../features/auth/session'
      );
      return store.dispatch(refreshSession());
    },
  };
  const store = configureStore({
    reducer: rootReducer(persist !== false),
    preloadedState: { ...preloadedState, config } as never,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        // redux-persist's own actions carry functions; state itself stays serialisable (time travel).
        // The development checks' "took N ms" hints fire on any busy machine at the default 32 ms;
        // a check slower than this is worth a look.
        serializableCheck: {
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER],
          warnAfter: CHECK_WARN_AFTER_MS,
        },
        immutableCheck: { warnAfter: CHECK_WARN_AFTER_MS },
      })
        .prepend(listener.middleware)
        .concat(baseApi.middleware),
    // Always in development; on a deployed build when config.json asks (`"devTools": true`).
    devTools: process.env.NODE_ENV !== 'production' || config.devTools,
  });
  startLocaleListener(listener.startListening);
  startGuestCartListener(listener.startListening);
  startStaleCheckoutListener(listener.startListening);
  startCheckoutLanguageListener(listener.startListening);
  startAccountLanguageListener(listener.startListening);
  setupListeners(store.dispatch);
  // redux-persist 6 reads manualPersist; its type declarations leave it out.
  const persistOptions = { manualPersist: persist === 'after-first-render' } as PersistorOptions;
  const persistor = persist ? persistStore(store, persistOptions) : null;
  // redux-persist writes a change a few timer ticks later. A session that ends (logout, 401, failed
  // renewal) is written at once: a reload a moment later must find neither the tokens nor the
  // customer's remembered orders.
  if (persistor)
    listener.startListening({
      predicate: (_action, current, previous) =>
        Boolean((previous as RootState).auth.token) && !(current as RootState).auth.token,
      effect: () => void persistor.flush(),
    });
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
export type AppDispatch = AppStore['dispatch'];
