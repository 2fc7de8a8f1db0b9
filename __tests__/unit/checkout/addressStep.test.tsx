import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AddressFieldsFragment } from '../../../src/features/addresses/AddressFields.generated';
import type { CheckoutDetailsUpdateMutation } from '../../../src/features/checkout/Checkout.generated';
import type { CheckoutDetailsQuery } from '../../../src/features/checkout/CheckoutDetails.generated';
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

/**
 * The contact and addresses update: each part sent is saved, and each answers (as Saleor's mutations
 * run in order) with the checkout holding what the parts before it and itself saved.
 */
const detailsSaved = (variables: Record<string, unknown>) => {
  const saved = (sent: unknown) => ({ ...address, ...(sent as object), country: address.country });
  let checkout = withEmail;
  const answer: CheckoutDetailsUpdateMutation = {};
  if (variables.withEmail) {
    checkout = { ...checkout, email: variables.email as string };
    answer.checkoutEmailUpdate = { checkout, errors: [] };
  }
  if (variables.withShipping) {
    checkout = { ...checkout, shippingAddress: saved(variables.shippingAddress) };
    answer.checkoutShippingAddressUpdate = { checkout, errors: [] };
  }
  if (variables.withBilling) {
    checkout = { ...checkout, billingAddress: saved(variables.billingAddress) };
    answer.checkoutBillingAddressUpdate = { checkout, errors: [] };
  }
  return gqlData(answer);
};

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });

describe('a guest', () => {
  it('types the shipping address, saved with the billing address before the billing step opens', async () => {
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      ShopCountries: shopCountries,
      CheckoutDetailsUpdate: detailsSaved,
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
    // One request: the billing address, not given yet, is the shipping address until said otherwise.
    const sent = api.named('CheckoutDetailsUpdate');
    expect(sent).toHaveLength(1);
    expect(sent[0].variables).toMatchObject({ id: withEmail.id, withShipping: true, withBilling: true });
    expect(sent[0].variables.withEmail).toBeUndefined();
    // The shopper submitted the address: Saleor's full checks and normalisation, said outright.
    expect(sent[0].variables.validationRules).toEqual({
      checkRequiredFields: true,
      checkFieldsFormat: true,
      enableFieldsNormalization: true,
    });
    const typed = {
      firstName: 'Grace',
      lastName: 'Hopper',
      streetAddress1: '7 Harbour Road',
      city: 'Arlington',
      countryArea: 'VA',
      postalCode: '22201',
      country: 'US',
    };
    expect(sent[0].variables.shippingAddress).toMatchObject(typed);
    expect(sent[0].variables.billingAddress).toMatchObject(typed);
    // The billing step has nothing left to send.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('tab', { name: 'Delivery', selected: true })).toBeVisible();
    expect(api.named('CheckoutDetailsUpdate')).toHaveLength(1);
    // A whole form typed into and two steps drawn: slow in jsdom on a busy machine.
  }, 60_000);

  it('sends the email with the shipping address, and shows a refused email under its field', async () => {
    const fresh = checkoutWith();
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: fresh }),
      ShopCountries: shopCountries,
      CheckoutDetailsUpdate: (variables) =>
        gqlData<CheckoutDetailsUpdateMutation>({
          checkoutEmailUpdate: {
            checkout: null,
            errors: [{ field: 'email', message: 'Enter a valid email address.', code: 'INVALID' }],
          },
          checkoutShippingAddressUpdate: {
            checkout: { ...fresh, shippingAddress: { ...address, ...(variables.shippingAddress as object) } },
            errors: [],
          },
        }),
    });
    const { router } = renderCheckoutPage();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Email/ }), 'ada@example');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Nothing is sent yet: the email waits for the address.
    const form = await screen.findByRole('form', { name: 'Shipping address' });
    expect(api.named('CheckoutDetailsUpdate')).toHaveLength(0);
    await within(form).findByRole('option', { name: 'United States of America' });
    // The server judges the address (here: takes it as it is).
    await user.click(field(form, /^Street address/));
    await user.paste('7 Harbour Road');
    await user.click(within(form).getByRole('button', { name: 'Continue' }));

    // The address was saved; the email was not, and its step says why, under the field.
    const email = await screen.findByRole('textbox', { name: /Email/ });
    expect(email).toHaveValue('ada@example');
    expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    expect(router.state.location.search).toBe('?step=contact');
    const [sent] = api.named('CheckoutDetailsUpdate');
    expect(sent.variables).toMatchObject({ withEmail: true, email: 'ada@example', withShipping: true });
  }, 60_000);

  it("shows our word for the server's refusal under the field it names, and stays on the step", async () => {
    mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: withEmail }),
      ShopCountries: shopCountries,
      CheckoutDetailsUpdate: gqlData<CheckoutDetailsUpdateMutation>({
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
    await screen.findByText('Enter a valid postal code for this country and region.');
    expect(postalCode).toHaveAccessibleDescription('Enter a valid postal code for this country and region.');
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(router.state.location.search).toBe('?step=shipping');
  });

  it('uses the shipping address for billing, or a billing address of its own', async () => {
    const shipped = checkoutWith({ email: 'ada@example.com', shippingAddress: address });
    const api = mockGraphQL({
      CheckoutDetails: gqlData<CheckoutDetailsQuery>({ checkout: shipped }),
      ShopCountries: shopCountries,
      CheckoutDetailsUpdate: gqlData<CheckoutDetailsUpdateMutation>({
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
    expect(api.named('CheckoutDetailsUpdate')[0].variables.billingAddress).toMatchObject({
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
      CheckoutDetailsUpdate: detailsSaved,
    });
    renderCheckoutPage('shipping', asCustomer);
    const choices = await screen.findByRole('radiogroup', { name: 'Choose an address' });
    // The saved addresses join the list once the address book has loaded.
    expect(await within(choices).findByRole('radio', { name: /500 Office Park/ })).toBeChecked();
    expect(within(choices).getByRole('radio', { name: /1 Main Street/ })).not.toBeChecked();
    expect(screen.queryByRole('form', { name: 'Shipping address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('tab', { name: 'Billing address', selected: true })).toBeVisible();
    expect(api.named('CheckoutDetailsUpdate')[0].variables.shippingAddress).toMatchObject({
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
    expect(api.named('CheckoutDetailsUpdate')).toHaveLength(0);
  });
});
