import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockSearchCatalogue, productNames, renderSearchAt, urlParams } from './searchPageMock';

// The order of a search: the best matches first (Saleor's RANK) unless the shopper or the URL chose another;
// a listing without words cannot be ranked (Saleor refuses RANK without a search), so it neither offers nor
// sends it.

jest.setTimeout(30_000);

const NodeFormData = globalThis.FormData;
beforeAll(() => {
  // React records a navigating form's FormData, which jest-fixed-jsdom's (Node's) cannot build.
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

let api: ReturnType<typeof mockSearchCatalogue>;
beforeEach(() => {
  api = mockSearchCatalogue();
});

const lastSort = () => api.named('ProductList').at(-1)!.variables.sortBy;
const sortSelect = () => screen.getByRole('combobox', { name: 'Sort by' });
const offered = () =>
  within(sortSelect())
    .getAllByRole('option')
    .map((option) => option.textContent);

it('orders a search by relevance, and keeps that out of the URL', async () => {
  const router = renderSearchAt('/search?q=mug');
  await screen.findByText('30 products for “mug”');
  expect(sortSelect()).toHaveValue('relevance');
  expect(offered()).toEqual(['Relevance', 'Name', 'Price: low to high', 'Price: high to low', 'Newest']);
  expect(lastSort()).toEqual({ field: 'RANK', direction: 'DESC' });

  await userEvent.selectOptions(sortSelect(), 'name');
  await waitFor(() => expect(urlParams(router).get('sort')).toBe('name'));
  await waitFor(() => expect(lastSort()).toEqual({ field: 'NAME', direction: 'ASC' }));
  expect((await productNames())[0]).toBe('Mug 01');

  await userEvent.selectOptions(sortSelect(), 'relevance');
  await waitFor(() => expect(urlParams(router).has('sort')).toBe(false));
  expect(sortSelect()).toHaveValue('relevance');
  // The ranked answer of moments ago shows again from the cache: no request asks for another order.
  expect(api.named('ProductList').map((request) => request.variables.sortBy)).toEqual([
    { field: 'RANK', direction: 'DESC' },
    { field: 'NAME', direction: 'ASC' },
  ]);
});

it('lets a sort in the URL win over relevance', async () => {
  renderSearchAt('/search?q=mug&sort=price-asc');
  await screen.findByText('30 products for “mug”');
  expect(sortSelect()).toHaveValue('price-asc');
  expect(lastSort()).toEqual({ field: 'PRICE', direction: 'ASC' });
});

it('neither offers nor sends relevance without search words, even from the URL', async () => {
  renderSearchAt('/search?sort=relevance');
  await screen.findByText('60 products');
  expect(sortSelect()).toHaveValue('name');
  expect(offered()).not.toContain('Relevance');
  expect(api.named('ProductList').every((request) => request.variables.sortBy)).toBe(true);
  expect(api.named('ProductList').some((request) => JSON.stringify(request.variables).includes('RANK'))).toBe(
    false,
  );
});

it('ranks once words are typed, and stops when they are cleared', async () => {
  const router = renderSearchAt('/search');
  await screen.findByText('60 products');
  const field = screen.getByRole('searchbox', { name: 'Search for' });
  await userEvent.type(field, 'tent{Enter}');
  await screen.findByText('30 products for “tent”');
  expect(lastSort()).toEqual({ field: 'RANK', direction: 'DESC' });
  expect(sortSelect()).toHaveValue('relevance');

  await userEvent.clear(screen.getByRole('searchbox', { name: 'Search for' }));
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search for' }), '{Enter}');
  await screen.findByText('60 products');
  expect(router.state.location.search).toBe('');
  // Without words nothing is ranked (the listing of moments ago shows again, from the cache).
  const unranked = api.named('ProductList').filter((request) => !request.variables.search);
  expect(unranked.map((request) => request.variables.sortBy)).toEqual([{ field: 'NAME', direction: 'ASC' }]);
});
