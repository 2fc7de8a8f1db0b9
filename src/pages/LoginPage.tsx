import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function LoginPage() {
  return (
    <PageHeading title={routeTitles.login}>
      <FormattedMessage
        id="page.login.intro"
        defaultMessage="Log in to see your orders, keep your addresses and check out faster."
        description="Lead paragraph of the login page"
      />
    </PageHeading>
  );
}
