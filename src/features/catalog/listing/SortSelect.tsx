import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { listingMessages } from './listingMessages';
import type { SortKey } from './listParams';

const SORT_LABELS = {
  featured: listingMessages.sortFeatured,
  relevance: listingMessages.sortRelevance,
  name: listingMessages.sortName,
  'price-asc': listingMessages.sortPriceAsc,
  'price-desc': listingMessages.sortPriceDesc,
  newest: listingMessages.sortNewest,
} satisfies Record<SortKey, unknown>;

/**
 * The listing's order: a native select (the phone's own picker; light, no popover code) of the
 * orders the listing offers (relevance only for a search).
 */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: SortKey;
  options: readonly SortKey[];
  onChange: (sort: SortKey) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: 180 }}>
      <InputLabel variant="standard" htmlFor={id} shrink>
        {intl.formatMessage(listingMessages.sort)}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event) => onChange(event.target.value as SortKey)}
        inputProps={{ id }}
      >
        {options.map((key) => (
          <option key={key} value={key}>
            {intl.formatMessage(SORT_LABELS[key])}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
