import type { OrderDetailsFragment } from './Order.generated';

type OrderLine = OrderDetailsFragment['lines'][number];

/**
 * An order line's product and variant names as the shopper read them: Saleor keeps them translated
 * into the order's language when the order is placed (translatedProductName, empty when there was no
 * translation), beside the shop's own names.
 */
export function lineNames(line: OrderLine): { product: string; variant: string } {
  return {
    product: line.translatedProductName || line.productName,
    variant: line.translatedVariantName || line.variantName,
  };
}

/** "Product (variant)", or the product alone when its variant adds nothing. */
export function lineTitle(line: OrderLine): string {
  const { product, variant } = lineNames(line);
  return variant && variant !== product ? `${product} (${variant})` : product;
}
