import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../app/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';

export default function ContactPage() {
  return (
    <PageHeading title={routeTitles.contact}>
      <FormattedMessage
        id="page.contact.intro"
        defaultMessage="Questions about an order or a product? Write to us and we answer within one working day."
        description="Lead paragraph of the contact page"
      />
    </PageHeading>
  );
}
