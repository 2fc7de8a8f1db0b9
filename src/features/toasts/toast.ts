import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  TOAST_DEFAULT_DURATION_MS,
  toastAdded,
  toastDismissed,
  type ToastMessage,
  type ToastSeverity,
} from './toastsSlice';

export interface ToastOptions {
  message: ToastMessage;
  severity?: ToastSeverity;
  /** Milliseconds; null keeps the toast until it is dismissed. Default 5000. */
  duration?: number | null;
}

let dispatch: Dispatch<UnknownAction> | null = null;
let counter = 0;

/** The store whose Toaster shows the toasts (set by makeStore). */
export function registerToastDispatch(storeDispatch: Dispatch<UnknownAction>) {
  dispatch = storeDispatch;
}

/** The one toast API of the app. Returns the toast's id. */
export function toast({
  message,
  severity = 'info',
  duration = TOAST_DEFAULT_DURATION_MS,
}: ToastOptions): string {
  counter += 1;
  const id = `toast-${Date.now().toString(36)}-${counter}`;
  dispatch?.(toastAdded({ id, message, severity, duration, createdAt: Date.now(), state: 'open' }));
  return id;
}

toast.dismiss = (id: string) => {
  dispatch?.(toastDismissed(id));
};
