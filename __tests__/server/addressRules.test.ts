import { COUNTRY_RULES, DEFAULT_RULES } from '../../server/src/addresses/countryRules';
import { GRAPHQL_FIELD } from '../../server/src/addresses/validation';
import { removeDataDir, startService, type Service } from './harness';

// Saleor's addressValidationRules over HTTP: what a country's addresses need, open to anyone, in
// Saleor's shape and words, from the rules the service validates addresses with.

let service: Service;
beforeAll(async () => {
  service = await startService();
}, 60_000);
afterAll(async () => {
  await service.stop();
  removeDataDir(service);
});

const RULES = `query ($countryCode: CountryCode!, $countryArea: String, $city: String, $cityArea: String) {
  addressValidationRules(countryCode: $countryCode, countryArea: $countryArea, city: $city, cityArea: $cityArea) {
    countryCode countryName addressFormat addressLatinFormat allowedFields requiredFields upperFields
    countryAreaType countryAreaChoices { raw verbose } cityType cityChoices { raw verbose }
    cityAreaType cityAreaChoices { raw verbose } postalCodeType postalCodeMatchers postalCodeExamples
    postalCodePrefix } }`;

interface Choice {
  raw: string;
  verbose: string;
}
interface Rules {
  countryCode: string;
  countryName: string;
  addressFormat: string;
  addressLatinFormat: string;
  allowedFields: string[];
  requiredFields: string[];
  upperFields: string[];
  countryAreaType: string;
  countryAreaChoices: Choice[];
  cityType: string;
  cityChoices: Choice[];
  cityAreaType: string;
  cityAreaChoices: Choice[];
  postalCodeType: string;
  postalCodeMatchers: string[];
  postalCodeExamples: string[];
  postalCodePrefix: string;
}

const rules = (variables: Record<string, unknown>) =>
  service.gql<{ addressValidationRules: Rules | null }>(RULES, variables);

const sorted = (list: string[]) => [...list].sort();

describe('addressValidationRules', () => {
  it('asks a US address for its state and ZIP code, and lists the states, without logging in', async () => {
    const result = await rules({ countryCode: 'US' });
    expect(result.errors).toBeUndefined();
    const us = result.data!.addressValidationRules!;
    expect(us).toMatchObject({
      countryCode: 'US',
      countryName: 'UNITED STATES',
      addressFormat: '%N%n%O%n%A%n%C, %S %Z',
      addressLatinFormat: '%N%n%O%n%A%n%C, %S %Z',
      countryAreaType: 'state',
      cityType: 'city',
      cityAreaType: 'suburb',
      postalCodeType: 'zip',
      postalCodeExamples: ['95014', '22162-1010'],
      postalCodePrefix: '',
      cityChoices: [],
      cityAreaChoices: [],
    });
    expect(sorted(us.requiredFields)).toEqual(['city', 'countryArea', 'postalCode', 'streetAddress1']);
    expect(sorted(us.allowedFields)).toEqual(
      sorted([
        'name',
        'companyName',
        'streetAddress1',
        'streetAddress2',
        'city',
        'countryArea',
        'postalCode',
      ]),
    );
    expect(sorted(us.upperFields)).toEqual(['city', 'countryArea']);
    // Every state, district and territory, by its two-letter key.
    expect(us.countryAreaChoices).toHaveLength(62);
    expect(us.countryAreaChoices).toContainEqual({ raw: 'CA', verbose: 'California' });
    expect(us.countryAreaChoices).toContainEqual({ raw: 'DC', verbose: 'District of Columbia' });
    // The matcher is a regular expression the client can use as it is.
    const [matcher] = us.postalCodeMatchers;
    expect(new RegExp(matcher).test('94301')).toBe(true);
    expect(new RegExp(matcher).test('94301-1234')).toBe(true);
    expect(new RegExp(matcher).test('9430')).toBe(false);
  });

  it('narrows the postal code to the state given, by key or by name', async () => {
    for (const countryArea of ['CA', ' california ']) {
      const ca = (await rules({ countryCode: 'US', countryArea })).data!.addressValidationRules!;
      expect(ca.postalCodeMatchers).toHaveLength(2);
      expect(ca.postalCodeMatchers[1]).toBe('^9[0-5]|96[01]');
      expect(ca.postalCodeExamples).toEqual(['90000', '96199']);
    }
    const unknown = (await rules({ countryCode: 'US', countryArea: 'Atlantis' })).data!
      .addressValidationRules!;
    expect(unknown.postalCodeMatchers).toHaveLength(1);
    expect(unknown.postalCodeExamples).toEqual(['95014', '22162-1010']);
  });

  it('asks a British address for a postcode but no county', async () => {
    const gb = (await rules({ countryCode: 'GB' })).data!.addressValidationRules!;
    expect(sorted(gb.requiredFields)).toEqual(['city', 'postalCode', 'streetAddress1']);
    expect(gb.allowedFields).toContain('countryArea');
    expect(gb).toMatchObject({
      countryName: 'UNITED KINGDOM',
      countryAreaType: 'county',
      cityType: 'post_town',
      countryAreaChoices: [],
    });
    expect(sorted(gb.upperFields)).toEqual(['city', 'postalCode']);
    expect(new RegExp(gb.postalCodeMatchers[0]).test('SW1A 1AA')).toBe(true);
    expect(gb.postalCodeExamples).toContain('EC1Y 8SY');
  });

  it('lists Chinese provinces by their Chinese key, once per name', async () => {
    const cn = (await rules({ countryCode: 'CN' })).data!.addressValidationRules!;
    expect(sorted(cn.requiredFields)).toEqual(['city', 'countryArea', 'postalCode', 'streetAddress1']);
    expect(cn.addressLatinFormat).toBe('%N%n%O%n%A%n%D%n%C%n%S, %Z');
    expect(cn.countryAreaChoices.filter((choice) => choice.raw === '北京市')).toEqual([
      { raw: '北京市', verbose: 'Beijing Shi' },
      { raw: '北京市', verbose: '北京市' },
    ]);
  });

  it('answers a country it has no data for with the default rules: street and city', async () => {
    const ke = (await rules({ countryCode: 'KE' })).data!.addressValidationRules!;
    expect(ke).toMatchObject({ countryCode: 'KE', countryName: 'KENYA', countryAreaChoices: [] });
    expect(sorted(ke.requiredFields)).toEqual(['city', 'streetAddress1']);
    expect(ke.postalCodeMatchers).toEqual([]);
  });

  it("refuses the European Union and an unknown code, in Saleor's words", async () => {
    const eu = await rules({ countryCode: 'EU' });
    expect(eu.data).toEqual({ addressValidationRules: null });
    expect(eu.errors).toMatchObject([
      {
        message: 'Cannot validate address for EU country code.',
        path: ['addressValidationRules'],
        extensions: { exception: { code: 'GraphQLError' } },
      },
    ]);
    const unknown = await rules({ countryCode: 'XX' });
    // A code outside the CountryCode enum never reaches the resolver.
    expect(unknown.status).toBe(400);
    expect(unknown.data).toBeUndefined();
    expect(unknown.errors?.[0].message).toMatch(/Value "XX" does not exist in "CountryCode" enum/);
  });
});

it('lays out exactly the fields the validation keeps, for every country it knows and the default', () => {
  for (const country of [...Object.values(COUNTRY_RULES), DEFAULT_RULES]) {
    const laidOut = [...country.format.matchAll(/%([ADCSZ])/g)].map((match) => match[1]);
    const letter = { street_address: 'A', city_area: 'D', city: 'C', country_area: 'S', postal_code: 'Z' };
    expect(sorted(laidOut)).toEqual(sorted(country.allowed.map((field) => letter[field])));
    expect(country.required.every((field) => GRAPHQL_FIELD[field])).toBe(true);
  }
});
