import type { OrderDetailsFragment, OrderInLanguageQuery } from './Order.generated';

export type NamedLine = Pick<
  OrderDetailsFragment['lines'][number],
  'id' | 'productName' | 'variantName' | 'translatedProductName' | 'translatedVariantName'
>;

/** A line of the order asked for in the page's language (its variant's and product's names now). */
export type PageLine = NonNullable<OrderInLanguageQuery['orderByToken']>['lines'][number];

export interface LineNames {
  product: string;
  variant: string;
}

/**
 * An order line's product and variant names in the page's language: the variant's and its product's
 * names as they read in that language now (their translation laid over the shop's own), when the
 * order was asked for in it and the variant still exists. Else the names the order kept: those in the
 * order's language (translatedProductName; empty when the shop had no translation) only when that
 * is the page's language, since an order placed in English or Simplified Chinese must not name its
 * lines so on a Traditional Chinese page; else the shop's own.
 */
export function lineNames(
  line: NamedLine,
  pageLine: PageLine | undefined,
  keptInPageLanguage: boolean,
): LineNames {
  const variant = pageLine?.variant;
  if (variant) return { product: variant.product.name, variant: variant.name };
  return keptInPageLanguage
    ? {
        product: line.translatedProductName || line.productName,
        variant: line.translatedVariantName || line.variantName,
      }
    : { product: line.productName, variant: line.variantName };
}

/** "Product (variant)", or the product alone when its variant adds nothing. */
export function lineTitle({ product, variant }: LineNames): string {
  return variant && variant !== product ? `${product} (${variant})` : product;
}
