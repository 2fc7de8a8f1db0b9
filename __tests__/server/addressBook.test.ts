import {
  authAs,
  DEMO,
  lastLink,
  login,
  mailTo,
  PERMISSION_DENIED,
  register,
  STOREFRONT,
  uniqueEmail,
  type AccountError,
} from './accountHelpers';
import { removeDataDir, startService, type Service } from './harness';

// A shop without email confirmation (ACCOUNT_CONFIRMATION=false) and with emailed tokens that last two
// seconds: registration logs in at once, links expire (the test moves the service's clock on rather
// than waiting). Then the address book and Saleor's address
// validation per country, through accountAddressCreate.

let service: Service;
beforeAll(async () => {
  service = await startService({
    env: { ACCOUNT_CONFIRMATION: 'false', ACCOUNT_TOKEN_TTL: '2' },
    clock: true,
  });
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const ADDRESS_FIELDS = `id firstName lastName companyName streetAddress1 streetAddress2 city cityArea postalCode
  country { code country } countryArea phone isDefaultShippingAddress isDefaultBillingAddress`;
const CREATE = `mutation ($input: AddressInput!, $type: AddressTypeEnum) {
  accountAddressCreate(input: $input, type: $type) {
    address { ${ADDRESS_FIELDS} } user { email defaultShippingAddress { id } defaultBillingAddress { id } addresses { id } }
    errors { field message code addressType } } }`;
const UPDATE = `mutation ($id: ID!, $input: AddressInput!) { accountAddressUpdate(id: $id, input: $input) {
  address { ${ADDRESS_FIELDS} } user { email } errors { field message code } } }`;
const DELETE = `mutation ($id: ID!) { accountAddressDelete(id: $id) {
  address { id city } user { addresses { id } defaultShippingAddress { id } } errors { field message code } } }`;
const SET_DEFAULT = `mutation ($id: ID!, $type: AddressTypeEnum!) { accountSetDefaultAddress(id: $id, type: $type) {
  user { defaultShippingAddress { id } defaultBillingAddress { id } } errors { field message code } } }`;

interface Address {
  id: string;
  city: string;
  cityArea: string;
  postalCode: string;
  countryArea: string;
  phone: string | null;
  country: { code: string; country: string };
  isDefaultShippingAddress: boolean | null;
  isDefaultBillingAddress: boolean | null;
  [key: string]: unknown;
}
interface Created {
  accountAddressCreate: {
    address: Address | null;
    user: {
      email: string;
      defaultShippingAddress: { id: string } | null;
      defaultBillingAddress: { id: string } | null;
      addresses: { id: string }[];
    } | null;
    errors: AccountError[];
  };
}

const PASSWORD = 'Plum-Orchard-77';
let shopper: Record<string, string>;
let other: Record<string, string>;

async function newShopper(name: string) {
  const email = uniqueEmail(name);
  expect(await register(service, { email, password: PASSWORD, firstName: 'Ada' })).toEqual({
    requiresConfirmation: false,
    errors: [],
  });
  return authAs(service, email, PASSWORD);
}

beforeAll(async () => {
  shopper = await newShopper('book.owner');
  other = await newShopper('book.other');
});

const create = async (input: Record<string, unknown>, type?: string, headers = shopper) =>
  (await service.gql<Created>(CREATE, { input, type }, headers)).data!.accountAddressCreate;

describe('accountRegister without email confirmation', () => {
  it('needs no redirect URL, sends no email, and the shopper logs in at once', async () => {
    const email = uniqueEmail('instant');
    expect(await register(service, { email, password: PASSWORD })).toEqual({
      requiresConfirmation: false,
      errors: [],
    });
    expect(await mailTo(service, email)).toEqual([]);
    const logged = await login(service, email, PASSWORD);
    expect(logged.errors).toEqual([]);
    // As in Saleor, the account stays unconfirmed; the shop just does not ask for it.
    expect(logged.user).toMatchObject({ email, isConfirmed: false });
  });

  it('still checks the password and hides a known email', async () => {
    expect(
      (await register(service, { email: uniqueEmail('weak'), password: '1234' })).errors.map((e) => e.code),
    ).toEqual(['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_COMMON', 'PASSWORD_ENTIRELY_NUMERIC']);
    expect(await register(service, { email: DEMO.email, password: PASSWORD })).toEqual({
      requiresConfirmation: false,
      errors: [],
    });
    expect((await login(service, DEMO.email, DEMO.password)).errors).toEqual([]);
  });

  it('expires an emailed reset link after ACCOUNT_TOKEN_TTL', async () => {
    const email = uniqueEmail('expiring');
    await register(service, { email, password: PASSWORD });
    await service.gql(
      'mutation ($email: String!, $url: String!) { requestPasswordReset(email: $email, redirectUrl: $url) { errors { code } } }',
      { email, url: `${STOREFRONT}/account/reset` },
    );
    const { mail, token } = await lastLink(service, email);
    expect(mail.text).toContain('2 seconds');
    service.advanceClock(2500);
    const { data } = await service.gql<{ setPassword: { token: string | null; errors: AccountError[] } }>(
      `mutation ($email: String!, $token: String!) { setPassword(email: $email, token: $token, password: "Quince-Harbour-42") {
        token errors { field message code } } }`,
      { email, token },
    );
    expect(data!.setPassword).toEqual({
      token: null,
      errors: [{ field: 'token', message: 'Invalid or expired token.', code: 'INVALID' }],
    });
  });
});

describe('shop countries', () => {
  it("lists Saleor's countries by name and the default country", async () => {
    const { data } = await service.gql<{
      shop: {
        countries: { code: string; country: string }[];
        defaultCountry: { code: string; country: string };
      };
    }>('{ shop { countries { code country } defaultCountry { code country } } }');
    const { countries, defaultCountry } = data!.shop;
    expect(countries).toHaveLength(251);
    expect(countries).toContainEqual({ code: 'TW', country: 'Taiwan' });
    expect(countries).toContainEqual({ code: 'CN', country: 'China' });
    expect(countries).toContainEqual({ code: 'GB', country: 'United Kingdom' });
    const names = countries.map((c) => c.country);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(names);
    expect(defaultCountry).toEqual({ code: 'US', country: 'United States of America' });
  });
});

describe('the address book', () => {
  it('needs a logged-in user: a visitor gets PermissionDenied', async () => {
    const id = Buffer.from('Address:1').toString('base64');
    for (const [query, variables, field] of [
      [CREATE, { input: { country: 'DE' } }, 'accountAddressCreate'],
      [UPDATE, { id, input: { city: 'Berlin' } }, 'accountAddressUpdate'],
      [DELETE, { id }, 'accountAddressDelete'],
      [SET_DEFAULT, { id, type: 'SHIPPING' }, 'accountSetDefaultAddress'],
    ] as const) {
      const result = await service.gql(query, variables);
      expect(result.data).toEqual({ [field]: null });
      expect(result.errors?.[0]).toMatchObject(PERMISSION_DENIED);
    }
  });

  it('creates, sets defaults, updates in part, and deletes addresses', async () => {
    const home = await create(
      {
        firstName: 'Ada',
        lastName: 'Lovelace',
        streetAddress1: 'Unter den Linden 77',
        city: 'Berlin',
        postalCode: '10117',
        country: 'DE',
        phone: '030 1234567',
      },
      'SHIPPING',
    );
    expect(home.errors).toEqual([]);
    expect(home.address).toMatchObject({
      city: 'Berlin',
      postalCode: '10117',
      country: { code: 'DE', country: 'Germany' },
      phone: '+49301234567',
      companyName: '',
      isDefaultShippingAddress: true,
      isDefaultBillingAddress: false,
    });
    expect(home.user!.defaultShippingAddress).toEqual({ id: home.address!.id });
    expect(home.user!.defaultBillingAddress).toBeNull();

    const office = await create({
      streetAddress1: '1 Main Street',
      city: 'Springfield',
      postalCode: '62701',
      country: 'US',
      countryArea: 'Illinois',
    });
    expect(office.errors).toEqual([]);
    expect(office.address).toMatchObject({ isDefaultShippingAddress: false, countryArea: 'IL' });
    expect(office.user!.addresses).toHaveLength(2);

    type SetDefault = {
      accountSetDefaultAddress: {
        user: {
          defaultShippingAddress: { id: string } | null;
          defaultBillingAddress: { id: string } | null;
        } | null;
        errors: AccountError[];
      };
    };
    const billing = await service.gql<SetDefault>(
      SET_DEFAULT,
      { id: office.address!.id, type: 'BILLING' },
      shopper,
    );
    expect(billing.data!.accountSetDefaultAddress).toEqual({
      user: {
        defaultShippingAddress: { id: home.address!.id },
        defaultBillingAddress: { id: office.address!.id },
      },
      errors: [],
    });

    type Updated = { accountAddressUpdate: { address: Address | null; errors: AccountError[] } };
    const moved = await service.gql<Updated>(
      UPDATE,
      { id: office.address!.id, input: { city: 'Chicago', postalCode: '60601' } },
      shopper,
    );
    expect(moved.data!.accountAddressUpdate.errors).toEqual([]);
    expect(moved.data!.accountAddressUpdate.address).toMatchObject({
      id: office.address!.id,
      streetAddress1: '1 Main Street',
      city: 'CHICAGO',
      postalCode: '60601',
      countryArea: 'IL',
      isDefaultBillingAddress: true,
    });
    const invalid = await service.gql<Updated>(
      UPDATE,
      { id: office.address!.id, input: { postalCode: '90210' } },
      shopper,
    );
    expect(invalid.data!.accountAddressUpdate).toEqual({
      address: null,
      user: null,
      errors: [{ field: 'postalCode', message: 'This value is not valid for the address.', code: 'INVALID' }],
    });

    type Deleted = {
      accountAddressDelete: {
        address: { id: string; city: string } | null;
        user: { addresses: { id: string }[]; defaultShippingAddress: { id: string } | null } | null;
        errors: AccountError[];
      };
    };
    const deleted = await service.gql<Deleted>(DELETE, { id: home.address!.id }, shopper);
    expect(deleted.data!.accountAddressDelete).toEqual({
      address: { id: home.address!.id, city: 'Berlin' },
      user: { addresses: [{ id: office.address!.id }], defaultShippingAddress: null },
      errors: [],
    });
  });

  it("refuses someone else's address and unknown or malformed ids", async () => {
    const theirs = await create(
      { streetAddress1: 'Baker Street 221b', city: 'London', postalCode: 'NW1 6XE', country: 'GB' },
      undefined,
      other,
    );
    expect(theirs.errors).toEqual([]);
    const id = theirs.address!.id;
    for (const [query, variables, field] of [
      [UPDATE, { id, input: { city: 'Leeds' } }, 'accountAddressUpdate'],
      [DELETE, { id }, 'accountAddressDelete'],
    ] as const) {
      const result = await service.gql(query, variables, shopper);
      expect(result.data).toEqual({ [field]: null });
      expect(result.errors?.[0]).toMatchObject({
        message: 'To access this path, you need one of the following permissions: MANAGE_USERS, OWNER',
        extensions: { exception: { code: 'PermissionDenied' } },
      });
    }
    const setDefault = await service.gql<{ accountSetDefaultAddress: { errors: AccountError[] } }>(
      SET_DEFAULT,
      { id, type: 'SHIPPING' },
      shopper,
    );
    expect(setDefault.data!.accountSetDefaultAddress.errors).toEqual([
      { field: 'id', message: "The address doesn't belong to that user.", code: 'INVALID' },
    ]);

    const missing = Buffer.from('Address:999999').toString('base64');
    const notFound = await service.gql<{ accountAddressUpdate: { errors: AccountError[] } }>(
      UPDATE,
      { id: missing, input: { city: 'x' } },
      shopper,
    );
    expect(notFound.data!.accountAddressUpdate.errors).toEqual([
      { field: 'id', message: `Couldn't resolve to a node: ${missing}`, code: 'NOT_FOUND' },
    ]);
    const wrongType = Buffer.from('Checkout:1').toString('base64');
    const malformed = await service.gql<{ accountAddressDelete: { errors: AccountError[] } }>(
      DELETE,
      { id: wrongType },
      shopper,
    );
    expect(malformed.data!.accountAddressDelete.errors).toEqual([
      {
        field: 'id',
        message: `Invalid ID: ${wrongType}. Expected: Address, received: Checkout.`,
        code: 'GRAPHQL_ERROR',
      },
    ]);
  });
});

describe("Saleor's address validation per country", () => {
  const base = { firstName: 'Test', lastName: 'Shopper', streetAddress1: '1 Test Road' };
  const valid: [string, Record<string, string>, Record<string, string>][] = [
    ['CN', { city: '北京市', countryArea: 'Beijing Shi', postalCode: '100096' }, { countryArea: '北京市' }],
    ['CN', { city: '广州市', countryArea: '广东省', postalCode: '510000' }, { countryArea: '广东省' }],
    ['TW', { city: '大安區', countryArea: 'Taipei City', postalCode: '10617' }, { countryArea: '台北市' }],
    ['TW', { city: '西屯區', countryArea: '台中市', postalCode: '407' }, { countryArea: '台中市' }],
    [
      'US',
      { city: 'New York', countryArea: 'new york', postalCode: '10001-1234' },
      { city: 'NEW YORK', countryArea: 'NY' },
    ],
    ['US', { city: 'Palo Alto', countryArea: 'CA', postalCode: '94301' }, { countryArea: 'CA' }],
    ['GB', { city: 'London', postalCode: 'sw1a 1aa' }, { city: 'LONDON', postalCode: 'SW1A 1AA' }],
    [
      'DE',
      { city: 'München', postalCode: '80331', countryArea: 'Bayern' },
      { city: 'München', countryArea: '' },
    ],
    [
      'JP',
      { city: '渋谷区', countryArea: 'Tokyo', postalCode: '150-0002' },
      { countryArea: '東京都', city: '渋谷区' },
    ],
    ['JP', { countryArea: '大阪府', postalCode: '5300001' }, { countryArea: '大阪府', city: '' }],
    ['FR', { city: 'Paris', postalCode: '75001' }, { city: 'PARIS', postalCode: '75001' }],
    [
      'CA',
      {
        streetAddress1: '1 rue Sainte-Catherine',
        city: 'Montréal',
        countryArea: 'Québec',
        postalCode: 'h3z 2y7',
      },
      {
        streetAddress1: '1 RUE SAINTE-CATHERINE',
        city: 'MONTRÉAL',
        countryArea: 'QC',
        postalCode: 'H3Z 2Y7',
      },
    ],
    ['AU', { city: 'Sydney', countryArea: 'New South Wales', postalCode: '2000' }, { countryArea: 'NSW' }],
    [
      'HK',
      { city: '中環', countryArea: 'Hong Kong Island', postalCode: '999077' },
      { countryArea: '香港島', postalCode: '' },
    ],
    ['KE', { city: 'Nairobi' }, { city: 'Nairobi', postalCode: '' }],
  ];
  it.each(valid)('accepts a valid %s address and normalises it', async (country, fields, expected) => {
    const result = await create({ ...base, country, ...fields });
    expect(result.errors).toEqual([]);
    expect(result.address).toMatchObject({ ...expected, country: { code: country } });
  });

  const invalid: [string, string, Record<string, string>, [string, string][]][] = [
    [
      'CN',
      'a five-digit postal code',
      { city: '北京市', countryArea: '北京市', postalCode: '10009' },
      [['postalCode', 'INVALID']],
    ],
    [
      'CN',
      'an unknown province',
      { city: '北京市', countryArea: 'Atlantis', postalCode: '100096' },
      [['countryArea', 'INVALID']],
    ],
    ['CN', 'no province', { city: '北京市', postalCode: '100096' }, [['countryArea', 'REQUIRED']]],
    [
      'TW',
      'a postal code of another city',
      { city: '大安區', countryArea: '台北市', postalCode: '40001' },
      [['postalCode', 'INVALID']],
    ],
    [
      'TW',
      'an unknown county',
      { city: 'x', countryArea: 'Gotham', postalCode: '100' },
      [['countryArea', 'INVALID']],
    ],
    [
      'US',
      'a New York ZIP in California',
      { city: 'LA', countryArea: 'CA', postalCode: '10001' },
      [['postalCode', 'INVALID']],
    ],
    [
      'US',
      'a four-digit ZIP',
      { city: 'Boston', countryArea: 'MA', postalCode: '0211' },
      [['postalCode', 'INVALID']],
    ],
    [
      'US',
      'an unknown state',
      { city: 'x', countryArea: 'Narnia', postalCode: '10001' },
      [['countryArea', 'INVALID']],
    ],
    [
      'US',
      'nothing but the country',
      {},
      [
        ['countryArea', 'REQUIRED'],
        ['city', 'REQUIRED'],
        ['postalCode', 'REQUIRED'],
      ],
    ],
    ['GB', 'a numeric postcode', { city: 'London', postalCode: '12345' }, [['postalCode', 'INVALID']]],
    ['GB', 'no postcode', { city: 'London' }, [['postalCode', 'REQUIRED']]],
    ['DE', 'a four-digit postal code', { city: 'Berlin', postalCode: '1011' }, [['postalCode', 'INVALID']]],
    ['DE', 'no city', { postalCode: '10115' }, [['city', 'REQUIRED']]],
    [
      'JP',
      'an Osaka postal code in Tokyo',
      { countryArea: '東京都', postalCode: '530-0001' },
      [['postalCode', 'INVALID']],
    ],
    [
      'JP',
      'an unknown prefecture',
      { countryArea: 'Edo', postalCode: '100-0001' },
      [['countryArea', 'INVALID']],
    ],
    [
      'JP',
      'a malformed postal code',
      { countryArea: 'Tokyo', postalCode: '1000-001' },
      [['postalCode', 'INVALID']],
    ],
    ['FR', 'no city', { postalCode: '75001' }, [['city', 'REQUIRED']]],
    ['FR', 'a four-digit postal code', { city: 'Paris', postalCode: '7500' }, [['postalCode', 'INVALID']]],
    [
      'CA',
      'an Ontario postal code in Quebec',
      { city: 'Montréal', countryArea: 'QC', postalCode: 'M5V 2T6' },
      [['postalCode', 'INVALID']],
    ],
    [
      'AU',
      'a Victorian postcode in Queensland',
      { city: 'Brisbane', countryArea: 'QLD', postalCode: '3000' },
      [['postalCode', 'INVALID']],
    ],
    ['HK', 'no area', { city: '中環' }, [['countryArea', 'REQUIRED']]],
  ];
  it.each(invalid)('refuses a %s address with %s', async (country, _what, fields, expected) => {
    const result = await create({ ...base, country, ...fields }, 'BILLING');
    expect(result.address).toBeNull();
    expect(result.errors.map((e) => [e.field, e.code])).toEqual(expected);
    for (const error of result.errors) {
      expect(error.message).toBe(
        error.code === 'REQUIRED' ? 'This field is required.' : 'This value is not valid for the address.',
      );
      expect(error.addressType).toBe('BILLING');
    }
  });

  it('requires a street address and a country, and checks phone numbers', async () => {
    const noStreet = await create({ country: 'DE', city: 'Berlin', postalCode: '10115' });
    expect(noStreet.errors).toEqual([
      { field: 'streetAddress1', message: 'This field is required.', code: 'REQUIRED', addressType: null },
    ]);
    const noCountry = await create({ ...base, city: 'Berlin', postalCode: '10115' });
    expect(noCountry.errors).toEqual([
      { field: 'country', message: 'This field is required.', code: 'REQUIRED', addressType: null },
    ]);
    const phone = await create({
      ...base,
      country: 'DE',
      city: 'Berlin',
      postalCode: '10115',
      phone: 'call me',
    });
    expect(phone.errors).toEqual([
      {
        field: 'phone',
        message: "'call me' is not a valid phone number.",
        code: 'INVALID',
        addressType: null,
      },
    ]);
  });
});
