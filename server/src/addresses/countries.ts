// The countries Saleor 3.23 knows (its CountryCode enum, in Saleor's order) and their English names.
// Names come from the runtime's CLDR data, with django-countries' wording where Saleor's differs.

export const COUNTRY_CODES: readonly string[] = [
  'AF AX AL DZ AS AD AO AI AQ AG AR AM AW AU AT AZ BS BH BD BB BY BE BZ BJ BM BT BO BQ BA BW BV BR',
  'IO BN BG BF BI CV KH CM CA KY CF TD CL CN CX CC CO KM CG CD CK CR CI HR CU CW CY CZ DK DJ DM DO',
  'EC EG SV GQ ER EE SZ ET EU FK FO FJ FI FR GF PF TF GA GM GE DE GH GI GR GL GD GP GU GT GG GN GW',
  'GY HT HM VA HN HK HU IS IN ID IR IQ IE IM IL IT JM JP JE JO KZ KE KI XK KW KG LA LV LB LS LR LY',
  'LI LT LU MO MG MW MY MV ML MT MH MQ MR MU YT MX FM MD MC MN ME MS MA MZ MM NA NR NP NL NC NZ NI',
  'NE NG NU NF KP MK MP NO OM PK PW PS PA PG PY PE PH PN PL PT PR QA RE RO RU RW BL SH KN LC MF PM',
  'VC WS SM ST SA SN RS SC SL SG SX SK SI SB SO ZA GS KR SS ES LK SD SR SJ SE CH SY TW TJ TZ TH TL',
  'TG TK TO TT TN TR TM TC TV UG UA AE GB UM US UY UZ VU VE VN VG VI WF EH YE ZM ZW',
]
  .join(' ')
  .split(' ');

const NAME_OVERRIDES: Record<string, string> = {
  US: 'United States of America',
  EU: 'European Union',
  UM: 'United States Minor Outlying Islands',
  VI: 'Virgin Islands (U.S.)',
  VG: 'Virgin Islands (British)',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

export const countryName = (code: string): string => NAME_OVERRIDES[code] ?? regionNames.of(code) ?? code;

const COUNTRY_SET = new Set(COUNTRY_CODES);

export const isCountryCode = (code: string): boolean => COUNTRY_SET.has(code);

/** Saleor's CountryDisplay: { code, country }, for every known country sorted by name. */
export const allCountries = () =>
  COUNTRY_CODES.map((code) => ({ code, country: countryName(code) })).sort((a, b) =>
    a.country.localeCompare(b.country, 'en'),
  );
