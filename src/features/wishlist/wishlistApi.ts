import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import {
  WishlistProductDocument,
  type WishlistProductQuery,
  type WishlistProductQueryVariables,
} from './WishlistProduct.generated';

export const wishlistApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    wishlistProduct: build.query<WithGraphQLErrors<WishlistProductQuery>, WishlistProductQueryVariables>({
      query: (variables) => ({ document: WishlistProductDocument, variables }),
    }),
  }),
});

export const { useWishlistProductQuery } = wishlistApi;

export type WishlistProduct = NonNullable<WishlistProductQuery['product']>;
export type WishlistVariant = NonNullable<WishlistProduct['variants']>[number];
