import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HomePage from '../../../src/pages/HomePage';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

// The home page against a scripted API: the hero never waits for data, the featured sections show
// placeholders until the answer, and a failure offers a retry.

const money = (amount: number) => ({ gross: { amount, currency: 'USD' } });
const category = (n: number, picture: boolean) => ({
  id: `Q2F0ZWdvcnk6${n}`,
  name: `Category ${n}`,
  slug: `category-${n}`,
  backgroundImage: picture ? { url: `http://shop.test/media/c${n}.png`, alt: '' } : null,
});
const product = (n: number) => ({
  id: `UHJvZHVjdDo${n}`,
  name: `Product ${n}`,
  slug: `product-${n}`,
  isAvailable: true,
  thumbnail: { url: `http://shop.test/media/p${n}.png`, alt: `Product ${n}` },
  category: { id: 'Q2F0ZWdvcnk6MQ==', name: 'Category 1' },
  defaultVariant: { id: `UHJvZHVjdFZhcmlhbnQ6${n}` },
  pricing: { priceRange: { start: money(10), stop: money(10) } },
});
const featured = {
  categories: { edges: [category(1, true), category(2, false), category(3, true)].map((node) => ({ node })) },
  products: { edges: [product(1), product(2)].map((node) => ({ node })) },
};

let answers: (() => Response | Promise<Response>)[];
let asked: string[];
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

beforeAll(async () => {
  await Promise.all([
    import('../../../src/features/home/HomeFeatured'),
    import('../../../src/api/graphqlClient'),
  ]);
}, 60_000);
beforeEach(() => {
  asked = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    asked.push((JSON.parse(String(init?.body)) as { operationName: string }).operationName);
    return answers.shift()!();
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderHome = () =>
  renderWithProviders(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );

test('the hero shows at once; placeholders stand in until categories with pictures and products arrive', async () => {
  let release!: () => void;
  answers = [() => new Promise<Response>((resolve) => (release = () => resolve(json({ data: featured }))))];
  renderHome();
  expect(screen.getByRole('heading', { level: 1, name: 'Welcome to Aurora Shop' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');
  expect(await screen.findByRole('status', { name: /Loading/ })).toBeInTheDocument();

  await waitFor(() => expect(asked).toEqual(['HomeFeatured']));
  expect(screen.getByRole('status', { name: 'Loading categories' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  release();
  const categories = await screen.findByRole('list', { name: 'Shop by category' });
  expect(
    within(categories)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['Category 1', 'Category 3']);
  // The first tiles' pictures load with the page (a phone's first screen), the first one first.
  const picture = categories.querySelector('img')!;
  expect(picture).toHaveAttribute('loading', 'eager');
  expect(picture).toHaveAttribute('fetchpriority', 'high');
  expect(picture).toHaveAttribute('width');
  expect(picture).toHaveAttribute('height');
  const products = screen.getByRole('list', { name: 'New arrivals' });
  expect(within(products).getByRole('heading', { level: 3, name: 'Product 2' })).toBeInTheDocument();
  expect(screen.queryAllByRole('status', { name: /Loading/ })).toHaveLength(0);
  expect(screen.getByRole('list', { name: 'Quick links' })).toHaveTextContent(
    /Help.*Shipping.*Returns.*Wishlist/,
  );
  expect(asked).toEqual(['HomeFeatured']);
});

test('a failed request shows the error with a retry that loads the sections', async () => {
  answers = [() => Promise.reject(new TypeError('Failed to fetch')), () => json({ data: featured })];
  renderHome();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'The featured categories and products could not be loaded.',
  );
  expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(asked).toEqual(['HomeFeatured', 'HomeFeatured']);
});
