import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import zhCN from '../../../i18n/zh-CN.json';
import zhTW from '../../../i18n/zh-TW.json';
import { makeTestStore } from '../../support/store';
import { createAppTheme } from '../../../src/lib/theme';
import { OrderFromCheckoutCheck } from '../../../src/diagnostics/payment/OrderFromCheckoutCheck';
import { toGlobalId } from '../../../src/lib/globalId';
import PaymentTestPage from '../../../src/diagnostics/pages/PaymentTestPage';
import { type Answer, mockGraphQL } from '../../support/network';
import { loggedInState } from '../../support/fixtures/session';
import { renderWithProviders } from '../../support/render';

// orderCreateFromCheckout on /payment-test: Saleor allows it only to apps with HANDLE_CHECKOUTS, so a
// shopper's call is refused; the page says so in the shopper's language, with Saleor's words, and otherwise
// shows the server's message or "Failed to create order from checkout".

jest.setTimeout(30_000);

const TEST_TOKEN = '99999999-9999-4999-8999-999999999999';
const CHECKOUT_ID = toGlobalId('Checkout', TEST_TOKEN);
const SALEOR_REFUSAL = 'To access this path, you need one of the following permissions: HANDLE_CHECKOUTS';
/** What Saleor answers a customer or anonymous caller (server test: __tests__/server/orderFromCheckout). */
const refused: Answer = {
  body: {
    data: { orderCreateFromCheckout: null },
    errors: [
      {
        message: SALEOR_REFUSAL,
        locations: [{ line: 2, column: 3 }],
        path: ['orderCreateFromCheckout'],
        extensions: { exception: { code: 'PermissionDenied' } },
      },
    ],
  },
};
const answered = (result: unknown): Answer => ({ body: { data: { orderCreateFromCheckout: result } } });

const money = (amount: number) => ({ gross: { amount, currency: 'USD' } });
const testShop = (orderCreateFromCheckout: Answer) =>
  mockGraphQL({
    PaymentTestProducts: {
      body: {
        data: {
          products: {
            edges: [
              {
                node: {
                  id: 'p1',
                  name: 'Arc Table Lamp',
                  isAvailableForPurchase: true,
                  variants: [{ id: 'v2', name: 'White', quantityAvailable: 3 }],
                },
              },
            ],
          },
        },
      },
    },
    CartCreate: {
      body: {
        data: {
          checkoutCreate: {
            checkout: {
              id: CHECKOUT_ID,
              token: TEST_TOKEN,
              quantity: 1,
              isShippingRequired: true,
              lines: [
                {
                  id: 'l1',
                  quantity: 1,
                  variant: {
                    id: 'v2',
                    name: 'White',
                    sku: 'LAMP',
                    quantityAvailable: 3,
                    product: { name: 'Arc Table Lamp', slug: 'arc', thumbnail: null },
                  },
                  unitPrice: money(57),
                  totalPrice: money(57),
                },
              ],
              subtotalPrice: money(57),
              shippingPrice: money(0),
              totalPrice: money(57),
            },
            errors: [],
          },
        },
      },
    },
    OrderCreateFromCheckout: orderCreateFromCheckout,
  });

/** The check alone, for one checkout, in a language. */
function renderCheck(locale = 'en', messages: Record<string, string> = {}) {
  const { store } = makeTestStore({ preloadedState: loggedInState });
  render(
    <Provider store={store}>
      <IntlProvider locale={locale} messages={messages} onError={() => undefined}>
        <ThemeProvider theme={createAppTheme('light')}>
          <MemoryRouter>
            <OrderFromCheckoutCheck checkoutToken={TEST_TOKEN} disabled={false} />
          </MemoryRouter>
        </ThemeProvider>
      </IntlProvider>
    </Provider>,
  );
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('create the order from the test checkout', () => {
  it("is refused for a shopper: the page says why, with Saleor's words, and logs the refusal", async () => {
    const api = testShop(refused);
    const user = userEvent.setup();
    renderWithProviders(
      <MemoryRouter>
        <PaymentTestPage />
      </MemoryRouter>,
      { preloadedState: loggedInState },
    );
    await user.click(screen.getByRole('button', { name: 'Start a test checkout' }));
    const section = await screen.findByRole('region', { name: 'Order from checkout' });
    await user.click(within(section).getByRole('button', { name: 'Create the order from this checkout' }));

    const refusal = await within(section).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'Permission denied: only an app with HANDLE_CHECKOUTS may create an order from a checkout',
    );
    expect(refusal).toHaveTextContent(SALEOR_REFUSAL);
    expect(api.named('OrderCreateFromCheckout')[0].variables).toEqual({
      id: CHECKOUT_ID,
      removeCheckout: true,
    });
    expect(warn).toHaveBeenCalledWith(`[Payment] Permission error: ${SALEOR_REFUSAL}`);
  });

  it.each([
    ['zh-CN', zhCN, '从此结账创建订单', '权限被拒绝：只有拥有 HANDLE_CHECKOUTS 权限的应用才能从结账创建订单'],
    [
      'zh-TW',
      zhTW,
      '從此結帳建立訂單',
      '權限遭拒：只有具有 HANDLE_CHECKOUTS 權限的應用程式才能從結帳建立訂單',
    ],
  ])('tells a %s shopper the refusal in their language', async (locale, messages, button, title) => {
    testShop(refused);
    renderCheck(locale, messages as Record<string, string>);
    await userEvent.setup().click(screen.getByRole('button', { name: button }));
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent(title);
    expect(refusal).toHaveTextContent(SALEOR_REFUSAL);
  });

  it("shows the server's first message when Saleor answers with errors", async () => {
    testShop(
      answered({
        order: null,
        errors: [{ field: 'id', message: 'Checkout email must be set.', code: 'EMAIL_NOT_SET' }],
      }),
    );
    renderCheck();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Create the order from this checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Add an email address for your order\.$/);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each<[string, Answer]>([
    ['the request fails', new TypeError('Failed to fetch')],
    [
      'Saleor gives no message',
      answered({ order: null, errors: [{ field: null, message: null, code: 'GRAPHQL_ERROR' }] }),
    ],
  ])('says "Failed to create order from checkout" when %s', async (_case, answer) => {
    testShop(answer);
    renderCheck();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Create the order from this checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to create order from checkout$/);
  });

  it('links the order an app token was allowed to create, keeping the checkout when asked', async () => {
    const ORDER_TOKEN = '77777777-7777-4777-8777-777777777777';
    const api = testShop(
      answered({
        order: { id: toGlobalId('Order', ORDER_TOKEN), token: ORDER_TOKEN, number: '42' },
        errors: [],
      }),
    );
    renderCheck();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remove the checkout once the order exists' }));
    await user.click(screen.getByRole('button', { name: 'Create the order from this checkout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order 42 was created from this checkout.');
    expect(screen.getByRole('link', { name: 'Open the order' })).toHaveAttribute(
      'href',
      `/orders/${ORDER_TOKEN}`,
    );
    expect(api.named('OrderCreateFromCheckout')[0].variables).toEqual({
      id: CHECKOUT_ID,
      removeCheckout: false,
    });
  });
});
