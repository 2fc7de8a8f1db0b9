import { within, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import SearchPage from '../../../src/pages/SearchPage';
import { type Answer, mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import { answerFilterScope, answerProductList, attributesAnswer, categoryTreeAnswer } from './catalogueMock';

// The search page against the mocked catalogue, for the tests of its order and its filters.

type Answers = Record<string, Answer | ((variables: Record<string, unknown>) => Answer)>;

export function mockSearchCatalogue(overrides: Answers = {}) {
  return mockGraphQL({
    ProductList: answerProductList,
    CategoryTree: categoryTreeAnswer,
    FilterAttributes: attributesAnswer,
    FilterScope: answerFilterScope,
    ...overrides,
  });
}

export function renderSearchAt(path: string) {
  const router = createMemoryRouter([{ path: '/search', element: <SearchPage /> }], {
    initialEntries: [path],
  });
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

export const urlParams = (router: ReturnType<typeof renderSearchAt>) =>
  new URLSearchParams(router.state.location.search);

export const productNames = async () =>
  within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
