// The "choose options" dialog's model. Unlike the product page, which always shows some variant, the
// dialog starts with nothing chosen: the shopper picks one value per group, and a value is offered only
// when, with the values picked in the other groups, some variant with it is in stock. The groups, their
// values and labels are the product page's own (variantOptions), so both read the same.

import { availableQuantity } from '../../lib/catalog/stock';
import { variantOptions, type VariantAttributes } from '../../lib/catalog/variantOptions';

export type ChoiceStatus = 'available' | 'soldOut' | 'unavailable';

export interface ChoiceGroup {
  /** The attribute's name, or null for the fallback group of variant names. */
  name: string | null;
  values: { key: string; label: string }[];
}

type Stocked = VariantAttributes & { quantityAvailable?: number | null; sku?: string | null };

export const inStock = (variant: Stocked) => availableQuantity(variant) > 0;

/** The variant's value in each group, in the groups' order (as the product page would show it chosen). */
function chosenValuesOf<V extends Stocked>(variants: V[], variant: V) {
  return variantOptions(variants, variant.id, inStock).map(
    (group) => group.values.find((value) => value.selected) ?? null,
  );
}

/** "L / White": the options that tell this variant from the product's others; null for a sole variant. */
export function optionsLabel<V extends Stocked>(variants: V[], variant: V): string | null {
  const labels = chosenValuesOf(variants, variant).map((value) => value?.label);
  return labels.length && labels.every(Boolean) ? labels.join(' / ') : null;
}

export interface VariantChoice<V> {
  groups: ChoiceGroup[];
  /** What picking `key` in group `group` would give, with the values picked in the other groups. */
  statusOf: (picked: (string | null)[], group: number, key: string) => ChoiceStatus;
  /** The variant once every group has a value picked. */
  variantFor: (picked: (string | null)[]) => V | undefined;
}

export function variantChoice<V extends Stocked>(variants: V[]): VariantChoice<V> {
  const byAttributes = variantOptions(variants, variants[0]?.id ?? '', inStock);
  const keys = new Map(
    variants.map((variant) => [variant.id, chosenValuesOf(variants, variant).map((v) => v?.key)]),
  );
  // A variant lacking a value in some group could never be picked: then offer the variants by name.
  const complete = [...keys.values()].every((values) => values.every(Boolean));
  const groups: ChoiceGroup[] = complete
    ? byAttributes.map(({ name, values }) => ({
        name,
        values: values.map(({ key, label }) => ({ key, label })),
      }))
    : [{ name: null, values: variants.map((v) => ({ key: v.id, label: v.name || v.id })) }];
  const keysOf = (variant: V) => (complete ? keys.get(variant.id)! : [variant.id]);
  const matching = (picked: (string | null)[]) =>
    variants.filter((variant) => picked.every((key, g) => key === null || keysOf(variant)[g] === key));

  return {
    groups,
    statusOf(picked, group, key) {
      const candidates = matching(picked.map((other, g) => (g === group ? key : other)));
      if (!candidates.length) return 'unavailable';
      return candidates.some(inStock) ? 'available' : 'soldOut';
    },
    variantFor(picked) {
      if (picked.length !== groups.length || picked.some((key) => key === null)) return undefined;
      return matching(picked)[0];
    },
  };
}
