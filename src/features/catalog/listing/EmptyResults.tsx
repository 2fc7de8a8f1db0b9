import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { AppLink } from '../../../components/common/AppLink';
import { listingMessages } from './listingMessages';

/** No products: say so, and what to try next (spelling, fewer filters, the categories, everything). */
export function EmptyResults({
  query,
  filtered,
  onClearFilters,
}: {
  query: string;
  filtered: boolean;
  onClearFilters: () => void;
}) {
  const intl = useIntl();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="empty-results"
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Typography id="empty-results" variant="h6" component="h2" gutterBottom>
        {query
          ? intl.formatMessage(listingMessages.emptyTitleFor, { query })
          : intl.formatMessage(listingMessages.emptyTitle)}
      </Typography>
      <Typography component="ul" sx={{ pl: 3, m: 0, '& li': { mb: 1 } }}>
        {query && <li>{intl.formatMessage(listingMessages.emptySpelling)}</li>}
        {filtered && (
          <li>
            {intl.formatMessage(listingMessages.emptyFilters)}{' '}
            <Button size="small" onClick={onClearFilters}>
              {intl.formatMessage(listingMessages.clearFilters)}
            </Button>
          </li>
        )}
        <li>
          <Link component={AppLink} to="/categories">
            {intl.formatMessage(listingMessages.emptyBrowse)}
          </Link>
        </li>
        {(query || filtered) && (
          <li>
            <Link component={AppLink} to="/search">
              {intl.formatMessage(listingMessages.emptyAll)}
            </Link>
          </li>
        )}
      </Typography>
    </Paper>
  );
}
