import { act, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { localeChanged } from '../../../src/features/locale/localeSlice';
import { toGlobalId } from '../../../src/lib/globalId';
import ProductPage from '../../../src/pages/ProductPage';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// The product page in the shopper's language: it asks Saleor for the translation of the interface's
// language (ZH_HANS for zh-CN), shows the translated names, and the shop's own text wherever the
// translation has none. A change of language asks again, without a reload.

const money = (amount: number) => ({ gross: { amount, currency: 'USD' } });
const doc = (text: string) => JSON.stringify({ time: 1, blocks: [{ type: 'paragraph', data: { text } }] });
const none = { translation: null };

const CHINESE = { ZH_HANS: true } as Record<string, boolean>;
/** A translation only in Simplified Chinese, as the shop has them. */
const tr = (languageCode: unknown, fields: Record<string, string | null>) =>
  CHINESE[String(languageCode)] ? { translation: fields } : none;

const product = (languageCode: unknown) => ({
  id: toGlobalId('Product', 1),
  name: 'Everyday Crew Tee',
  slug: 'everyday-crew-tee',
  description: doc('A soft tee in organic cotton.'),
  seoTitle: null,
  seoDescription: null,
  // The description is not translated yet: the shop's own stays.
  ...tr(languageCode, { name: '日常圆领T恤', description: null, seoTitle: null, seoDescription: null }),
  category: {
    id: toGlobalId('Category', 2),
    name: 'T-shirts',
    slug: 't-shirts',
    ...tr(languageCode, { name: 'T恤' }),
    ancestors: { edges: [] },
  },
  thumbnail: null,
  // Saleor has no translation of a picture's alt text: the shop's is English.
  media: [1, 2].map((n) => ({
    id: toGlobalId('ProductMedia', n),
    alt: n === 1 ? 'Front' : 'Back',
    url: `http://shop.test/media/tee-${n}.svg?size=1024`,
    thumbUrl: `http://shop.test/media/tee-${n}.svg?size=128`,
  })),
  pricing: { priceRange: { start: money(19), stop: money(19) } },
  productType: { id: toGlobalId('ProductType', 1), isShippingRequired: true },
  variants: [
    {
      id: toGlobalId('ProductVariant', 1),
      name: 'Black',
      ...tr(languageCode, { name: '黑色' }),
      sku: 'TEE-BLACK',
      trackInventory: true,
      quantityAvailable: 5,
      media: [],
      attributes: [
        {
          attribute: {
            id: 'QXR0cmlidXRlOjI=',
            name: 'Colour',
            slug: 'colour',
            ...tr(languageCode, { name: '颜色' }),
          },
          values: [{ id: 'v1', name: 'Black', slug: 'black', ...tr(languageCode, { name: '黑色' }) }],
        },
      ],
      pricing: { price: money(19) },
    },
    {
      id: toGlobalId('ProductVariant', 2),
      name: 'Heather',
      ...none,
      sku: 'TEE-HEATHER',
      trackInventory: true,
      quantityAvailable: 5,
      media: [],
      attributes: [
        {
          attribute: {
            id: 'QXR0cmlidXRlOjI=',
            name: 'Colour',
            slug: 'colour',
            ...tr(languageCode, { name: '颜色' }),
          },
          // No translation of this value: its own name shows.
          values: [{ id: 'v2', name: 'Heather', slug: 'heather', ...none }],
        },
      ],
      pricing: { price: money(19) },
    },
  ],
});

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('shows the product in Simplified Chinese where translated, in its own words elsewhere, and in English after a switch', async () => {
  const api = mockGraphQL({
    ProductDetails: (variables) => ({ body: { data: { product: product(variables.languageCode) } } }),
  });
  const router = createMemoryRouter([{ path: '/products/:slug', element: <ProductPage /> }], {
    initialEntries: ['/products/everyday-crew-tee'],
  });
  const { store } = renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: { locale: { locale: 'zh-CN' } },
  });

  expect(await screen.findByRole('heading', { level: 1, name: '日常圆领T恤' })).toBeVisible();
  expect(api.named('ProductDetails')[0].variables).toMatchObject({
    slug: 'everyday-crew-tee',
    languageCode: 'ZH_HANS',
  });
  expect(screen.getByText('A soft tee in organic cotton.')).toBeVisible();
  const colour = screen.getByRole('group', { name: /^颜色/ });
  expect(within(colour).getByRole('button', { name: '黑色' })).toBeVisible();
  expect(within(colour).getByRole('button', { name: 'Heather' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'T恤' })).toHaveAttribute('href', '/categories/t-shirts');
  // The picture is named from the translated name, not by the shop's English alt text (the test's
  // messages are the English defaults).
  expect(screen.getByRole('img', { name: '日常圆领T恤, picture 1 of 2' })).toBeVisible();
  expect(screen.queryByRole('img', { name: 'Front' })).toBeNull();

  act(() => {
    store.dispatch(localeChanged('en'));
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Everyday Crew Tee' })).toBeVisible();
  expect(api.named('ProductDetails').map((request) => request.variables.languageCode)).toEqual([
    'ZH_HANS',
    'EN',
  ]);
  expect(
    within(screen.getByRole('group', { name: /^Colour/ })).getByRole('button', { name: 'Black' }),
  ).toBeVisible();
  expect(screen.queryByText('日常圆领T恤')).toBeNull();
  // In the shop's own language its alt text serves.
  expect(screen.getByRole('img', { name: 'Front' })).toBeVisible();
});
