import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { RootState } from '../../src/app/store';
import { CheckoutView } from '../../src/features/checkout/CheckoutView';
import { Toaster } from '../../src/features/toasts/Toaster';
import { TOKEN } from './fixtures/checkout';
import { renderWithProviders } from './render';

/**
 * The checkout page at `step` (the URL's ?step=), with the app's toasts, for a guest holding TOKEN
 * unless `preloadedState` says otherwise.
 */
export function renderCheckoutPage(
  step?: string,
  { preloadedState = { checkout: { token: TOKEN } } }: { preloadedState?: Partial<RootState> } = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '/checkout',
        element: (
          <>
            <CheckoutView />
            <Toaster />
          </>
        ),
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [step ? `/checkout?step=${step}` : '/checkout'] },
  );
  return {
    router,
    ...renderWithProviders(<RouterProvider router={router} />, { preloadedState }),
  };
}
