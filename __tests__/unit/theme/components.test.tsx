import Button from '@mui/material/Button';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppTheme } from '../../../src/lib/theme';
import { computedValue } from './cssVars';

describe('tooltips', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

  it('open after 700 ms, and at once when another was open just before', () => {
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
    const cart = screen.getByRole('button', { name: 'Your cart' });
    const wishlist = screen.getByRole('button', { name: 'Your wishlist' });

    fireEvent.mouseOver(cart);
    wait(690);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(10);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');

    fireEvent.mouseLeave(cart);
    wait(250);
    fireEvent.mouseOver(wishlist);
    wait(1);
    expect(screen.getByText('Your wishlist')).toBeInTheDocument();

    // Long after the last one closed, the full delay applies again.
    fireEvent.mouseLeave(wishlist);
    wait(2000);
    fireEvent.mouseOver(cart);
    wait(500);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    wait(200);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Your cart');
  });
});

describe.each(['light', 'dark'] as const)('keyboard focus in the %s theme', (mode) => {
  const theme = createAppTheme(mode);
  const ring = `3px solid ${theme.palette.secondary.main}`;
  const outline = (element: HTMLElement) => computedValue(element, 'outline');

  it('rings MUI controls, which reset the browser outline, through their keyboard-focus class', async () => {
    render(
      <ThemeProvider theme={theme}>
        <Button>Add to cart</Button>
        <Button>Buy now</Button>
      </ThemeProvider>,
    );
    const [addToCart, buyNow] = screen.getAllByRole('button');
    expect(outline(addToCart)).not.toBe(ring);
    await userEvent.tab();
    expect(outline(addToCart)).toBe(ring);
    await userEvent.tab();
    expect(outline(buyNow)).toBe(ring);
    expect(outline(addToCart)).not.toBe(ring);
  });

  it('rings any other focusable element through the baseline styles', async () => {
    render(
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <a href="#reviews">Reviews</a>
        <a href="#questions">Questions</a>
      </ThemeProvider>,
    );
    const reviews = screen.getByRole('link', { name: 'Reviews' });
    const questions = screen.getByRole('link', { name: 'Questions' });
    await userEvent.tab();
    expect(reviews).toHaveFocus();
    // jsdom caches computed styles until the DOM changes, and a focus move is no DOM change: touching
    // an attribute stands in for the restyle a browser does on focus.
    reviews.setAttribute('data-focused', '');
    expect(outline(reviews)).toBe(ring);
    expect(outline(questions)).not.toBe(ring);
  });
});
