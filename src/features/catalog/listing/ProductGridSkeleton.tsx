import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useIntl } from 'react-intl';
import { productGridSx } from './ProductGrid';

/** Grey cards where products are about to be: the same grid, so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const intl = useIntl();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({
        id: 'catalog.grid.loading',
        defaultMessage: 'Loading products',
        description: 'Screen-reader name of the placeholder shown while products load',
      })}
    >
      <Box component="ul" sx={productGridSx} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
              <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1' }} />
              {/* The card's lines at their own sizes: category, name (two lines on a phone's narrow
                  card, one on wider ones), price. */}
              <Box sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
                <Skeleton width="40%" sx={{ typography: 'caption' }} />
                <Box sx={{ typography: 'subtitle1', lineHeight: 1.3 }}>
                  <Skeleton width="85%" />
                  <Skeleton width="55%" sx={{ display: { sm: 'none' } }} />
                </Box>
                <Skeleton width="30%" sx={{ typography: 'body2' }} />
              </Box>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
