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
              <Box sx={{ p: 1.5 }}>
                <Skeleton width="40%" />
                <Skeleton width="80%" />
                <Skeleton width="30%" />
              </Box>
            </Paper>
          </li>
        ))}
      </Box>
    </Box>
  );
}
