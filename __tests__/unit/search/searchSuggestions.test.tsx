import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SearchBox } from '../../../src/features/shell/header/SearchBox';
import { SEARCH_DEBOUNCE_MS } from '../../../src/features/search/useSearchSuggestions';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

// The header search box against a scripted API: each SearchSuggestions request waits until the test
// answers it, so the order of answers (and what an abort does) is in the test's hands.

interface Sent {
  query: string;
  signal: AbortSignal | null | undefined;
  answer: (names: string[]) => void;
}

let sent: Sent[];

const product = (name: string, index: number) => ({
  id: `UHJvZHVjdDo${index}`,
  name,
  slug: name.toLowerCase().replace(/\W+/g, '-'),
  thumbnail: { url: `http://shop.test/media/${index}.png`, alt: name },
  pricing: {
    priceRange: {
      start: { gross: { amount: 12.5, currency: 'USD' } },
      stop: { gross: { amount: 12.5, currency: 'USD' } },
    },
  },
});

function scriptApi() {
  sent = [];
  mockFetch((_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { variables: { query: string } };
    return new Promise<Response>((resolve) => {
      sent.push({
        query: body.variables.query,
        signal: init?.signal,
        // The answer comes whether or not the request was aborted, as a slow server's would.
        answer: (names) =>
          resolve(
            new Response(
              JSON.stringify({
                data: { products: { edges: names.map((n, i) => ({ node: product(n, i) })) } },
              }),
              { status: 200, headers: { 'Content-Type': 'application/json' } },
            ),
          ),
      });
    });
  });
}

function Location() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname + location.search}</output>;
}

function renderBox() {
  const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
  renderWithProviders(
    <MemoryRouter>
      <SearchBox />
      <Location />
    </MemoryRouter>,
  );
  return { user, box: screen.getByRole('combobox', { name: 'Search products' }) };
}

const pause = (ms = SEARCH_DEBOUNCE_MS) => act(() => jest.advanceTimersByTime(ms));

beforeAll(async () => {
  // The suggestions and the GraphQL client load on demand; load them once, ahead of fake timers.
  await Promise.all([
    import('../../../src/features/search/SearchSuggestions'),
    import('../../../src/api/graphqlClient'),
  ]);
});
beforeEach(() => {
  scriptApi();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('typing quickly sends one request, after the pause, for the whole word', async () => {
  const { user, box } = renderBox();
  // Keys 200 ms apart: each one restarts the wait.
  for (const key of 'mug') {
    await user.type(box, key);
    await pause(200);
  }
  expect(sent).toHaveLength(0);
  await pause(50);
  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0].query).toBe('mug');
  await act(async () => sent[0].answer(['Blue mug', 'Tall mug']));
  expect(await screen.findByRole('option', { name: /Blue mug/ })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Tall mug/ })).toHaveTextContent('$12.50');
  expect(screen.getByRole('option', { name: 'See all results for “mug”' })).toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
});

test('one character suggests nothing and asks nothing', async () => {
  const { user, box } = renderBox();
  await user.type(box, 'm');
  await pause(1000);
  expect(sent).toHaveLength(0);
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('a newer word aborts the earlier request, and the stale answer never replaces the newer one', async () => {
  const { user, box } = renderBox();
  await user.type(box, 'mu');
  await pause();
  await waitFor(() => expect(sent).toHaveLength(1));
  await user.type(box, 'g');
  await pause();
  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent.map((s) => s.query)).toEqual(['mu', 'mug']);
  expect(sent[0].signal?.aborted).toBe(true);
  expect(sent[1].signal?.aborted).toBe(false);

  await act(async () => sent[1].answer(['Blue mug']));
  expect(await screen.findByRole('option', { name: /Blue mug/ })).toBeInTheDocument();
  await act(async () => sent[0].answer(['Muesli', 'Mustard']));
  await pause(50);
  expect(screen.queryByRole('option', { name: /Muesli/ })).not.toBeInTheDocument();
  expect(screen.getByRole('option', { name: /Blue mug/ })).toBeInTheDocument();
});

test('the arrows move through the suggestions, Enter opens the highlighted product', async () => {
  const { user, box } = renderBox();
  await user.type(box, 'mug');
  await pause();
  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => sent[0].answer(['Blue mug', 'Tall mug']));
  await screen.findByRole('option', { name: /Blue mug/ });
  const [blue, tall, all] = screen.getAllByRole('option');
  expect(box).not.toHaveAttribute('aria-activedescendant');

  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', blue.id);
  expect(blue).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{ArrowDown}{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', all.id);
  await user.keyboard('{ArrowDown}');
  expect(box).toHaveAttribute('aria-activedescendant', blue.id);
  await user.keyboard('{ArrowUp}{ArrowUp}');
  expect(box).toHaveAttribute('aria-activedescendant', tall.id);
  expect(blue).toHaveAttribute('aria-selected', 'false');
  expect(box).toHaveFocus();

  await user.keyboard('{Enter}');
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/products/tall-mug');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveAttribute('aria-expanded', 'false');
});

test('"See all results" opens the search page; Escape closes the list and keeps the words', async () => {
  const { user, box } = renderBox();
  await user.type(box, 'tea & cups');
  await pause();
  await waitFor(() => expect(sent).toHaveLength(1));
  await act(async () => sent[0].answer([]));
  expect(await screen.findByText('No products match “tea & cups”.')).toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(box).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  expect(box).toHaveValue('tea & cups');

  await user.keyboard('{ArrowDown}');
  await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'true'));
  await user.keyboard('{ArrowUp}{Enter}');
  expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/search?q=tea%20%26%20cups');
});
