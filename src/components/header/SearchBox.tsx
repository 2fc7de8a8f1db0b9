import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../common/icons';

/** The header's search: submitting opens /search with the query in the URL. */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const label = intl.formatMessage({ id: 'header.search.label', defaultMessage: 'Search products', description: 'Label of the header search box' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      variant="outlined"
      sx={{ display: 'flex', alignItems: 'center', pl: 1.5, flex: 1, maxWidth: 480, minWidth: 0 }}
    >
      <InputBase
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({ id: 'header.search.placeholder', defaultMessage: 'Search the shop…', description: 'Placeholder of the header search box' })}
        inputProps={{ 'aria-label': label, name: 'q' }}
        sx={{ flex: 1, minWidth: 0 }}
      />
      <IconButton type="submit" aria-label={intl.formatMessage({ id: 'header.search.submit', defaultMessage: 'Search', description: 'Name of the search button' })}>
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
