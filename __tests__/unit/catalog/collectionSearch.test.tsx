import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { ProductListing } from '../../../src/features/catalog/listing/ProductListing';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import { answerFilterScope, answerProductList, attributesAnswer, categoryTreeAnswer } from './catalogueMock';

// Saleor 3.21's Collection.products has no search, and RANK needs one: a collection's listing opened
// with search words in its URL (/collections/x?q=tee) must still ask for its products, in its own order.

jest.setTimeout(30_000);

test('a collection listing with ?q= asks for the collection’s products without search or RANK', async () => {
  const api = mockGraphQL({
    ProductList: answerProductList,
    CategoryTree: categoryTreeAnswer,
    FilterAttributes: attributesAnswer,
    FilterScope: answerFilterScope,
  });
  const router = createMemoryRouter(
    [{ path: '/collections/summer', element: <ProductListing collectionId="Q29sbGVjdGlvbjox" /> }],
    { initialEntries: ['/collections/summer?q=tee&sort=relevance'] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  await waitFor(() => expect(api.named('CollectionProducts')).toHaveLength(1));
  const variables = api.named('CollectionProducts')[0].variables;
  expect(variables).not.toHaveProperty('search');
  expect(variables.sortBy).toEqual({ field: 'COLLECTION', direction: 'ASC' });
  expect(api.sent.every((request) => !('search' in request.variables) || !request.variables.search)).toBe(
    true,
  );
  expect(screen.queryByText(/tee/)).not.toBeInTheDocument();
});
