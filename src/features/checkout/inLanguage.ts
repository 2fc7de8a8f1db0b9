import type { BaseQueryApi, BaseQueryMeta, QueryReturnValue } from '@reduxjs/toolkit/query';
import type { RootState } from '../../app/hooks';
import type { ApiError, WithGraphQLErrors } from '../../api/baseApi';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import type { GraphQLArgs, saleorBaseQuery } from '../../api/saleorBaseQuery';
import { LANGUAGE_CODES, selectLanguageCode } from '../locale';

// A checkout's views name its products, variants and shipping methods in the shopper's language. The
// queries take the language as an argument (one cached view per language); the mutations that answer
// with a view are asked in the language their caller gives, else the shopper's when they are sent, and
// their answer fills that language's views.

/** A mutation's arguments, the language optional (the shopper's by default). */
export type InLanguage<Variables> = Omit<Variables, 'languageCode'> & { languageCode?: LanguageCodeEnum };

/** The language a mutation is asked in. */
export const languageOf = (args: { languageCode?: LanguageCodeEnum }, getState: () => unknown) =>
  args.languageCode ?? selectLanguageCode(getState() as RootState);

/** An endpoint's queryFn sending `document` with the arguments in their language. */
export const sendInLanguage =
  <Result>(document: GraphQLArgs['document']) =>
  async (
    args: { languageCode?: LanguageCodeEnum },
    api: BaseQueryApi,
    _extra: unknown,
    baseQuery: (args: GraphQLArgs) => ReturnType<typeof saleorBaseQuery>,
  ) => {
    const answer = await baseQuery({
      document,
      variables: { ...args, languageCode: languageOf(args, api.getState) },
    });
    return answer as QueryReturnValue<
      WithGraphQLErrors<Result>,
      ApiError,
      BaseQueryMeta<typeof saleorBaseQuery>
    >;
  };

/** A checkout view of the cart page ('cart') or the checkout page ('details'). */
type CheckoutView = 'cart' | 'details';

/** The tag of one checkout view in one language. */
export const viewTag = (view: CheckoutView, languageCode: LanguageCodeEnum) =>
  ({ type: 'Checkout', id: `${view}:${languageCode}` }) as const;

/**
 * The tags of the views' copies in every language but `languageCode`. A change answered in one
 * language makes the others out of date: invalidated, the copies no page shows are dropped, so a
 * shopper who switches back within the freshness window gets the checkout fetched again, not the copy
 * from before the change.
 */
export const otherLanguageViews = (languageCode: LanguageCodeEnum, views: CheckoutView[]) =>
  Object.values(LANGUAGE_CODES)
    .filter((other) => other !== languageCode)
    .flatMap((other) => views.map((view) => viewTag(view, other)));
