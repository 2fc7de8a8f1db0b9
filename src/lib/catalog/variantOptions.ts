// The variant selector's model: one group of options per attribute the variants differ by, each
// value marked by what choosing it would give with the other chosen values.

export interface VariantAttributes {
  id: string;
  name: string;
  attributes: {
    attribute: { id: string; name: string };
    values: { id: string; name: string | null; slug: string | null }[];
  }[];
}

/**
 * available: that combination exists and can be bought; soldOut: it exists but none is left;
 * unavailable: no variant has it (choosing the value moves the other choices to a variant that does).
 */
export type OptionStatus = 'available' | 'soldOut' | 'unavailable';

export interface OptionValue {
  key: string;
  label: string;
  status: OptionStatus;
  selected: boolean;
}

export interface OptionGroup {
  /** The attribute's id, or null for the fallback group of variant names. */
  attributeId: string | null;
  /** The attribute's name (null for the fallback group: the page names it). */
  name: string | null;
  values: OptionValue[];
}

interface Axis {
  attributeId: string | null;
  name: string | null;
  keyOf: (variant: VariantAttributes) => string;
  labels: Map<string, string>;
}

/** A variant's value of one attribute: its value ids joined (a variant rarely has more than one). */
const valueKey = (variant: VariantAttributes, attributeId: string) =>
  variant.attributes
    .find((entry) => entry.attribute.id === attributeId)
    ?.values.map((value) => value.id)
    .join('+') ?? '';

/**
 * The attributes the variants differ by, in the order they first appear. When they cannot tell every
 * variant apart (variants without attributes, or two with the same values), one axis of variant names
 * replaces them, so every variant can still be chosen.
 */
function axesOf(variants: VariantAttributes[]): Axis[] {
  const axes: Axis[] = [];
  for (const variant of variants) {
    for (const { attribute } of variant.attributes) {
      if (axes.some((axis) => axis.attributeId === attribute.id)) continue;
      axes.push({
        attributeId: attribute.id,
        name: attribute.name,
        keyOf: (v) => valueKey(v, attribute.id),
        labels: new Map(),
      });
    }
  }
  for (const axis of axes) {
    for (const variant of variants) {
      const entry = variant.attributes.find((a) => a.attribute.id === axis.attributeId);
      const key = axis.keyOf(variant);
      if (entry && key && !axis.labels.has(key))
        axis.labels.set(key, entry.values.map((value) => value.name ?? value.slug ?? '').join(', '));
    }
  }
  const varying = axes.filter((axis) => new Set(variants.map(axis.keyOf)).size > 1);
  const combos = new Set(variants.map((variant) => varying.map((axis) => axis.keyOf(variant)).join('|')));
  if (varying.length > 0 && combos.size === variants.length) return varying;
  return [
    {
      attributeId: null,
      name: null,
      keyOf: (variant) => variant.id,
      labels: new Map(variants.map((variant) => [variant.id, variant.name || variant.id])),
    },
  ];
}

/** The option groups for a product's variants with `selectedId` chosen; none for a single variant. */
export function variantOptions<V extends VariantAttributes>(
  variants: V[],
  selectedId: string,
  inStock: (variant: V) => boolean,
): OptionGroup[] {
  if (variants.length < 2) return [];
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const axes = axesOf(variants);
  return axes.map((axis, index) => ({
    attributeId: axis.attributeId,
    name: axis.name,
    values: [...axis.labels].map(([key, label]) => {
      const matches = variants.filter(
        (variant) =>
          axis.keyOf(variant) === key &&
          axes.every((other, j) => j === index || other.keyOf(variant) === other.keyOf(selected)),
      );
      const status: OptionStatus =
        matches.length === 0 ? 'unavailable' : matches.some(inStock) ? 'available' : 'soldOut';
      return { key, label, status, selected: axis.keyOf(selected) === key };
    }),
  }));
}

/**
 * The variant to show when the shopper picks `key` in group `groupIndex`: among the variants with that
 * value, the one keeping most of the other choices (earlier groups first), then one in stock, then the
 * first listed.
 */
export function variantForChoice<V extends VariantAttributes>(
  variants: V[],
  selectedId: string,
  groupIndex: number,
  key: string,
  inStock: (variant: V) => boolean,
): V | undefined {
  const selected = variants.find((variant) => variant.id === selectedId) ?? variants[0];
  const axes = axesOf(variants);
  const axis = axes[groupIndex];
  if (!axis || !selected) return undefined;
  let best: { variant: V; score: number[] } | undefined;
  for (const variant of variants) {
    if (axis.keyOf(variant) !== key) continue;
    const kept = axes.map((other, j): number =>
      j !== groupIndex && other.keyOf(variant) === other.keyOf(selected) ? 1 : 0,
    );
    const score = [kept.reduce((sum, k) => sum + k, 0), ...kept, inStock(variant) ? 1 : 0];
    if (!best || isGreater(score, best.score)) best = { variant, score };
  }
  return best?.variant;
}

function isGreater(a: number[], b: number[]): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
}

/** The variant a page opens with: the one the URL names, else the first in stock, else the first. */
export function initialVariant<V extends { id: string }>(
  variants: V[],
  requestedId: string | null,
  inStock: (variant: V) => boolean,
): V | undefined {
  return variants.find((variant) => variant.id === requestedId) ?? variants.find(inStock) ?? variants[0];
}
