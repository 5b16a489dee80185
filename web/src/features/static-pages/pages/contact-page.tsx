import { StaticDocument } from '../components/static-document';
import { CONTACT_PAGE } from '../content/contact';

/** How to reach the people who run FlowVault (`/contact`). */
export default function ContactPage() {
  return <StaticDocument {...CONTACT_PAGE} />;
}
