import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import zhCN from '../../../i18n/zh-CN.json';
import { addressValidationData } from '../../../server/src/addresses/validationData';
import { AddressForm } from '../../../src/features/addresses/AddressForm';
import { emptyAddressValues, type AddressValues } from '../../../src/features/addresses/addressValues';
import { createAppTheme } from '../../../src/lib/theme';
import { gqlData, mockGraphQL } from '../../support/network';
import { makeTestStore } from '../../support/store';

// The address form follows the chosen country's rules (Saleor's addressValidationRules, here the
// embedded service's answers, which carry Saleor's data): its fields in the country's order, its words
// for them, its required marks, its areas as a list named in the page's language, an example postal
// code; and what was typed stays when the country changes.

afterEach(() => jest.restoreAllMocks());

function mockShop() {
  return mockGraphQL({
    ShopCountries: gqlData({
      shop: {
        countries: [
          { code: 'CN', country: 'China' },
          { code: 'GB', country: 'United Kingdom' },
          { code: 'US', country: 'United States of America' },
        ],
        defaultCountry: { code: 'US', country: 'United States of America' },
      },
    }),
    AddressValidationRules: (variables) =>
      gqlData({
        addressValidationRules: addressValidationData(
          variables as unknown as Parameters<typeof addressValidationData>[0],
        ),
      }),
  });
}

function renderForm(locale: 'en' | 'zh-CN', initialValues: AddressValues = emptyAddressValues()) {
  const { store } = makeTestStore();
  const onSubmit = jest.fn<Promise<null>, [AddressValues]>(() => Promise.resolve(null));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        messages={locale === 'en' ? {} : (zhCN as Record<string, string>)}
        onError={() => undefined}
      >
        <ThemeProvider theme={createAppTheme('light')}>{children}</ThemeProvider>
      </IntlProvider>
    </Provider>
  );
  render(
    <AddressForm
      idPrefix="test"
      aria-label="Address"
      initialValues={initialValues}
      onSubmit={onSubmit}
      submitLabel={locale === 'en' ? 'Save' : '保存'}
      failureText="failed"
    />,
    { wrapper },
  );
  const form = screen.getByRole('form', { name: 'Address' });
  /** The fields' names in the order the form shows them (and a keyboard reaches them). */
  const order = () =>
    [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([aria-hidden]), select')].map(
      (element) => element.name,
    );
  return { form, onSubmit, order };
}

it('asks a Chinese shopper for a Chinese address from the province down, in Chinese', async () => {
  const api = mockShop();
  const { form, order } = renderForm('zh-CN');
  const user = userEvent.setup();
  const country = within(form).getByRole('combobox', { name: /^国家\/地区/ });
  // Country names in the page's language.
  await within(country).findByRole('option', { name: '中国' });
  await user.selectOptions(country, 'CN');

  const province = await within(form).findByRole('combobox', { name: /^省份/ });
  expect(province).toBeRequired();
  expect(within(province).getByRole('option', { name: '广东省' })).toHaveValue('广东省');
  expect(within(province).getByRole('option', { name: '北京市' })).toBeInTheDocument();
  expect(within(province).queryByRole('option', { name: 'Guangdong Sheng' })).not.toBeInTheDocument();
  // Family name first; then the postal code, province, city, district and street, as China writes them.
  expect(order()).toEqual([
    'lastName',
    'firstName',
    'companyName',
    'country',
    'postalCode',
    'countryArea',
    'city',
    'cityArea',
    'streetAddress1',
    'streetAddress2',
    'phone',
  ]);
  expect(within(form).getByRole('textbox', { name: /^区\/县/ })).not.toBeRequired();
  expect(within(form).getByRole('textbox', { name: /^邮政编码/ })).toHaveAccessibleDescription('例如 266033');
  expect(api.named('AddressValidationRules').map((request) => request.variables)).toEqual([
    { countryCode: 'US' },
    { countryCode: 'CN' },
  ]);
});

it('asks for an American state from its list and a ZIP code, and sends only what the US has', async () => {
  mockShop();
  const { form, order, onSubmit } = renderForm('en', { ...emptyAddressValues(), cityArea: 'Old district' });
  const user = userEvent.setup();
  const state = await within(form).findByRole('combobox', { name: /^State/ });
  expect(state).toBeRequired();
  expect(within(form).getByRole('textbox', { name: /^ZIP code/ })).toHaveAccessibleDescription(
    'For example 95014',
  );
  // The US format has no district.
  expect(order()).not.toContain('cityArea');
  expect(order().indexOf('countryArea')).toBeGreaterThan(order().indexOf('city'));

  await user.type(within(form).getByRole('textbox', { name: /^First name/ }), 'Ada');
  await user.type(within(form).getByRole('textbox', { name: /^Street address/ }), '1 Main St');
  await user.selectOptions(state, 'California');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    firstName: 'Ada',
    streetAddress1: '1 Main St',
    country: 'US',
    countryArea: 'CA',
    cityArea: '',
  });
});

it('keeps what still applies when the country changes, and asks each country once', async () => {
  const api = mockShop();
  const { form } = renderForm('en');
  const user = userEvent.setup();
  const country = within(form).getByRole('combobox', { name: /^Country/ });
  await user.selectOptions(await within(form).findByRole('combobox', { name: /^State/ }), 'CA');
  await user.type(within(form).getByRole('textbox', { name: /^Street address/ }), '1 Main St');

  await user.selectOptions(country, 'CN');
  const province = await within(form).findByRole('combobox', { name: /^Province/ });
  // The street stays; California is no Chinese province.
  expect(within(form).getByRole('textbox', { name: /^Street address/ })).toHaveValue('1 Main St');
  expect(province).toHaveValue('');
  expect(within(province).getByRole('option', { name: 'Guangdong Sheng' })).toHaveValue('广东省');

  // Britain has no list of counties: a free-text county, empty, and a postcode.
  await user.selectOptions(country, 'GB');
  const county = await within(form).findByRole('textbox', { name: /^County/ });
  expect(county).toHaveValue('');
  expect(county).not.toBeRequired();
  expect(within(form).getByRole('textbox', { name: /^City or town/ })).toBeRequired();

  // Back in the US, the state picked there is still chosen.
  await user.selectOptions(country, 'US');
  expect(await within(form).findByRole('combobox', { name: /^State/ })).toHaveValue('CA');
  expect(api.named('AddressValidationRules').map((request) => request.variables)).toEqual([
    { countryCode: 'US' },
    { countryCode: 'CN' },
    { countryCode: 'GB' },
  ]);
});

it('keeps a stored area the list does not know, for the server to judge', async () => {
  mockShop();
  const { form } = renderForm('en', {
    ...emptyAddressValues('US'),
    streetAddress1: '1 Main St',
    city: 'Springfield',
    countryArea: 'Springfield County',
  });
  const state = await within(form).findByRole('combobox', { name: /^State/ });
  expect(state).toHaveValue('Springfield County');
});
