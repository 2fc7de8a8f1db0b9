import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function HeaderTestPage() {
  return (
    <PageHeading title={routeTitles.headerTest}>
      <FormattedMessage
        id="page.headerTest.intro"
        defaultMessage="The shop header in each of its states."
        description="Lead paragraph of the headerTest page"
      />
    </PageHeading>
  );
}
