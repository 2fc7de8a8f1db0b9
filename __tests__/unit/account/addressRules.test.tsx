import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loggedInState } from '../../support/fixtures/session';
import { PRELOAD_TIMEOUT_MS, preloadAppModules, renderApp } from '../../support/render';
import { profileServer } from './profile/profileServer';

// The address form marks what the chosen country's rules require (Saleor's
// addressValidationRules.requiredFields): a US address needs its state and ZIP code.

beforeAll(() => preloadAppModules(), PRELOAD_TIMEOUT_MS);
jest.setTimeout(30_000);

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

// requiredFields as Saleor answers them (Google's address data), per country.
const REQUIRED: Record<string, string[]> = {
  US: ['streetAddress1', 'city', 'countryArea', 'postalCode'],
  GB: ['streetAddress1', 'city', 'postalCode'],
  CN: ['streetAddress1', 'city', 'countryArea', 'postalCode'],
  TW: ['streetAddress1', 'city', 'countryArea', 'postalCode'],
};

it('marks the fields the chosen country requires, and follows a change of country', async () => {
  const server = profileServer({
    ShopCountries: {
      body: {
        data: {
          shop: {
            countries: [
              { code: 'CN', country: 'China' },
              { code: 'GB', country: 'United Kingdom' },
              { code: 'US', country: 'United States of America' },
            ],
            defaultCountry: { code: 'US', country: 'United States of America' },
          },
        },
      },
    },
    AddressValidationRules: ({ countryCode }) => ({
      body: {
        data: {
          addressValidationRules: { countryCode, requiredFields: REQUIRED[countryCode as string] ?? [] },
        },
      },
    }),
  });
  renderApp('/profile', { preloadedState: loggedInState });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Add address' }));
  const form = screen.getByRole('form', { name: 'New address' });
  const field = (name: RegExp) => within(form).getByRole('textbox', { name });
  const country = within(form).getByRole('combobox', { name: /^Country/ });
  await waitFor(() => expect(country).toHaveValue('US'));

  // The United States: state and ZIP code are required, as the street and the city.
  await waitFor(() => expect(field(/^State, province or region/)).toBeRequired());
  expect(field(/^Postal code/)).toBeRequired();
  expect(field(/^Street address/)).toBeRequired();
  expect(field(/^City/)).toBeRequired();
  expect(country).toBeRequired();
  expect(field(/^District/)).not.toBeRequired();
  expect(field(/^Apartment/)).not.toBeRequired();
  expect(field(/^Company/)).not.toBeRequired();
  expect(field(/^Phone/)).not.toBeRequired();

  // The United Kingdom needs a postcode but no county.
  await user.selectOptions(country, 'GB');
  await waitFor(() => expect(field(/^State, province or region/)).not.toBeRequired());
  expect(field(/^Postal code/)).toBeRequired();
  expect(server.named('AddressValidationRules').map((request) => request.variables)).toEqual([
    { countryCode: 'US' },
    { countryCode: 'GB' },
  ]);
});
