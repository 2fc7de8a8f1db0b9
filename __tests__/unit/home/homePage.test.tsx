import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import HomePage from '../../../src/pages/HomePage';
import { renderWithProviders } from '../../support/render';
import { makeTestStore, testConfig } from '../../support/store';
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
  collection: {
    id: 'Q29sbGVjdGlvbjox',
    name: 'Summer picks',
    slug: 'summer-picks',
    translation: null,
    products: { edges: [product(3), product(1)].map((node) => ({ node })) },
  },
  products: { edges: [product(1), product(2)].map((node) => ({ node })) },
};

let answers: (() => Response | Promise<Response>)[];
let asked: string[];
let variables: Record<string, unknown>[];
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
  variables = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    asked.push(body.operationName);
    variables.push(body.variables);
    return answers.shift()!();
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const renderHome = (featuredCollection?: string) =>
  renderWithProviders(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
    featuredCollection == null
      ? {}
      : { store: makeTestStore({ config: testConfig({ featuredCollection }) }).store },
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
  // The featured collection's products and the newest products.
  expect(screen.getAllByRole('status', { name: 'Loading products' })).toHaveLength(2);
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
  // The collection config.json names (summer-picks by default), in the shop's order, and its page.
  expect(variables[0]).toMatchObject({ collection: 'summer-picks', withCollection: true });
  const collection = screen.getByRole('region', { name: 'Summer picks' });
  expect(
    within(collection)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Product 3', 'Product 1']);
  expect(within(collection).getByRole('link', { name: 'See the whole collection' })).toHaveAttribute(
    'href',
    '/collections/summer-picks',
  );
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

test('without a featured collection in config.json, none is asked for or shown', async () => {
  const { collection: _none, ...withoutCollection } = featured;
  answers = [() => json({ data: withoutCollection })];
  renderHome('');
  expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeInTheDocument();
  expect(variables[0]).toMatchObject({ withCollection: false });
  expect(screen.queryByRole('region', { name: 'Summer picks' })).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Featured collection' })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('status', { name: /Loading/ })).toHaveLength(0);
});

test('a featured collection the shop has not published is left out', async () => {
  answers = [() => json({ data: { ...featured, collection: null } })];
  renderHome();
  expect(await screen.findByRole('list', { name: 'New arrivals' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Featured collection' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'See the whole collection' })).not.toBeInTheDocument();
});
