import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  TOAST_DEFAULT_DURATION_MS,
  toastAdded,
  toastDismissed,
  type ToastMessage,
  type ToastSeverity,
} from './toastsSlice';

export interface ToastOptions {
  /** Translated text, or a descriptor made with react-intl's defineMessage (so extraction finds it). */
  message: ToastMessage;
  severity?: ToastSeverity;
  /** Milliseconds; null keeps the toast until it is dismissed. Default 5000. */
  duration?: number | null;
  /** One button on the toast ("Undo", "Retry"); clicking it runs onClick and dismisses the toast. */
  action?: { label: ToastMessage; onClick: () => void };
}

let dispatch: Dispatch<UnknownAction> | null = null;
// Toasts raised before the store exists (start-up code) wait here rather than vanish.
let pending: UnknownAction[] = [];
let counter = 0;
// Handlers are functions, which the store must not hold; they wait here, keyed by toast id.
const actionHandlers = new Map<string, () => void>();

const send = (action: UnknownAction) => (dispatch ? dispatch(action) : pending.push(action));

/** Called once by makeStore: the store whose Toaster shows what toast() raises. */
export function registerToastDispatch(storeDispatch: Dispatch<UnknownAction>) {
  dispatch = storeDispatch;
  const waiting = pending;
  pending = [];
  waiting.forEach((action) => storeDispatch(action));
}

/** The one toast API of the app, usable from components and plain code alike. Returns the toast's id. */
export function toast({
  message,
  severity = 'info',
  duration = TOAST_DEFAULT_DURATION_MS,
  action,
}: ToastOptions) {
  counter += 1;
  const id = `toast-${Date.now().toString(36)}-${counter}`;
  if (action) actionHandlers.set(id, action.onClick);
  send(
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
}

/** Closes a toast (it animates out, then goes). Unknown or already closed ids are ignored. */
toast.dismiss = (id: string) => {
  send(toastDismissed(id));
};

/** For the Toaster: a toast's action handler, handed out once (a double click runs it once). */
export function takeToastAction(id: string): (() => void) | undefined {
  const handler = actionHandlers.get(id);
  actionHandlers.delete(id);
  return handler;
}

/** For the Toaster: forgets a toast's handler once the toast has left the screen. */
export function forgetToastAction(id: string) {
  actionHandlers.delete(id);
}
