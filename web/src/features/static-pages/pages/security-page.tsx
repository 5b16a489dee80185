import { StaticDocument } from '../components/static-document';
import { SECURITY_PAGE } from '../content/security';

/** How to report a vulnerability, and how FlowVault protects its users (`/security`). */
export default function SecurityPage() {
  return <StaticDocument {...SECURITY_PAGE} />;
}
