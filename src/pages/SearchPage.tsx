import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../app/routeMessages';
import { PageHeading } from '../components/common/PageHeading';

export default function SearchPage() {
  return (
    <PageHeading title={routeTitles.search}>
      <FormattedMessage
        id="page.search.intro"
        defaultMessage="Find products by name, description or SKU."
        description="Lead paragraph of the search page"
      />
    </PageHeading>
  );
}
