import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../lib/routeMessages';
import { PageHeading } from '../components/common/PageHeading';
import { ProfileView } from '../features/account/profile/ProfileView';

/** /profile (auth guard): the shopper's account details, name, password and address book. */
export default function ProfilePage() {
  return (
    <>
      <PageHeading title={routeTitles.profile}>
        <FormattedMessage
          id="page.profile.intro"
          defaultMessage="Your name, password and addresses."
          description="Lead paragraph of the profile page"
        />
      </PageHeading>
      <ProfileView />
    </>
  );
}
