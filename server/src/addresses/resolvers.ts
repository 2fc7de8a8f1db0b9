import type { Resolvers } from '../graphql/generated/resolverTypes';
import { availablePaymentGateways } from '../payments/gateways';
import { toGlobalId } from '../graphql/ids';
import { allCountries, countryName } from './countries';
import { addressValidationData } from './validationData';

/** Saleor's CountryDisplay for a country code. */
export const countryDisplay = (code: string) => ({ code, country: countryName(code) });

/** The shop itself: its fields are answered from the configuration, so it has no row. */
export type ShopRoot = Record<string, never>;

export const addressResolvers: Resolvers = {
  Query: {
    shop: () => ({}),
    // Open to anyone, as in Saleor: a country's address rules are public data.
    addressValidationRules: (_, args) => addressValidationData(args),
  },
  Shop: {
    countries: () => allCountries(),
    defaultCountry: (_, __, ctx) => countryDisplay(ctx.config.defaultCountry),
    // The gateways of a currency, or of a channel's (the default channel's without either): how an
    // order placed unpaid finds a way to pay, with no checkout to ask.
    availablePaymentGateways: async (_, args, ctx) =>
      availablePaymentGateways(args.currency ?? (await ctx.channel(args.channel)).currency),
  },
  Address: {
    id: (row) => toGlobalId('Address', row.id),
    firstName: (row) => row.first_name,
    lastName: (row) => row.last_name,
    companyName: (row) => row.company_name,
    streetAddress1: (row) => row.street_address_1,
    streetAddress2: (row) => row.street_address_2,
    city: (row) => row.city,
    cityArea: (row) => row.city_area,
    postalCode: (row) => row.postal_code,
    country: (row) => countryDisplay(row.country.trim()),
    countryArea: (row) => row.country_area,
    phone: (row) => row.phone,
    isDefaultShippingAddress: (row) => row.is_default_shipping ?? null,
    isDefaultBillingAddress: (row) => row.is_default_billing ?? null,
  },
};
