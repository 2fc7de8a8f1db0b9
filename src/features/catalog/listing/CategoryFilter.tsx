import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { flattenCategoryTree, type CategoryBranch } from '../category/categoryTree';
import { listingMessages } from './listingMessages';

/**
 * The search page's category filter: the categories holding a product that matches the words (every
 * category without words), subcategories indented under their parent.
 */
export function CategoryFilter({
  tree,
  value,
  onChange,
}: {
  tree: CategoryBranch[];
  value: string | null;
  onChange: (slug: string | null) => void;
}) {
  const intl = useIntl();
  const id = useId();
  return (
    <FormControl fullWidth size="small">
      <InputLabel variant="standard" htmlFor={id} shrink>
        {intl.formatMessage(listingMessages.category)}
      </InputLabel>
      <NativeSelect
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || null)}
        inputProps={{ id }}
      >
        <option value="">{intl.formatMessage(listingMessages.anyCategory)}</option>
        {flattenCategoryTree(tree).map(({ category, depth }) => (
          <option key={category.id} value={category.slug}>
            {'\u00a0\u00a0'.repeat(depth) + category.name}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
