import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One line of a totals box: a label on the left, its amount on the right (bold for the total). */
export function TotalRow({
  label,
  children,
  strong,
}: {
  label: ReactNode;
  children: ReactNode;
  strong?: boolean;
}) {
  return (
    <Stack
      direction="row"
      sx={{ justifyContent: 'space-between', gap: 2, fontWeight: strong ? 700 : undefined }}
    >
      <Typography component="span" sx={{ fontWeight: 'inherit' }}>
        {label}
      </Typography>
      <Typography component="span" sx={{ fontWeight: 'inherit', textAlign: 'right' }}>
        {children}
      </Typography>
    </Stack>
  );
}
