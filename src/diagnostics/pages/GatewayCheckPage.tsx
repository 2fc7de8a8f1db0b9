import { FormattedMessage } from 'react-intl';
import { routeTitles } from '../../lib/routeMessages';
import { PageHeading } from '../../components/common/PageHeading';
import { GatewayCheck } from '../payment/GatewayCheck';

export default function GatewayCheckPage() {
  return (
    <>
      <PageHeading title={routeTitles.gatewayCheck}>
        <FormattedMessage
          id="page.gatewayCheck.intro"
          defaultMessage="The payment gateways of the current checkout and their configuration."
          description="Lead paragraph of the gatewayCheck page"
        />
      </PageHeading>
      <GatewayCheck />
    </>
  );
}
