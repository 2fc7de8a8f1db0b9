import { routeTitles } from '../../lib/routeMessages';
import { InfoArticle } from '../../features/info/InfoArticle';
import { paymentTroubleshootingContent } from '../../features/info/content/paymentTroubleshootingContent';

export default function PaymentTroubleshootingPage() {
  return <InfoArticle title={routeTitles.paymentTroubleshooting} content={paymentTroubleshootingContent} />;
}
