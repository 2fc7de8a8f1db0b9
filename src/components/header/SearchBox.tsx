import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { SearchIcon } from '../common/icons';

// A plain input rather than MUI's InputBase: the header is in every first load, and InputBase brings
// the textarea autosizer with it.
const SearchInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  font: 'inherit',
  padding: theme.spacing(1, 0),
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

/** The header's search: submitting opens /search with the query in the URL. */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const label = intl.formatMessage({
    id: 'header.search.label',
    defaultMessage: 'Search products',
    description: 'Label of the header search box',
  });

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
      <SearchInput
        type="search"
        name="q"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={intl.formatMessage({
          id: 'header.search.placeholder',
          defaultMessage: 'Search the shop…',
          description: 'Placeholder of the header search box',
        })}
        aria-label={label}
      />
      <IconButton
        type="submit"
        aria-label={intl.formatMessage({
          id: 'header.search.submit',
          defaultMessage: 'Search',
          description: 'Name of the search button',
        })}
      >
        <SearchIcon />
      </IconButton>
    </Paper>
  );
}
