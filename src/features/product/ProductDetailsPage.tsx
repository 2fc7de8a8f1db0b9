import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../../app/hooks';
import { LoadError } from '../../components/common/LoadError';
import { notFoundError } from '../../lib/httpError';
import { useLanguageCode } from '../locale';
import { useProductDetailsQuery } from './productApi';
import { productMessages as m } from './productMessages';
import { ProductView } from './ProductView';

/**
 * /products/{slug}: the product, or the 404 page when the shop has no product by that slug. A failed
 * request shows the error and a retry button above whatever was already on screen.
 */
export function ProductDetailsPage({ slug }: { slug: string }) {
  const config = useConfig();
  const intl = useIntl();
  const location = useLocation();
  const languageCode = useLanguageCode();
  const { data, isLoading, isError, refetch } = useProductDetailsQuery({
    slug,
    channel: config.channel,
    languageCode,
  });
  const product = data?.product;
  // An answer with errors and no product is a failure to show, not proof that the product is missing.
  const partialFailure = Boolean(data?.graphQLErrors?.length);

  if (data && !product && !partialFailure && !isError) throw notFoundError(location.pathname);

  return (
    <>
      {(isError || partialFailure) && (
        <LoadError message={intl.formatMessage(m.loadFailed)} onRetry={() => void refetch()} />
      )}
      {product ? (
        <ProductView product={product} />
      ) : (
        isLoading && <ProductSkeleton label={intl.formatMessage(m.loading)} />
      )}
    </>
  );
}

/**
 * The product page's places while it loads, at ProductView's sizes: the breadcrumb trail, the picture
 * (square) with its position and row of thumbnails, the name, the price, the variant choices, the
 * stock line and the quantity and add-to-cart row.
 */
function ProductSkeleton({ label }: { label: string }) {
  return (
    <Box role="progressbar" aria-label={label}>
      {/* The trail: a product's is long, two lines on a phone. */}
      <Box sx={{ mb: 2 }}>
        <Skeleton variant="text" width="55%" />
        <Skeleton variant="text" width="35%" sx={{ display: { sm: 'none' } }} />
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
        }}
      >
        <Box>
          <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 2 }} />
          <Skeleton variant="text" width={48} sx={{ typography: 'body2', mx: 'auto', mt: 1 }} />
          <Stack direction="row" spacing={1} sx={{ mt: 1, p: 0.5 }}>
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} variant="rounded" width={64} height={64} />
            ))}
          </Stack>
        </Box>
        <Box>
          <Skeleton variant="text" width="70%" sx={{ typography: 'h4', mb: 2 }} />
          <Stack spacing={2.5}>
            <Skeleton variant="text" width="30%" sx={{ typography: 'h5' }} />
            <Skeleton variant="rounded" height={100} />
            <Skeleton variant="text" width="40%" />
            <Stack direction="row" spacing={2}>
              <Skeleton variant="rounded" width={128} height={40} />
              <Skeleton variant="rounded" width={150} height={42} />
            </Stack>
          </Stack>
        </Box>
      </Box>
    </Box>
  );
}
