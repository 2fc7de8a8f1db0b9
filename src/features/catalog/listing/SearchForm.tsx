import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { listingMessages } from './listingMessages';

/**
 * The results page's own query field: change the words without leaving the page (filters stay).
 * Keyed by the URL's query by its parent, so back/forward refill it.
 */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState(query);
  const label = intl.formatMessage(listingMessages.searchLabel);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={intl.formatMessage(listingMessages.searchForm)}
      onSubmit={submit}
      direction="row"
      spacing={1}
      sx={{ mb: 3 }}
    >
      <FormControl size="small" sx={{ flex: 1, minWidth: 0 }}>
        <InputLabel htmlFor={id}>{label}</InputLabel>
        <OutlinedInput
          id={id}
          type="search"
          label={label}
          value={text}
          onChange={(event) => setText(event.target.value)}
          inputProps={{ enterKeyHint: 'search', maxLength: 200 }}
        />
      </FormControl>
      <Button type="submit" variant="contained">
        {intl.formatMessage(listingMessages.searchSubmit)}
      </Button>
    </Stack>
  );
}
