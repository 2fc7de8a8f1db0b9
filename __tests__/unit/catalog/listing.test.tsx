import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import ProductsPage from '../../../src/pages/ProductsPage';
import SearchPage from '../../../src/pages/SearchPage';
import { type Answer, mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import {
  answerFilterScope,
  answerProductList,
  attributesAnswer,
  CATEGORIES,
  categoryTreeAnswer,
} from './catalogueMock';

// Whole pages with MUI under userEvent, on a machine other suites share: seconds, not milliseconds.
jest.setTimeout(30_000);

// A form submit that navigates runs inside React Router's transition, so React records the form's
// FormData (new FormData(form, submitter)); jest-fixed-jsdom's FormData is Node's, which takes no
// form. React only keeps it as the pending form state, which nothing here reads.
const NodeFormData = globalThis.FormData;
beforeAll(() => {
  globalThis.FormData = class extends NodeFormData {
    constructor() {
      super();
    }
  } as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

let api: ReturnType<typeof mockGraphQL>;
function mockCatalogue(overrides: Record<string, Answer | ((v: Record<string, unknown>) => Answer)> = {}) {
  api = mockGraphQL({
    ProductList: answerProductList,
    CategoryTree: categoryTreeAnswer,
    FilterAttributes: attributesAnswer,
    FilterScope: answerFilterScope,
    ...overrides,
  });
}

beforeEach(() => {
  mockCatalogue();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/products', element: <ProductsPage /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
  return router;
}

const params = (router: ReturnType<typeof renderAt>) => new URLSearchParams(router.state.location.search);
const lastList = () => api.named('ProductList').at(-1)!.variables;
const productNames = async () =>
  within(await screen.findByRole('list', { name: 'Products' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('pages in the URL', () => {
  it('next and previous pages put a cursor in the URL; back and forward walk through them', async () => {
    const router = renderAt('/products');
    expect((await productNames())[0]).toBe('Mug 01');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('60 products');
    expect(lastList()).toMatchObject({ first: 24, sortBy: { field: 'NAME', direction: 'ASC' } });

    const pages = screen.getByRole('navigation', { name: 'Pages of products' });
    expect(within(pages).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await userEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(params(router).get('after')).toBeTruthy());
    await waitFor(async () => expect((await productNames())[0]).toBe('Mug 49'));
    expect(lastList()).toMatchObject({ first: 24, after: params(router).get('after') });

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(async () => expect((await productNames())[0]).toBe('Tent 38'));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await waitFor(() => expect(params(router).get('before')).toBeTruthy());
    await waitFor(async () => expect((await productNames())[0]).toBe('Mug 49'));
    expect(lastList()).toMatchObject({ last: 24, before: params(router).get('before') });

    // Back: the third page again; back twice more: the first page, with no cursor in the URL.
    await act(() => router.navigate(-1));
    await waitFor(async () => expect((await productNames())[0]).toBe('Tent 38'));
    await act(() => router.navigate(-2));
    await waitFor(async () => expect((await productNames())[0]).toBe('Mug 01'));
    expect(router.state.location.search).toBe('');
    await act(() => router.navigate(1));
    await waitFor(async () => expect((await productNames())[0]).toBe('Mug 49'));
  });

  it('a shared link opens the same page, sort and filters', async () => {
    const first = renderAt('/search?q=tent&sort=price-desc&attr=size:xl');
    await screen.findByText('30 products for “tent”');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(params(first).get('after')).toBeTruthy());
    await waitFor(async () => expect((await productNames())[0]).toBe('Tent 12'));
    const link = first.state.location.pathname + first.state.location.search;
    document.body.innerHTML = '';

    renderAt(link);
    expect((await productNames())[0]).toBe('Tent 12');
    expect(lastList()).toMatchObject({
      search: 'tent',
      sortBy: { field: 'PRICE', direction: 'DESC' },
      filter: { attributes: [{ slug: 'size', values: ['xl'] }] },
    });
  });

  it('ignores a cursor, sort or price that does not parse, and shows the first page', async () => {
    const router = renderAt('/search?after=%25%25not*a*cursor&sort=cheapest&minPrice=abc&maxPrice=-3');
    expect((await productNames())[0]).toBe('Mug 01');
    const sent = lastList();
    expect(sent).toMatchObject({ first: 24, sortBy: { field: 'NAME', direction: 'ASC' } });
    expect(sent).not.toHaveProperty('after');
    expect(sent).not.toHaveProperty('filter');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    expect(router.state.location.pathname).toBe('/search');
  });

  it('drops a well-formed cursor the API refuses, without an error, and shows the first page', async () => {
    const router = renderAt(`/products?after=${btoa('stale')}`);
    await waitFor(() => expect(params(router).get('after')).toBeNull());
    expect((await productNames())[0]).toBe('Mug 01');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sorting and filters in the URL', () => {
  it('sorting goes to the URL and back to the first page', async () => {
    const router = renderAt('/products');
    await productNames();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(params(router).get('after')).toBeTruthy());
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'price-desc');
    await waitFor(() => expect(params(router).get('sort')).toBe('price-desc'));
    expect(params(router).get('after')).toBeNull();
    await waitFor(async () => expect((await productNames())[0]).toBe('Tent 60'));
    expect(lastList()).toMatchObject({ sortBy: { field: 'PRICE', direction: 'DESC' } });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await waitFor(() =>
      expect(lastList()).toMatchObject({ sortBy: { field: 'CREATED_AT', direction: 'DESC' } }),
    );
  });

  it('search words, category, price and attribute values go to the URL and to the query', async () => {
    const router = renderAt('/search');
    await screen.findByText('60 products');
    const field = screen.getByRole('searchbox', { name: 'Search for' });
    await userEvent.type(field, 'mug{Enter}');
    await waitFor(() => expect(params(router).get('q')).toBe('mug'));
    await screen.findByText('30 products for “mug”');

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Category' }), 'kitchen');
    await waitFor(() => expect(params(router).get('category')).toBe('kitchen'));
    await waitFor(() => expect(lastList()).toMatchObject({ filter: { categories: [CATEGORIES[0].id] } }));
    expect(api.named('FilterAttributes').at(-1)!.variables).toMatchObject({
      filter: { inCategory: CATEGORIES[0].id },
    });

    await userEvent.type(screen.getByRole('spinbutton', { name: 'From' }), '20');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'To' }), '40');
    await userEvent.click(screen.getByRole('button', { name: 'Apply price' }));
    await waitFor(() => expect(params(router).get('minPrice')).toBe('20'));
    expect(params(router).get('maxPrice')).toBe('40');
    await screen.findByText('10 products for “mug”');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'S' }));
    await waitFor(() => expect(params(router).getAll('attr')).toEqual(['size:s']));
    expect(lastList()).toMatchObject({
      search: 'mug',
      filter: {
        categories: [CATEGORIES[0].id],
        price: { gte: 20, lte: 40 },
        attributes: [{ slug: 'size', values: ['s'] }],
      },
    });

    // Each applied filter can be taken off on its own; back restores it.
    const applied = screen.getByRole('list', { name: 'Applied filters' });
    expect(within(applied).getByRole('button', { name: 'Remove filter Category: Kitchen' }));
    await userEvent.click(within(applied).getByRole('button', { name: 'Remove filter Size: S' }));
    await waitFor(() => expect(params(router).getAll('attr')).toEqual([]));
    expect(screen.getByRole('checkbox', { name: 'S' })).not.toBeChecked();
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'S' })).toBeChecked());
  });

  it('a search with no results says what to try next', async () => {
    renderAt('/search?q=zebra&attr=size:xl');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “zebra”' })).toBeInTheDocument();
    expect(screen.getByText(/check the spelling/i)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the categories' })).toHaveAttribute(
      'href',
      '/categories',
    );
    expect(screen.getByText(/fewer filters find more/i)).toBeInTheDocument();
  });
});

describe('failures', () => {
  it('a failed page keeps the products on screen, shows the error, and retries', async () => {
    let fail = false;
    mockCatalogue({
      ProductList: (variables) => (fail ? new TypeError('Failed to fetch') : answerProductList(variables)),
    });
    renderAt('/products');
    await productNames();
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('The products could not be loaded.')).toBeInTheDocument();
    expect((await productNames())[0]).toBe('Mug 01');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect((await productNames())[0]).toBe('Mug 49'));
    expect(screen.queryByText('The products could not be loaded.')).not.toBeInTheDocument();
  });
});
