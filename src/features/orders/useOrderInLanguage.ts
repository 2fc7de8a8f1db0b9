import { useLanguageCode } from '../locale';
import type { LanguageCodeEnum } from '../../api/generated/schemaTypes';
import { lineNames, type LineNames, type NamedLine, type PageLine } from './lineNames';
import type { OrderDetailsFragment } from './Order.generated';
import { useOrderInLanguageQuery } from './ordersApi';

export interface OrderInLanguage {
  /**
   * The shipping method's name in the page's language (Saleor's Order.deliveryMethod with its
   * translation laid over), else the name the order kept (the shop's own, English, text) when the
   * method has no answer: deleted since, or the request failed. Null for an order that is not shipped.
   */
  shippingMethodName: string | null;
  /** A line's product and variant names as the page's language has them (lineNames). */
  namesOf: (line: NamedLine) => LineNames;
  /**
   * False while the names in the page's language are on their way: the view then shows none, so the
   * shop's English does not flash on a Chinese page.
   */
  ready: boolean;
}

/**
 * The order's names in the language of the page, which may not be the one the order was placed in:
 * the order keeps only the shop's own names and those of its own language. An English page takes the
 * shop's own at once; another asks for the shipping method, variants and products in its language.
 */
export function useOrderInLanguage(
  order: Pick<OrderDetailsFragment, 'token' | 'shippingMethodName' | 'languageCodeEnum'>,
): OrderInLanguage {
  const languageCode: LanguageCodeEnum = useLanguageCode();
  const kept = order.shippingMethodName ?? null;
  const skip = languageCode === 'EN';
  const { currentData, isError } = useOrderInLanguageQuery({ token: order.token, languageCode }, { skip });
  const keptInPageLanguage = order.languageCodeEnum === languageCode;
  const answered = skip || Boolean(currentData) || isError;
  const inPage = currentData?.orderByToken;
  const pageLines = new Map<string, PageLine>((inPage?.lines ?? []).map((line) => [line.id, line]));
  const method = inPage?.deliveryMethod;
  return {
    shippingMethodName: !kept ? null : method && 'name' in method ? method.name : answered ? kept : null,
    namesOf: (line) => lineNames(line, pageLines.get(line.id), keptInPageLanguage),
    ready: answered,
  };
}
