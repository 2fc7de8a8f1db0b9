import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

/** Shown while a page's chunk loads: a thin progress bar, so the layout does not jump. */
export function PageFallback() {
  const intl = useIntl();
  return (
    <Box sx={{ py: 2 }}>
      <LinearProgress
        aria-label={intl.formatMessage({ id: 'page.loading', defaultMessage: 'Loading page', description: 'Screen-reader name of the progress bar shown while a page loads' })}
      />
    </Box>
  );
}
