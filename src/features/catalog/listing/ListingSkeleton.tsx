import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ProductGridSkeleton } from './ProductGridSkeleton';

/**
 * A product listing's frame before it can load (a category page waiting for its category): the
 * filter panel (a button on a phone), the count and sort row and the grid, each where and as large
 * as ProductListing puts it, so that nothing moves when the listing takes over.
 */
export function ListingSkeleton() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={{ xs: 2, md: 4 }}
      sx={{ alignItems: 'flex-start' }}
    >
      <Box aria-hidden="true" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
        <Skeleton variant="rounded" width={112} height={36.5} sx={{ display: { md: 'none' } }} />
        <Stack spacing={3} sx={{ display: { xs: 'none', md: 'flex' } }}>
          <Skeleton variant="text" width="45%" sx={{ typography: 'h6' }} />
          <Skeleton variant="rounded" height={112} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Box>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <Stack
          direction="row"
          aria-hidden="true"
          sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between', mb: 2 }}
        >
          <Box sx={{ flexBasis: { xs: '100%', sm: 'auto' } }}>
            <Skeleton variant="text" width={140} />
          </Box>
          {/* The sort select: its label above a standard input. */}
          <Skeleton variant="rounded" width={180} height={45} />
        </Stack>
        <ProductGridSkeleton />
      </Box>
    </Stack>
  );
}
