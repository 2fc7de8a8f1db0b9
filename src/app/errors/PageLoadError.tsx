import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

export interface PageLoadErrorProps {
  onRetry: () => void;
  /** A retry is under way. */
  retrying: boolean;
  /** Gives up opening the next page. */
  onStay: () => void;
}

/**
 * Over the page the shopper is on (kept, with what they typed) when the next page's code could not be
 * loaded. Made of what the first page load has already brought: it must show with no server.
 */
export function PageLoadError({ onRetry, retrying, onStay }: PageLoadErrorProps) {
  return (
    <Paper
      role="alert"
      elevation={6}
      sx={{
        position: 'fixed',
        insetInline: 16,
        bottom: 16,
        mx: 'auto',
        maxWidth: 480,
        p: 2,
        zIndex: 'snackbar',
      }}
    >
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
        <FormattedMessage
          id="error.pageLoad.message"
          defaultMessage="This page could not be loaded"
          description="Heading when the code of the page asked for could not be downloaded"
        />
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
        <FormattedMessage
          id="error.pageLoad.hint"
          defaultMessage="The shop could not be reached. Check your connection, then try again."
          description="Advice under the heading when a page could not be loaded"
        />
      </Typography>
      <Button variant="contained" size="small" onClick={onRetry} disabled={retrying} sx={{ mr: 1 }}>
        <FormattedMessage
          id="error.retry"
          defaultMessage="Try again"
          description="Button that tries again to load a page that could not be loaded"
        />
      </Button>
      <Button size="small" onClick={onStay}>
        <FormattedMessage
          id="error.pageLoad.stay"
          defaultMessage="Stay on this page"
          description="Button that closes the alert and gives up opening the next page"
        />
      </Button>
    </Paper>
  );
}
