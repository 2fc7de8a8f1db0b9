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

// The Guangdong city list as Saleor gives it: each city's key with its Latin and Chinese names.
const GUANGDONG_CITIES = [
  { raw: '广州市', verbose: 'Guangzhou Shi' },
  { raw: '广州市', verbose: '广州市' },
  { raw: '深圳市', verbose: 'Shenzhen Shi' },
  { raw: '深圳市', verbose: '深圳市' },
];
const SHENZHEN_DISTRICTS = [
  { raw: '南山区', verbose: 'Nanshan Qu' },
  { raw: '南山区', verbose: '南山区' },
];

/** The shop, whose Chinese rules list Guangdong's cities, held back until `release` is called. */
function mockChineseLists() {
  let release = () => undefined as void;
  const listed = new Promise<void>((resolve) => (release = resolve));
  const api = mockGraphQL({
    ShopCountries: gqlData({
      shop: {
        countries: [{ code: 'CN', country: 'China' }],
        defaultCountry: { code: 'CN', country: 'China' },
      },
    }),
    AddressValidationRules: async (variables) => {
      const rules = addressValidationData(
        variables as unknown as Parameters<typeof addressValidationData>[0],
      );
      if (variables.countryArea !== '广东省') return gqlData({ addressValidationRules: rules });
      await listed;
      return gqlData({
        addressValidationRules: {
          ...rules,
          cityChoices: GUANGDONG_CITIES,
          cityAreaChoices: variables.city === '深圳市' ? SHENZHEN_DISTRICTS : [],
        },
      });
    },
  });
  return { api, release };
}

it('keeps a city typed before its province’s list arrives, shown and sent until another is picked', async () => {
  const { api, release } = mockChineseLists();
  const { form, onSubmit } = renderForm('en');
  const user = userEvent.setup();
  const province = await within(form).findByRole('combobox', { name: /^Province/ });
  await user.type(within(form).getByRole('textbox', { name: /^City/ }), 'Shenzhen');
  await user.selectOptions(province, '广东省');
  await waitFor(() =>
    expect(api.named('AddressValidationRules').map((request) => request.variables)).toContainEqual({
      countryCode: 'CN',
      countryArea: '广东省',
    }),
  );
  release();

  // The list has "Shenzhen Shi", not "Shenzhen": what was typed stays chosen, beside the list.
  const city = await within(form).findByRole('combobox', { name: /^City/ });
  expect(city).toHaveValue('Shenzhen');
  expect(within(city).getByRole('option', { name: 'Shenzhen', selected: true })).toBeInTheDocument();
  expect(within(city).getByRole('option', { name: 'Shenzhen Shi' })).toHaveValue('深圳市');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ countryArea: '广东省', city: 'Shenzhen' });

  // Once the shopper picks from the list, the listed city is sent.
  await user.selectOptions(city, '深圳市');
  expect(city).toHaveValue('深圳市');
  expect(within(city).queryByRole('option', { name: 'Shenzhen' })).not.toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  expect(onSubmit.mock.calls[1][0]).toMatchObject({ countryArea: '广东省', city: '深圳市' });
});

it('chooses the listed city and district a typed or stored value names, in any case or script', async () => {
  const { release } = mockChineseLists();
  release();
  const { form, onSubmit } = renderForm('zh-CN', {
    ...emptyAddressValues('CN'),
    countryArea: 'guangdong sheng',
    city: 'shenzhen shi',
    cityArea: 'Nanshan Qu',
  });
  const user = userEvent.setup();
  expect(await within(form).findByRole('combobox', { name: /^省份/ })).toHaveValue('广东省');
  const city = await within(form).findByRole('combobox', { name: /^城市/ });
  expect(city).toHaveValue('深圳市');
  expect(within(city).getByRole('option', { name: '深圳市', selected: true })).toBeInTheDocument();
  expect(within(city).queryByRole('option', { name: 'shenzhen shi' })).not.toBeInTheDocument();
  expect(await within(form).findByRole('combobox', { name: /^区\/县/ })).toHaveValue('南山区');
  await user.click(within(form).getByRole('button', { name: '保存' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({
    countryArea: '广东省',
    city: '深圳市',
    cityArea: '南山区',
  });
});

it('keeps a province typed while the country’s rules load, though the list names none so', async () => {
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  mockGraphQL({
    ShopCountries: gqlData({
      shop: {
        countries: [{ code: 'CN', country: 'China' }],
        defaultCountry: { code: 'CN', country: 'China' },
      },
    }),
    AddressValidationRules: async (variables) => {
      await answered;
      return gqlData({
        addressValidationRules: addressValidationData(
          variables as unknown as Parameters<typeof addressValidationData>[0],
        ),
      });
    },
  });
  const { form, onSubmit } = renderForm('en');
  const user = userEvent.setup();
  await within(within(form).getByRole('combobox', { name: /^Country/ })).findByRole('option', {
    name: 'China',
  });
  await user.type(within(form).getByRole('textbox', { name: /^State/ }), 'Canton');
  answer();

  const province = await within(form).findByRole('combobox', { name: /^Province/ });
  expect(province).toHaveValue('Canton');
  await user.click(within(form).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  expect(onSubmit.mock.calls[0][0]).toMatchObject({ country: 'CN', countryArea: 'Canton' });
});
