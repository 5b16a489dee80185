import { StaticDocument } from '../components/static-document';
import { TERMS_INTRO, TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../content/terms-of-service';

/** The terms of service page (`/terms`). */
export default function TermsPage() {
  return (
    <StaticDocument
      title="Terms of Service"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={TERMS_INTRO}
      sections={TERMS_SECTIONS}
    />
  );
}
