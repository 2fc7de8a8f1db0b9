import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import AboutPage from '../../../src/pages/info/AboutPage';
import ContactPage from '../../../src/pages/info/ContactPage';
import HelpPage from '../../../src/pages/info/HelpPage';
import PrivacyPage from '../../../src/pages/info/PrivacyPage';
import ReturnsPage from '../../../src/pages/info/ReturnsPage';
import ShippingPage from '../../../src/pages/info/ShippingPage';
import TermsPage from '../../../src/pages/info/TermsPage';
import { mockGraphQL, type Answer } from '../../support/network';
import { renderWithProviders } from '../../support/render';
import { withShopPages } from '../../support/shopPages';
import { makeTestStore } from '../../support/store';

jest.setTimeout(20_000);

/** A page of a shop without Saleor pages of its own: the storefront's built-in text. */
function renderPage(Page: ComponentType, path: string, store = withShopPages(makeTestStore().store)) {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>,
    { store },
  );
}

const description = () => document.head.querySelector('meta[name="description"]')?.getAttribute('content');

// Each page: its h1, the h2 sections a shopper scans for, and its own meta description.
const PAGES: [string, ComponentType, string, string[], RegExp][] = [
  [
    '/help',
    HelpPage,
    'Help',
    ['Ordering', 'Payment', 'Your order', 'Wishlist', 'Language and appearance', 'Account and password'],
    /^Help with shopping at Aurora Shop/,
  ],
  ['/about', AboutPage, 'About us', ['Who we are', 'How we choose what we sell'], /^About Aurora Shop/],
  [
    '/terms',
    TermsPage,
    'Terms of service',
    ['Who you buy from', 'Prices and payment', 'Cancelling and returning', 'Digital products'],
    /^Terms of sale of Aurora Shop/,
  ],
  [
    '/privacy',
    PrivacyPage,
    'Privacy policy',
    [
      'What the shop keeps',
      'What this website stores in your browser',
      'Seeing, changing and removing your data',
    ],
    /^Privacy policy of Aurora Shop/,
  ],
  [
    '/returns',
    ReturnsPage,
    'Returns',
    ['30 days to change your mind', 'What can be returned', 'How to start a return', 'Refunds'],
    /^Returns at Aurora Shop/,
  ],
  [
    '/shipping',
    ShippingPage,
    'Shipping',
    ['Methods and prices', 'How long it takes', 'E-books and music'],
    /^Delivery from Aurora Shop/,
  ],
  ['/contact', ContactPage, 'Contact us', ['Before you write', 'Write to us'], /^Contact Aurora Shop/],
];

test.each(PAGES)(
  '%s shows its heading, its sections and its own description',
  (path, Page, title, sections, meta) => {
    renderPage(Page, path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    const h2 = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(h2).toEqual(expect.arrayContaining(sections));
    // Each section is a region named by its heading, so it can be reached from a landmark list.
    for (const name of sections) expect(screen.getByRole('region', { name })).toBeInTheDocument();
    expect(description()).toMatch(meta);
  },
);

test('the help page answers a question when it is opened from the keyboard', async () => {
  const user = userEvent.setup({ delay: null });
  renderPage(HelpPage, '/help');
  const question = screen.getByRole('button', { name: 'I forgot my password.' });
  expect(question).toHaveAttribute('aria-expanded', 'false');
  expect(question.closest('h3')).not.toBeNull();
  act(() => question.focus());
  await user.keyboard('{Enter}');
  expect(question).toHaveAttribute('aria-expanded', 'true');
  const answer = screen.getByRole('region', { name: 'I forgot my password.' });
  expect(within(answer).getByRole('link', { name: 'login page' })).toHaveAttribute('href', '/login');
  await user.keyboard(' ');
  expect(question).toHaveAttribute('aria-expanded', 'false');
});

test('the pages link to each other', () => {
  renderPage(ReturnsPage, '/returns');
  expect(screen.getAllByRole('link', { name: 'contact page' })[0]).toHaveAttribute('href', '/contact');
  expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
});

test('the privacy page lists every key the storefront keeps in the browser', () => {
  renderPage(PrivacyPage, '/privacy');
  const list = screen.getByRole('list', { name: 'What this website stores in your browser' });
  for (const key of [
    'auth-token',
    'refresh-token',
    'csrf-token',
    'user',
    'checkout-token',
    'orderMapping',
    'order-owners',
    'transaction-ids',
    'payment-refused-transaction-ids',
    'color-mode',
    'wishlist',
    'i18n_redirected',
    'i18n-cache:*',
    'login-redirect',
    'reload-guard-at',
  ])
    expect(within(list).getByText(key, { selector: 'code' })).toBeInTheDocument();
  expect(within(list).getByText('Cookie, for 365 days')).toBeInTheDocument();
});

test("the shop's own Saleor page of the route's slug replaces the built-in text", () => {
  const content = JSON.stringify({
    time: 1,
    version: '2.24.3',
    blocks: [
      { type: 'paragraph', data: { text: 'We ship from <b>Lisbon</b>.' } },
      { type: 'header', data: { text: 'Couriers', level: 2 } },
    ],
  });
  const store = withShopPages(makeTestStore().store, {
    shipping: {
      id: 'UGFnZTox',
      slug: 'shipping',
      title: 'Delivery from our workshop',
      content,
      seoTitle: null,
      seoDescription: 'How we ship.',
      translation: null,
    },
  });
  renderPage(ShippingPage, '/shipping', store);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Delivery from our workshop');
  expect(screen.getByRole('heading', { level: 2, name: 'Couriers' })).toBeInTheDocument();
  expect(screen.getByText('Lisbon').tagName).toBe('STRONG');
  expect(screen.queryByRole('heading', { name: 'Methods and prices' })).not.toBeInTheDocument();
  expect(description()).toBe('How we ship.');
});

test("the built-in text shows while the shop's page is on its way, and is swapped only for a page the answer has", async () => {
  let answer: (value: Answer) => void = () => undefined;
  const { named } = mockGraphQL({ ContentPage: () => new Promise<Answer>((resolve) => (answer = resolve)) });
  renderPage(ShippingPage, '/shipping', makeTestStore().store);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Shipping');
  expect(screen.getByRole('heading', { level: 2, name: 'Methods and prices' })).toBeInTheDocument();
  await waitFor(() => expect(named('ContentPage')).toHaveLength(1));
  expect(screen.getByRole('heading', { level: 2, name: 'Methods and prices' })).toBeInTheDocument();
  const page = {
    id: 'UGFnZTox',
    slug: 'shipping',
    title: 'Delivery from our workshop',
    content: JSON.stringify({ time: 1, version: '2.24.3', blocks: [] }),
    seoTitle: null,
    seoDescription: null,
    translation: null,
  };
  await act(async () => answer({ body: { data: { page } } }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Delivery from our workshop' }),
  ).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Methods and prices' })).not.toBeInTheDocument();
});

test("a failed request for the shop's page leaves the built-in text", async () => {
  const { named } = mockGraphQL({ ContentPage: new Error('offline') });
  renderPage(ReturnsPage, '/returns', makeTestStore().store);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Returns');
  await waitFor(() => expect(named('ContentPage').length).toBeGreaterThan(0));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Returns');
  expect(screen.getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
});
