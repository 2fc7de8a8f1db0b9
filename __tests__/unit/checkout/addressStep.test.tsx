import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressFieldsFragment } from '../../../src/features/addresses/AddressFields.generated';
import type {
  CheckoutBillingAddressUpdateMutation,
  CheckoutDetailsQuery,
  CheckoutShippingAddressUpdateMutation,
} from '../../../src/features/checkout/Checkout.generated';
import type { CheckoutAddressBookQuery } from '../../../src/features/checkout/CheckoutAddressBook.generated';
import { renderCheckoutPage } from '../../support/checkoutPage';
import { PRELOAD_TIMEOUT_MS, preloadLazyParts } from '../../support/defaultErrorCases';
import { address, checkoutWith, shopCountries, TOKEN } from '../../support/fixtures/checkout';
import { loggedInState } from '../../support/fixtures/session';
import { gqlData, mockGraphQL } from '../../support/network';

// The shipping and billing address steps: a guest types the address; a customer picks a saved one
// or adds one; the billing address is the shipping address unless the shopper says otherwise.

beforeAll(preloadLazyParts, PRELOAD_TIMEOUT_MS);
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const withEmail = checkoutWith({ email: 'ada@example.com' });
const office: AddressFieldsFragment = {
  ...address,
  id: 'QWRkcmVzczoy',
  streetAddress1: '500 Office Park',
  city: 'CHICAGO',
  postalCode: '60601',
};

/** The shipping address update, answered with the checkout holding the address it was sent. */
const shippingSaved = (variables: Record<string, unknown>) =>
  gqlData<CheckoutShippingAddressUpdateMutation>({
    checkoutShippingAddressUpdate: {
      checkout: checkoutWith({
        email: 'ada@example.com',
        shippingAddress: { ...address, ...(variables.address as object), country: address.country },
      }),
      errors: [],
    },
  });

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

describe('a guest', () => {
  it('types the shipping address, which is saved before the billing step opens', async () => {
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      ShopCountries: shopCountries,
      CheckoutShippingAddressUpdate: shippingSaved,
    });
    const { router } = renderCheckoutPage('shipping');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    await within(form).findByRole('option', { name: 'United States of America' });
    const user = userEvent.setup();
    // Each field focused, then pasted into: quicker in jsdom than typing every key.
    const fill = async (name: RegExp, text: string) => {
      await user.click(field(form, name));
      await user.paste(text);
    };
    await fill(/^First name/, 'Grace');
    await fill(/^Last name/, 'Hopper');
    await fill(/^Street address/, '  7 Harbour Road ');
    await fill(/^City/, 'Arlington');
    await fill(/^State/, 'VA');
    await fill(/^Postal code/, '22201');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('checkbox', { name: 'Same as the shipping address' })).toBeChecked();
    expect(router.state.location.search).toBe('?step=billing');
    const [sent] = api.named('CheckoutShippingAddressUpdate');
    expect(sent.variables.id).toBe(withEmail.id);
    expect(sent.variables.address).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      streetAddress1: '7 Harbour Road',
      city: 'Arlington',
      countryArea: 'VA',
      postalCode: '22201',
      country: 'US',
    });
  });

  it("shows the server's word under the field it refused, and stays on the step", async () => {
    mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      ShopCountries: shopCountries,
      CheckoutShippingAddressUpdate: gqlData<CheckoutShippingAddressUpdateMutation>({
        checkoutShippingAddressUpdate: {
          checkout: null,
          errors: [
            { field: 'postalCode', message: 'This value is not valid for the address.', code: 'INVALID' },
          ],
        },
      }),
    });
    const { router } = renderCheckoutPage('shipping');
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    await within(form).findByRole('option', { name: 'United States of America' });
    await userEvent.type(field(form, /^Postal code/), '0');
    await userEvent.click(within(form).getByRole('button', { name: 'Continue' }));

    const postalCode = field(form, /^Postal code/);
    await screen.findByText('This value is not valid for the address.');
    expect(postalCode).toHaveAccessibleDescription('This value is not valid for the address.');
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?step=shipping');
  });

  it('uses the shipping address for billing, or a billing address of its own', async () => {
    const shipped = checkoutWith({ email: 'ada@example.com', shippingAddress: address });
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: shipped }),
      ShopCountries: shopCountries,
      CheckoutBillingAddressUpdate: gqlData<CheckoutBillingAddressUpdateMutation>({
        checkoutBillingAddressUpdate: { checkout: { ...shipped, billingAddress: address }, errors: [] },
      }),
    });
    const { router } = renderCheckoutPage('billing');
    const same = await screen.findByRole('checkbox', { name: 'Same as the shipping address' });
    expect(same).toBeChecked();
    expect(screen.getByText(/1 Main Street/)).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Billing address' })).not.toBeInTheDocument();

    await userEvent.click(same);
    expect(await screen.findByRole('form', { name: 'Billing address' })).toBeVisible();
    // The checkbox is drawn anew above the form: the shopper ticks the one now on screen.
    await userEvent.click(screen.getByRole('checkbox', { name: 'Same as the shipping address' }));
    expect(screen.queryByRole('form', { name: 'Billing address' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('tab', { name: 'Delivery', selected: true })).toBeVisible();
    expect(router.state.location.search).toBe('?step=delivery');
    expect(api.named('CheckoutBillingAddressUpdate')[0].variables.address).toMatchObject({
      streetAddress1: '1 Main Street',
      postalCode: '62701',
      country: 'US',
    });
  });
});

describe('a customer', () => {
  const book = gqlData<CheckoutAddressBookQuery>({
    me: {
      id: 'VXNlcjox',
      defaultShippingAddress: { id: office.id },
      defaultBillingAddress: { id: address.id },
      addresses: [address, office],
    },
  });
  const asCustomer = { preloadedState: { checkout: { token: TOKEN }, ...loggedInState } };

  it('picks from the saved addresses, the default one first chosen', async () => {
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      CheckoutAddressBook: book,
      ShopCountries: shopCountries,
      CheckoutShippingAddressUpdate: shippingSaved,
    });
    renderCheckoutPage('shipping', asCustomer);
    const choices = await screen.findByRole('radiogroup', { name: 'Choose an address' });
    // The saved addresses join the list once the address book has loaded.
    expect(await within(choices).findByRole('radio', { name: /500 Office Park/ })).toBeChecked();
    expect(within(choices).getByRole('radio', { name: /1 Main Street/ })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('tab', { name: 'Billing address', selected: true })).toBeVisible();
    expect(api.named('CheckoutShippingAddressUpdate')[0].variables.address).toMatchObject({
      streetAddress1: '500 Office Park',
      city: 'CHICAGO',
      postalCode: '60601',
    });
  });

  it('may type a new address instead', async () => {
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      CheckoutAddressBook: book,
      ShopCountries: shopCountries,
    });
    renderCheckoutPage('shipping', asCustomer);
    const choices = await screen.findByRole('radiogroup', { name: 'Choose an address' });
    await userEvent.click(within(choices).getByRole('radio', { name: 'A new address' }));
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    expect(field(form, /^Street address/)).toHaveValue('');
    expect(api.named('CheckoutShippingAddressUpdate')).toHaveLength(0);
  });
});
