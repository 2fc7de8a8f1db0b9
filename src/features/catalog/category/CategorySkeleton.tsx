import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { ListingSkeleton } from '../listing/ListingSkeleton';
import { BANNER_ASPECT_RATIO } from './CategoryBanner';

/**
 * A category page while its category loads: the breadcrumb trail, the banner, the name, a line of
 * description and the listing's frame, at the sizes CategoryView gives them. Screen readers hear the
 * grid's "Loading products".
 */
export function CategorySkeleton() {
  return (
    <>
      <Box aria-hidden="true">
        <Skeleton variant="text" width="45%" sx={{ mb: 2 }} />
        <Skeleton
          variant="rectangular"
          sx={{ width: '100%', height: 'auto', aspectRatio: BANNER_ASPECT_RATIO, borderRadius: 2, mb: 3 }}
        />
        <Skeleton variant="text" width="40%" sx={{ typography: 'h4', mb: 1 }} />
        <Skeleton variant="text" width="70%" sx={{ mb: 3 }} />
      </Box>
      <ListingSkeleton />
    </>
  );
}
