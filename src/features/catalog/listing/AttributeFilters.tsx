import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import type { AttributeFilter } from './listParams';
import type { FilterAttributesQuery } from './FilterAttributes.generated';

export type FilterAttribute = NonNullable<FilterAttributesQuery['attributes']>['edges'][number]['node'];

/**
 * One group of checkboxes per attribute (Size, Colour...): ticking a value filters by it at once.
 * Given only the values the products in scope carry (offeredAttributes).
 */
export function AttributeFilters({
  attributes,
  selected,
  onToggle,
}: {
  attributes: FilterAttribute[];
  selected: AttributeFilter[];
  onToggle: (attribute: string, value: string) => void;
}) {
  const isChecked = (attribute: string, value: string) =>
    selected.some((filter) => filter.slug === attribute && filter.values.includes(value));
  return attributes
    .filter((attribute) => attribute.choices?.edges.length)
    .map((attribute) => (
      <Box component="fieldset" key={attribute.id} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
          {attribute.name}
        </Typography>
        <FormGroup>
          {attribute.choices!.edges.map(({ node: value }) => (
            <FormControlLabel
              key={value.id}
              sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
              control={
                <Checkbox
                  size="small"
                  checked={isChecked(attribute.slug, value.slug ?? '')}
                  onChange={() => value.slug && onToggle(attribute.slug, value.slug)}
                />
              }
              label={value.name ?? value.slug}
            />
          ))}
        </FormGroup>
      </Box>
    ));
}
