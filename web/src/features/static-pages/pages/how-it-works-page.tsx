import { StaticDocument } from '../components/static-document';
import { HOW_IT_WORKS_PAGE } from '../content/how-it-works';

/** How FlowVault works, from browsing to hiring an expert (`/how-it-works`). */
export default function HowItWorksPage() {
  return <StaticDocument {...HOW_IT_WORKS_PAGE} />;
}
