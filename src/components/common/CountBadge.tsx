import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A count on an icon (cart items, wishlist products). A few lines instead of MUI's Badge, which
 * carries its transitions and overlap geometry into every first page load. Hidden at zero; the
 * button's accessible name carries the number for screen readers.
 */
export function CountBadge({ count, children }: { count: number; children: ReactNode }) {
  return (
    <Box component="span" sx={{ position: 'relative', display: 'inline-flex' }}>
      {children}
      {count > 0 && (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: -6,
            right: -8,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            fontSize: 11,
            fontWeight: 700,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {count > 99 ? '99+' : count}
        </Box>
      )}
    </Box>
  );
}
