import { COMPANY_CONTACT } from '@flowvault/shared';
import { Link } from 'react-router-dom';
import type { StaticDocumentProps, StaticSection } from '../components/static-document';
import { SupportEmail } from '../components/support-email';

/** The opening paragraph of Contact. */
const CONTACT_INTRO = (
  <p>
    FlowVault is run from {COMPANY_CONTACT.location}. Email is the way to reach us: <SupportEmail />
    .
  </p>
);

/** The sections of Contact: where each kind of question goes. */
const CONTACT_SECTIONS: readonly StaticSection[] = [
  {
    id: 'support',
    heading: 'Help with Your Account or a Template',
    body: (
      <p>
        Write to <SupportEmail /> from the address your account uses, and tell us which template,
        request or page it is about. For a template, its address (the link in your browser) is the
        quickest way to name it.
      </p>
    ),
  },
  {
    id: 'privacy',
    heading: 'Your Personal Data',
    body: (
      <p>
        To ask what we hold about you, or to have it corrected or deleted, write to the same
        address. What you can ask for, and what you can do yourself from your account, is in the{' '}
        <Link to="/privacy#your-rights">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'security',
    heading: 'Security Problems',
    body: (
      <p>
        If you found a vulnerability, please read <Link to="/security">Security</Link> first: it
        says what a report should include.
      </p>
    ),
  },
  {
    id: 'address',
    heading: 'Where We Are',
    body: (
      <address>
        FlowVault
        <br />
        {COMPANY_CONTACT.location}
        <br />
        <SupportEmail />
      </address>
    ),
  },
];

/** What `/contact` shows. */
export const CONTACT_PAGE: StaticDocumentProps = {
  title: 'Contact',
  intro: CONTACT_INTRO,
  sections: CONTACT_SECTIONS,
};
