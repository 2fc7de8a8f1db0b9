import type { Context } from '../graphql/context';
import { availablePaymentGateways } from '../payments/gateways';
import { toGlobalId } from '../graphql/ids';
import { allCountries, countryName } from './countries';
import type { AddressRow } from './store';
import { addressValidationData, type AddressValidationArgs } from './validationData';

/** Saleor's CountryDisplay for a country code. */
export const countryDisplay = (code: string) => ({ code, country: countryName(code) });

export const addressResolvers = {
  Query: {
    shop: () => ({}),
    // Open to anyone, as in Saleor: a country's address rules are public data.
    addressValidationRules: (_: unknown, args: AddressValidationArgs) => addressValidationData(args),
  },
  Shop: {
    countries: () => allCountries(),
    defaultCountry: (_: unknown, __: unknown, ctx: Context) => countryDisplay(ctx.config.defaultCountry),
    // The gateways of a currency, or of a channel's (the default channel's without either): how an
    // order placed unpaid finds a way to pay, with no checkout to ask.
    availablePaymentGateways: async (
      _: unknown,
      args: { currency?: string | null; channel?: string | null },
      ctx: Context,
    ) => availablePaymentGateways(args.currency ?? (await ctx.channel(args.channel)).currency),
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
