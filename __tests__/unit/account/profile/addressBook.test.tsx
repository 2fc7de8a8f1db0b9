import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toGlobalId } from '../../../../src/lib/globalId';
import { loggedInState } from '../../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../../support/render';
import { address, profileServer } from './profileServer';

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const openProfile = () => renderApp('/profile', { preloadedState: loggedInState });
const savedList = () => screen.findByRole('list', { name: /^Saved addresses/ });
const cards = async () => within(await savedList()).getAllByRole('listitem');

describe('the address book', () => {
  it('lists the addresses, formatted, with the default marks', async () => {
    profileServer();
    openProfile();
    const [first, second] = await cards();
    expect(first).toHaveTextContent('Default shipping');
    expect(first).toHaveTextContent('Default billing');
    expect(within(first).getByText(/1 Analytical Row/)).toHaveTextContent(
      'Ada Lovelace 1 Analytical Row MOUNTAIN VIEW, CA 94043 United States of America +16502530000',
    );
    expect(second).not.toHaveTextContent(/Default (shipping|billing)/);
    expect(
      within(second).getByRole('button', {
        name: 'Use for shipping: Ada Lovelace, 2 Analytical Row, LONDON, SW1A 1AA',
      }),
    ).toBeInTheDocument();
  });

  it('adds an address: a server error shows beside the field it names and keeps what was typed; then it saves', async () => {
    let attempt = 0;
    const server = profileServer({
      AccountAddressCreate: (variables) => {
        attempt += 1;
        if (attempt === 1)
          return {
            body: {
              data: {
                accountAddressCreate: {
                  address: null,
                  errors: [
                    {
                      field: 'postalCode',
                      code: 'INVALID',
                      message: 'This value is not valid for the address.',
                    },
                    { field: 'postalCode', code: 'REQUIRED', message: 'second message' },
                  ],
                },
              },
            },
          };
        server.account.addresses.push(
          address(3, {
            ...(variables.input as object),
            country: { code: 'US', country: 'United States of America' },
          }),
        );
        return {
          body: { data: { accountAddressCreate: { address: { id: toGlobalId('Address', 3) }, errors: [] } } },
        };
      },
    });
    openProfile();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    // The country starts at the shop's default once the shop's countries have loaded.
    await waitFor(() => expect(within(form).getByRole('combobox', { name: 'Country' })).toHaveValue('US'));
    const field = (name: string | RegExp) => within(form).getByRole('textbox', { name });
    await user.type(field(/^First name/), 'Grace');
    await user.type(field(/^Last name/), 'Hopper');
    await user.type(field(/^Street address/), '1 Navy Way');
    await user.type(field(/^City/), 'Arlington');
    await user.type(field('State, province or region'), 'VA');
    await user.type(field('Postal code'), '1');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));

    const postal = field('Postal code');
    await waitFor(() =>
      expect(postal).toHaveAccessibleDescription('Enter a valid postal code for this country and region.'),
    );
    expect(postal).toHaveAttribute('aria-invalid', 'true');
    expect(postal).toHaveFocus();
    expect(screen.queryByText('second message')).not.toBeInTheDocument();
    expect(field(/^Street address/)).toHaveValue('1 Navy Way');
    expect(server.named('AccountAddressCreate')[0].variables).toEqual({
      input: {
        firstName: 'Grace',
        lastName: 'Hopper',
        companyName: '',
        country: 'US',
        streetAddress1: '1 Navy Way',
        streetAddress2: '',
        city: 'Arlington',
        cityArea: '',
        countryArea: 'VA',
        postalCode: '1',
        phone: '',
      },
    });

    await user.clear(postal);
    await user.type(postal, '22202');
    expect(postal).not.toHaveAttribute('aria-invalid', 'true'); // the error goes as the field changes
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Address added.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New address' })).not.toBeInTheDocument();
    await waitFor(async () => expect(await cards()).toHaveLength(3));
    expect((await cards())[2]).toHaveTextContent('1 Navy Way');
  });

  it('edits an address in place', async () => {
    const server = profileServer({
      AccountAddressUpdate: (variables) => {
        const input = variables.input as { city: string };
        server.account.addresses[1] = { ...server.account.addresses[1], city: input.city.toUpperCase() };
        return { body: { data: { accountAddressUpdate: { address: { id: variables.id }, errors: [] } } } };
      },
    });
    openProfile();
    const user = userEvent.setup();
    const second = (await cards())[1];
    await user.click(within(second).getByRole('button', { name: /^Edit / }));
    const form = screen.getByRole('form', { name: /^Edit address: Ada Lovelace, 2 Analytical Row/ });
    const city = within(form).getByRole('textbox', { name: /^City/ });
    expect(city).toHaveValue('LONDON');
    await user.clear(city);
    await user.type(city, 'Bath');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Address saved.')).toBeInTheDocument();
    expect(server.named('AccountAddressUpdate')[0].variables).toMatchObject({
      id: toGlobalId('Address', 2),
      input: { city: 'Bath', postalCode: 'SW1A 1AA', country: 'US', streetAddress1: '2 Analytical Row' },
    });
    await waitFor(async () => expect((await cards())[1]).toHaveTextContent('BATH'));
  });

  it('deletes an address only once the shopper confirms', async () => {
    const server = profileServer({
      AccountAddressDelete: (variables) => {
        server.account.addresses = server.account.addresses.filter((a) => a.id !== variables.id);
        return { body: { data: { accountAddressDelete: { address: { id: variables.id }, errors: [] } } } };
      },
    });
    openProfile();
    const user = userEvent.setup();
    await user.click(within((await cards())[1]).getByRole('button', { name: /^Delete / }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveTextContent('2 Analytical Row');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(server.named('AccountAddressDelete')).toHaveLength(0);

    await user.click(within((await cards())[1]).getByRole('button', { name: /^Delete / }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this address?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete address' }));
    expect(await screen.findByText('Address deleted.')).toBeInTheDocument();
    expect(server.named('AccountAddressDelete')[0].variables).toEqual({ id: toGlobalId('Address', 2) });
    await waitFor(async () => expect(await cards()).toHaveLength(1));
  });

  it('makes an address the default shipping address; the mark moves', async () => {
    const server = profileServer({
      AccountSetDefaultAddress: (variables) => {
        server.account.defaultShippingAddress = { id: variables.id as string };
        return { body: { data: { accountSetDefaultAddress: { user: { id: 'u' }, errors: [] } } } };
      },
    });
    openProfile();
    const user = userEvent.setup();
    await user.click(within((await cards())[1]).getByRole('button', { name: /^Use for shipping/ }));
    expect(await screen.findByText('Default shipping address changed.')).toBeInTheDocument();
    expect(server.named('AccountSetDefaultAddress')[0].variables).toEqual({
      id: toGlobalId('Address', 2),
      type: 'SHIPPING',
    });
    await waitFor(async () => expect((await cards())[1]).toHaveTextContent('Default shipping'));
    const [first] = await cards();
    expect(first).not.toHaveTextContent('Default shipping');
    expect(first).toHaveTextContent('Default billing');
  });

  it('says why setting a default failed', async () => {
    profileServer({
      AccountSetDefaultAddress: {
        body: {
          data: {
            accountSetDefaultAddress: {
              user: null,
              errors: [{ field: 'id', code: 'INVALID', message: "The address doesn't belong to that user." }],
            },
          },
        },
      },
    });
    openProfile();
    await userEvent
      .setup()
      .click(within((await cards())[1]).getByRole('button', { name: /^Use for billing/ }));
    // An INVALID on a field the shopper never filled in: the operation's own text, not the server's.
    expect(await screen.findByText('Profile update failed')).toBeInTheDocument();
    expect(screen.queryByText("The address doesn't belong to that user.")).not.toBeInTheDocument();
  });
});
