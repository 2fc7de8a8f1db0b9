import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AppStore } from '../../../src/app/store';
import type { CartCheckoutFragment } from '../../../src/features/cart/Cart.generated';
import { CartView } from '../../../src/features/cart/CartView';
import { checkoutWith, money, standardShipping, taxed, TOKEN } from '../../support/fixtures/checkout';
import { transactionRecorded } from '../../../src/features/payment/paymentSlice';
import { mockGraphQL } from '../../support/network';
import { renderWithProviders } from '../../support/render';

// The cart's promo-code field: a code Saleor takes shows as a removable chip and a discount row that
// says it is included in the subtotal above (the lines, as Saleor prices them after it), and the
// totals still add up; a refusal shows our words under the field and leaves the cart alone; a
// gift card shows its last four characters and balance; a code Saleor drops after a cart change is
// said in a notice.

const base = checkoutWith();
const cart = (over: Partial<CartCheckoutFragment> = {}): CartCheckoutFragment => ({
  ...base,
  // Two tees at 19.00: 38.00.
  quantity: 2,
  lines: base.lines.map((line) => ({
    ...line,
    quantity: 2,
    totalPrice: taxed(38),
    variant: { ...line.variant, quantityAvailable: 10, pricing: { priceUndiscounted: taxed(19) } },
  })),
  subtotalPrice: taxed(38),
  totalPrice: taxed(38),
  ...over,
});

/** WELCOME10 on 38.00: Saleor answers the subtotal and the line already reduced by 3.80. */
const welcome = cart({
  voucherCode: 'WELCOME10',
  discount: money(3.8),
  discountName: 'Welcome: 10% off',
  translatedDiscountName: '',
  subtotalPrice: taxed(34.2),
  totalPrice: taxed(34.2),
  lines: cart().lines.map((line) => ({ ...line, totalPrice: taxed(34.2), unitPrice: taxed(17.1) })),
});

const toasts = (store: AppStore) => store.getState().toasts.items.map((item) => JSON.stringify(item.message));

function renderCart() {
  const router = createMemoryRouter([{ path: '*', element: <CartView /> }]);
  return renderWithProviders(<RouterProvider router={router} />, {
    preloadedState: { checkout: { token: TOKEN } },
  });
}

/** The amount on the totals row named `label`. */
const row = (summary: HTMLElement, label: string | RegExp) =>
  within(summary).getByText(label, { selector: 'span.MuiTypography-root' }).parentElement!.lastElementChild!
    .textContent;

it('applies a promo code: the subtotal the lines add up to, the discount as included, the total; then removes it', async () => {
  const api = mockGraphQL({
    CartCheckout: { body: { data: { checkout: cart() } } },
    CheckoutAddPromoCode: { body: { data: { checkoutAddPromoCode: { checkout: welcome, errors: [] } } } },
    CheckoutRemovePromoCode: {
      body: { data: { checkoutRemovePromoCode: { checkout: cart(), errors: [] } } },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  await userEvent.type(
    within(summary).getByRole('textbox', { name: 'Promo code or gift card' }),
    ' WELCOME10 ',
  );
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));

  // Sent as typed, less the spaces around it (Saleor matches codes exactly).
  await waitFor(() => expect(api.named('CheckoutAddPromoCode')).toHaveLength(1));
  expect(api.named('CheckoutAddPromoCode')[0].variables).toEqual({
    id: base.id,
    promoCode: 'WELCOME10',
    languageCode: 'EN',
  });
  const applied = await within(summary).findByRole('list', { name: 'Applied codes' });
  expect(within(applied).getByText('Promo code WELCOME10')).toBeInTheDocument();
  // The line and the subtotal agree: both after the code.
  const line = within(screen.getByRole('list', { name: 'Items in your cart' })).getByRole('listitem');
  expect(within(line).getByText('$34.20')).toBeInTheDocument();
  expect(row(summary, 'Subtotal')).toBe('$34.20');
  expect(row(summary, /^Promo code WELCOME10/)).toBe('-$3.80');
  const discountRow = within(summary).getByText(/^Promo code WELCOME10/, {
    selector: 'span.MuiTypography-root',
  });
  expect(discountRow).toHaveTextContent('Welcome: 10% off');
  expect(discountRow).toHaveTextContent('Included in the prices above');
  expect(row(summary, 'Total')).toBe('$34.20');
  // The field is emptied for the next code; the page took the answer: no second request.
  expect(within(summary).getByRole('textbox', { name: 'Promo code or gift card' })).toHaveValue('');
  expect(api.named('CartCheckout')).toHaveLength(1);

  await userEvent.click(within(summary).getByRole('button', { name: 'Remove code WELCOME10' }));
  await waitFor(() => expect(within(summary).queryByRole('list', { name: 'Applied codes' })).toBeNull());
  expect(api.named('CheckoutRemovePromoCode')[0].variables).toEqual({
    id: base.id,
    promoCode: 'WELCOME10',
    languageCode: 'EN',
  });
  expect(row(summary, 'Subtotal')).toBe('$38.00');
  expect(within(summary).queryByText('Included in the prices above')).toBeNull();
  expect(row(summary, 'Total')).toBe('$38.00');
});

it.each([
  [
    'INVALID',
    'promoCode',
    'Promo code is invalid',
    'This promo code or gift card is not valid, or has expired.',
  ],
  [
    'VOUCHER_NOT_APPLICABLE',
    'promoCode',
    'Voucher is not applicable to this checkout.',
    'This promo code cannot be used for this order.',
  ],
  [
    'GIFT_CARD_NOT_APPLICABLE',
    'promoCode',
    'Adding gift card to checkout in this channel is not allowed.',
    'This gift card cannot be used for this order.',
  ],
])(
  'a refused code (%s) says why under the field, never the server words, and keeps the cart',
  async (code, field, message, shown) => {
    mockGraphQL({
      CartCheckout: { body: { data: { checkout: cart() } } },
      CheckoutAddPromoCode: {
        body: {
          data: {
            checkoutAddPromoCode: { checkout: null, errors: [{ field, code, message, variants: null }] },
          },
        },
      },
    });
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    renderCart();
    const summary = await screen.findByRole('region', { name: 'Order summary' });
    const input = within(summary).getByRole('textbox', { name: 'Promo code or gift card' });
    await userEvent.type(input, 'NOPE{Enter}');
    await waitFor(() => expect(input).toHaveAccessibleDescription(shown));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('NOPE');
    expect(screen.queryByText(message)).toBeNull();
    expect(
      within(screen.getByRole('list', { name: 'Items in your cart' })).getAllByRole('listitem'),
    ).toHaveLength(1);
    expect(row(summary, 'Total')).toBe('$38.00');
  },
);

it('a gift card shows its last four characters and balance, pays part of the total, and can be removed', async () => {
  const card = {
    id: 'R2lmdENhcmQ6MQ==',
    last4CodeChars: 'DEMO',
    isActive: true,
    expiryDate: null,
    currentBalance: money(25),
  };
  const withCard = cart({ giftCards: [card], totalPrice: taxed(13) });
  const api = mockGraphQL({
    CartCheckout: { body: { data: { checkout: withCard } } },
    CheckoutRemovePromoCode: {
      body: { data: { checkoutRemovePromoCode: { checkout: cart(), errors: [] } } },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const applied = within(summary).getByRole('list', { name: 'Applied codes' });
  expect(within(applied).getByText('Gift card ••••DEMO')).toBeInTheDocument();
  expect(within(applied).getByText('Balance $25.00')).toBeInTheDocument();
  expect(row(summary, 'Gift card ••••DEMO')).toBe('-$25.00');
  expect(row(summary, 'Total')).toBe('$13.00');
  await userEvent.click(within(applied).getByRole('button', { name: 'Remove gift card ••••DEMO' }));
  // The card goes by its id: the shopper never sees its whole code.
  await waitFor(() => expect(api.named('CheckoutRemovePromoCode')).toHaveLength(1));
  expect(api.named('CheckoutRemovePromoCode')[0].variables).toEqual({
    id: base.id,
    promoCodeId: card.id,
    languageCode: 'EN',
  });
  await waitFor(() => expect(row(summary, 'Total')).toBe('$38.00'));
});

it('says so when a quantity change makes Saleor drop the code, and keeps everything else', async () => {
  const shipped = {
    shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null },
    shippingPrice: taxed(5),
  };
  // SAVE5 needs 50.00: one tee less and Saleor answers with the code gone and no error.
  const save5 = cart({
    ...shipped,
    voucherCode: 'SAVE5',
    discount: money(5),
    quantity: 3,
    lines: cart().lines.map((line) => ({ ...line, quantity: 3, totalPrice: taxed(52) })),
    subtotalPrice: taxed(52),
    totalPrice: taxed(57),
  });
  const dropped = cart({ ...shipped, totalPrice: taxed(43) });
  mockGraphQL({
    CartCheckout: { body: { data: { checkout: save5 } } },
    CartLinesUpdate: { body: { data: { checkoutLinesUpdate: { checkout: dropped, errors: [] } } } },
  });
  const { store } = renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(row(summary, 'Subtotal')).toBe('$52.00');
  await userEvent.click(screen.getByRole('button', { name: 'One less' }));
  await waitFor(() => expect(toasts(store).join()).toContain('no longer applies to your cart'));
  expect(toasts(store).join()).toContain('"code":"SAVE5"');
  expect(within(summary).queryByRole('list', { name: 'Applied codes' })).toBeNull();
  expect(row(summary, 'Total')).toBe('$43.00');
});

it('a shipping voucher: the shipping as charged, the code as included in it', async () => {
  mockGraphQL({
    CartCheckout: {
      body: {
        data: {
          checkout: cart({
            shippingMethod: { id: standardShipping.id, name: 'Standard', translation: null },
            shippingPrice: taxed(0),
            voucherCode: 'FREESHIP',
            discount: money(5),
            totalPrice: taxed(38),
          }),
        },
      },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(row(summary, 'Subtotal')).toBe('$38.00');
  expect(row(summary, 'Shipping')).toBe('$0.00');
  expect(row(summary, /^Promo code FREESHIP/)).toBe('-$5.00');
  expect(row(summary, 'Total')).toBe('$38.00');
});

it('prices shown without tax: net amounts and a tax row; the total is what is paid', async () => {
  mockGraphQL({
    CartCheckout: {
      body: {
        data: {
          checkout: cart({
            displayGrossPrices: false,
            subtotalPrice: taxed(38, 31.67),
            totalPrice: taxed(38, 31.67),
            lines: cart().lines.map((line) => ({
              ...line,
              unitPrice: taxed(19, 15.83),
              totalPrice: taxed(38, 31.67),
              variant: { ...line.variant, pricing: { priceUndiscounted: taxed(19, 15.83) } },
            })),
          }),
        },
      },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  expect(row(summary, 'Subtotal')).toBe('$31.67');
  expect(row(summary, 'Tax')).toBe('$6.33');
  expect(row(summary, 'Total')).toBe('$38.00');
  const line = within(screen.getByRole('list', { name: 'Items in your cart' })).getByRole('listitem');
  expect(within(line).getByText('$31.67')).toBeInTheDocument();
  // The listing price (19.00 as entered, with tax) is the unit price's own 15.83 net: not a reduction,
  // so nothing is struck through for the tax alone.
  expect(line.querySelector('s')).toBeNull();
  expect(within(line).getByText('$15.83 each')).toBeInTheDocument();
});

it('prices shown without tax: a reduced line strikes its listing price without tax too', async () => {
  // Listed 19.00 with tax, 20 % off: 15.20 with tax, 12.67 without; Saleor's variant pricing gives the
  // listing price without tax, 15.84.
  mockGraphQL({
    CartCheckout: {
      body: {
        data: {
          checkout: cart({
            displayGrossPrices: false,
            subtotalPrice: taxed(30.4, 25.33),
            totalPrice: taxed(30.4, 25.33),
            lines: cart().lines.map((line) => ({
              ...line,
              unitPrice: taxed(15.2, 12.67),
              totalPrice: taxed(30.4, 25.33),
              variant: { ...line.variant, pricing: { priceUndiscounted: taxed(19, 15.84) } },
            })),
          }),
        },
      },
    },
  });
  renderCart();
  await screen.findByRole('region', { name: 'Order summary' });
  const line = within(screen.getByRole('list', { name: 'Items in your cart' })).getByRole('listitem');
  expect(within(line).getByText('Was $15.84, now $12.67')).toBeInTheDocument();
  expect(within(line).getByText('$15.84').tagName).toBe('S');
});

it('a shop entering prices without tax: the struck-through price is the taxed listing price, not the one as entered', async () => {
  // Listed 15.83 without tax (19.00 with it), now 15.20 with tax: Saleor's undiscountedUnitPrice is the
  // price as entered (15.83, net); the cart shows gross, so the price before is 19.00.
  mockGraphQL({
    CartCheckout: {
      body: {
        data: {
          checkout: cart({
            subtotalPrice: taxed(30.4, 25.33),
            totalPrice: taxed(30.4, 25.33),
            lines: cart().lines.map((line) => ({
              ...line,
              unitPrice: taxed(15.2, 12.67),
              totalPrice: taxed(30.4, 25.33),
              undiscountedUnitPrice: money(15.83),
              undiscountedTotalPrice: money(31.66),
              variant: { ...line.variant, pricing: { priceUndiscounted: taxed(19, 15.83) } },
            })),
          }),
        },
      },
    },
  });
  renderCart();
  await screen.findByRole('region', { name: 'Order summary' });
  const line = within(screen.getByRole('list', { name: 'Items in your cart' })).getByRole('listitem');
  expect(within(line).getByText('Was $19.00, now $15.20')).toBeInTheDocument();
});

it('a second promo code replaces the first (one per checkout): the shopper is told which went', async () => {
  const save5 = cart({
    voucherCode: 'SAVE5',
    discount: money(5),
    subtotalPrice: taxed(33),
    totalPrice: taxed(33),
  });
  mockGraphQL({
    CartCheckout: { body: { data: { checkout: welcome } } },
    CheckoutAddPromoCode: { body: { data: { checkoutAddPromoCode: { checkout: save5, errors: [] } } } },
  });
  const { store } = renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  await userEvent.type(
    within(summary).getByRole('textbox', { name: 'Promo code or gift card' }),
    'SAVE5{Enter}',
  );
  await waitFor(() => expect(toasts(store).join()).toContain('was replaced by'));
  expect(toasts(store)).toEqual([expect.stringContaining('"values":{"before":"WELCOME10","after":"SAVE5"}')]);
  expect(within(summary).getByRole('status')).toHaveTextContent('Code SAVE5 applied.');
});

it('a gift card added: announced by its last four characters only, its code nowhere in the page, focus back in the field', async () => {
  const card = {
    id: 'R2lmdENhcmQ6MQ==',
    last4CodeChars: '0025',
    isActive: true,
    expiryDate: null,
    currentBalance: money(25),
  };
  mockGraphQL({
    CartCheckout: { body: { data: { checkout: cart() } } },
    CheckoutAddPromoCode: {
      body: {
        data: {
          checkoutAddPromoCode: { checkout: cart({ giftCards: [card], totalPrice: taxed(13) }), errors: [] },
        },
      },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const input = within(summary).getByRole('textbox', { name: 'Promo code or gift card' });
  await userEvent.type(input, 'DEMO-CARD-0025');
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(within(summary).getByRole('status')).toHaveTextContent('Gift card ••••0025 added.'),
  );
  expect(document.body).not.toHaveTextContent('DEMO-CARD-0025');
  expect(input).toHaveValue('');
  expect(input).toHaveFocus();
});

it('focus goes back to the field after a code is removed', async () => {
  mockGraphQL({
    CartCheckout: { body: { data: { checkout: welcome } } },
    CheckoutRemovePromoCode: {
      body: { data: { checkoutRemovePromoCode: { checkout: cart(), errors: [] } } },
    },
  });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  await userEvent.click(within(summary).getByRole('button', { name: 'Remove code WELCOME10' }));
  await waitFor(() => expect(within(summary).queryByRole('list', { name: 'Applied codes' })).toBeNull());
  expect(within(summary).getByRole('textbox', { name: 'Promo code or gift card' })).toHaveFocus();
});

it('a refused code is announced to screen readers, in the status region, and focus stays in the field', async () => {
  mockGraphQL({
    CartCheckout: { body: { data: { checkout: cart() } } },
    CheckoutAddPromoCode: {
      body: {
        data: {
          checkoutAddPromoCode: {
            checkout: null,
            errors: [
              { field: 'promoCode', code: 'INVALID', message: 'Promo code is invalid', variants: null },
            ],
          },
        },
      },
    },
  });
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const input = within(summary).getByRole('textbox', { name: 'Promo code or gift card' });
  await userEvent.type(input, 'NOPE');
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(within(summary).getByRole('status')).toHaveTextContent(
      'This promo code or gift card is not valid, or has expired.',
    ),
  );
  expect(input).toHaveFocus();
});

it('an expired gift card left on the cart pays nothing and says to remove it', async () => {
  const expired = {
    id: 'R2lmdENhcmQ6Mw==',
    last4CodeChars: 'EXPD',
    isActive: true,
    expiryDate: '2020-01-31',
    currentBalance: money(40),
  };
  mockGraphQL({ CartCheckout: { body: { data: { checkout: cart({ giftCards: [expired] }) } } } });
  renderCart();
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const applied = within(summary).getByRole('list', { name: 'Applied codes' });
  expect(within(applied).getByText('Gift card ••••EXPD')).toBeInTheDocument();
  expect(within(applied).getByText('Expired – remove it')).toBeInTheDocument();
  expect(within(applied).queryByText('Balance $40.00')).toBeNull();
  expect(
    within(summary).queryByText(/^Gift card ••••EXPD$/, { selector: 'span.MuiTypography-root' }),
  ).toBeNull();
  expect(row(summary, 'Total')).toBe('$38.00');
});

it('takes no code while a payment started for the checkout may still be taken: the total stays what was paid for', async () => {
  const api = mockGraphQL({ CartCheckout: { body: { data: { checkout: cart() } } } });
  const { store } = renderCart();
  // A payment started earlier (the provider's page opened), neither refused nor finished.
  store.dispatch(transactionRecorded({ ownerId: cart().id, transactionId: 'VHJhbnNhY3Rpb25JdGVtOjE=' }));
  const summary = await screen.findByRole('region', { name: 'Order summary' });
  const field = within(summary).getByRole('textbox', { name: 'Promo code or gift card' });
  await userEvent.type(field, 'DEMO-CARD-0025');
  await userEvent.click(within(summary).getByRole('button', { name: 'Apply' }));

  expect(
    await within(summary).findAllByText(/A payment has already been started for this checkout/),
  ).not.toHaveLength(0);
  expect(api.named('CheckoutAddPromoCode')).toHaveLength(0);
  // What was typed stays, for when the payment is settled.
  expect(field).toHaveValue('DEMO-CARD-0025');
});
