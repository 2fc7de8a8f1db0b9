import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function ReturnsPage() {
  return (
    <PageHeading title={routeTitles.returns}>
      <FormattedMessage
        id="page.returns.intro"
        defaultMessage="How to send something back and when you get your money."
        description="Lead paragraph of the returns page"
      />
    </PageHeading>
  );
}
