import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  ProductDetailsDocument,
  type ProductDetailsQuery,
  type ProductDetailsQueryVariables,
} from './ProductDetails.generated';

export const productApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    productDetails: build.query<WithGraphQLErrors<ProductDetailsQuery>, ProductDetailsQueryVariables>({
      query: (variables) => ({ document: ProductDetailsDocument, variables }),
    }),
  }),
});

export const { useProductDetailsQuery } = productApi;

export type ProductDetail = NonNullable<ProductDetailsQuery['product']>;
export type ProductVariant = NonNullable<ProductDetail['variants']>[number];
