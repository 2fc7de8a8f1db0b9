import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import type { FilterAttribute } from './AttributeFilters';
import { listingMessages } from './listingMessages';
import type { ListParams } from './listParams';

interface AppliedFilter {
  key: string;
  text: string;
  remove: Partial<ListParams>;
}

/**
 * The filters in force, each a button that removes it, and "clear filters": on a phone this is what
 * shows the filters while their panel is folded away.
 */
export function ActiveFilters({
  params,
  categoryName,
  attributes,
  currency,
  onChange,
}: {
  params: ListParams;
  categoryName: string | null;
  attributes: FilterAttribute[];
  currency: string | null;
  onChange: (patch: Partial<ListParams>) => void;
}) {
  const intl = useIntl();
  const applied: AppliedFilter[] = [];
  if (params.category)
    applied.push({
      key: 'category',
      text: intl.formatMessage(listingMessages.categoryChip, { name: categoryName ?? params.category }),
      remove: { category: null },
    });
  if (params.minPrice != null || params.maxPrice != null) {
    const amount = (value: number) =>
      currency ? intl.formatNumber(value, { style: 'currency', currency }) : intl.formatNumber(value);
    const { minPrice: min, maxPrice: max } = params;
    const range =
      min != null && max != null
        ? intl.formatMessage(listingMessages.priceBetween, { min: amount(min), max: amount(max) })
        : min != null
          ? intl.formatMessage(listingMessages.priceFrom, { min: amount(min) })
          : intl.formatMessage(listingMessages.priceUpTo, { max: amount(max!) });
    applied.push({
      key: 'price',
      text: intl.formatMessage(listingMessages.priceFilter, { range }),
      remove: { minPrice: null, maxPrice: null },
    });
  }
  for (const filter of params.attributes) {
    const attribute = attributes.find((candidate) => candidate.slug === filter.slug);
    for (const value of filter.values) {
      const valueName =
        attribute?.choices?.edges.find((edge) => edge.node.slug === value)?.node.name ?? value;
      applied.push({
        key: `attr-${filter.slug}-${value}`,
        text: `${attribute?.name ?? filter.slug}: ${valueName}`,
        remove: {
          attributes: params.attributes.flatMap((other) => {
            if (other.slug !== filter.slug) return [other];
            const values = other.values.filter((v) => v !== value);
            return values.length ? [{ slug: other.slug, values }] : [];
          }),
        },
      });
    }
  }
  if (!applied.length) return null;
  return (
    <Stack
      direction="row"
      component="ul"
      aria-label={intl.formatMessage(listingMessages.activeFilters)}
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0, mb: 2, alignItems: 'center' }}
    >
      {applied.map((filter) => (
        <li key={filter.key} style={{ maxWidth: '100%' }}>
          <Button
            size="small"
            variant="outlined"
            color="inherit"
            onClick={() => onChange(filter.remove)}
            aria-label={intl.formatMessage(listingMessages.removeFilter, { filter: filter.text })}
            endIcon={<span aria-hidden="true">×</span>}
            sx={{ borderRadius: 4, textTransform: 'none', maxWidth: '100%', overflowWrap: 'anywhere' }}
          >
            {filter.text}
          </Button>
        </li>
      ))}
      <li>
        <Button
          size="small"
          onClick={() => onChange({ category: null, minPrice: null, maxPrice: null, attributes: [] })}
        >
          {intl.formatMessage(listingMessages.clearFilters)}
        </Button>
      </li>
    </Stack>
  );
}
