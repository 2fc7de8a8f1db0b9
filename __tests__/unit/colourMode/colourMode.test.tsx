import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from '@mui/material/styles';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { render } from '@testing-library/react';
import { makeStore } from '../../../src/app/store';
import { AppThemeProvider } from '../../../src/features/colourMode/AppThemeProvider';
import { ColourModeSwitch } from '../../../src/features/colourMode/ColourModeSwitch';
import {
  colourModePreferenceChanged,
  colourModeReducer,
} from '../../../src/features/colourMode/colourModeSlice';
import { ForcedColourMode } from '../../../src/features/colourMode/forcedColourMode';

// A controllable (prefers-color-scheme: dark) media query.
function mockSystemScheme(initiallyDark: boolean) {
  let dark = initiallyDark;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn((query: string) => ({
    get matches() {
      return query.includes('dark') ? dark : false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return (next: boolean) => {
    dark = next;
    listeners.forEach((fn) => fn());
  };
}

function ShownMode() {
  return <p data-testid="mode">{useTheme().palette.mode}</p>;
}

function renderThemed(children: React.ReactNode, store = makeStore().store) {
  render(
    <Provider store={store}>
      <IntlProvider locale="en" messages={{}}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </IntlProvider>
    </Provider>,
  );
  return store;
}

describe('colour mode', () => {
  it('defaults to following the system and keeps a plain, persistable preference', () => {
    const state = colourModeReducer(undefined, { type: 'init' });
    expect(state).toEqual({ preference: 'system' });
    expect(colourModeReducer(state, colourModePreferenceChanged('dark'))).toEqual({ preference: 'dark' });
    expect(colourModeReducer(state, colourModePreferenceChanged('purple' as never))).toEqual({
      preference: 'system',
    });
  });

  it('follows the operating system live in system mode', () => {
    const setSystemDark = mockSystemScheme(false);
    renderThemed(<ShownMode />);
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
    act(() => setSystemDark(true));
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
  });

  it('lets the shopper pick a mode from the header control', async () => {
    mockSystemScheme(false);
    const store = renderThemed(
      <>
        <ColourModeSwitch />
        <ShownMode />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Colour mode: Same as the system' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(store.getState().colourMode.preference).toBe('dark');
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toBeInTheDocument();
  });

  it('lets a page force a mode while it is shown', () => {
    mockSystemScheme(false);
    const store = makeStore().store;
    store.dispatch(colourModePreferenceChanged('light'));
    function Page({ forced }: { forced: boolean }) {
      return forced ? <ForcedColourMode mode="dark" /> : null;
    }
    const view = render(
      <Provider store={store}>
        <AppThemeProvider>
          <Page forced />
          <ShownMode />
        </AppThemeProvider>
      </Provider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('dark');
    view.rerender(
      <Provider store={store}>
        <AppThemeProvider>
          <Page forced={false} />
          <ShownMode />
        </AppThemeProvider>
      </Provider>,
    );
    expect(screen.getByTestId('mode')).toHaveTextContent('light');
  });
});
