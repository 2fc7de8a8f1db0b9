import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useRouteTitle } from '../routing/RouteElement';
import { routeTitles } from '../../lib/routeMessages';

/** 404: "Page Not Found: {path}", with a way back into the shop. */
export function NotFoundPage({ path }: { path?: string }) {
  const location = useLocation();
  const intl = useIntl();
  useRouteTitle({ title: routeTitles.notFound });
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="overline" color="text.secondary">
        404
      </Typography>
      <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-all' }}>
        {intl.formatMessage(
          {
            id: 'error.notFound.message',
            defaultMessage: 'Page Not Found: {path}',
            description: 'Heading of the 404 page; path is the address that was asked for',
          },
          { path: path ?? location.pathname },
        )}
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage
          id="error.notFound.hint"
          defaultMessage="The address may be mistyped, or the page has moved. Try the search or start from the home page."
          description="Advice under the 404 heading"
        />
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" component={RouterLink} to="/">
          <FormattedMessage
            id="error.backHome"
            defaultMessage="Go to the home page"
            description="Button on error pages"
          />
        </Button>
        <Button variant="outlined" component={RouterLink} to="/search">
          <FormattedMessage
            id="error.search"
            defaultMessage="Search the shop"
            description="Button on the 404 page"
          />
        </Button>
      </Stack>
    </Stack>
  );
}

/** 500: an uncaught error while rendering. Offers a reload, since the cause is often passing. */
export function ServerErrorPage() {
  useRouteTitle({ title: routeTitles.serverError });
  return (
    <Stack spacing={2} sx={{ py: 6, alignItems: 'flex-start' }}>
      <Typography variant="overline" color="text.secondary">
        500
      </Typography>
      <Typography variant="h4" component="h1">
        <FormattedMessage
          id="error.server.message"
          defaultMessage="Something went wrong"
          description="Heading of the 500 page"
        />
      </Typography>
      <Typography color="text.secondary">
        <FormattedMessage
          id="error.server.hint"
          defaultMessage="This page could not be shown. Your cart and account are safe. Reload the page, or come back in a moment."
          description="Advice under the 500 heading"
        />
      </Typography>
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          <FormattedMessage
            id="error.reload"
            defaultMessage="Reload the page"
            description="Button on the 500 page"
          />
        </Button>
        <Button variant="outlined" component={RouterLink} to="/">
          <FormattedMessage
            id="error.backHome"
            defaultMessage="Go to the home page"
            description="Button on error pages"
          />
        </Button>
      </Stack>
    </Stack>
  );
}
