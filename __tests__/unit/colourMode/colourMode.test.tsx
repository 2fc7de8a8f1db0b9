import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { makeTestStore } from '../../support/store';
import { computedValue } from '../theme/cssVars';
import { AppThemeProvider, useShownColourScheme } from '../../../src/features/colourMode/AppThemeProvider';
import { ColourModeSwitch } from '../../../src/features/colourMode/ColourModeSwitch';
import {
  colourModePreferenceChanged,
  colourModeReducer,
  selectColourModePreference,
  type ColourModePreference,
} from '../../../src/features/colourMode/colourModeSlice';
import { ForcedColourMode } from '../../../src/features/colourMode/forcedColourMode';
import { mockSystemColourScheme } from './matchMediaMock';

// What the shopper sees: the page's background, from the theme's CSS variables.
const BACKGROUNDS: Record<string, string> = { '#fafafa': 'light', '#121212': 'dark' };
function ShownMode() {
  return <Box data-testid="page" sx={{ bgcolor: 'background.default', color: 'text.primary' }} />;
}
const shownMode = () => {
  const background = computedValue(screen.getByTestId('page'), 'background-color');
  return BACKGROUNDS[background] ?? background;
};

function storeWith(preference?: ColourModePreference) {
  const { store } = makeTestStore();
  if (preference) store.dispatch(colourModePreferenceChanged(preference));
  return store;
}

function Themed({ store, children }: { store: ReturnType<typeof storeWith>; children: ReactNode }) {
  return (
    <Provider store={store}>
      <IntlProvider locale="en" messages={{}} onError={() => undefined}>
        <AppThemeProvider>{children}</AppThemeProvider>
      </IntlProvider>
    </Provider>
  );
}

afterEach(() => {
  document.documentElement.removeAttribute('data-colour-scheme');
  document.documentElement.removeAttribute('style');
});

describe('the colour-mode preference', () => {
  it('starts as "system" and is a plain object that storage can keep', () => {
    const initial = colourModeReducer(undefined, { type: '@@init' });
    expect(initial).toEqual({ preference: 'system' });
    const dark = colourModeReducer(initial, colourModePreferenceChanged('dark'));
    expect(dark).toEqual({ preference: 'dark' });
    expect(JSON.parse(JSON.stringify(dark))).toEqual(dark);
    expect(selectColourModePreference({ colourMode: dark })).toBe('dark');
  });

  it('ignores a value that is no colour mode (a tampered storage entry)', () => {
    const light = colourModeReducer(undefined, colourModePreferenceChanged('light'));
    expect(colourModeReducer(light, colourModePreferenceChanged('purple' as ColourModePreference))).toEqual(
      light,
    );
  });

  it('reads a damaged stored value (put back as it is by rehydration) as the default', () => {
    const restored = { preference: 'purple' as ColourModePreference };
    expect(selectColourModePreference({ colourMode: restored })).toBe('system');
  });
});

describe('the theme provider', () => {
  it('follows the operating system live while the preference is "system"', () => {
    const system = mockSystemColourScheme(false);
    const view = render(<ShownMode />, {
      wrapper: ({ children }) => <Themed store={storeWith()}>{children}</Themed>,
    });
    expect(shownMode()).toBe('light');
    act(() => system.setSystemDark(true));
    expect(shownMode()).toBe('dark');
    act(() => system.setSystemDark(false));
    expect(shownMode()).toBe('light');
    view.unmount();
    expect(system.listenerCount()).toBe(0);
  });

  it('keeps an explicit choice whatever the system does', () => {
    const system = mockSystemColourScheme(true);
    render(
      <Themed store={storeWith('light')}>
        <ShownMode />
      </Themed>,
    );
    expect(shownMode()).toBe('light');
    act(() => system.setSystemDark(false));
    act(() => system.setSystemDark(true));
    expect(shownMode()).toBe('light');
  });

  it('renders the same markup and styles on the server whatever the mode, and shows none there', () => {
    mockSystemColourScheme(true);
    function Probe() {
      return <p data-testid="scheme">{useShownColourScheme() ?? 'not known yet'}</p>;
    }
    const page = (preference: ColourModePreference) => (
      <Themed store={storeWith(preference)}>
        <ShownMode />
        <Button variant="contained">Add to cart</Button>
        <Alert severity="success">Saved</Alert>
        <Probe />
      </Themed>
    );
    const markup = renderToString(page('light'));
    expect(renderToString(page('dark'))).toBe(markup);
    expect(renderToString(page('system'))).toBe(markup);
    expect(markup).toContain('>not known yet</p>');
    // The styles the page writes (collected in the browser: Emotion writes them in effects there).
    const styles = (preference: ColourModePreference) => {
      const container = document.createElement('div');
      const view = render(
        <CacheProvider value={createCache({ key: 'css', container, speedy: false })}>
          {page(preference)}
        </CacheProvider>,
      );
      const text = container.textContent;
      view.unmount();
      return text;
    };
    const css = styles('light');
    expect(styles('dark')).toBe(css);
    // Both schemes are in them, each under the attribute the init script sets.
    expect(css).toMatch(/\[data-colour-scheme="dark"\]\{[^}]*--mui-palette-background-default:#121212;/);
    expect(css).toMatch(
      /:root,\[data-colour-scheme="light"\]\{[^}]*--mui-palette-background-default:#fafafa;/,
    );
  });

  it('tells the page and native controls the scheme through <html>', () => {
    mockSystemColourScheme(false);
    render(
      <Themed store={storeWith('dark')}>
        <ShownMode />
      </Themed>,
    );
    expect(document.documentElement).toHaveAttribute('data-colour-scheme', 'dark');
    expect(getComputedStyle(document.documentElement).getPropertyValue('color-scheme')).toBe('dark');
    expect(shownMode()).toBe('dark');
  });

  it('keeps no store of its own: the choice lives in the colour-mode slice alone', async () => {
    mockSystemColourScheme(false);
    const store = storeWith('light');
    render(
      <Themed store={store}>
        <ColourModeSwitch />
        <ShownMode />
      </Themed>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour mode: Light' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Dark' }));
    expect(shownMode()).toBe('dark');
    expect(Object.keys(localStorage)).toEqual([]);
  });
});

describe('a page forcing a mode', () => {
  function Page({ mode, children }: { mode: ColourModePreference | null; children?: ReactNode }) {
    return mode ? <ForcedColourMode mode={mode}>{children}</ForcedColourMode> : children;
  }

  it('shows its mode while it is mounted, then the shopper’s again', () => {
    mockSystemColourScheme(false);
    const store = storeWith('light');
    const view = render(
      <Themed store={store}>
        <Page mode="dark" />
        <ShownMode />
      </Themed>,
    );
    expect(shownMode()).toBe('dark');
    view.rerender(
      <Themed store={store}>
        <Page mode={null} />
        <ShownMode />
      </Themed>,
    );
    expect(shownMode()).toBe('light');
  });

  it('lets a later forcing (a dialog on a forced page) win, and hands back the page’s when it goes', () => {
    mockSystemColourScheme(false);
    const store = storeWith('system');
    const ui = (dialogOpen: boolean) => (
      <Themed store={store}>
        <Page mode="dark">{dialogOpen && <Page mode="light" />}</Page>
        <ShownMode />
      </Themed>
    );
    const view = render(ui(false));
    expect(shownMode()).toBe('dark');
    view.rerender(ui(true));
    expect(shownMode()).toBe('light');
    view.rerender(ui(false));
    expect(shownMode()).toBe('dark');
  });

  it('warns the developer who forces "system"', () => {
    const system = mockSystemColourScheme(true);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(
      <Themed store={storeWith('light')}>
        <Page mode="system" />
        <ShownMode />
      </Themed>,
    );
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Forcing "system" is discouraged'));
    expect(shownMode()).toBe('dark');
    act(() => system.setSystemDark(false));
    expect(shownMode()).toBe('light');
    warn.mockRestore();
  });
});

describe('the header switch', () => {
  function renderSwitch(preference?: ColourModePreference) {
    mockSystemColourScheme(false);
    const store = storeWith(preference);
    render(
      <Themed store={store}>
        <ColourModeSwitch />
        <ShownMode />
      </Themed>,
    );
    return store;
  }

  it('names the current mode and lets a pointer pick another', async () => {
    const store = renderSwitch();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Colour mode: Same as the system' }));
    expect(await screen.findByRole('menuitemradio', { name: 'Same as the system' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));
    expect(store.getState().colourMode.preference).toBe('dark');
    expect(shownMode()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toBeInTheDocument();
  });

  it('works from the keyboard alone', async () => {
    const store = renderSwitch('dark');
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Colour mode: Dark' })).toHaveFocus();
    await user.keyboard('{Enter}');
    // The menu opens on the current choice; one step up is "Light".
    expect(await screen.findByRole('menuitemradio', { name: 'Dark' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(store.getState().colourMode.preference).toBe('light');
    expect(shownMode()).toBe('light');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
