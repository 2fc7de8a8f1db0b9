import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function TermsPage() {
  return (
    <PageHeading title={routeTitles.terms}>
      <FormattedMessage
        id="page.terms.intro"
        defaultMessage="The terms that apply when you buy from this shop."
        description="Lead paragraph of the terms page"
      />
    </PageHeading>
  );
}
