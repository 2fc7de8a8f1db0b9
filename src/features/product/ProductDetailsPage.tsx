import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useConfig } from '../../app/hooks';
import { LoadError } from '../../components/common/LoadError';
import { notFoundError } from '../../lib/httpError';
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
  const { data, isLoading, isError, refetch } = useProductDetailsQuery({
    slug,
    channel: config.channel,
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

function ProductSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
        gap: { xs: 3, md: 5 },
        mt: 5,
      }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1', height: 'auto' }} />
      <Stack spacing={2}>
        <Skeleton variant="text" sx={{ fontSize: '2.5rem' }} />
        <Skeleton variant="text" width="30%" sx={{ fontSize: '1.5rem' }} />
        <Skeleton variant="rounded" height={96} />
        <Skeleton variant="rounded" height={48} />
      </Stack>
    </Box>
  );
}
