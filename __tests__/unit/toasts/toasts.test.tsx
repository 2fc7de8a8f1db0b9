import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineMessage } from 'react-intl';
import {
  TOAST_LIMIT,
  toastAdded,
  toastsReducer,
  type ToastItem,
} from '../../../src/features/toasts/toastsSlice';
import { dismissToast, raise, renderToaster, showToast, swipe, toastOf, wait } from './toastTestUtils';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const texts = () => screen.getAllByText(/^Toast \d$/).map((element) => element.textContent);
const bar = (text: string) =>
  within(toastOf(screen.getByText(text))).getByRole('progressbar', {
    name: 'Time until this notification closes',
  });

describe('the limit', () => {
  it('keeps five open: a sixth closes the oldest', () => {
    const item = (id: string): ToastItem => ({
      id,
      message: id,
      severity: 'info',
      duration: 5000,
      createdAt: 0,
      state: 'open',
    });
    let state = toastsReducer(undefined, { type: '@@init' });
    for (const id of ['t1', 't2', 't3', 't4', 't5', 't6']) state = toastsReducer(state, toastAdded(item(id)));
    expect(state.items.filter((t) => t.state === 'open').map((t) => t.id)).toEqual([
      't2',
      't3',
      't4',
      't5',
      't6',
    ]);
    expect(state.items.find((t) => t.id === 't1')?.state).toBe('closing');
    expect(TOAST_LIMIT).toBe(5);
  });

  it('shows at most five: the oldest slides out when a sixth arrives', async () => {
    renderToaster();
    await raise(() => {
      for (let i = 1; i <= 5; i += 1) showToast({ message: `Toast ${i}`, duration: null });
    });
    expect(texts()).toEqual(['Toast 1', 'Toast 2', 'Toast 3', 'Toast 4', 'Toast 5']);
    await raise(() => showToast({ message: 'Toast 6', duration: null }));
    expect(toastOf(screen.getByText('Toast 1'))).toHaveAttribute('data-toast-state', 'closing');
    wait(300);
    expect(texts()).toEqual(['Toast 2', 'Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  });
});

describe('placement', () => {
  it('stacks bottom-right by default, 16 px apart, the newest nearest the corner', async () => {
    renderToaster();
    await raise(() => {
      showToast({ message: 'Toast 1' });
      showToast({ message: 'Toast 2' });
    });
    const stack = getComputedStyle(toastOf(screen.getByText('Toast 1')).parentElement!);
    expect([stack.position, stack.bottom, stack.right, stack.gap]).toEqual(['fixed', '16px', '16px', '16px']);
    // A bottom stack grows upwards: the last in the column sits in the corner.
    expect(stack.flexDirection).toBe('column');
    expect(texts()).toEqual(['Toast 1', 'Toast 2']);
  });

  it('can sit in another corner, the newest still nearest it', async () => {
    renderToaster('top-left');
    await raise(() => {
      showToast({ message: 'Toast 1' });
      showToast({ message: 'Toast 2' });
    });
    const stack = getComputedStyle(toastOf(screen.getByText('Toast 1')).parentElement!);
    expect([stack.top, stack.left, stack.flexDirection]).toEqual(['16px', '16px', 'column-reverse']);
  });
});

describe('timing', () => {
  it('is open for 5000 ms by default, its bar counting down, then closes and goes', async () => {
    const { store } = renderToaster();
    await raise(() => showToast({ message: 'Saved to your wishlist', severity: 'success' }));
    const shown = toastOf(screen.getByText('Saved to your wishlist'));
    expect(shown).toHaveAttribute('data-toast-state', 'open');
    expect(bar('Saved to your wishlist')).toHaveAttribute('aria-valuenow', '100');

    wait(2500);
    expect(bar('Saved to your wishlist')).toHaveAttribute('aria-valuenow', '50');
    wait(2400);
    expect(shown).toHaveAttribute('data-toast-state', 'open');
    wait(100);
    expect(shown).toHaveAttribute('data-toast-state', 'closing');
    wait(300);
    expect(screen.queryByText('Saved to your wishlist')).not.toBeInTheDocument();
    expect(store.getState().toasts.items).toEqual([]);
  });

  it('takes a duration of its own, or none at all', async () => {
    renderToaster();
    await raise(() => {
      showToast({ message: 'Toast 1', duration: 1000 });
      showToast({ message: 'Toast 2', duration: null });
    });
    expect(within(toastOf(screen.getByText('Toast 2'))).queryByRole('progressbar')).not.toBeInTheDocument();
    wait(1000);
    // React renders the closing state when the timer step ends; the exit animation runs from there.
    wait(300);
    expect(texts()).toEqual(['Toast 2']);
    wait(60_000);
    expect(texts()).toEqual(['Toast 2']);
  });

  it('stops the clock while the pointer is on it', async () => {
    renderToaster();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await raise(() => showToast({ message: 'Toast 1' }));
    wait(1000);
    await user.hover(screen.getByText('Toast 1'));
    wait(10_000);
    expect(toastOf(screen.getByText('Toast 1'))).toHaveAttribute('data-toast-state', 'open');
    expect(bar('Toast 1')).toHaveAttribute('aria-valuenow', '80');
    await user.unhover(screen.getByText('Toast 1'));
    wait(4100);
    expect(toastOf(screen.getByText('Toast 1'))).toHaveAttribute('data-toast-state', 'closing');
  });
});

describe('dismissing', () => {
  it('closes on a swipe past 50 px, either way, and springs back from a shorter one', async () => {
    renderToaster();
    await raise(() => {
      showToast({ message: 'Toast 1', duration: null });
      showToast({ message: 'Toast 2', duration: null });
    });
    const first = toastOf(screen.getByText('Toast 1'));
    swipe(screen.getByText('Toast 1'), 45);
    expect(first).toHaveAttribute('data-toast-state', 'open');
    swipe(screen.getByText('Toast 1'), 55);
    expect(first).toHaveAttribute('data-toast-state', 'closing');
    swipe(screen.getByText('Toast 2'), -55);
    wait(300);
    expect(screen.queryByText(/^Toast \d$/)).not.toBeInTheDocument();
  });

  it('closes with its named close button, with Escape, and from code', async () => {
    renderToaster();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let third = '';
    await raise(() => {
      showToast({ message: 'Toast 1', duration: null });
      showToast({ message: 'Toast 2', duration: null });
      third = showToast({ message: 'Toast 3', duration: null });
    });
    await user.click(
      within(toastOf(screen.getByText('Toast 1'))).getByRole('button', { name: 'Close notification' }),
    );
    act(() =>
      within(toastOf(screen.getByText('Toast 2')))
        .getByRole('button', { name: 'Close notification' })
        .focus(),
    );
    await user.keyboard('{Escape}');
    act(() => {
      dismissToast(third);
    });
    wait(300);
    expect(screen.queryByText(/^Toast \d$/)).not.toBeInTheDocument();
  });

  it('leaves without animation for those who ask for reduced motion', async () => {
    window.matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      // The theme's colour schemes listen to the system's through the older names.
      addListener: () => undefined,
      removeListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
    renderToaster();
    const id = await (async () => {
      let raised = '';
      await raise(() => (raised = showToast({ message: 'Toast 1', duration: null })));
      return raised;
    })();
    act(() => {
      dismissToast(id);
    });
    wait(1);
    expect(screen.queryByText('Toast 1')).not.toBeInTheDocument();
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
});

describe('content', () => {
  it('formats a message descriptor in the current language', async () => {
    renderToaster();
    const removed = defineMessage({
      id: 'test.toast.removed',
      defaultMessage: 'Removed {name} from your cart',
      description: 'Test message',
    });
    await raise(() => showToast({ message: { ...removed, values: { name: 'Linen shirt' } } }));
    expect(screen.getByText('Removed Linen shirt from your cart')).toBeInTheDocument();
  });

  it('announces errors and warnings at once, other news politely', async () => {
    renderToaster();
    await raise(() => {
      showToast({ message: 'Payment failed', severity: 'error' });
      showToast({ message: 'Stock is low', severity: 'warning' });
      showToast({ message: 'Saved', severity: 'success' });
      showToast({ message: 'Signed in' });
    });
    expect(screen.getAllByRole('alert').map((element) => element.textContent)).toEqual([
      'Payment failed',
      'Stock is low',
    ]);
    expect(screen.getAllByRole('status').map((element) => element.textContent)).toEqual([
      'Saved',
      'Signed in',
    ]);
  });

  it('offers one action, which runs once and closes the toast', async () => {
    renderToaster();
    const undo = jest.fn();
    await raise(() =>
      showToast({ message: 'Removed from your wishlist', action: { label: 'Undo', onClick: undo } }),
    );
    const button = screen.getByRole('button', { name: 'Undo' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(undo).toHaveBeenCalledTimes(1);
    expect(toastOf(screen.getByText('Removed from your wishlist'))).toHaveAttribute(
      'data-toast-state',
      'closing',
    );
  });
});
