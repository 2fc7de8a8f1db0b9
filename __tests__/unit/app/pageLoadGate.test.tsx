import { fireEvent, screen, waitFor } from '@testing-library/react';
import { routeTable } from '../../../src/app/routing/routeTable';
import { mockEmptyApi, mockFetch } from '../../support/network';
import { PRELOAD_TIMEOUT_MS, renderApp } from '../../support/render';

// With the server unreachable, following a link to a page whose code has not loaded keeps the page
// on screen, with what the shopper typed, under an alert; its retry opens the page once the code loads.

let mockOffline = true;
jest.mock('../../../src/pages/info/AboutPage', () => {
  if (mockOffline)
    throw Object.assign(new Error('Loading chunk page-about failed.'), { name: 'ChunkLoadError' });
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return { __esModule: true, default: () => createElement('h1', null, 'About us') };
});

const pageAt = (path: string) => routeTable.find((route) => route.path === path)!.page;

beforeAll(() => pageAt('/login').preload(), PRELOAD_TIMEOUT_MS);

beforeEach(() => {
  // Offline, the header's own requests fail and say so in the console.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const api = mockEmptyApi();
  mockFetch(async (url: string, init?: RequestInit) => {
    if (mockOffline) throw new TypeError('Failed to fetch');
    if (String(url).startsWith('/build.json')) return Response.json({ buildId: 'dev' });
    return api(url, init);
  });
});

afterEach(() => jest.restoreAllMocks());

// The page's code loads once for the whole file: giving up comes first, while it has not.
it('stays on the page when the shopper gives up', async () => {
  const { router } = renderApp('/login');
  await screen.findByRole('textbox', { name: 'Email' });
  fireEvent.click(await screen.findByRole('link', { name: 'About us' }));
  await screen.findByRole('alert');
  fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  expect(router.state.location.pathname).toBe('/login');
});

it('keeps the page and what was typed when the next page cannot load, and opens it on retry', async () => {
  const { router } = renderApp('/login');
  const email = await screen.findByRole('textbox', { name: 'Email' });
  fireEvent.change(email, { target: { value: 'ada@example.com' } });

  fireEvent.click(await screen.findByRole('link', { name: 'About us' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('This page could not be loaded');
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');

  // Still offline: the retry fails too, and the page stays.
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled());
  expect(screen.getByRole('alert')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');

  mockOffline = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeInTheDocument();
  await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
