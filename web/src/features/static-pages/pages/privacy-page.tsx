import { StaticDocument } from '../components/static-document';
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../content/privacy-policy';

/** The privacy policy page (`/privacy`). */
export default function PrivacyPage() {
  return (
    <StaticDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
