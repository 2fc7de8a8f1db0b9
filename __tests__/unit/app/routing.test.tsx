import { screen, waitFor } from '@testing-library/react';
import { loggedInState } from '../../support/fixtures/session';
import { mockEmptyApi } from '../../support/network';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';

// Pages load lazily; on a cold cache their first transform can outlast findBy's one second.
beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  // React reports errors caught by the router's error boundary (the 404s these tests provoke).
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockEmptyApi();
  sessionStorage.clear();
});

afterEach(() => jest.restoreAllMocks());

describe('routes', () => {
  it('open a page under the default layout with its title from route metadata', async () => {
    renderApp('/button-test');
    // The gallery renders some 150 buttons: jsdom needs longer than the default second for them, and
    // on a busy CI machine (every suite in parallel) longer than jest's default 5 s for the test.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Button gallery' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Button gallery | Aurora Shop'));
  }, 30_000);

  it('show the cart under the cart layout', async () => {
    renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cart' })).toBeInTheDocument();
    expect(screen.getByText('Secure checkout')).toBeInTheDocument();
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });

  it('answer an unknown path with "Page Not Found: {path}"', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /no/such/page' }),
    ).toBeInTheDocument();
  });

  it.each([['/orders/abc'], ['/products/bad%20slug!'], ['/categories/%3Cscript%3E']])(
    'answer 404 when a parameter fails validation: %s',
    async (path) => {
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: /^Page Not Found: / })).toBeInTheDocument();
    },
  );

  it('accept an order number', async () => {
    renderApp('/orders/1042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order 1042' })).toBeInTheDocument();
  });

  it('render /checkout/success as the child route of /checkout', async () => {
    renderApp('/checkout/success');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
  });
});

describe('the auth guard', () => {
  it('sends a visitor who is not logged in to /login and remembers the wanted path', async () => {
    const { router } = renderApp('/profile?tab=addresses');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/profile?tab=addresses' });
    expect(sessionStorage.getItem('login-redirect')).toBe('/profile?tab=addresses');
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
  });

  it('lets a logged-in customer in', async () => {
    const { router } = renderApp('/payment-debug', { preloadedState: loggedInState });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment debugging' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/payment-debug');
  });

  it('counts a token without a user as logged out', async () => {
    const { router } = renderApp('/profile', {
      preloadedState: { auth: { ...loggedInState.auth, user: null } },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('the guest guard', () => {
  it('sends a logged-in customer from /products to /search with the same query', async () => {
    const { router } = renderApp('/products?sort=price&after=abc', { preloadedState: loggedInState });
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    expect(router.state.location.search).toBe('?sort=price&after=abc');
  });

  it('lets a guest see the product list', async () => {
    renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'All products' })).toBeInTheDocument();
  });
});
