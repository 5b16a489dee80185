import { COMPANY_CONTACT } from '@flowvault/shared';
import { Link } from 'react-router-dom';
import type { StaticSection } from '../components/static-document';
import { SupportEmail } from '../components/support-email';

const EMAIL = <SupportEmail />;

/** The date shown on the terms of service. */
export const TERMS_LAST_UPDATED = 'September 2025';

/** The opening paragraph of the terms of service. */
export const TERMS_INTRO = (
  <p>
    These terms govern your use of FlowVault, a community vault of n8n workflow templates with
    expert hiring. Please read them carefully: by using FlowVault you agree to them. FlowVault is in
    alpha, offered for testing, and no commercial transactions take place yet; the payment terms
    below apply once paid plans open.
  </p>
);

/** The sections of the terms of service, in the order the page shows them. */
export const TERMS_SECTIONS: readonly StaticSection[] = [
  {
    id: 'acceptance',
    heading: 'Acceptance of Terms',
    body: (
      <p>
        By visiting FlowVault, creating an account or using any part of the service you accept these
        terms and our <Link to="/privacy">Privacy Policy</Link>. If you use FlowVault for an
        organisation, you accept them on its behalf and confirm that you may do so. If you do not
        agree, please do not use the service.
      </p>
    ),
  },
  {
    id: 'service',
    heading: 'Description of Service',
    body: (
      <p>
        FlowVault lets anyone browse, preview and download ready-made workflow templates for n8n.
        With an account you can save templates, import them into your own n8n instance, and post
        requests to hire independent experts who adapt a workflow to your needs. FlowVault is not
        affiliated with n8n GmbH. During the alpha stage features may change, break or be withdrawn,
        and data may be reset.
      </p>
    ),
  },
  {
    id: 'accounts',
    heading: 'User Accounts and Registration',
    body: (
      <ul>
        <li>You must give accurate and complete information and keep it up to date.</li>
        <li>You must be at least 18 years old to register.</li>
        <li>Each person may hold one account; accounts may not be shared or transferred.</li>
        <li>
          You are responsible for keeping your password safe and for everything done with your
          account. Tell us at once if you suspect unauthorised use.
        </li>
      </ul>
    ),
  },
  {
    id: 'acceptable-use',
    heading: 'Acceptable Use Policy',
    body: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use FlowVault or its templates for anything unlawful, deceptive or harmful;</li>
          <li>upload malware or workflows designed to harvest data or attack other systems;</li>
          <li>scrape the service in bulk, probe its security, or overload it;</li>
          <li>harass other users, or try to uncover the identity behind an anonymous chat;</li>
          <li>arrange payment for a project outside FlowVault to avoid its fees.</li>
        </ul>
        <p>We may remove content and suspend accounts that break these rules.</p>
      </>
    ),
  },
  {
    id: 'intellectual-property',
    heading: 'Intellectual Property Rights',
    body: (
      <p>
        The FlowVault name, site and software belong to us. Templates remain the work of their
        creators and are offered under the licence stated with them; you may use a downloaded
        template in your own workflows as that licence allows. Content you submit stays yours, and
        you grant us a non-exclusive licence to host and display it so that the service can work. If
        you believe content infringes your rights, write to us and we will review it promptly.
      </p>
    ),
  },
  {
    id: 'payment',
    heading: 'Payment and Billing',
    body: (
      <ul>
        <li>
          Paid plans are billed in advance for their period and renew automatically until you cancel
          them; a cancellation takes effect at the end of the period already paid.
        </li>
        <li>
          You cancel with Cancel plan in your dashboard&apos;s Subscription section, and may resume
          before the period ends. A cancelled plan stays active until the end of the paid period;
          your account then returns to the Free plan and keeps what you saved.
        </li>
        <li>We may change prices with at least 30 days&apos; notice before a renewal.</li>
        <li>Fees are non-refundable, except where the law requires a refund.</li>
        <li>Payments are processed by third-party providers; we never see your card details.</li>
      </ul>
    ),
  },
  {
    id: 'expert-services',
    heading: 'Expert Services',
    body: (
      <p>
        Experts are independent professionals, not employees or agents of FlowVault. The client and
        the expert agree on the scope, timeline and price of a project between themselves; FlowVault
        provides the tools to find each other, communicate and pay, but does not guarantee the
        outcome of a project. Experts are responsible for the quality of their work and for their
        own taxes.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    heading: 'Disclaimers and Limitations',
    body: (
      <>
        <p>
          FlowVault and its templates are provided &quot;as is&quot; and &quot;as available&quot;.
          Review and test every workflow before you run it on real data: we do not warrant that a
          template is free of errors or fit for a particular purpose.
        </p>
        <p>
          To the extent the law allows, our total liability for any claim is limited to the amounts
          you paid us in the 12 months before the claim arose, and we are not liable for indirect or
          consequential losses. Nothing in these terms limits liability that cannot be limited by
          law.
        </p>
      </>
    ),
  },
  {
    id: 'termination',
    heading: 'Termination',
    body: (
      <p>
        You may close your account at any time. We may suspend or close an account that breaks these
        terms, after notice where possible. On termination your right to use the service ends;
        sections that by their nature should survive, such as intellectual property, disclaimers and
        limitation of liability, remain in force.
      </p>
    ),
  },
  {
    id: 'governing-law',
    heading: 'Governing Law',
    body: (
      <p>
        These terms are governed by the laws of Italy. Disputes belong to the courts of Milan,
        except that consumers keep the protection of the mandatory laws and courts of the country
        where they live.
      </p>
    ),
  },
  {
    id: 'contact',
    heading: 'Contact Information',
    body: (
      <p>
        Questions about these terms? Write to {EMAIL}. FlowVault is run from{' '}
        {COMPANY_CONTACT.location}.
      </p>
    ),
  },
];
