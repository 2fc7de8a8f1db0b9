import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { listingMessages } from './listingMessages';

interface PageInfo {
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  startCursor: string | null;
  endCursor: string | null;
}

/** Previous and next page: Saleor's cursors, so a page is reached from its neighbour, not by number. */
export function Pager({
  pageInfo,
  disabled,
  onPage,
}: {
  pageInfo: PageInfo;
  disabled?: boolean;
  onPage: (page: { after: string } | { before: string }) => void;
}) {
  const intl = useIntl();
  const { hasPreviousPage, hasNextPage, startCursor, endCursor } = pageInfo;
  if (!hasPreviousPage && !hasNextPage) return null;
  return (
    <Stack
      component="nav"
      aria-label={intl.formatMessage(listingMessages.pagination)}
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'center', mt: 4 }}
    >
      <Button
        variant="outlined"
        disabled={disabled || !hasPreviousPage || !startCursor}
        onClick={() => startCursor && onPage({ before: startCursor })}
      >
        {intl.formatMessage(listingMessages.previous)}
      </Button>
      <Button
        variant="outlined"
        disabled={disabled || !hasNextPage || !endCursor}
        onClick={() => endCursor && onPage({ after: endCursor })}
      >
        {intl.formatMessage(listingMessages.next)}
      </Button>
    </Stack>
  );
}
