import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { answerFilterScope, CATEGORIES } from './catalogueMock';
import { mockSearchCatalogue, renderSearchAt } from './searchPageMock';

// The filters offer only what the products in scope have. Saleor's attribute choices are every value in the
// shop, so the values (and the search page's categories) come from the products in scope, read with
// FilterScope 100 at a time. In the mocked catalogue mugs are size S and in Kitchen > Mugs; tents are size XL
// and in Outdoor.

jest.setTimeout(30_000);

const checkbox = (name: string) => screen.queryByRole('checkbox', { name });
const categoryOptions = async () =>
  within(await screen.findByRole('combobox', { name: 'Category' }))
    .getAllByRole('option')
    .map((option) => option.textContent?.trim());

it('a search offers the values and categories of the products it finds, not the others', async () => {
  const api = mockSearchCatalogue();
  renderSearchAt('/search?q=tent');
  expect(await screen.findByRole('checkbox', { name: 'XL' })).toBeInTheDocument();
  expect(checkbox('S')).not.toBeInTheDocument();
  await waitFor(async () => expect(await categoryOptions()).toEqual(['All categories', 'Outdoor']));
  expect(api.named('FilterScope').at(-1)!.variables).toMatchObject({ search: 'tent' });
});

it('a chosen category narrows the values; the categories still follow the words alone', async () => {
  const api = mockSearchCatalogue();
  renderSearchAt('/search?category=mugs');
  expect(await screen.findByRole('checkbox', { name: 'S' })).toBeInTheDocument();
  expect(checkbox('XL')).not.toBeInTheDocument();
  await waitFor(async () =>
    expect(await categoryOptions()).toEqual(['All categories', 'Kitchen', 'Mugs', 'Outdoor']),
  );
  const scopes = api.named('FilterScope').map((request) => request.variables);
  expect(scopes).toContainEqual({ channel: 'default-channel', filter: { categories: [CATEGORIES[1].id] } });
  expect(scopes).toContainEqual({ channel: 'default-channel' });
});

it('keeps a chosen value that is out of scope, ticked, so it can be taken off', async () => {
  mockSearchCatalogue();
  renderSearchAt('/search?q=mug&attr=size:xl');
  expect(await screen.findByRole('checkbox', { name: 'XL' })).toBeChecked();
  expect(checkbox('S')).not.toBeChecked();
});

it('reads a scope of several pages, one request per 100 products', async () => {
  const api = mockSearchCatalogue({
    FilterScope: (variables) => {
      const { body } = answerFilterScope({});
      const all = (body.data.products.edges as { node: { variants: unknown } }[]).slice();
      const first = !variables.after;
      return {
        body: {
          data: {
            products: {
              totalCount: 160,
              pageInfo: { hasNextPage: first, endCursor: first ? 'cGFnZTE=' : null },
              // The first page only mugs (S), the second only tents (XL).
              edges: all.filter((_, i) => (i % 2 === 0) === first),
            },
          },
        },
      };
    },
  });
  renderSearchAt('/search');
  expect(await screen.findByRole('checkbox', { name: 'S' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'XL' })).toBeInTheDocument();
  expect(api.named('FilterScope').map((request) => request.variables.after ?? null)).toEqual([
    null,
    'cGFnZTE=',
  ]);
});

it('offers every value when the scope is too large to read, after one request', async () => {
  const api = mockSearchCatalogue({
    FilterScope: () => ({
      body: {
        data: {
          products: { totalCount: 5000, pageInfo: { hasNextPage: true, endCursor: 'eA==' }, edges: [] },
        },
      },
    }),
  });
  renderSearchAt('/search?q=mug');
  expect(await screen.findByRole('checkbox', { name: 'S' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'XL' })).toBeInTheDocument();
  expect(api.named('FilterScope')).toHaveLength(1);
});

it('says so when the products in scope cannot be read, and tries again', async () => {
  let fail = true;
  mockSearchCatalogue({
    FilterScope: (variables) => (fail ? new TypeError('Failed to fetch') : answerFilterScope(variables)),
  });
  renderSearchAt('/search?q=mug');
  expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('checkbox', { name: 'S' })).toBeInTheDocument();
  expect(checkbox('XL')).not.toBeInTheDocument();
});
