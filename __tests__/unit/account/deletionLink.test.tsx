import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { DeleteAccountView } from '../../../src/features/account/deletion/DeleteAccountView';
import { renderWithProviders } from '../../support/render';

// The emailed deletion link (/account/delete/?token=…) gives whoever has it the power to delete the
// account: the token leaves the address bar and the history at once, stays with this tab's history
// entry, and comes back with a visitor who logs in first without going into the login page's state.

jest.setTimeout(20_000);

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/account/delete/', element: <DeleteAccountView /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

test('the token leaves the URL, waits in the history entry, and survives the way through /login', async () => {
  const router = renderAt('/account/delete/?token=secret-token-1');
  const logIn = await screen.findByRole('link', { name: 'Log in' });
  expect(router.state.location.search).toBe('');
  expect(router.state.location.state).toEqual({ deletionToken: 'secret-token-1' });
  expect(router.state.historyAction).toBe('REPLACE');

  await userEvent.click(logIn);
  expect(await screen.findByText('Login page')).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/login');
  expect(JSON.stringify(router.state.location.state)).not.toContain('secret-token-1');
  expect(router.state.location.state).toEqual({ from: '/account/delete/' });

  // Logged in, the login page goes back to the bare path: the page still has the token.
  await act(() => router.navigate('/account/delete/', { replace: true }));
  expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByText(/This link is incomplete/)).not.toBeInTheDocument();
  expect(router.state.location.search).toBe('');
  expect(router.state.location.state).toEqual({ deletionToken: 'secret-token-1' });
});
