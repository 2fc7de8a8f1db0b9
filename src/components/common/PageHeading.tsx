import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/** The page's one h1 (from the same message as its document title) and an optional lead paragraph. */
export function PageHeading({
  title,
  values,
  children,
}: {
  title: MessageDescriptor;
  values?: Record<string, string | number>;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack spacing={1} sx={{ mb: 3 }}>
      <Typography variant="h4" component="h1">
        {intl.formatMessage(title, values)}
      </Typography>
      {children && (
        <Typography color="text.secondary" sx={{ maxWidth: '70ch' }}>
          {children}
        </Typography>
      )}
    </Stack>
  );
}
