import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { createAppTheme } from '../../../src/lib/theme';
import type { AppStore } from '../../../src/app/store';
import { toast, type ToastOptions } from '../../../src/features/toasts/toast';
import { toastDismissed } from '../../../src/features/toasts/toastsSlice';
import { makeTestStore } from '../../support/store';
import { Toaster } from '../../../src/features/toasts/Toaster';
import type { ToasterPosition } from '../../../src/features/toasts/toasterOptions';

let shown: AppStore | null = null;

/** Raises a toast on the store of the Toaster rendered last, as a component or thunk would. */
export const showToast = (options: ToastOptions): string => shown!.dispatch(toast(options));

/** Closes a toast on that store. */
export const dismissToast = (id: string) => shown!.dispatch(toastDismissed(id));

/** A Toaster on a store of its own, as the app renders one. */
export function renderToaster(position?: ToasterPosition) {
  const { store } = makeTestStore();
  shown = store;
  const view = render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <ThemeProvider theme={createAppTheme('light')}>
          <Toaster position={position} />
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
  return { store, ...view };
}

/** Raises toasts and lets the lazily loaded stack render them. */
export async function raise(show: () => void) {
  await act(async () => show());
}

export const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** The toast element (what slides in and out) holding this text. */
export const toastOf = (text: HTMLElement) => text.closest<HTMLElement>('[data-toast-state]')!;

// jsdom has no PointerEvent; without one, fireEvent.pointer* would drop clientX and pointerId.
class TestPointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
  }
}
if (!('PointerEvent' in window)) Object.assign(window, { PointerEvent: TestPointerEvent });

/** A finger dragging horizontally across an element by `distance` px, then lifting. */
export function swipe(element: HTMLElement, distance: number) {
  fireEvent.pointerDown(element, { pointerId: 7, clientX: 200 });
  fireEvent.pointerMove(element, { pointerId: 7, clientX: 200 + distance / 2 });
  fireEvent.pointerMove(element, { pointerId: 7, clientX: 200 + distance });
  fireEvent.pointerUp(element, { pointerId: 7, clientX: 200 + distance });
}
