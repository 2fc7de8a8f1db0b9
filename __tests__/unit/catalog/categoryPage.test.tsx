import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { statusOf } from '../../../src/lib/httpError';
import CategoriesPage from '../../../src/pages/CategoriesPage';
import CategoryPage from '../../../src/pages/CategoryPage';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import {
  answerFilterScope,
  answerProductList,
  attributesAnswer,
  CATEGORIES,
  categoryTreeAnswer,
} from './catalogueMock';

jest.setTimeout(30_000);

const mugs = {
  id: CATEGORIES[1].id,
  name: 'Mugs',
  slug: 'mugs',
  description: JSON.stringify({
    blocks: [{ type: 'paragraph', data: { text: 'Cups for <b>every</b> brew.' } }],
  }),
  seoTitle: 'Mugs | Aurora Shop',
  seoDescription: 'Stoneware and glass mugs.',
  backgroundImage: { url: 'http://shop.test/media/categories/mugs.svg', alt: 'Mugs on a shelf' },
  ancestors: { edges: [{ node: { id: CATEGORIES[0].id, name: 'Kitchen', slug: 'kitchen' } }] },
  children: { edges: [] },
};

function ErrorProbe() {
  const error = useRouteError();
  return <h1>{`${statusOf(error)} ${(error as Error).message}`}</h1>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/categories', element: <CategoriesPage /> },
      { path: '/categories/:slug', element: <CategoryPage />, errorElement: <ErrorProbe /> },
    ],
    { initialEntries: [path] },
  );
  renderWithProviders(<RouterProvider router={router} />);
}

let api: ReturnType<typeof mockGraphQL>;
beforeEach(() => {
  api = mockGraphQL({
    CategoryDetails: (variables) => ({
      body: { data: { category: variables.slug === 'mugs' ? mugs : null } },
    }),
    ProductList: answerProductList,
    FilterAttributes: attributesAnswer,
    FilterScope: answerFilterScope,
    CategoryTree: categoryTreeAnswer,
  });
});

test('a category shows its trail, banner, description, SEO title and only its products', async () => {
  renderAt('/categories/mugs');
  expect(await screen.findByRole('heading', { level: 1, name: 'Mugs' })).toBeInTheDocument();
  const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
  expect(within(trail).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
  expect(within(trail).getByRole('link', { name: 'Kitchen' })).toHaveAttribute('href', '/categories/kitchen');
  const banner = screen.getByRole('img', { name: 'Mugs on a shelf' });
  expect(banner).toHaveAttribute('width', '1024');
  expect(banner).toHaveAttribute('height', '341');
  expect(screen.getByText('every').tagName).toBe('STRONG');
  expect(await screen.findByText('30 products')).toBeInTheDocument();
  expect(api.named('ProductList').at(-1)!.variables).toMatchObject({ filter: { categories: [mugs.id] } });
  expect(api.named('FilterAttributes').at(-1)!.variables).toMatchObject({ filter: { inCategory: mugs.id } });
  // The shop's name is added once by the page head, not twice.
  await screen.findByText('30 products');
  expect(document.title).toBe('Mugs | Aurora Shop');
  expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
    'content',
    'Stoneware and glass mugs.',
  );
});

test('an unknown slug is the 404 page', async () => {
  renderAt('/categories/nope');
  expect(
    await screen.findByRole('heading', { level: 1, name: '404 Page Not Found: /categories/nope' }),
  ).toBeInTheDocument();
});

test('the category list nests subcategories under their parents, every one a link', async () => {
  renderAt('/categories');
  const tree = await screen.findByRole('list', { name: 'All categories' });
  const kitchen = within(tree).getByRole('heading', { level: 2, name: 'Kitchen' }).closest('li')!;
  expect(within(kitchen).getByRole('link', { name: 'Mugs' })).toHaveAttribute('href', '/categories/mugs');
  expect(within(tree).getByRole('link', { name: 'Outdoor' })).toHaveAttribute('href', '/categories/outdoor');
  expect(within(kitchen).queryByRole('link', { name: 'Outdoor' })).not.toBeInTheDocument();
});
