import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
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
  }),
});

export const { useShopCountriesQuery } = addressesApi;
