/**
 * A variant id with a hyphen is cut before the first hyphen: other systems append suffixes to the id,
 * and the cart's lines name the variant by its own id alone.
 */
export const cutVariantId = (variantId: string) => variantId.split('-', 1)[0];
