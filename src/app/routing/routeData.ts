import type { Params } from 'react-router-dom';
import { DATA_FRESH_FOR_S } from '../../api/baseApi';
import { listingApi } from '../../features/catalog/listingApi';
import { contentApi } from '../../features/content/contentApi';
import { homeApi } from '../../features/home/homeApi';
import { homeFeaturedArgs } from '../../features/home/useHomeFeatured';
import { selectLanguageCode } from '../../features/locale';
import { productApi } from '../../features/product/productApi';
import { selectConfig } from '../../lib/config';
import type { AppThunk } from '../hooks';

// A page's main query starts when the shopper navigates to it, beside the page's code, not once that
// code has arrived and mounted. The page then finds it in flight or answered (same arguments, so the
// same cache entry) and sends nothing more. The catalogue's answers are in the shopper's language
// (its code is one of the arguments, as the pages ask).

export type RouteData = (params: Params) => AppThunk;

const fresh = { ifOlderThan: DATA_FRESH_FOR_S };

export const homeData: RouteData = () => (dispatch, getState) =>
  dispatch(
    homeApi.util.prefetch(
      'homeFeatured',
      homeFeaturedArgs(selectConfig(getState()), selectLanguageCode(getState())),
      fresh,
    ),
  );

export const productData: RouteData =
  ({ slug = '' }) =>
  (dispatch, getState) =>
    dispatch(
      productApi.util.prefetch(
        'productDetails',
        { slug, channel: selectConfig(getState()).channel, languageCode: selectLanguageCode(getState()) },
        fresh,
      ),
    );

export const categoryTreeData: RouteData = () => (dispatch, getState) =>
  dispatch(listingApi.util.prefetch('categoryTree', { languageCode: selectLanguageCode(getState()) }, fresh));

export const categoryData: RouteData =
  ({ slug = '' }) =>
  (dispatch, getState) =>
    dispatch(
      listingApi.util.prefetch(
        'categoryDetails',
        { slug, languageCode: selectLanguageCode(getState()) },
        fresh,
      ),
    );

export const collectionData: RouteData =
  ({ slug = '' }) =>
  (dispatch, getState) =>
    dispatch(
      listingApi.util.prefetch(
        'collectionDetails',
        { slug, channel: selectConfig(getState()).channel, languageCode: selectLanguageCode(getState()) },
        fresh,
      ),
    );

/** A content page (/pages/{slug}, and the information routes, which show the shop's page of their slug). */
export const contentPageData: RouteData =
  ({ slug = '' }) =>
  (dispatch, getState) =>
    dispatch(
      contentApi.util.prefetch('contentPage', { slug, languageCode: selectLanguageCode(getState()) }, fresh),
    );
