import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import { failureOf } from '../../api/failure';
import type { AppDispatch, RootState } from '../../app/hooks';
import type { MoneyValue } from '../../components/common/Money';
import { selectCurrentUser } from '../../features/auth/authSlice';
import { cartApi } from '../../features/cart/cartApi';
import { cartFailure, cartFailureOf, cartMessages, type CartFailure } from '../../features/cart/cartFailures';
import { cutVariantId } from '../../features/cart/variantId';
import { selectConfig } from '../../lib/config';
import {
  PaymentTestProductsDocument,
  type PaymentTestProductsQuery,
  type PaymentTestProductsQueryVariables,
} from './PaymentTest.generated';
import { text } from './paymentTestMessages';
import { selectLanguageCode } from '../../features/locale';

// The throwaway checkout /payment-test pays: made with the cart's own endpoint, never stored as the cart.

const paymentTestApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    paymentTestProducts: build.query<
      WithGraphQLErrors<PaymentTestProductsQuery>,
      PaymentTestProductsQueryVariables
    >({
      query: (variables) => ({ document: PaymentTestProductsDocument, variables }),
    }),
  }),
});

export interface TestCheckout {
  token: string;
  productName: string;
  variantName: string;
  total: MoneyValue;
}

/** The first variant in stock in a throwaway checkout, with the logged-in shopper's email. */
export const createTestCheckout =
  () =>
  async (
    dispatch: AppDispatch,
    getState: () => RootState,
  ): Promise<{ checkout: TestCheckout } | { failure: CartFailure }> => {
    const { channel } = selectConfig(getState());
    const products = await dispatch(
      paymentTestApi.endpoints.paymentTestProducts.initiate(
        { channel },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (products.error) return { failure: cartFailure(products.error.message, cartMessages.fetchFailed) };
    const variant = products.data?.products?.edges
      .filter(({ node }) => node.isAvailableForPurchase !== false)
      .flatMap(({ node }) => node.variants ?? [])
      .find((v) => (v.quantityAvailable ?? 0) > 0);
    if (!variant) return { failure: { descriptor: text.noStock } };
    const created = await dispatch(
      cartApi.endpoints.cartCreate.initiate({
        channel,
        lines: [{ variantId: cutVariantId(variant.id), quantity: 1 }],
        email: selectCurrentUser(getState())?.email ?? null,
        languageCode: selectLanguageCode(getState()),
      }),
    );
    const failure = failureOf(created, (data) => data.checkoutCreate);
    const result = created.data?.checkoutCreate;
    const line = result?.checkout?.lines[0];
    if (failure || !result?.checkout || !line)
      return {
        failure: cartFailureOf(failure ?? { kind: 'graphql', errors: [] }, cartMessages.createFailed),
      };
    return {
      checkout: {
        token: result.checkout.token,
        productName: line.variant.product.name,
        variantName: line.variant.name,
        total: result.checkout.totalPrice.gross,
      },
    };
  };
