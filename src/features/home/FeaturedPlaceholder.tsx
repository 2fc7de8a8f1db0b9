import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

/**
 * Where the featured sections are about to be, while their code loads (it carries the product cards,
 * the wishlist toggle and its tooltip: too much for the page's first script). Plain boxes in the
 * sections' shape, so the page does not jump when they arrive.
 */
export function FeaturedPlaceholder() {
  const intl = useIntl();
  const block = { bgcolor: 'action.hover', borderRadius: 1 } as const;
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={intl.formatMessage({
        id: 'home.featured.loading',
        defaultMessage: 'Loading featured categories and products',
        description: 'Screen-reader name of the placeholder shown while the home page sections load',
      })}
    >
      <Box sx={{ ...block, height: 32, width: 220, mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
          gap: { xs: 1.5, sm: 2 },
        }}
      >
        {Array.from({ length: 6 }, (_, index) => (
          <Box key={index} sx={{ ...block, aspectRatio: '4 / 3.6' }} />
        ))}
      </Box>
    </Box>
  );
}
