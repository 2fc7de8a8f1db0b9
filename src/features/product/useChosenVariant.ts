import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { availableQuantity } from '../../lib/catalog/stock';
import {
  initialVariant,
  variantForChoice,
  variantOptions,
  type OptionGroup,
} from '../../lib/catalog/variantOptions';
import type { ProductVariant } from './productApi';

export const VARIANT_PARAM = 'variant';

const inStock = (variant: ProductVariant) => availableQuantity(variant) > 0;

/**
 * The variant on show, kept in the URL (?variant=<id>) so a shared link or a reload opens the same
 * one. A param naming no variant of this product is ignored: the first variant in stock is shown.
 * Choices replace the history entry: Back leaves the product rather than stepping through sizes.
 */
export function useChosenVariant(variants: ProductVariant[]): {
  variant: ProductVariant | undefined;
  groups: OptionGroup[];
  choose: (groupIndex: number, key: string) => void;
} {
  const [params, setParams] = useSearchParams();
  const requested = params.get(VARIANT_PARAM);
  const variant = initialVariant(variants, requested, inStock);
  const selectedId = variant?.id ?? '';
  const groups = useMemo(() => variantOptions(variants, selectedId, inStock), [variants, selectedId]);

  const choose = useCallback(
    (groupIndex: number, key: string) => {
      const next = variantForChoice(variants, selectedId, groupIndex, key, inStock);
      if (!next) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set(VARIANT_PARAM, next.id);
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [variants, selectedId, setParams],
  );

  return { variant, groups, choose };
}
