import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function PrivacyPage() {
  return (
    <PageHeading title={routeTitles.privacy}>
      <FormattedMessage
        id="page.privacy.intro"
        defaultMessage="What we collect about you, why, and how you can see or remove it."
        description="Lead paragraph of the privacy page"
      />
    </PageHeading>
  );
}
