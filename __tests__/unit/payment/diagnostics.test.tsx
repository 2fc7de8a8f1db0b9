import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { toGlobalId } from '../../../src/lib/globalId';
import GatewayCheckPage from '../../../src/diagnostics/pages/GatewayCheckPage';
import PaymentTestPage from '../../../src/diagnostics/pages/PaymentTestPage';
import { mockGraphQL } from '../../support/network';
import { loggedInState } from '../../support/fixtures/session';
import { renderWithProviders } from '../../support/render';

// The payment diagnostics pages against a mocked API: /admin/payment-gateway-check lists gateways with their
// config, says when there is no checkout, and flags Saleor's permission refusals (with a warning in the log);
// /payment-test pays a throwaway checkout and logs each step, leaving the cart alone.

jest.setTimeout(30_000);

const TOKEN = '55555555-5555-4555-8555-555555555555';
const TEST_TOKEN = '99999999-9999-4999-8999-999999999999';
const TRANSACTION = toGlobalId('TransactionItem', '88888888-8888-4888-8888-888888888888');
const DENIED = {
  message: 'You need one of the following permissions: HANDLE_PAYMENTS, MANAGE_ORDERS',
  extensions: { exception: { code: 'PermissionDenied' } },
};

const dummyApp = {
  id: 'saleor.io.dummy-payment-app',
  name: 'Dummy Payment App',
  currencies: ['USD'],
  config: [{ field: 'api_key', value: 'pk_test_123' }],
};
const adyen = { id: 'mirumee.payments.adyen', name: 'Adyen', currencies: ['EUR'], config: [] };
const checkoutGateways = (gateways: unknown[]) => ({
  body: { data: { checkout: { id: 'c', totalPrice: null, availablePaymentGateways: gateways } } },
});

const renderPage = (ui: ReactElement, preloadedState = {}) =>
  renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>, {
    preloadedState: { ...loggedInState, ...preloadedState },
  });

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('/admin/payment-gateway-check', () => {
  it("lists the checkout's gateways with their kind and config fields", async () => {
    const api = mockGraphQL({ CheckoutPaymentGateways: checkoutGateways([dummyApp, adyen]) });
    renderPage(<GatewayCheckPage />, { checkout: { token: TOKEN } });

    expect(await screen.findByRole('heading', { level: 3, name: 'Dummy Payment App' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Gateways of the current checkout' })).toBeVisible();
    const table = screen.getByRole('table', { name: 'Configuration of Dummy Payment App' });
    expect(within(table).getByRole('rowheader', { name: 'api_key' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'pk_test_123' })).toBeInTheDocument();
    expect(
      screen.getByText('Transactions API app (Saleor’s dummy payment app, for tests)'),
    ).toBeInTheDocument();
    expect(screen.getByText('Legacy plugin, not supported by this storefront')).toBeInTheDocument();
    expect(screen.getByText('No configuration fields.')).toBeInTheDocument();
    expect(api.named('CheckoutPaymentGateways')[0].variables).toEqual({ id: toGlobalId('Checkout', TOKEN) });
    expect(api.named('ShopPaymentGateways')).toHaveLength(0);
    expect(screen.queryByText('No active checkout session found')).not.toBeInTheDocument();
  });

  it("without a checkout says so and lists the shop's gateways for the channel", async () => {
    const api = mockGraphQL({
      ShopPaymentGateways: { body: { data: { shop: { availablePaymentGateways: [dummyApp] } } } },
    });
    renderPage(<GatewayCheckPage />);

    expect(screen.getByText('No active checkout session found')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Dummy Payment App' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Gateways the shop offers in channel default-channel' }),
    ).toBeVisible();
    expect(api.named('ShopPaymentGateways')[0].variables).toEqual({ channel: 'default-channel' });
    expect(api.named('CheckoutPaymentGateways')).toHaveLength(0);
  });

  it.each([
    ['beside partial data', { data: { checkout: null }, errors: [DENIED] }],
    ['as the whole answer', { data: null, errors: [DENIED] }],
  ])('flags a permission refusal %s', async (_, body) => {
    mockGraphQL({ CheckoutPaymentGateways: { body } });
    renderPage(<GatewayCheckPage />, { checkout: { token: TOKEN } });

    expect(
      await screen.findByText(
        'The payment app lacks a permission it needs (a MANAGE_ permission). Please contact the shop administrator.',
      ),
    ).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(`[Payment] Permission error: ${DENIED.message}`);
    expect(screen.queryByText('No active checkout session found')).not.toBeInTheDocument();
  });

  it('reports a refused transaction read as the expected case', async () => {
    const api = mockGraphQL({
      ShopPaymentGateways: { body: { data: { shop: { availablePaymentGateways: [] } } } },
      TransactionEvents: { body: { data: { transaction: null }, errors: [DENIED] } },
    });
    renderPage(<GatewayCheckPage />, {
      payment: { transactionIds: { [toGlobalId('Checkout', TOKEN)]: [TRANSACTION] }, lastPoll: null },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Check transaction access' }));
    expect(await screen.findByText('Permission denied, as expected for a shopper')).toBeInTheDocument();
    expect(api.named('TransactionEvents')[0].variables).toEqual({ id: TRANSACTION });
    expect(warn).toHaveBeenCalledWith(`[Payment] Permission error: ${DENIED.message}`);
  });

  it('has nothing to check without a stored transaction', async () => {
    mockGraphQL({});
    renderPage(<GatewayCheckPage />);
    expect(screen.getByRole('button', { name: 'Check transaction access' })).toBeDisabled();
  });
});

describe('/payment-test', () => {
  const product = (name: string, variants: { id: string; name: string; quantityAvailable: number }[]) => ({
    node: { id: `p-${name}`, name, isAvailableForPurchase: true, variants },
  });
  const event = (type: string, externalUrl = '') => ({
    id: 'ev',
    type,
    message: '',
    pspReference: 'psp',
    externalUrl,
    createdAt: '',
    amount: { amount: 1, currency: 'USD' },
  });
  const answer = (field: string, type: string, externalUrl?: string) => ({
    body: {
      data: {
        [field]: {
          transaction: { id: TRANSACTION },
          transactionEvent: event(type, externalUrl),
          data: null,
          errors: [],
        },
      },
    },
  });

  function mockShop(initialized: ReturnType<typeof answer>) {
    return mockGraphQL({
      PaymentTestProducts: {
        body: {
          data: {
            products: {
              edges: [
                product('Sold Out Mug', [{ id: 'v1', name: 'Blue', quantityAvailable: 0 }]),
                product('Arc Table Lamp', [{ id: 'v2', name: 'White', quantityAvailable: 3 }]),
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
                id: toGlobalId('Checkout', TEST_TOKEN),
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
                    unitPrice: { gross: { amount: 57, currency: 'USD' } },
                    totalPrice: { gross: { amount: 57, currency: 'USD' } },
                  },
                ],
                subtotalPrice: { gross: { amount: 57, currency: 'USD' } },
                shippingPrice: { gross: { amount: 0, currency: 'USD' } },
                totalPrice: { gross: { amount: 57, currency: 'USD' } },
              },
              errors: [],
            },
          },
        },
      },
      CheckoutPaymentGateways: checkoutGateways([dummyApp, adyen]),
      TransactionInitialize: initialized,
      TransactionProcess: answer('transactionProcess', 'CHARGE_SUCCESS'),
    });
  }

  it('pays a throwaway checkout, never the cart, and logs the outcome', async () => {
    const api = mockShop(answer('transactionInitialize', 'CHARGE_SUCCESS'));
    const user = userEvent.setup();
    const { store } = renderPage(<PaymentTestPage />);

    await user.click(screen.getByRole('button', { name: 'Start a test checkout' }));
    expect(await screen.findByText(/Test checkout created with one Arc Table Lamp \(White\)/)).toBeVisible();
    expect(api.named('CartCreate')[0].variables).toMatchObject({
      lines: [{ variantId: 'v2', quantity: 1 }],
      email: 'ada@example.com',
    });
    // Only transactions-API gateways are offered.
    const gateways = await screen.findByRole('radiogroup', { name: 'Gateway' });
    expect(within(gateways).getAllByRole('radio')).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'Amount (USD)' })).toHaveValue(1);

    await user.click(screen.getByRole('button', { name: 'Run the test payment' }));
    expect(await screen.findByText(/^Paid: charged or authorised/)).toBeVisible();
    expect(api.named('TransactionInitialize')[0].variables).toMatchObject({
      id: toGlobalId('Checkout', TEST_TOKEN),
      amount: 1,
      gateway: {
        id: 'saleor.io.dummy-payment-app',
        data: {
          event: { type: 'CHARGE_SUCCESS' },
          name: 'Order: Arc Table Lamp (White)',
          returnUrl: 'http://shop.test/payment-test',
        },
      },
    });
    expect(store.getState().checkout.token).toBeNull();
    expect(api.named('CheckoutComplete')).toHaveLength(0);
  });

  it('refuses an amount of 0', async () => {
    mockShop(answer('transactionInitialize', 'CHARGE_SUCCESS'));
    const user = userEvent.setup();
    renderPage(<PaymentTestPage />);
    await user.click(screen.getByRole('button', { name: 'Start a test checkout' }));
    const amount = await screen.findByRole('spinbutton', { name: 'Amount (USD)' });
    await user.clear(amount);
    await user.type(amount, '0');
    expect(screen.getByText('Enter an amount greater than 0.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Run the test payment' })).toBeDisabled();
  });

  it('links the provider page of a pending payment and processes it', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    const api = mockShop(
      answer('transactionInitialize', 'CHARGE_ACTION_REQUIRED', 'http://shop.test/_dev/pay/abc'),
    );
    const user = userEvent.setup();
    renderPage(<PaymentTestPage />);
    await user.click(screen.getByRole('button', { name: 'Start a test checkout' }));
    await user.click(await screen.findByRole('radio', { name: 'Confirm on the payment page' }));
    await user.click(screen.getByRole('button', { name: 'Run the test payment' }));

    const link = await screen.findByRole('link', { name: /Open the provider’s page/ });
    expect(link).toHaveAttribute('href', 'http://shop.test/_dev/pay/abc');
    expect(open).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Process' }));
    expect(await screen.findByText(/^Paid: charged or authorised/)).toBeVisible();
    expect(api.named('TransactionProcess')[0].variables).toMatchObject({ id: TRANSACTION });
    const log = screen.getByRole('log', { name: 'Event log' });
    expect(within(log).getAllByRole('listitem')).toHaveLength(5);
  });
});
