import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One section of the profile page: a titled region (h2), so screen readers can jump between them. */
export function ProfileSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography
        id={headingId}
        variant="h6"
        component="h2"
        sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
      >
        <span style={{ flexGrow: 1 }}>{title}</span>
        {action}
      </Typography>
      {children}
    </Paper>
  );
}
