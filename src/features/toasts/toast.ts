import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { TOAST_DEFAULT_DURATION_MS, toastAdded, type ToastMessage, type ToastSeverity } from './toastsSlice';

export interface ToastOptions {
  /** Translated text, or a descriptor made with react-intl's defineMessage (so extraction finds it). */
  message: ToastMessage;
  severity?: ToastSeverity;
  /** Milliseconds; null keeps the toast until it is dismissed. Default 5000. */
  duration?: number | null;
  /** One button on the toast ("Undo", "Retry"); clicking it runs onClick and dismisses the toast. */
  action?: { label: ToastMessage; onClick: () => void };
}

/**
 * Action handlers are functions, which the store's state must not hold: each store keeps them in its
 * thunk `extra` (StoreExtra), keyed by toast id, so two stores (a test's, a gallery's) never share them.
 */
export interface ToastExtra {
  toastActions: Map<string, () => void>;
}

// Any store of the app can run these (its extra is a StoreExtra, which includes ToastExtra).
type ToastThunk<R> = ThunkAction<R, unknown, unknown, UnknownAction>;
const handlersOf = (extra: unknown) => (extra as ToastExtra).toastActions;

let counter = 0;

/** The one toast API of the app: `dispatch(toast({...}))`, from components and thunks alike. Returns the toast's id. */
export function toast({
  message,
  severity = 'info',
  duration = TOAST_DEFAULT_DURATION_MS,
  action,
}: ToastOptions): ToastThunk<string> {
  return (dispatch, _getState, extra) => {
    const toastActions = handlersOf(extra);
    counter += 1;
    const id = `toast-${Date.now().toString(36)}-${counter}`;
    if (action) toastActions.set(id, action.onClick);
    dispatch(
      toastAdded({
        id,
        message,
        severity,
        duration,
        createdAt: Date.now(),
        state: 'open',
        actionLabel: action?.label,
      }),
    );
    return id;
  };
}

/** For the Toaster: a toast's action handler, handed out once (a double click runs it once). */
export function takeToastAction(id: string): ToastThunk<(() => void) | undefined> {
  return (_dispatch, _getState, extra) => {
    const toastActions = handlersOf(extra);
    const handler = toastActions.get(id);
    toastActions.delete(id);
    return handler;
  };
}

/** For the Toaster: forgets a toast's handler once the toast has left the screen. */
export function forgetToastAction(id: string): ToastThunk<void> {
  return (_dispatch, _getState, extra) => {
    const toastActions = handlersOf(extra);
    toastActions.delete(id);
  };
}
