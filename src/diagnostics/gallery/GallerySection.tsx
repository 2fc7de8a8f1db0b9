import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/**
 * One part of an internal gallery page: an outlined panel named by its h2, so that assistive
 * technology (and the browser tests) find it as a region by that name.
 */
export function GallerySection({
  title,
  flush = false,
  children,
}: {
  title: ReactNode;
  /** No padding around the content (a header shown edge to edge); the title keeps its own. */
  flush?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={flush ? { overflow: 'hidden' } : { p: { xs: 2, md: 3 } }}
    >
      <Typography
        id={id}
        variant="h6"
        component="h2"
        sx={flush ? { px: { xs: 2, md: 3 }, pt: 1.5, pb: 1 } : { mb: 2 }}
      >
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
