import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import {
  lazy,
  useCallback,
  useId,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loadSearchSuggestions, type SuggestionOption } from '../../search';
import { OnDemand } from '../../../components/common/OnDemand';
import { SearchIcon } from '../../../components/common/icons';

// The suggestions (their request, GraphQL document and list) load when the box is first focused or
// typed into: the header is in every first load, which has no room for them.
const SearchSuggestions = lazy(loadSearchSuggestions);

// A plain input rather than MUI's InputBase: the header is in every first load, and InputBase brings
// the textarea autosizer with it.
const SearchInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 0,
  // Its own ring: a rule of its own beats the global :focus-visible one, whatever the styles' order.
  '&:focus-visible': { outline: `3px solid ${theme.vars.palette.secondary.main}`, outlineOffset: 2 },
  background: 'transparent',
  color: theme.vars.palette.text.primary,
  font: 'inherit',
  padding: theme.spacing(1, 0),
  '&::placeholder': { color: theme.vars.palette.text.secondary, opacity: 1 },
}));

/**
 * The header's search: submitting opens /search with the query in the URL. While typing it suggests
 * products (ARIA combobox: the arrows move through the suggestions, Enter opens one, Escape closes).
 */
export function SearchBox() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const listboxId = useId();
  const [query, setQuery] = useState(() => params.get('q') ?? '');
  const [wanted, setWanted] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  // The highlight belongs to the list it was made in: a new list starts without one.
  const [highlight, setHighlight] = useState({ in: options, index: -1 });
  const active = highlight.in === options ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ in: options, index });
  const expanded = options.length > 0;
  const label = intl.formatMessage({
    id: 'header.search.label',
    defaultMessage: 'Search products',
    description: 'Label of the header search box',
  });

  const showOptions = useCallback((next: SuggestionOption[]) => {
    setOptions((shown) => (sameOptions(shown, next) ? shown : next));
  }, []);

  const close = () => {
    setDismissed(true);
    setActive(-1);
  };

  const choose = (option: SuggestionOption) => {
    close();
    void navigate(option.href);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    const q = query.trim();
    void navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) {
        setDismissed(false);
        return;
      }
      event.preventDefault();
      const last = options.length - 1;
      if (event.key === 'ArrowDown') setActive(active < last ? active + 1 : 0);
      else setActive(active > 0 ? active - 1 : last);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === 'Escape' && expanded) {
      // Closes the list; without it a search input would also clear what was typed.
      event.preventDefault();
      close();
    }
  };

  const onBlur = (event: FocusEvent) => {
    // Focus moving within the form (the retry button in the list) keeps the list open.
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <Paper
      component="form"
      role="search"
      onSubmit={submit}
      onFocus={(event) => {
        // Coming back to the box (not moving within the form) shows the list again.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDismissed(false);
        setFocused(true);
        setWanted(true);
      }}
      onBlur={onBlur}
      variant="outlined"
      sx={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        pl: 1.5,
        flex: 1,
        maxWidth: 480,
        minWidth: 0,
      }}
    >
      <SearchInput
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 ? options[active].id : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setDismissed(false);
          setWanted(true);
        }}
        onKeyDown={onKeyDown}
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
      <OnDemand
        when={wanted}
        component={SearchSuggestions}
        props={{
          query,
          open: focused && !dismissed,
          listboxId,
          activeIndex: active,
          onOptions: showOptions,
          onChoose: choose,
        }}
      />
    </Paper>
  );
}

const sameOptions = (a: SuggestionOption[], b: SuggestionOption[]) =>
  a.length === b.length && a.every((option, index) => option.href === b[index].href);
