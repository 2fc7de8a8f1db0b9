import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { LoadError } from '../../components/common/LoadError';
import { Price } from '../../components/common/Price';
import type { SuggestionOption } from './suggestionOption';
import { useSearchSuggestions } from './useSearchSuggestions';

// The header search box's suggestion list (ARIA combobox pattern: the box keeps focus and points
// aria-activedescendant at an option here). Loaded on demand when the box is first focused, so none
// of this, nor its GraphQL document, is in the first page load.

export interface SearchSuggestionsProps {
  /** What is in the box. */
  query: string;
  /** The box has focus and the shopper has not closed the list (Escape). */
  open: boolean;
  listboxId: string;
  /** Index of the highlighted option, -1 for none (the box owns the keyboard). */
  activeIndex: number;
  /** The options on show, in order (none while the list is closed), for the box's keyboard handling. */
  onOptions: (options: SuggestionOption[]) => void;
  /** An option was clicked. */
  onChoose: (option: SuggestionOption) => void;
}

const messages = defineMessages({
  listLabel: {
    id: 'search.suggestions.label',
    defaultMessage: 'Search suggestions',
    description: 'Screen-reader name of the list of products suggested while typing in the header search',
  },
  failed: {
    id: 'search.suggestions.failed',
    defaultMessage: 'Suggestions could not be loaded.',
    description: 'Shown in the header search suggestions when the request failed',
  },
});

const THUMB_PX = 40;

export default function SearchSuggestions({
  query,
  open,
  listboxId,
  activeIndex,
  onOptions,
  onChoose,
}: SearchSuggestionsProps) {
  const intl = useIntl();
  const { term, enough, products, searching, error, retry } = useSearchSuggestions(query);
  const shown = open && enough;

  const options = useMemo<SuggestionOption[]>(() => {
    if (!shown) return [];
    return [
      ...products.map((product, index) => ({
        id: `${listboxId}-product-${index}`,
        href: `/products/${encodeURIComponent(product.slug)}`,
      })),
      { id: `${listboxId}-all`, href: `/search?q=${encodeURIComponent(term)}` },
    ];
  }, [shown, products, listboxId, term]);

  useEffect(() => onOptions(options), [options, onOptions]);

  if (!shown) return null;
  const all = options[options.length - 1];
  return (
    <Paper
      elevation={8}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        mt: 0.5,
        zIndex: 'modal',
        maxHeight: '70vh',
        overflowY: 'auto',
      }}
    >
      {error ? <LoadError message={intl.formatMessage(messages.failed)} onRetry={retry} /> : null}
      <Box
        component="ul"
        role="listbox"
        id={listboxId}
        aria-label={intl.formatMessage(messages.listLabel)}
        sx={{ listStyle: 'none', m: 0, p: 0.5 }}
      >
        {products.map((product, index) => {
          const option = options[index];
          const pricing = product.pricing;
          return (
            <Option key={product.id} option={option} active={index === activeIndex} onChoose={onChoose}>
              {product.thumbnail ? (
                <Box
                  component="img"
                  src={product.thumbnail.url}
                  alt=""
                  width={THUMB_PX}
                  height={THUMB_PX}
                  loading="lazy"
                  sx={{ objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
                />
              ) : (
                <Box
                  sx={{
                    width: THUMB_PX,
                    height: THUMB_PX,
                    flexShrink: 0,
                    bgcolor: 'action.hover',
                    borderRadius: 1,
                  }}
                />
              )}
              {/* The name, and the price under it: a sale's two prices and a tax note need the row's width. */}
              <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {product.name}
                </Box>
                {pricing?.priceRange?.start ? (
                  <Box sx={{ color: 'text.secondary', typography: 'body2' }}>
                    <Price
                      price={pricing.priceRange}
                      undiscounted={pricing.priceRangeUndiscounted}
                      onSale={pricing.onSale}
                      displayGross={pricing.displayGrossPrices}
                    />
                  </Box>
                ) : null}
              </Box>
            </Option>
          );
        })}
        <Option option={all} active={activeIndex === options.length - 1} onChoose={onChoose}>
          <Box component="span" sx={{ color: 'primary.main', fontWeight: 500, overflowWrap: 'anywhere' }}>
            <FormattedMessage
              id="search.suggestions.all"
              defaultMessage="See all results for “{query}”"
              description="Last entry of the header search suggestions: opens the search page"
              values={{ query: term }}
            />
          </Box>
        </Option>
      </Box>
      <Typography
        role="status"
        variant="body2"
        color="text.secondary"
        sx={{ px: 2, pb: searching || !products.length ? 1 : 0 }}
      >
        {searching ? (
          <FormattedMessage
            id="search.suggestions.searching"
            defaultMessage="Searching…"
            description="Shown in the header search suggestions while waiting for the answer"
          />
        ) : !error && !products.length ? (
          <FormattedMessage
            id="search.suggestions.none"
            defaultMessage="No products match “{query}”."
            description="Shown in the header search suggestions when nothing matches"
            values={{ query: term }}
          />
        ) : null}
      </Typography>
    </Paper>
  );
}

function Option({
  option,
  active,
  onChoose,
  children,
}: {
  option: SuggestionOption;
  active: boolean;
  onChoose: (option: SuggestionOption) => void;
  children: ReactNode;
}) {
  return (
    <Box
      component="li"
      role="option"
      id={option.id}
      aria-selected={active}
      // The box keeps focus (the combobox pattern): a press must not blur it before the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => onChoose(option)}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 1.5,
        py: 1,
        minHeight: 48,
        borderRadius: 1,
        cursor: 'pointer',
        bgcolor: active ? 'action.selected' : undefined,
        outline: active ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        outlineOffset: '-2px',
        '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
      }}
    >
      {children}
    </Box>
  );
}
