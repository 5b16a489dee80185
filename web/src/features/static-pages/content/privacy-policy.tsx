import { Link } from 'react-router-dom';
import type { StaticSection } from '../components/static-document';
import { SupportEmail } from '../components/support-email';

const EMAIL = <SupportEmail />;

/** The date shown on the privacy policy. */
export const PRIVACY_LAST_UPDATED = 'September 7, 2025';

/** The opening paragraph of the privacy policy. */
export const PRIVACY_INTRO = (
  <p>
    FlowVault is a community vault of n8n workflow templates where people browse and download
    templates, save them to an account and hire independent experts. This policy explains which
    personal data we handle when you use FlowVault, why, and what you can do about it. FlowVault is
    in alpha: it is offered for testing, and no commercial transactions take place yet.
  </p>
);

/** The sections of the privacy policy, in the order the page shows them. */
export const PRIVACY_SECTIONS: readonly StaticSection[] = [
  {
    id: 'data-we-collect',
    heading: 'Information We Collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            Account details you give us: your name, your email address and a password, which we
            store only as a salted one-way hash.
          </li>
          <li>
            What you do in your account: the templates you save, hire requests, expert applications,
            project tasks and the messages you exchange with experts or clients.
          </li>
          <li>
            n8n connection settings: the URL of your n8n instance and its API key. The key is
            encrypted before it is stored and is never shown back to you or anyone else.
          </li>
          <li>
            Payment records: plan, amount, currency, status and the reference of the payment
            provider. Card details are entered on the provider&apos;s own page and never reach us.
          </li>
          <li>
            Technical data: IP address, browser type and server logs of the requests you make, kept
            to keep the service secure and working.
          </li>
        </ul>
        <p>Browsing and downloading templates does not require an account.</p>
      </>
    ),
  },
  {
    id: 'how-we-use-data',
    heading: 'How We Use Your Information',
    body: (
      <>
        <p>We use your data to:</p>
        <ul>
          <li>
            provide the service: sign you in, keep your saved templates and run your projects;
          </li>
          <li>import a workflow into your n8n instance when you ask us to;</li>
          <li>process subscriptions and expert payments and keep the records the law requires;</li>
          <li>send messages about your account, your requests and changes to these documents;</li>
          <li>prevent abuse, investigate incidents and improve FlowVault from aggregate usage.</li>
        </ul>
        <p>
          We do not sell your data, and we do not use it for advertising profiles. The legal bases
          are the performance of our contract with you, our legitimate interest in a secure service,
          compliance with legal obligations and, where we ask for it, your consent.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    heading: 'How We Share Information',
    body: (
      <>
        <p>We share personal data only where it is needed:</p>
        <ul>
          <li>
            Between clients and experts on a project: chats are anonymous and show a role (Client or
            Expert), not your name or email address.
          </li>
          <li>With payment providers, which process payments under their own privacy policies.</li>
          <li>
            With the providers that host and operate FlowVault for us, bound by data processing
            agreements.
          </li>
          <li>With your own n8n instance, when you import a workflow into it.</li>
          <li>With authorities, when the law requires it or to protect users from harm.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    heading: 'Data Security',
    body: (
      <p>
        Traffic to FlowVault is encrypted in transit, passwords are hashed, API keys are encrypted
        at rest, and access to production data is limited to the people who run the service.
        Credentials are stripped from every published workflow. No system is perfectly secure, so
        please use a unique password, and tell us at {EMAIL} if you believe your account has been
        compromised. We will notify you and the authorities of a breach as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    heading: 'Your Rights',
    body: (
      <>
        <p>
          Under the EU General Data Protection Regulation you may ask us to access, correct, delete
          or export your personal data, to restrict or object to its use, and you may withdraw a
          consent at any time. Write to {EMAIL}; we answer within one month.
        </p>
        <p>
          Two of these you can do yourself, signed in: under{' '}
          <Link to="/dashboard?section=settings&tab=account-data">Settings</Link>, Account data lets
          you download a copy of your data and delete your account.
        </p>
        <p>
          You can also lodge a complaint with a supervisory authority, in Italy the Garante per la
          protezione dei dati personali.
        </p>
      </>
    ),
  },
  {
    id: 'cookies',
    heading: 'Cookies and Local Storage',
    body: (
      <p>
        FlowVault uses only what it needs to work: your sign-in token and your n8n connection
        preferences are kept in your browser&apos;s storage. We use no advertising or cross-site
        tracking cookies. The details are in our <Link to="/cookies">Cookie Policy</Link>.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    heading: 'International Data Transfers',
    body: (
      <p>
        FlowVault is operated from Italy and we keep your data in the European Economic Area
        wherever we can. When a provider processes data outside it, we rely on an adequacy decision
        of the European Commission or on its Standard Contractual Clauses, with additional
        safeguards where needed.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes to This Policy',
    body: (
      <p>
        We will update this policy as FlowVault grows out of alpha. The date at the top always shows
        the latest version. For material changes we will notify account holders by email or in the
        app before they take effect. Questions about this policy are welcome at {EMAIL}.
      </p>
    ),
  },
];
