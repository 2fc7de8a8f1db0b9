import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function HelpPage() {
  return (
    <PageHeading title={routeTitles.help}>
      <FormattedMessage
        id="page.help.intro"
        defaultMessage="Answers to common questions about orders, payment, delivery and your account."
        description="Lead paragraph of the help page"
      />
    </PageHeading>
  );
}
