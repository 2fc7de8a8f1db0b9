import { act, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { OverlayHost } from '../../../src/app/OverlayHost';
import { makeTestStore } from '../../support/store';
import { loggedOut } from '../../../src/features/auth/authSlice';
import {
  overlayClosed,
  overlayOpened,
  OverlayNotFoundError,
  selectOpenOverlays,
} from '../../../src/features/overlays/overlaySlice';
import { mockEmptyApi } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// The overlay service: drawers and dialogs open by id through the store, one id at a time, and an unknown id
// fails ("Overlay not found") where it is asked for.

// The navigation drawer asks for the header's categories: the network answers with none.
beforeEach(() => {
  mockEmptyApi();
});

describe('the overlay service', () => {
  it('opens and closes overlays by id, the last opened on top, and shows them in the store', () => {
    const { store } = makeTestStore();
    store.dispatch(overlayOpened('navigation'));
    store.dispatch(overlayOpened('deleteAddress', { addressId: 'QWRkcmVzczox' }));
    expect(selectOpenOverlays(store.getState())).toEqual([
      { id: 'navigation', props: {} },
      { id: 'deleteAddress', props: { addressId: 'QWRkcmVzczox' } },
    ]);
    store.dispatch(overlayOpened('navigation'));
    expect(selectOpenOverlays(store.getState()).map((o) => o.id)).toEqual(['deleteAddress', 'navigation']);
    store.dispatch(overlayClosed('deleteAddress'));
    expect(selectOpenOverlays(store.getState()).map((o) => o.id)).toEqual(['navigation']);
  });

  it('throws "Overlay not found" for an unknown id, and opens nothing', () => {
    const { store } = makeTestStore();
    expect(() => store.dispatch(overlayOpened('miniKart'))).toThrow(new OverlayNotFoundError('miniKart'));
    expect(() => store.dispatch(overlayOpened('miniKart'))).toThrow('Overlay not found: miniKart');
    expect(selectOpenOverlays(store.getState())).toEqual([]);
  });

  it('closes everything at logout', () => {
    const { store } = makeTestStore();
    store.dispatch(overlayOpened('miniCart'));
    store.dispatch(loggedOut());
    expect(selectOpenOverlays(store.getState())).toEqual([]);
  });

  it('closes what was open when the page changes, so going back does not reopen it', async () => {
    const router = createMemoryRouter([{ path: '*', element: <OverlayHost /> }], {
      initialEntries: ['/cart'],
    });
    const { store } = renderWithProviders(<RouterProvider router={router} />);
    act(() => void store.dispatch(overlayOpened('navigation')));
    expect(await screen.findByRole('navigation', { name: 'Menu' })).toBeInTheDocument();
    await act(() => router.navigate('/wishlist'));
    expect(selectOpenOverlays(store.getState())).toEqual([]);
  });
});
