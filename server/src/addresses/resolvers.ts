import type { Context } from '../graphql/context';
import { toGlobalId } from '../graphql/ids';
import { allCountries, countryName } from './countries';
import type { AddressRow } from './store';

/** Saleor's CountryDisplay for a country code. */
export const countryDisplay = (code: string) => ({ code, country: countryName(code) });

export const addressResolvers = {
  Query: {
    shop: () => ({}),
  },
  Shop: {
    countries: () => allCountries(),
    defaultCountry: (_: unknown, __: unknown, ctx: Context) => countryDisplay(ctx.config.defaultCountry),
  },
  Address: {
    id: (row: AddressRow) => toGlobalId('Address', row.id),
    firstName: (row: AddressRow) => row.first_name,
    lastName: (row: AddressRow) => row.last_name,
    companyName: (row: AddressRow) => row.company_name,
    streetAddress1: (row: AddressRow) => row.street_address_1,
    streetAddress2: (row: AddressRow) => row.street_address_2,
    city: (row: AddressRow) => row.city,
    cityArea: (row: AddressRow) => row.city_area,
    postalCode: (row: AddressRow) => row.postal_code,
    country: (row: AddressRow) => countryDisplay(row.country.trim()),
    countryArea: (row: AddressRow) => row.country_area,
    phone: (row: AddressRow) => row.phone,
    isDefaultShippingAddress: (row: AddressRow) => row.is_default_shipping ?? null,
    isDefaultBillingAddress: (row: AddressRow) => row.is_default_billing ?? null,
  },
};
