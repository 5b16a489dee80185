import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { LegalDocument } from '../components/legal-document';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../content/terms-of-service';

/** The terms of service page (`/terms`). */
export default function TermsPage() {
  useDocumentTitle('Terms of Service | FlowVault');
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
