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

  it("lists Taiwan's cities and counties by their Chinese key, with their English names", async () => {
    const tw = (await rules({ countryCode: 'TW' })).data!.addressValidationRules!;
    expect(tw).toMatchObject({
      countryName: 'TAIWAN',
      addressFormat: '%Z%n%S%C%n%A%n%O%n%N',
      countryAreaType: 'county',
      postalCodeType: 'postal',
    });
    expect(sorted(tw.requiredFields)).toEqual(['city', 'countryArea', 'postalCode', 'streetAddress1']);
    expect(new Set(tw.countryAreaChoices.map((choice) => choice.raw)).size).toBe(22);
    expect(tw.countryAreaChoices.filter((choice) => choice.raw === '台北市')).toEqual([
      { raw: '台北市', verbose: 'Taipei City' },
      { raw: '台北市', verbose: '台北市' },
    ]);
    expect(tw.countryAreaChoices).toContainEqual({ raw: '新北市', verbose: '新北市' });
    // A county narrows the postal codes to its own.
    const taipei = (await rules({ countryCode: 'TW', countryArea: 'Taipei City' })).data!
      .addressValidationRules!;
    expect(taipei.postalCodeMatchers).toEqual(['^\\d{3}(\\d{2})?$', '^1[01]']);
    expect(taipei.postalCodeExamples).toEqual(['100', '119']);
  });

  it("lists Hong Kong's areas and asks for no postal code", async () => {
    const hk = (await rules({ countryCode: 'HK' })).data!.addressValidationRules!;
    expect(hk).toMatchObject({
      countryName: 'HONG KONG',
      addressFormat: '%S%n%C%n%A%n%O%n%N',
      addressLatinFormat: '%N%n%O%n%A%n%C%n%S',
      countryAreaType: 'area',
      cityType: 'district',
      postalCodeMatchers: [],
      postalCodeExamples: [],
    });
    expect(sorted(hk.requiredFields)).toEqual(['countryArea', 'streetAddress1']);
    expect(hk.allowedFields).not.toContain('postalCode');
    expect(hk.countryAreaChoices).toEqual([
      { raw: '九龍', verbose: 'Kowloon' },
      { raw: '九龍', verbose: '九龍' },
      { raw: '香港島', verbose: 'Hong Kong Island' },
      { raw: '香港島', verbose: '香港島' },
      { raw: '新界', verbose: 'New Territories' },
      { raw: '新界', verbose: '新界' },
    ]);
  });

  it('lists the provinces of Canada in English and French, and of Australia its states', async () => {
    const ca = (await rules({ countryCode: 'CA' })).data!.addressValidationRules!;
    expect(ca).toMatchObject({
      countryName: 'CANADA',
      addressFormat: '%N%n%O%n%A%n%C %S %Z',
      countryAreaType: 'province',
      postalCodeType: 'postal',
      postalCodeExamples: ['H3Z 2Y7', 'V8X 3X4', 'T0L 1K0', 'T0H 1A0', 'K1A 0B1'],
    });
    expect(sorted(ca.requiredFields)).toEqual(['city', 'countryArea', 'postalCode', 'streetAddress1']);
    expect(ca.countryAreaChoices.filter((choice) => choice.raw === 'QC')).toEqual([
      { raw: 'QC', verbose: 'Quebec' },
      { raw: 'QC', verbose: 'Québec' },
    ]);
    expect(new RegExp(ca.postalCodeMatchers[0]).test('H3Z 2Y7')).toBe(true);
    const quebec = (await rules({ countryCode: 'CA', countryArea: 'Québec' })).data!.addressValidationRules!;
    expect(quebec.postalCodeMatchers[1]).toBe('^G|H|J|K1A');

    const au = (await rules({ countryCode: 'AU' })).data!.addressValidationRules!;
    expect(au).toMatchObject({
      countryName: 'AUSTRALIA',
      addressFormat: '%O%n%N%n%A%n%C %S %Z',
      countryAreaType: 'state',
      cityType: 'suburb',
      postalCodeExamples: ['2060', '3171', '6430', '4000', '4006', '3001'],
    });
    expect(au.countryAreaChoices.map((choice) => choice.raw)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ]);
    expect(au.countryAreaChoices).toContainEqual({ raw: 'NSW', verbose: 'New South Wales' });
  });

  it('asks a French address for its postal code before the city, and a German one likewise', async () => {
    const fr = (await rules({ countryCode: 'FR' })).data!.addressValidationRules!;
    expect(fr).toMatchObject({
      countryName: 'FRANCE',
      addressFormat: '%O%n%N%n%A%n%Z %C %X',
      countryAreaChoices: [],
      postalCodeExamples: ['33380', '34092', '33506'],
    });
    expect(sorted(fr.requiredFields)).toEqual(['city', 'postalCode', 'streetAddress1']);
    expect(fr.allowedFields).not.toContain('countryArea');
    const de = (await rules({ countryCode: 'DE' })).data!.addressValidationRules!;
    expect(de).toMatchObject({ countryName: 'GERMANY', addressFormat: '%N%n%O%n%D%n%A%n%Z %C' });
    expect(sorted(de.requiredFields)).toEqual(['city', 'postalCode', 'streetAddress1']);
  });

  it('lists the prefectures of Japan and asks for the postal code first', async () => {
    const jp = (await rules({ countryCode: 'JP' })).data!.addressValidationRules!;
    expect(jp).toMatchObject({
      countryName: 'JAPAN',
      addressFormat: '〒%Z%n%S%n%C%n%A%n%O%n%N',
      countryAreaType: 'prefecture',
    });
    expect(sorted(jp.requiredFields)).toEqual(['countryArea', 'postalCode', 'streetAddress1']);
    expect(new Set(jp.countryAreaChoices.map((choice) => choice.raw)).size).toBe(47);
    expect(jp.countryAreaChoices).toContainEqual({ raw: '東京都', verbose: 'Tokyo' });
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
