import { screen, within } from '@testing-library/react';
import { OrderDetailsView } from '../../../src/features/orders/OrderDetailsView';
import { address } from '../../support/fixtures/checkout';
import { orderWith, taxedUsd, usd, type OrderDetails } from '../../support/fixtures/orders';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// An order as the success pages and the order page show it: what was ordered, what it cost, where it
// goes and how far its payment is.

const line = (over: Partial<OrderDetails['lines'][number]>): OrderDetails['lines'][number] => ({
  id: 'T3JkZXJMaW5lOjE=',
  quantity: 2,
  productName: 'Everyday Crew Tee',
  variantName: 'M / Black',
  // No translation for the order's language: Saleor answers empty names.
  translatedProductName: '',
  translatedVariantName: '',
  productSku: 'TEE-M-BLACK',
  thumbnail: { url: 'http://shop.test/media/tee.png', alt: '' },
  unitPrice: taxedUsd(19),
  totalPrice: taxedUsd(38),
  undiscountedUnitPrice: taxedUsd(19),
  ...over,
});

const shipped = orderWith({
  number: '1042',
  isShippingRequired: true,
  shippingMethodName: 'Standard',
  lines: [
    line({}),
    line({
      id: 'T3JkZXJMaW5lOjI=',
      quantity: 1,
      productName: 'Gift Card',
      variantName: 'Gift Card',
      productSku: 'GIFT',
      thumbnail: null,
      unitPrice: taxedUsd(25),
      totalPrice: taxedUsd(25),
      undiscountedUnitPrice: taxedUsd(25),
    }),
  ],
  subtotal: taxedUsd(63),
  shippingPrice: taxedUsd(5),
  total: taxedUsd(68),
  totalCharged: usd(68),
  isPaid: true,
  paymentStatus: 'FULLY_CHARGED',
  shippingAddress: address,
  billingAddress: { ...address, id: 'QWRkcmVzczoy', streetAddress1: '9 Billing Lane' },
});

/** The amount in the totals box on the row with this label (a status chip may share the word). */
const totalOf = (label: string) =>
  screen.getByText(label, { selector: 'span.MuiTypography-root' }).parentElement!.lastElementChild!
    .textContent;

it('shows the number, date, statuses, lines, addresses and totals of the order', () => {
  renderWithProviders(<OrderDetailsView order={shipped} />);

  expect(screen.getByRole('heading', { name: 'Order #1042' })).toBeVisible();
  const created = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeStyle: 'short' }).format(
    new Date(shipped.created),
  );
  expect(screen.getByText(created)).toBeVisible();
  expect(screen.getByText('Awaiting shipment')).toBeVisible();
  expect(screen.getByText('Paid', { selector: '.MuiChip-label' })).toBeVisible();

  const items = within(screen.getByRole('list', { name: 'Items ordered' })).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]).toHaveTextContent('Everyday Crew Tee');
  expect(items[0]).toHaveTextContent('M / Black');
  expect(items[0]).toHaveTextContent('2 × $19.00');
  expect(items[0]).toHaveTextContent('$38.00');
  // A variant named as its product adds nothing: the name shows once.
  expect(within(items[1]).getAllByText('Gift Card')).toHaveLength(1);
  expect(items[1]).toHaveTextContent('1 × $25.00');

  const shipping = screen.getByRole('heading', { name: 'Shipping address' }).parentElement!;
  expect(shipping).toHaveTextContent('1 Main Street');
  expect(shipping).toHaveTextContent('Standard');
  const billing = screen.getByRole('heading', { name: 'Billing address' }).parentElement!;
  expect(billing).toHaveTextContent('9 Billing Lane');
  expect(billing).not.toHaveTextContent('1 Main Street');

  expect(totalOf('Subtotal')).toBe('$63.00');
  expect(totalOf('Shipping')).toBe('$5.00');
  expect(totalOf('Total')).toBe('$68.00');
  expect(totalOf('Paid')).toBe('$68.00');
  expect(screen.queryByText('Authorised, not yet charged')).not.toBeInTheDocument();
});

it('leaves out shipping and the addresses the order lacks, and shows an authorised amount', () => {
  renderWithProviders(
    <OrderDetailsView
      order={orderWith({ authorizeStatus: 'FULL', totalAuthorized: usd(17) })}
      actions={<button type="button">Pay now</button>}
    />,
  );

  expect(screen.getByRole('heading', { name: 'Order #7' })).toBeVisible();
  expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  expect(screen.getByText('Authorised', { selector: '.MuiChip-label' })).toBeVisible();
  expect(screen.queryByText('Shipping')).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Shipping address' })).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Billing address' })).not.toBeInTheDocument();
  expect(totalOf('Total')).toBe('$17.00');
  expect(totalOf('Paid')).toBe('$0.00');
  expect(totalOf('Authorised, not yet charged')).toBe('$17.00');
});

it('a promo code and a gift card: the subtotal of the lines, the discount as included, the card, what was left to pay', () => {
  // WELCOME10 took 6.30 off 63.00; the card DEMO-CARD-0025 paid 25.00 of the 61.70; 36.70 was charged.
  renderWithProviders(
    <OrderDetailsView
      order={{
        ...shipped,
        lines: [
          line({ unitPrice: taxedUsd(17.1), totalPrice: taxedUsd(34.2) }),
          line({
            id: 'T3JkZXJMaW5lOjI=',
            quantity: 1,
            productName: 'Gift Card',
            variantName: 'Gift Card',
            unitPrice: taxedUsd(22.5),
            totalPrice: taxedUsd(22.5),
            undiscountedUnitPrice: taxedUsd(25),
          }),
        ],
        subtotal: taxedUsd(56.7),
        total: taxedUsd(36.7),
        totalCharged: usd(36.7),
        voucherCode: 'WELCOME10',
        discounts: [
          {
            id: 'T3JkZXJEaXNjb3VudDox',
            type: 'VOUCHER',
            name: 'Welcome: 10% off',
            translatedName: '',
            valueType: 'PERCENTAGE',
            value: 10,
            total: usd(6.3),
          },
        ],
        giftCards: [{ id: 'R2lmdENhcmQ6MQ==', last4CodeChars: '0025' }],
      }}
    />,
  );
  // The lines' 34.20 and 22.50: the subtotal after the code, which the code's row says it is in.
  expect(totalOf('Subtotal')).toBe('$56.70');
  expect(totalOf('Promo code WELCOME10')).toBe('-$6.30');
  const discountRow = screen.getByText('Promo code WELCOME10', { selector: 'span.MuiTypography-root' });
  expect(discountRow).toHaveTextContent('Welcome: 10% off');
  expect(discountRow).toHaveTextContent('Included in the prices above');
  expect(totalOf('Shipping')).toBe('$5.00');
  expect(totalOf('Gift card ••••0025')).toBe('-$25.00');
  expect(totalOf('Total')).toBe('$36.70');
  // Each line's unit price before its discounts, struck through, read as one sentence.
  const [tee] = within(screen.getByRole('list', { name: 'Items ordered' })).getAllByRole('listitem');
  expect(within(tee).getByText('Was $19.00, now $17.10')).toBeInTheDocument();
  expect(within(tee).getByText('$19.00').tagName).toBe('S');
});

// The test's messages are the English defaults; the store's language is what the shopper chose.
const inTraditionalChinese = { preloadedState: { locale: { locale: 'zh-TW' as const } } };
const inSimplifiedChinese = { preloadedState: { locale: { locale: 'zh-CN' as const } } };
const shippingOf = () => screen.getByRole('heading', { name: 'Shipping address' }).parentElement!;
const itemsOf = () => within(screen.getByRole('list', { name: 'Items ordered' })).getAllByRole('listitem');

/** The order asked for in the page's language: no shipping method, these lines' variants. */
const inLanguage = (lines: { id: string; variant: unknown }[]) => ({
  OrderInLanguage: { body: { data: { orderByToken: { id: shipped.id, deliveryMethod: null, lines } } } },
});
const variant = (
  name: string,
  translated: string | null,
  product: string,
  productTranslated: string | null,
) => ({
  id: 'UHJvZHVjdFZhcmlhbnQ6MQ==',
  name,
  translation: translated == null ? null : { name: translated },
  product: {
    id: 'UHJvZHVjdDox',
    name: product,
    translation: productTranslated == null ? null : { name: productTranslated },
  },
});

it("names the shipping method in the shopper's language (Order.deliveryMethod's translation)", async () => {
  const api = mockGraphQL({
    OrderInLanguage: {
      body: {
        data: {
          orderByToken: {
            id: shipped.id,
            deliveryMethod: {
              id: 'U2hpcHBpbmdNZXRob2Q6MQ==',
              name: 'Standard',
              translation: { name: '標準配送' },
            },
            lines: [],
          },
        },
      },
    },
  });
  renderWithProviders(<OrderDetailsView order={shipped} />, inTraditionalChinese);

  expect(await within(shippingOf()).findByText('標準配送')).toBeVisible();
  expect(shippingOf()).not.toHaveTextContent('Standard');
  expect(api.named('OrderInLanguage')[0].variables).toEqual({
    token: shipped.token,
    languageCode: 'ZH_HANT',
  });
});

it('keeps the name the order was made with when the shipping method is gone', async () => {
  mockGraphQL({
    OrderInLanguage: {
      body: { data: { orderByToken: { id: shipped.id, deliveryMethod: null, lines: [] } } },
    },
  });
  renderWithProviders(<OrderDetailsView order={shipped} />, inTraditionalChinese);

  expect(await within(shippingOf()).findByText('Standard')).toBeVisible();
});

it('names the lines of an order placed in English in the language of a Traditional Chinese page', async () => {
  const api = mockGraphQL(
    inLanguage([
      {
        id: 'T3JkZXJMaW5lOjE=',
        variant: variant('M / Black', 'M / 黑色', 'Everyday Crew Tee', '日常圓領T恤'),
      },
      { id: 'T3JkZXJMaW5lOjI=', variant: variant('Gift Card', null, 'Gift Card', '禮物卡') },
    ]),
  );
  renderWithProviders(<OrderDetailsView order={shipped} />, inTraditionalChinese);

  expect(await within(itemsOf()[0]).findByText('日常圓領T恤')).toBeVisible();
  expect(within(itemsOf()[0]).getByText('M / 黑色')).toBeVisible();
  expect(itemsOf()[0]).not.toHaveTextContent('Everyday Crew Tee');
  expect(itemsOf()[0]).not.toHaveTextContent('M / Black');
  // Only the product is translated: its variant keeps the shop's own name.
  expect(within(itemsOf()[1]).getByText('禮物卡')).toBeVisible();
  expect(within(itemsOf()[1]).getByText('Gift Card')).toBeVisible();
  expect(api.named('OrderInLanguage')[0].variables).toEqual({
    token: shipped.token,
    languageCode: 'ZH_HANT',
  });
});

it("shows no line's English name on a Chinese page before its names in that language arrive", async () => {
  mockGraphQL(
    inLanguage([
      {
        id: 'T3JkZXJMaW5lOjE=',
        variant: variant('M / Black', 'M / 黑色', 'Everyday Crew Tee', '日常圓領T恤'),
      },
    ]),
  );
  renderWithProviders(<OrderDetailsView order={orderWith({ lines: [line({})] })} />, inTraditionalChinese);

  expect(itemsOf()[0]).not.toHaveTextContent('Everyday Crew Tee');
  expect(await within(itemsOf()[0]).findByText('日常圓領T恤')).toBeVisible();
});

it('keeps the names the order has when the variant is deleted: its own language only on a page in it', async () => {
  const placedInSimplified = orderWith({
    languageCodeEnum: 'ZH_HANS',
    lines: [line({ translatedProductName: '日常圆领T恤', translatedVariantName: 'M / 黑色' })],
  });
  mockGraphQL(inLanguage([{ id: 'T3JkZXJMaW5lOjE=', variant: null }]));
  const { unmount } = renderWithProviders(
    <OrderDetailsView order={placedInSimplified} />,
    inSimplifiedChinese,
  );

  expect(await within(itemsOf()[0]).findByText('日常圆领T恤')).toBeVisible();
  expect(within(itemsOf()[0]).getByText('M / 黑色')).toBeVisible();
  unmount();

  // Simplified Chinese is not the Traditional page's language: the shop's own names instead.
  renderWithProviders(<OrderDetailsView order={placedInSimplified} />, inTraditionalChinese);
  expect(await within(itemsOf()[0]).findByText('Everyday Crew Tee')).toBeVisible();
  expect(itemsOf()[0]).not.toHaveTextContent('日常圆领T恤');
});

it("names the lines on an English page with the shop's own names, whatever the order's language", () => {
  const api = mockGraphQL({});
  const placedInSimplified = orderWith({
    languageCodeEnum: 'ZH_HANS',
    lines: [line({ translatedProductName: '日常圆领T恤', translatedVariantName: 'M / 黑色' })],
  });
  renderWithProviders(<OrderDetailsView order={placedInSimplified} />);

  expect(within(itemsOf()[0]).getByText('Everyday Crew Tee')).toBeVisible();
  expect(within(itemsOf()[0]).getByText('M / Black')).toBeVisible();
  expect(api.named('OrderInLanguage')).toHaveLength(0);
});
