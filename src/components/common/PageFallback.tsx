import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`;

/** Shown while a page's chunk loads: a thin moving bar (no progress component in the first load). */
export function PageFallback() {
  const intl = useIntl();
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage({
        id: 'page.loading',
        defaultMessage: 'Loading page',
        description: 'Screen-reader name of the progress bar shown while a page loads',
      })}
      sx={{ my: 2, height: 4, overflow: 'hidden', borderRadius: 2, bgcolor: 'action.hover' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.2s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.5 },
        }}
      />
    </Box>
  );
}
