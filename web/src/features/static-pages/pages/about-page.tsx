import { StaticDocument } from '../components/static-document';
import { ABOUT_PAGE } from '../content/about';

/** What FlowVault is and where it stands (`/about`). */
export default function AboutPage() {
  return <StaticDocument {...ABOUT_PAGE} />;
}
