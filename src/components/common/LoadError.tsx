import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { FormattedMessage } from 'react-intl';

/**
 * A query that failed: what went wrong and a retry button. Pages show it above (not instead of) what
 * they had already loaded, so a failed refetch or a failed next page loses nothing on screen.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" onClick={onRetry}>
          <FormattedMessage
            id="common.loadError.retry"
            defaultMessage="Try again"
            description="Button that repeats a request that failed"
          />
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
