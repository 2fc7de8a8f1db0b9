import { routeTitles } from '../../lib/routeMessages';
import { ShopPageOr } from '../../features/content';
import { InfoArticle } from '../../features/info/InfoArticle';
import { ContactSection } from '../../features/info/contact/ContactSection';
import { contactContent } from '../../features/info/content/contactContent';

export default function ContactPage() {
  return (
    <ShopPageOr slug="contact" after={<ContactSection />}>
      <InfoArticle title={routeTitles.contact} content={contactContent}>
        <ContactSection />
      </InfoArticle>
    </ShopPageOr>
  );
}
