import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { baseApi, type WithGraphQLErrors } from '../../api/baseApi';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { checkoutIdFromToken } from '../../lib/globalId';
import {
  CART_TAG,
  cachedVoucherCode,
  checkoutAnswered,
  languageOf,
  noticeDroppedVoucher,
  noticeReplacedVoucher,
  otherLanguageViews,
  sendInLanguage,
  viewTag,
  voucherDropped,
  voucherReplaced,
  type InLanguage,
} from '../checkout';
import {
  CartCheckoutDocument,
  CartCreateDocument,
  CartLinesAddDocument,
  CartLinesDeleteDocument,
  CartLinesUpdateDocument,
  CheckoutAddPromoCodeDocument,
  CheckoutRemovePromoCodeDocument,
  type CartCheckoutFragment,
  type CartCheckoutQuery,
  type CartCheckoutQueryVariables,
  type CartCreateMutation,
  type CartCreateMutationVariables,
  type CartLinesAddMutation,
  type CartLinesAddMutationVariables,
  type CartLinesDeleteMutation,
  type CartLinesDeleteMutationVariables,
  type CartLinesUpdateMutation,
  type CartLinesUpdateMutationVariables,
  type CheckoutAddPromoCodeMutation,
  type CheckoutAddPromoCodeMutationVariables,
  type CheckoutRemovePromoCodeMutation,
  type CheckoutRemovePromoCodeMutationVariables,
} from './Cart.generated';

// The cart's operations. Each mutation answers with the cart itself, which holds the checkout page's
// view too: the cart page, the header's count and the checkout page take it from the answer, and none
// of them asks for it again. Names come in the shopper's language (checkout/inLanguage.ts).

type CartAnswer = { checkout: CartCheckoutFragment | null } | null | undefined;

/** The promo code of the cart as the pages last saw it (its cart view, else its checkout view). */
function voucherCodeBefore(state: unknown, id: string, languageCode: LanguageCodeEnum) {
  const cart = cartApi.endpoints.cartCheckout.select({ id, languageCode })(state as never)?.data?.checkout;
  return cart ? cart.voucherCode : cachedVoucherCode(state, id, languageCode);
}

/**
 * Puts a cart mutation's answer where the pages read the cart, in the language it was asked in. A
 * change that made Saleor drop the cart's promo code (its conditions no longer met) is said in a
 * notice, unless the shopper removed the code (`codeRemoval`); so is a code replaced by another (one
 * voucher per checkout).
 */
async function takeAnswer(
  queryFulfilled: Promise<{ data: unknown }>,
  answerOf: (data: never) => CartAnswer,
  api: { dispatch: ThunkDispatch<unknown, unknown, UnknownAction>; getState: () => unknown },
  args: { id?: string | number; languageCode?: LanguageCodeEnum },
  codeRemoval = false,
) {
  const { dispatch } = api;
  const languageCode = languageOf(args, api.getState);
  const before =
    codeRemoval || args.id === undefined
      ? null
      : voucherCodeBefore(api.getState(), String(args.id), languageCode);
  const checkout = await queryFulfilled.then(
    ({ data }) => answerOf(data as never)?.checkout,
    () => null,
  );
  if (!checkout) return;
  if (voucherDropped(before, checkout)) dispatch(noticeDroppedVoucher(before));
  else if (voucherReplaced(before, checkout))
    dispatch(noticeReplacedVoucher(before, checkout.voucherCode as string));
  dispatch(
    cartApi.util.upsertQueryEntries([
      {
        endpointName: 'cartCheckout',
        arg: { id: checkoutIdFromToken(checkout.token), languageCode },
        value: { checkout },
      },
    ]),
  );
  dispatch(checkoutAnswered(checkout, languageCode));
  dispatch(baseApi.util.invalidateTags(otherLanguageViews(languageCode, ['cart', 'details'])));
}

export const cartApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cartCheckout: build.query<WithGraphQLErrors<CartCheckoutQuery>, CartCheckoutQueryVariables>({
      query: (variables) => ({ document: CartCheckoutDocument, variables }),
      providesTags: (_result, _error, { languageCode }) => [CART_TAG, viewTag('cart', languageCode)],
    }),
    cartCreate: build.mutation<
      WithGraphQLErrors<CartCreateMutation>,
      InLanguage<CartCreateMutationVariables>
    >({
      queryFn: sendInLanguage<CartCreateMutation>(CartCreateDocument),
      onQueryStarted: (args, api) =>
        takeAnswer(api.queryFulfilled, (data: CartCreateMutation) => data.checkoutCreate, api, args),
    }),
    cartLinesAdd: build.mutation<
      WithGraphQLErrors<CartLinesAddMutation>,
      InLanguage<CartLinesAddMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesAddMutation>(CartLinesAddDocument),
      onQueryStarted: (args, api) =>
        takeAnswer(api.queryFulfilled, (data: CartLinesAddMutation) => data.checkoutLinesAdd, api, args),
    }),
    cartLinesUpdate: build.mutation<
      WithGraphQLErrors<CartLinesUpdateMutation>,
      InLanguage<CartLinesUpdateMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesUpdateMutation>(CartLinesUpdateDocument),
      // A quantity stepper that just settled shows the server's quantity at once.
      onQueryStarted: (args, api) =>
        takeAnswer(
          api.queryFulfilled,
          (data: CartLinesUpdateMutation) => data.checkoutLinesUpdate,
          api,
          args,
        ),
    }),
    cartLinesDelete: build.mutation<
      WithGraphQLErrors<CartLinesDeleteMutation>,
      InLanguage<CartLinesDeleteMutationVariables>
    >({
      queryFn: sendInLanguage<CartLinesDeleteMutation>(CartLinesDeleteDocument),
      onQueryStarted: (args, api) =>
        takeAnswer(
          api.queryFulfilled,
          (data: CartLinesDeleteMutation) => data.checkoutLinesDelete,
          api,
          args,
        ),
    }),
    // A voucher or a gift card: Saleor tells them apart. The answer is the whole cart again.
    checkoutAddPromoCode: build.mutation<
      WithGraphQLErrors<CheckoutAddPromoCodeMutation>,
      InLanguage<CheckoutAddPromoCodeMutationVariables>
    >({
      queryFn: sendInLanguage<CheckoutAddPromoCodeMutation>(CheckoutAddPromoCodeDocument),
      onQueryStarted: (args, api) =>
        takeAnswer(
          api.queryFulfilled,
          (data: CheckoutAddPromoCodeMutation) => data.checkoutAddPromoCode,
          api,
          args,
        ),
    }),
    checkoutRemovePromoCode: build.mutation<
      WithGraphQLErrors<CheckoutRemovePromoCodeMutation>,
      InLanguage<CheckoutRemovePromoCodeMutationVariables>
    >({
      queryFn: sendInLanguage<CheckoutRemovePromoCodeMutation>(CheckoutRemovePromoCodeDocument),
      onQueryStarted: (args, api) =>
        takeAnswer(
          api.queryFulfilled,
          (data: CheckoutRemovePromoCodeMutation) => data.checkoutRemovePromoCode,
          api,
          args,
          true,
        ),
    }),
  }),
});

export const {
  useCartCheckoutQuery,
  useCartLinesUpdateMutation,
  useCartLinesDeleteMutation,
  useCheckoutAddPromoCodeMutation,
  useCheckoutRemovePromoCodeMutation,
} = cartApi;
