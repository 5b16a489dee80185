import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { PRIVACY_INTRO, PRIVACY_LAST_UPDATED, PRIVACY_SECTIONS } from '../content/privacy-policy';

/** The privacy policy page (`/privacy`). */
export default function PrivacyPage() {
  useDocumentTitle('Privacy Policy | FlowVault');
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={PRIVACY_INTRO}
      sections={PRIVACY_SECTIONS}
    />
  );
}
