import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function AboutPage() {
  return (
    <PageHeading title={routeTitles.about}>
      <FormattedMessage
        id="page.about.intro"
        defaultMessage="Who we are and how we choose what we sell."
        description="Lead paragraph of the about page"
      />
    </PageHeading>
  );
}
