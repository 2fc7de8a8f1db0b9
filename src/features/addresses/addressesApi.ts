import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  AddressValidationRulesDocument,
  type AddressValidationRulesQuery,
  type AddressValidationRulesQueryVariables,
} from './AddressValidationRules.generated';
import {
  ShopCountriesDocument,
  type ShopCountriesQuery,
  type ShopCountriesQueryVariables,
} from './ShopCountries.generated';

export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    shopCountries: build.query<WithGraphQLErrors<ShopCountriesQuery>, ShopCountriesQueryVariables>({
      query: (variables) => ({ document: ShopCountriesDocument, variables }),
      // The shop's countries do not change during a visit: one request serves every address form.
      keepUnusedDataFor: 3600,
    }),
    addressValidationRules: build.query<
      WithGraphQLErrors<AddressValidationRulesQuery>,
      AddressValidationRulesQueryVariables
    >({
      query: (variables) => ({ document: AddressValidationRulesDocument, variables }),
      // A country's rules are Google's address data: they do not change during a visit either.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useShopCountriesQuery, useAddressValidationRulesQuery } = addressesApi;
