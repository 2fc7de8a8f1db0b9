import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createAppTheme } from '../../../src/lib/theme';
import { resetTooltipSkipForTests, Tooltip } from '../../../src/components/common/Tooltip';

beforeEach(() => {
  jest.useFakeTimers();
  resetTooltipSkipForTests();
});
afterEach(() => jest.useRealTimers());

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function renderTwo() {
  render(
    <ThemeProvider theme={createAppTheme('light')}>
      <Tooltip title="Your cart">
        <button type="button">Cart</button>
      </Tooltip>
      <Tooltip title="Your wishlist">
        <button type="button">Wishlist</button>
      </Tooltip>
    </ThemeProvider>,
  );
  return {
    cart: screen.getByRole('button', { name: 'Your cart' }),
    wishlist: screen.getByRole('button', { name: 'Your wishlist' }),
  };
}

/** Points at `element` and says how long its tooltip took to open (checked in 10 ms steps). */
function openingDelay(element: HTMLElement, name: string): number {
  fireEvent.mouseOver(element);
  for (let elapsed = 0; elapsed <= 1000; elapsed += 10) {
    if (screen.queryByRole('tooltip', { name })) return elapsed;
    wait(10);
  }
  return Infinity;
}

describe('the shared Tooltip (700 ms open, 300 ms skip)', () => {
  it('opens after 700 ms', () => {
    const { cart } = renderTwo();
    fireEvent.mouseOver(cart);
    wait(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
  });

  it('opens at once within 300 ms of the last one closing', () => {
    const { cart, wishlist } = renderTwo();
    expect(openingDelay(cart, 'Your cart')).toBe(700);
    fireEvent.mouseLeave(cart);
    wait(290);
    expect(openingDelay(wishlist, 'Your wishlist')).toBe(0);
  });

  it('opens at once when moving straight from one open tooltip to the next', () => {
    const { cart, wishlist } = renderTwo();
    expect(openingDelay(cart, 'Your cart')).toBe(700);
    fireEvent.mouseLeave(cart);
    expect(openingDelay(wishlist, 'Your wishlist')).toBe(0);
  });

  it('waits the full 700 ms again once 300 ms have passed (MUI alone would skip for 800 ms)', () => {
    const { cart, wishlist } = renderTwo();
    expect(openingDelay(cart, 'Your cart')).toBe(700);
    fireEvent.mouseLeave(cart);
    wait(400);
    expect(openingDelay(wishlist, 'Your wishlist')).toBe(700);
  });

  it('stops skipping when an open tooltip is unmounted', () => {
    const { unmount } = render(
      <Tooltip title="Gone">
        <button type="button">Gone</button>
      </Tooltip>,
    );
    expect(openingDelay(screen.getByRole('button', { name: 'Gone' }), 'Gone')).toBe(700);
    unmount();
    wait(300);
    const { cart } = renderTwo();
    expect(openingDelay(cart, 'Your cart')).toBe(700);
  });
});
