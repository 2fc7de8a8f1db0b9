import { ThemeProvider } from '@mui/material/styles';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

describe('the shared Tooltip for keyboard, touch and screen-reader users', () => {
  // user-event waits on the fake clock; what the timers change renders at once, as for a person.
  const typist = () => userEvent.setup({ advanceTimers: (ms) => wait(ms) });

  it('names its child with the title, and opens on keyboard focus and closes on Escape', async () => {
    const user = typist();
    const { cart } = renderTwo();
    await user.tab();
    expect(cart).toHaveFocus();
    wait(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(cart).toHaveFocus();
  });

  it('closes when focus moves on', async () => {
    const user = typist();
    const { wishlist } = renderTwo();
    await user.tab();
    wait(700);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
    await user.tab();
    expect(wishlist).toHaveFocus();
    // The next one opens at once (within the skip window), the first one is gone.
    wait(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your wishlist');
  });

  it('stays open while the pointer is on the tooltip itself, and closes when it leaves', () => {
    const { cart } = renderTwo();
    fireEvent.mouseOver(cart);
    wait(700);
    const tooltip = screen.getByRole('tooltip');
    fireEvent.mouseLeave(cart);
    fireEvent.mouseOver(tooltip);
    wait(1000);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
    fireEvent.mouseLeave(tooltip.parentElement!);
    wait(10);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on a long press and closes 1.5 s after the finger lifts', () => {
    const { cart } = renderTwo();
    fireEvent.touchStart(cart);
    wait(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
    fireEvent.touchEnd(cart);
    wait(1490);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    wait(10);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('a tap shows nothing, even with the mouse events a browser sends after it', () => {
    const { cart } = renderTwo();
    fireEvent.touchStart(cart);
    wait(100);
    fireEvent.touchEnd(cart);
    fireEvent.mouseOver(cart);
    wait(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('describes its child instead of naming it when asked, and keeps the child’s own name', () => {
    render(
      <Tooltip title="Saved for later" describeChild>
        <button type="button" aria-label="Wishlist">
          ♥
        </button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Wishlist' });
    fireEvent.mouseOver(button);
    wait(700);
    expect(button).toHaveAccessibleDescription('Saved for later');
  });

  it('shows nothing for an empty title', () => {
    render(
      <Tooltip title="">
        <button type="button">Plain</button>
      </Tooltip>,
    );
    fireEvent.mouseOver(screen.getByRole('button', { name: 'Plain' }));
    wait(1000);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});

describe('where the shared Tooltip shows', () => {
  /** Boxes as a 1024 x 768 window would lay them out: the button at `button`, any tooltip 100 x 30. */
  function layOut(button: Partial<DOMRect>) {
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (
      this: HTMLElement,
    ) {
      const box =
        this.tagName === 'BUTTON'
          ? button
          : { top: 0, left: 0, bottom: 30, right: 100, width: 100, height: 30 };
      return { x: 0, y: 0, top: 0, left: 0, bottom: 0, right: 0, width: 0, height: 0, ...box } as DOMRect;
    });
  }
  afterEach(() => jest.restoreAllMocks());

  const shownBox = () => {
    const root = screen.getByRole('tooltip').parentElement!;
    return { side: root.dataset.placement, top: root.style.top, left: root.style.left };
  };

  it('below the child and centred on it, on top of the page', () => {
    layOut({ top: 100, bottom: 140, left: 200, right: 240, width: 40, height: 40 });
    const { cart } = renderTwo();
    fireEvent.mouseOver(cart);
    wait(700);
    expect(shownBox()).toEqual({ side: 'bottom', top: '140px', left: '170px' });
    expect(getComputedStyle(screen.getByRole('tooltip').parentElement!).position).toBe('fixed');
  });

  it('above the child when there is no room below, and never past the window’s edge', () => {
    layOut({ top: 740, bottom: 760, left: 1000, right: 1020, width: 20, height: 20 });
    const { cart } = renderTwo();
    fireEvent.mouseOver(cart);
    wait(700);
    expect(shownBox()).toEqual({ side: 'top', top: '710px', left: '916px' });
  });
});
