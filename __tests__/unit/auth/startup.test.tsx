import { screen, waitFor } from '@testing-library/react';
import { useHeaderCategoriesQuery } from '../../../src/features/catalog/catalogApi';
import { useAuthStartup } from '../../../src/features/auth/useAuthStartup';
import { verifyStoredSession } from '../../../src/features/auth/session';
import { makeTestStore } from '../../support/store';
import { fakeJwt, loggedInState, sampleUser } from '../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, renderWithProviders } from '../../support/render';
import { mockGraphQL } from '../../support/network';

const storedSession = {
  auth: { token: 'stored-access', refreshToken: 'stored-refresh', csrfToken: 'csrf', user: sampleUser },
  checkout: { token: '0b6f7e0e-6c3e-4d8e-9a4c-6d2d1c1b5a10' },
};

const verifyAnswer = (isValid: boolean, user: unknown = isValid ? sampleUser : null) => ({
  body: {
    data: {
      tokenVerify: {
        isValid,
        user,
        errors: isValid ? [] : [{ field: 'token', message: 'Signature has expired' }],
      },
    },
  },
});
const refreshAnswer = (token: string | null) => ({
  body: {
    data: {
      tokenRefresh: {
        token,
        user: token ? sampleUser : null,
        errors: token ? [] : [{ field: 'refreshToken', message: 'Signature has expired' }],
      },
    },
  },
});

function Startup() {
  useAuthStartup();
  return null;
}

/** A page's own requests, sent while the start-up check runs. */
function PageRequests() {
  const first = useHeaderCategoriesQuery({ first: 4, languageCode: 'EN' });
  const second = useHeaderCategoriesQuery({ first: 8, languageCode: 'EN' });
  const failed = first.isError || second.isError;
  if (failed) return <p>failed</p>;
  return first.data && second.data ? <p>page loaded</p> : null;
}

// The GraphQL client loads with the first request; on a cold cache its first transform is slow.
beforeAll(() => import('../../../src/api/graphqlClient'), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('start-up authentication', () => {
  it('ends the session of an account the server says is no longer active, without trying a refresh', async () => {
    const { named } = mockGraphQL({ TokenVerify: verifyAnswer(true, { ...sampleUser, isActive: false }) });
    const { store } = makeTestStore({ preloadedState: storedSession });
    expect(await store.dispatch(verifyStoredSession())).toBe('logged-out');
    expect(store.getState().auth.token).toBeNull();
    expect(named('TokenRefresh')).toHaveLength(0);
  });

  it('verifies a stored token and keeps a valid session (with the user as the server has it now)', async () => {
    const renamed = { ...sampleUser, firstName: 'Augusta' };
    const { named, sent } = mockGraphQL({ TokenVerify: verifyAnswer(true, renamed) });
    const { store } = renderWithProviders(<Startup />, { preloadedState: storedSession });

    await waitFor(() => expect(store.getState().auth.user?.firstName).toBe('Augusta'));
    expect(named('TokenVerify')).toHaveLength(1);
    expect(named('TokenVerify')[0].variables).toEqual({ token: 'stored-access' });
    // The token being checked is an argument, never a bearer: an expired bearer fails the request.
    expect(named('TokenVerify')[0].headers.has('Authorization')).toBe(false);
    expect(sent.map((request) => request.operationName)).toEqual(['TokenVerify']);
    expect(store.getState().auth).toMatchObject({ token: 'stored-access', refreshToken: 'stored-refresh' });
  });

  it('refreshes an invalid token with the refresh token', async () => {
    const { named } = mockGraphQL({
      TokenVerify: verifyAnswer(false),
      TokenRefresh: refreshAnswer('fresh-access'),
    });
    const { store } = renderWithProviders(<Startup />, { preloadedState: storedSession });

    await waitFor(() => expect(store.getState().auth.token).toBe('fresh-access'));
    expect(named('TokenRefresh')).toHaveLength(1);
    expect(named('TokenRefresh')[0].variables).toMatchObject({ refreshToken: 'stored-refresh' });
    expect(named('TokenRefresh')[0].headers.has('Authorization')).toBe(false);
    expect(store.getState().auth).toMatchObject({ refreshToken: 'stored-refresh', user: sampleUser });
    expect(store.getState().checkout.token).toBe(storedSession.checkout.token);
  });

  it('logs out when the refresh fails too: tokens, user and checkout token go', async () => {
    mockGraphQL({ TokenVerify: verifyAnswer(false), TokenRefresh: refreshAnswer(null) });
    const { store } = renderWithProviders(<Startup />, { preloadedState: storedSession });

    await waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(store.getState().auth).toEqual({ token: null, refreshToken: null, csrfToken: null, user: null });
    expect(store.getState().checkout.token).toBeNull();
  });

  it('logs out at once when the token is invalid and there is no refresh token', async () => {
    const { named } = mockGraphQL({ TokenVerify: verifyAnswer(false) });
    const { store } = makeTestStore({
      preloadedState: { auth: { ...storedSession.auth, refreshToken: null } },
    });
    await expect(store.dispatch(verifyStoredSession())).resolves.toBe('logged-out');
    expect(named('TokenRefresh')).toHaveLength(0);
    expect(store.getState().auth.user).toBeNull();
  });

  it('keeps the session when the check gets no answer (offline)', async () => {
    mockGraphQL({ TokenVerify: new TypeError('Failed to fetch') });
    const { store } = makeTestStore({ preloadedState: storedSession });
    await expect(store.dispatch(verifyStoredSession())).resolves.toBe('unverified');
    expect(store.getState().auth).toEqual(storedSession.auth);
  });

  it('sends nothing without a stored token and user', async () => {
    const { fetchMock } = mockGraphQL({});
    const { store } = makeTestStore({ preloadedState: { auth: { ...loggedInState.auth, user: null } } });
    await expect(store.dispatch(verifyStoredSession())).resolves.toBe('no-session');
    renderWithProviders(<Startup />);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a stored token the server refuses: the page's parallel requests and the check share one refresh", async () => {
    const refused = fakeJwt(300, 'refused');
    const fresh = fakeJwt(300, 'fresh');
    const { named } = mockGraphQL({
      TokenVerify: verifyAnswer(false),
      TokenRefresh: refreshAnswer(fresh),
      HeaderCategories: (_variables, headers) =>
        headers.get('Authorization') === `Bearer ${refused}`
          ? {
              body: {
                data: null,
                errors: [
                  { message: 'Invalid token.', extensions: { exception: { code: 'InvalidTokenError' } } },
                ],
              },
            }
          : { body: { data: { categories: { edges: [] } } } },
    });
    const { store } = renderWithProviders(
      <>
        <Startup />
        <PageRequests />
      </>,
      { preloadedState: { ...storedSession, auth: { ...storedSession.auth, token: refused } } },
    );

    expect(await screen.findByText('page loaded', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('failed')).not.toBeInTheDocument();
    await waitFor(() => expect(store.getState().auth.token).toBe(fresh));
    expect(named('TokenRefresh')).toHaveLength(1);
    expect(store.getState().auth.user).toEqual(sampleUser);
  });
});
