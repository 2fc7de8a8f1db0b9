import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { AppLink } from '../../components/common/AppLink';
import { PageHeading } from '../../components/common/PageHeading';
import { rememberPath } from '../../features/auth/rememberedPath';

/**
 * What a guarded page already on screen shows once the server refused the session (HTTP 401): the session is
 * gone silently and the shopper stays at this address (a refused session never redirects), so the page says
 * why its content went and offers the login, which brings them back here.
 */
export function SessionEndedNotice({ title }: { title: MessageDescriptor }) {
  const location = useLocation();
  const here = location.pathname + location.search + location.hash;
  return (
    <>
      <PageHeading title={title} />
      <Alert
        severity="info"
        action={
          <Button
            component={AppLink}
            to="/login"
            state={{ from: here }}
            onClick={() => rememberPath(here)}
            color="inherit"
            size="small"
          >
            <FormattedMessage
              id="route.sessionEnded.login"
              defaultMessage="Log in"
              description="Button on a page whose session the server ended: opens the login page, which returns here"
            />
          </Button>
        }
      >
        <FormattedMessage
          id="route.sessionEnded.text"
          defaultMessage="You are no longer logged in. Log in again to see this page."
          description="Shown in place of a page for logged-in shoppers when the server ended the session while it was open"
        />
      </Alert>
    </>
  );
}
