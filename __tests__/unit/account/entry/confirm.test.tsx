import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '../../../../src/app/routing/routes';
import { type Answer, mockGraphQL } from '../../../support/network';
import {
  PRELOAD_TIMEOUT_MS,
  preloadAppModules,
  renderApp,
  renderWithProviders,
} from '../../../support/render';

const emptyHeader = { body: { data: { categories: { edges: [] } } } };
const confirmed: Answer = { body: { data: { confirmAccount: { user: { id: 'VXNlcjo5' }, errors: [] } } } };
const invalidToken: Answer = {
  body: {
    data: {
      confirmAccount: {
        user: null,
        errors: [{ field: 'token', code: 'INVALID', message: 'Invalid or expired token.' }],
      },
    },
  },
};
const LINK = '/account/confirm/?email=new%2Bshop%40example.com&token=abc123';

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(20_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('the account confirmation page', () => {
  it("confirms the link's email and token once, even under StrictMode, then offers login with the email filled in", async () => {
    const { named } = mockGraphQL({ HeaderCategories: emptyHeader, ConfirmAccount: confirmed });
    const router = createMemoryRouter(buildRoutes(), { initialEntries: [LINK] });
    renderWithProviders(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );

    expect(await screen.findByText(/is confirmed/)).toHaveTextContent(
      'Your email address new+shop@example.com is confirmed. You can log in now.',
    );
    expect(named('ConfirmAccount')).toHaveLength(1);
    expect(named('ConfirmAccount')[0].variables).toEqual({ email: 'new+shop@example.com', token: 'abc123' });

    const user = userEvent.setup();
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('new+shop@example.com');
  });

  it('explains what to do with an invalid or expired link', async () => {
    mockGraphQL({ HeaderCategories: emptyHeader, ConfirmAccount: invalidToken });
    renderApp(LINK);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(alert).toHaveTextContent('This link is invalid or has expired.');
    expect(within(alert).getByText('Invalid or expired token.').closest('details')).not.toHaveAttribute(
      'open',
    );
    expect(screen.getByText(/work once and for 3 days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'register again' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'reset your password' })).toHaveAttribute(
      'href',
      '/account/reset-password/',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('sends nothing for a link without its token', async () => {
    const { named } = mockGraphQL({ HeaderCategories: emptyHeader, ConfirmAccount: confirmed });
    renderApp('/account/confirm/?email=a%40example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(/link is incomplete/);
    expect(named('ConfirmAccount')).toHaveLength(0);
  });

  it('offers to try again after a network failure, and confirms on the second try', async () => {
    let calls = 0;
    const { named } = mockGraphQL({
      HeaderCategories: emptyHeader,
      ConfirmAccount: () => (++calls === 1 ? new TypeError('Failed to fetch') : confirmed),
    });
    renderApp(LINK);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account could not be confirmed.');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/is confirmed/)).toBeInTheDocument();
    expect(named('ConfirmAccount')).toHaveLength(2);
  });
});
