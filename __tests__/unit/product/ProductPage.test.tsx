import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RouteErrorBoundary } from '../../../src/app/errors/RouteErrorBoundary';
import { checkoutTokenSet } from '../../../src/features/checkout/checkoutSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import ProductPage from '../../../src/pages/ProductPage';
import { renderWithProviders } from '../../support/render';
import { mockFetch } from '../../support/network';

// The product page against a mocked API: each test scripts the answers per operation name and reads
// what was sent, what the shopper sees, the URL and the head tags.

const money = (amount: number) => ({ gross: { amount, currency: 'USD' } });
const doc = (...blocks: object[]) => JSON.stringify({ time: 1, blocks, version: '2.24.3' });
const variantId = (n: number) => toGlobalId('ProductVariant', n);

type VariantFixture = {
  n: number;
  size: string;
  colour: string;
  stock: number | null;
  price: number;
  sku?: string;
};
// No picture of their own (ProductVariant.media), unless a test links one.
const variant = ({ n, size, colour, stock, price, sku }: VariantFixture) => ({
  id: variantId(n),
  name: `${size} / ${colour}`,
  sku: sku ?? `TEE-${size}-${colour}`.toUpperCase(),
  trackInventory: true,
  quantityAvailable: stock,
  media: [] as { id: string }[],
  attributes: [
    {
      attribute: { id: 'QXR0cmlidXRlOjE=', name: 'Size', slug: 'size' },
      values: [{ id: `size-${size}`, name: size, slug: size.toLowerCase() }],
    },
    {
      attribute: { id: 'QXR0cmlidXRlOjI=', name: 'Colour', slug: 'colour' },
      values: [{ id: `colour-${colour}`, name: colour, slug: colour.toLowerCase() }],
    },
  ],
  pricing: { price: money(price) },
});

// S/Black 10, S/White 3 left, M/Black sold out, M/White 8; M costs more.
const TEE_VARIANTS = [
  variant({ n: 1, size: 'S', colour: 'Black', stock: 10, price: 19 }),
  variant({ n: 2, size: 'S', colour: 'White', stock: 3, price: 19 }),
  variant({ n: 3, size: 'M', colour: 'Black', stock: 0, price: 23 }),
  variant({ n: 4, size: 'M', colour: 'White', stock: 8, price: 23 }),
];

const media = (n: number, alt: string) => ({
  id: toGlobalId('ProductMedia', n),
  alt,
  url: `http://shop.test/media/tee-${n}.svg?size=1024`,
  thumbUrl: `http://shop.test/media/tee-${n}.svg?size=128`,
});

const tee = (overrides: Record<string, unknown> = {}) => ({
  id: toGlobalId('Product', 1),
  name: 'Everyday Crew Tee',
  slug: 'everyday-crew-tee',
  description: doc({ type: 'paragraph', data: { text: 'A soft tee in <b>organic cotton</b>.' } }),
  seoTitle: null,
  seoDescription: null,
  category: {
    id: toGlobalId('Category', 2),
    name: 'T-shirts',
    slug: 't-shirts',
    ancestors: {
      edges: [{ node: { id: toGlobalId('Category', 1), name: 'Clothing', slug: 'clothing', level: 0 } }],
    },
  },
  thumbnail: { url: 'http://shop.test/media/tee-1.svg?size=1024', alt: 'Front' },
  media: [media(1, 'Front'), media(2, 'Back'), media(3, 'Detail')],
  pricing: { priceRange: { start: money(19), stop: money(23) } },
  productType: { id: toGlobalId('ProductType', 1), isShippingRequired: true },
  variants: TEE_VARIANTS,
  ...overrides,
});

const TOKEN = '44444444-4444-4444-8444-444444444444';
const checkout = {
  id: toGlobalId('Checkout', TOKEN),
  token: TOKEN,
  quantity: 1,
  isShippingRequired: true,
  lines: [],
  subtotalPrice: money(19),
  shippingPrice: money(0),
  totalPrice: money(19),
};

type Answer = object | Error | ((variables: Record<string, unknown>) => object | Error);
let answers: Record<string, Answer[]>;
let sent: { operationName: string; variables: Record<string, unknown> }[];

/** Each operation answers with its next scripted answer; the last one repeats. */
function answerWith(script: Record<string, Answer | Answer[]>) {
  answers = Object.fromEntries(
    Object.entries(script).map(([name, answer]) => [name, Array.isArray(answer) ? answer : [answer]]),
  );
}

beforeEach(() => {
  sent = [];
  mockFetch(async (_url: unknown, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as {
      operationName: string;
      variables: Record<string, unknown>;
    };
    sent.push(body);
    const queue = answers[body.operationName] ?? [{ data: null }];
    const next = queue.length > 1 ? queue.shift()! : queue[0];
    const answer = typeof next === 'function' ? next(body.variables) : next;
    if (answer instanceof Error) throw answer;
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function renderProduct(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/products/:slug', element: <ProductPage />, errorElement: <RouteErrorBoundary /> },
      { path: '/cart', element: <h1>Cart page</h1> },
    ],
    { initialEntries: [path] },
  );
  const result = renderWithProviders(<RouterProvider router={router} />);
  return { ...result, router, user: userEvent.setup() };
}

const heading = () => screen.findByRole('heading', { level: 1, name: 'Everyday Crew Tee' });
const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });
const option = (groupName: string, name: string | RegExp) =>
  within(group(groupName)).getByRole('button', { name });
const price = () => screen.getByTestId('product-price');
const jsonLd = () =>
  JSON.parse(document.getElementById('page-json-ld')!.textContent!) as {
    offers: { availability: string };
  };

describe('the product page', () => {
  it('shows the product with breadcrumbs, price, stock, gallery and head tags', async () => {
    answerWith({ ProductDetails: { data: { product: tee() } } });
    renderProduct('/products/everyday-crew-tee');
    await heading();
    expect(sent[0]).toMatchObject({
      operationName: 'ProductDetails',
      variables: { slug: 'everyday-crew-tee', channel: 'default-channel' },
    });

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/categories/clothing', '/categories/t-shirts']);
    expect(within(crumbs).getByText('Everyday Crew Tee')).toHaveAttribute('aria-current', 'page');

    expect(price()).toHaveTextContent('$19.00');
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.getByText('organic cotton').tagName).toBe('STRONG');

    const main = screen.getByRole('img', { name: 'Front' });
    expect(main).toHaveAttribute('src', 'http://shop.test/media/tee-1.svg?size=1024');
    expect(main).toHaveAttribute('width', '1024');
    expect(main).toHaveAttribute('height', '1024');
    expect(main).toHaveAttribute('loading', 'eager');

    await waitFor(() => expect(document.title).toBe('Everyday Crew Tee | Aurora Shop'));
    expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'product');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'A soft tee in organic cotton.',
    );
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      'content',
      'http://shop.test/media/tee-1.svg?size=1024',
    );
    expect(jsonLd()).toMatchObject({
      '@type': 'Product',
      name: 'Everyday Crew Tee',
      description: 'A soft tee in organic cotton.',
      sku: 'TEE-S-BLACK',
      image: [
        'http://shop.test/media/tee-1.svg?size=1024',
        'http://shop.test/media/tee-2.svg?size=1024',
        'http://shop.test/media/tee-3.svg?size=1024',
      ],
      offers: {
        '@type': 'Offer',
        price: 19,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `http://shop.test/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(1))}`,
      },
    });
  });

  it('marks sold-out and missing combinations, and the URL follows the choice', async () => {
    const variants = [...TEE_VARIANTS, variant({ n: 5, size: 'L', colour: 'Black', stock: 4, price: 25 })];
    answerWith({ ProductDetails: { data: { product: tee({ variants }) } } });
    const { router, user } = renderProduct('/products/everyday-crew-tee');
    await heading();

    // S/Black is shown: M is sold out in Black, L exists; both colours exist in S.
    expect(option('Size', 'S')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Size', 'M (sold out)')).toHaveAttribute('aria-pressed', 'false');
    expect(option('Size', 'L')).toBeEnabled();
    expect(option('Colour', 'Black')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Colour', 'White')).toBeEnabled();

    await user.click(option('Colour', 'White'));
    expect(router.state.location.search).toBe(`?variant=${encodeURIComponent(variantId(2))}`);
    expect(option('Colour', 'White')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    // With White chosen, M is in stock and L does not exist.
    expect(option('Size', 'M')).toBeEnabled();
    expect(option('Size', 'L (not available with the other choices)')).toBeInTheDocument();

    // Choosing L moves the colour to the one L comes in.
    await user.click(option('Size', /^L/));
    expect(router.state.location.search).toBe(`?variant=${encodeURIComponent(variantId(5))}`);
    expect(option('Colour', 'Black')).toHaveAttribute('aria-pressed', 'true');
    expect(price()).toHaveTextContent('$25.00');
  });

  it('opens the variant a link names, and ignores a variant param it does not know', async () => {
    answerWith({ ProductDetails: { data: { product: tee() } } });
    const linked = renderProduct(`/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(4))}`);
    await heading();
    expect(option('Size', 'M')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Colour', 'White')).toHaveAttribute('aria-pressed', 'true');
    expect(price()).toHaveTextContent('$23.00');
    expect(screen.getByText('SKU: TEE-M-WHITE')).toBeInTheDocument();
    linked.unmount();

    const unknown = renderProduct('/products/everyday-crew-tee?variant=not-a-variant&page=%%');
    await heading();
    expect(option('Size', 'S')).toHaveAttribute('aria-pressed', 'true');
    expect(option('Colour', 'Black')).toHaveAttribute('aria-pressed', 'true');
    expect(unknown.router.state.location.pathname).toBe('/products/everyday-crew-tee');
  });

  it('says sold out, refuses to add, and tells search engines OutOfStock', async () => {
    answerWith({ ProductDetails: { data: { product: tee() } } });
    renderProduct(`/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(3))}`);
    await heading();
    expect(screen.getByText('Sold out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Quantity' })).not.toBeInTheDocument();
    await waitFor(() => expect(jsonLd().offers.availability).toBe('https://schema.org/OutOfStock'));
  });

  it('falls back to the SKU for stock when quantityAvailable is null', async () => {
    const nullStock = [
      variant({ n: 1, size: 'S', colour: 'Black', stock: null, price: 19, sku: '2' }),
      variant({ n: 2, size: 'S', colour: 'White', stock: null, price: 19, sku: 'TEE-S-WHITE' }),
      variant({ n: 3, size: 'M', colour: 'Black', stock: null, price: 19, sku: '40' }),
    ];
    answerWith({ ProductDetails: { data: { product: tee({ variants: nullStock }) } } });
    const { user } = renderProduct('/products/everyday-crew-tee');
    await heading();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(option('Colour', 'White (sold out)')).toBeInTheDocument();
    await user.click(option('Size', 'M'));
    expect(screen.getByText('In stock')).toBeInTheDocument();
    await user.click(option('Colour', /^White/));
    expect(screen.getByText('Sold out')).toBeInTheDocument();
  });

  it('sells an e-book, which keeps no count, as in stock with no count, whatever its SKU', async () => {
    // Saleor's trackInventory false; quantityAvailable null when the shop sets no per-checkout limit.
    const ebook = {
      ...variant({ n: 8, size: 'One size', colour: 'EPUB', stock: null, price: 9, sku: 'EBOO-00008-7' }),
      name: 'The Home Barista',
      trackInventory: false,
      attributes: [],
    };
    const product = tee({
      name: 'The Home Barista',
      slug: 'the-home-barista',
      productType: { id: toGlobalId('ProductType', 8), isShippingRequired: false },
      variants: [ebook],
    });
    answerWith({ ProductDetails: { data: { product } } });
    renderProduct('/products/the-home-barista');
    await screen.findByRole('heading', { level: 1, name: 'The Home Barista' });
    expect(screen.getByText('In stock')).toBeInTheDocument();
    expect(screen.queryByText(/left|Sold out/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByText('Digital product: nothing is shipped.')).toBeInTheDocument();
    await waitFor(() => expect(jsonLd().offers.availability).toBe('https://schema.org/InStock'));
  });

  it('shows no selector for a product with one variant', async () => {
    answerWith({
      ProductDetails: { data: { product: tee({ variants: [TEE_VARIANTS[0]], media: [media(1, 'Front')] }) } },
    });
    renderProduct('/products/everyday-crew-tee');
    await heading();
    expect(screen.queryByRole('group', { name: /^Size/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next picture' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('keeps hostile description markup out of the DOM', async () => {
    const hostile = doc(
      {
        type: 'paragraph',
        data: {
          text:
            'Nice <script>window.pwned=1</script><img src=x onerror="window.pwned=1">' +
            '<a href="javascript:window.pwned=1">win</a> <a href="https://example.com" onmouseover="x()">ok</a>',
        },
      },
      { type: 'raw', data: { html: '<iframe src="https://evil.test"></iframe>' } },
    );
    answerWith({ ProductDetails: { data: { product: tee({ description: hostile }) } } });
    const { container } = renderProduct('/products/everyday-crew-tee');
    await heading();
    const description = screen.getByRole('region', { name: 'Description' });
    expect(description.querySelector('script, iframe, [onerror], [onmouseover]')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('a[href^="javascript:"]')).toBeNull();
    expect(within(description).getByText(/win/)).toBeInTheDocument();
    expect(within(description).getByRole('link', { name: 'ok' })).toHaveAttribute(
      'href',
      'https://example.com',
    );
    expect((window as { pwned?: number }).pwned).toBeUndefined();
  });

  it('adds the chosen variant and quantity to a new cart and says so', async () => {
    answerWith({
      ProductDetails: { data: { product: tee() } },
      CartCreate: { data: { checkoutCreate: { checkout, errors: [] } } },
    });
    const { store, user, router } = renderProduct('/products/everyday-crew-tee');
    await heading();
    await user.click(option('Colour', 'White'));
    const stepper = screen.getByRole('group', { name: 'Quantity' });
    const more = within(stepper).getByRole('button', { name: 'One more' });
    await user.click(more);
    await user.click(more);
    // S/White has 3 left: the quantity stops there.
    expect(more).toBeDisabled();
    expect(within(stepper).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);

    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().checkout.token).toBe(TOKEN));
    expect(sent.find((s) => s.operationName === 'CartCreate')?.variables).toMatchObject({
      channel: 'default-channel',
      lines: [{ variantId: variantId(2), quantity: 3 }],
    });
    const [added] = store.getState().toasts.items;
    expect(added).toMatchObject({
      severity: 'success',
      message: 'Everyday Crew Tee added to your cart',
      actionLabel: 'View cart',
    });
    expect(router.state.location.pathname).toBe('/products/everyday-crew-tee');
  });

  it("adds to the stored cart and says the server's refusal in the shopper's words", async () => {
    answerWith({
      ProductDetails: { data: { product: tee() } },
      CartLinesAdd: {
        data: {
          checkoutLinesAdd: {
            checkout: null,
            errors: [
              {
                field: 'quantity',
                message: 'Could not add items TEE-S-BLACK. Only 1 remaining in stock.',
                code: 'INSUFFICIENT_STOCK',
                variants: [variantId(1)],
              },
            ],
          },
        },
      },
    });
    const { store, user } = renderProduct('/products/everyday-crew-tee');
    act(() => {
      store.dispatch(checkoutTokenSet(TOKEN));
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().toasts.items).toHaveLength(1));
    expect(sent.find((s) => s.operationName === 'CartLinesAdd')?.variables).toEqual({
      id: toGlobalId('Checkout', TOKEN),
      lines: [{ variantId: variantId(1), quantity: 1 }],
      // The cart's names come back in the shopper's language.
      languageCode: 'EN',
    });
    expect(store.getState().toasts.items[0]).toMatchObject({
      severity: 'error',
      message: 'Only 1 is left in stock.',
    });
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it('saves the chosen variant to the wishlist', async () => {
    answerWith({ ProductDetails: { data: { product: tee() } } });
    const { store, user } = renderProduct(
      `/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(4))}`,
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add Everyday Crew Tee to wishlist' }));
    expect(store.getState().wishlist.items).toEqual([
      expect.objectContaining({
        productId: toGlobalId('Product', 1),
        slug: 'everyday-crew-tee',
        chosenVariantId: variantId(4),
        thumbnailUrl: 'http://shop.test/media/tee-1.svg?size=128',
      }),
    ]);
  });

  it("saves the chosen variant's own picture with it, so the wishlist shows the colour chosen", async () => {
    const variants = TEE_VARIANTS.map((v) => ({
      ...v,
      media: [{ id: toGlobalId('ProductMedia', v.name.endsWith('White') ? 2 : 1) }],
    }));
    answerWith({ ProductDetails: { data: { product: tee({ variants }) } } });
    const { store, user } = renderProduct(
      `/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(4))}`,
    );
    await heading();
    await user.click(screen.getByRole('button', { name: 'Add Everyday Crew Tee to wishlist' }));
    expect(store.getState().wishlist.items).toEqual([
      expect.objectContaining({
        chosenVariantId: variantId(4),
        thumbnailUrl: 'http://shop.test/media/tee-2.svg?size=128',
      }),
    ]);
  });

  it('moves through the pictures with buttons and arrow keys', async () => {
    answerWith({ ProductDetails: { data: { product: tee() } } });
    const { user } = renderProduct('/products/everyday-crew-tee');
    await heading();
    const gallery = screen.getByRole('region', { name: 'Pictures of Everyday Crew Tee' });
    const thumbs = within(gallery).getAllByRole('button', { name: /^Picture \d of 3$/ });
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false']);
    thumbs.forEach((thumb) => expect(thumb.querySelector('img')).toHaveAttribute('loading', 'lazy'));

    await user.click(within(gallery).getByRole('button', { name: 'Next picture' }));
    const back = within(gallery).getByRole('img', { name: 'Back' });
    expect(back).toHaveAttribute('src', 'http://shop.test/media/tee-2.svg?size=1024');
    expect(back).toHaveAttribute('loading', 'lazy');
    expect(within(gallery).getByText('2 / 3')).toBeInTheDocument();

    thumbs[1].focus();
    await user.keyboard('{ArrowRight}');
    expect(within(gallery).getByRole('img', { name: 'Detail' })).toBeInTheDocument();
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbs[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(thumbs[0]).toHaveFocus();
    expect(within(gallery).getByRole('img', { name: 'Front' })).toBeInTheDocument();
    await user.keyboard('{End}');
    expect(thumbs[2]).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(gallery).getByRole('button', { name: 'Previous picture' }));
    expect(within(gallery).getByRole('img', { name: 'Back' })).toBeInTheDocument();
  });

  it("opens on the chosen variant's own picture and follows the variant (ProductVariant.media)", async () => {
    // Saleor links pictures to variants; the alt texts here name no colour, so only that link counts.
    const colourMedia = [media(1, 'Everyday Crew Tee, front'), media(2, 'Everyday Crew Tee, back')];
    const onePicturePerColour = [media(3, 'Everyday Crew Tee'), ...colourMedia];
    const variants = TEE_VARIANTS.map((v) => ({
      ...v,
      media: [{ id: toGlobalId('ProductMedia', v.name.endsWith('White') ? 2 : 1) }],
    }));
    const product = tee({ media: onePicturePerColour, variants });
    answerWith({ ProductDetails: { data: { product } } });
    const { user } = renderProduct(`/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(2))}`);
    await heading();
    const white = screen.getByRole('img', { name: 'Everyday Crew Tee, back' });
    // The picture shown first is the one loaded at once.
    expect(white).toHaveAttribute('loading', 'eager');
    expect(screen.getByText('3 / 3')).toBeInTheDocument();
    await user.click(option('Colour', 'Black'));
    expect(screen.getByRole('img', { name: 'Everyday Crew Tee, front' })).toHaveAttribute('loading', 'lazy');
    // Browsing by hand is not undone by a choice that keeps the colour.
    await user.click(screen.getByRole('button', { name: 'Previous picture' }));
    await user.click(option('Size', /^M/));
    expect(screen.getByRole('img', { name: 'Everyday Crew Tee' })).toBeInTheDocument();
  });

  it("keeps the product's first picture for a variant without a picture of its own", async () => {
    const colourMedia = [media(1, 'Everyday Crew Tee, Black'), media(2, 'Everyday Crew Tee, White')];
    answerWith({ ProductDetails: { data: { product: tee({ media: colourMedia }) } } });
    renderProduct(`/products/everyday-crew-tee?variant=${encodeURIComponent(variantId(2))}`);
    await heading();
    // No guess from the alt text: the shop linked no picture to S / White.
    expect(screen.getByRole('img', { name: 'Everyday Crew Tee, Black' })).toHaveAttribute('loading', 'eager');
  });

  it('answers an unknown slug with the 404 page', async () => {
    answerWith({ ProductDetails: { data: { product: null } } });
    renderProduct('/products/no-such-product');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page Not Found: /products/no-such-product' }),
    ).toBeInTheDocument();
  });

  it('shows a failed request with a retry that loads the product', async () => {
    answerWith({
      ProductDetails: [new TypeError('Failed to fetch'), { data: { product: tee() } }],
    });
    const { user } = renderProduct('/products/everyday-crew-tee');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The product could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await heading();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the product on screen when the answer also carries errors', async () => {
    answerWith({
      ProductDetails: {
        data: { product: tee() },
        errors: [{ message: 'Stock service timed out', path: ['product', 'variants'] }],
      },
    });
    renderProduct('/products/everyday-crew-tee');
    await heading();
    expect(screen.getByRole('alert')).toHaveTextContent('The product could not be loaded.');
    expect(price()).toHaveTextContent('$19.00');
  });
});
