import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function RegisterPage() {
  return (
    <PageHeading title={routeTitles.register}>
      <FormattedMessage
        id="page.register.intro"
        defaultMessage="An account keeps your orders and addresses in one place."
        description="Lead paragraph of the register page"
      />
    </PageHeading>
  );
}
