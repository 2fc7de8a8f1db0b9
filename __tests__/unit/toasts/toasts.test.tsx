import { act, fireEvent, screen } from '@testing-library/react';
import { Toaster } from '../../../src/features/toasts/Toaster';
import { toast } from '../../../src/features/toasts/toast';
import { TOAST_LIMIT, toastAdded, toastsReducer } from '../../../src/features/toasts/toastsSlice';
import { renderWithProviders } from '../testUtils';

// jsdom has no PointerEvent: without one, fireEvent.pointer* would lose clientX.
class TestPointerEvent extends MouseEvent {}
Object.assign(window, { PointerEvent: window.PointerEvent ?? TestPointerEvent });

const item = (id: string) => ({
  id,
  message: id,
  severity: 'info' as const,
  duration: 5000,
  createdAt: 0,
  state: 'open' as const,
});

describe('toast state', () => {
  it('keeps at most five open: a sixth closes the oldest', () => {
    let state = toastsReducer(undefined, { type: 'init' });
    for (const id of ['t1', 't2', 't3', 't4', 't5', 't6']) state = toastsReducer(state, toastAdded(item(id)));
    const open = state.items.filter((t) => t.state === 'open').map((t) => t.id);
    expect(open).toEqual(['t2', 't3', 't4', 't5', 't6']);
    expect(open).toHaveLength(TOAST_LIMIT);
    expect(state.items.find((t) => t.id === 't1')?.state).toBe('closing');
  });
});

describe('the Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function showToaster() {
    const view = renderWithProviders(<Toaster />);
    return view;
  }

  it('shows a toast for 5000 ms by default, with a timer bar, then closes and removes it', async () => {
    const { store } = await showToaster();
    act(() => {
      toast({ message: 'Saved to your wishlist', severity: 'success' });
    });
    expect(await screen.findByText('Saved to your wishlist')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Time until this notification closes' });
    expect(bar).toHaveAttribute('aria-valuenow', '100');

    act(() => jest.advanceTimersByTime(2500));
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeCloseTo(50, -1);
    expect(store.getState().toasts.items[0].state).toBe('open');

    act(() => jest.advanceTimersByTime(2600));
    expect(store.getState().toasts.items[0]?.state ?? 'removed').not.toBe('open');
    act(() => jest.advanceTimersByTime(500));
    expect(store.getState().toasts.items).toHaveLength(0);
    expect(screen.queryByText('Saved to your wishlist')).not.toBeInTheDocument();
  });

  it('translates a message descriptor and names the close button', async () => {
    await showToaster();
    act(() => {
      toast({
        message: { id: 'test.toast', defaultMessage: 'Removed {name}', values: { name: 'Tee' } },
        duration: null,
      });
    });
    expect(await screen.findByText('Removed Tee')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => jest.advanceTimersByTime(500));
    expect(screen.queryByText('Removed Tee')).not.toBeInTheDocument();
  });

  it('dismisses on a swipe past 50 px, and not on a shorter one', async () => {
    const { store } = await showToaster();
    act(() => {
      toast({ message: 'Swipe me', duration: null });
    });
    const alert = (await screen.findByText('Swipe me')).closest('[data-state]')!;
    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerMove(alert, { clientX: 140 });
    fireEvent.pointerUp(alert, { clientX: 140 });
    expect(store.getState().toasts.items[0].state).toBe('open');
    fireEvent.pointerDown(alert, { clientX: 100 });
    fireEvent.pointerMove(alert, { clientX: 160 });
    fireEvent.pointerUp(alert, { clientX: 160 });
    expect(store.getState().toasts.items[0].state).toBe('closing');
  });

  it('stacks toasts in the order they came, at most five visible', async () => {
    await showToaster();
    act(() => {
      for (let i = 1; i <= 6; i += 1) toast({ message: `Toast ${i}`, duration: null });
    });
    await screen.findByText('Toast 6');
    act(() => jest.advanceTimersByTime(500));
    const shown = screen.getAllByText(/^Toast \d$/).map((el) => el.textContent);
    expect(shown).toEqual(['Toast 2', 'Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  });
});
