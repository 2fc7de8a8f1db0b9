import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function AuroraTestPage() {
  return (
    <PageHeading title={routeTitles.auroraTest}>
      <FormattedMessage
        id="page.auroraTest.intro"
        defaultMessage="The animated aurora background of the home page, with its controls."
        description="Lead paragraph of the auroraTest page"
      />
    </PageHeading>
  );
}
