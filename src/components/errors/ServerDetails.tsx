import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

/** An error as a form or a page shows it: the text in the shopper's language and the server's words. */
export interface ShownError {
  text: string;
  /** What the server said itself (English), for a details line; null when it said nothing. */
  details?: string | null;
}

/**
 * The server's own words under an error the shopper reads in their language: folded away by default,
 * so a page in another language shows no English sentence, but there for whoever helps the shopper
 * (and marked as English for screen readers and translation tools). Nothing when the server said
 * nothing, or said the very text already shown.
 */
export function ServerDetails({ details, shown }: { details?: string | null; shown?: string }) {
  const intl = useIntl();
  const words = details?.trim();
  if (!words || words === shown?.trim()) return null;
  return (
    <Box
      component="details"
      sx={{ mt: 0.5, fontSize: '0.8125rem', opacity: 0.85, '& > summary': { cursor: 'pointer' } }}
    >
      <summary>
        {intl.formatMessage({
          id: 'error.details.summary',
          defaultMessage: 'Details',
          description: "Folded line under an error message that opens the server's own words",
        })}
      </summary>
      <Box component="span" lang="en">
        {words}
      </Box>
    </Box>
  );
}
