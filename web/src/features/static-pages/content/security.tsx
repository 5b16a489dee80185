import { Link } from 'react-router-dom';
import type { StaticDocumentProps, StaticSection } from '../components/static-document';
import { SupportEmail } from '../components/support-email';

/** The opening paragraph of Security. */
const SECURITY_INTRO = (
  <p>
    How to tell us about a security problem, and what FlowVault does to keep your account and your
    data safe.
  </p>
);

/** The sections of Security (docs/SECURITY.md says the same for the people who run it). */
const SECURITY_SECTIONS: readonly StaticSection[] = [
  {
    id: 'report',
    heading: 'Reporting a Vulnerability',
    body: (
      <>
        <p>
          If you believe you have found a security problem in FlowVault, email <SupportEmail /> with
          &quot;Security&quot; in the subject. Please include:
        </p>
        <ul>
          <li>what you found and where (the page, or the API call);</li>
          <li>the steps to reproduce it, and what an attacker could gain;</li>
          <li>how we can reach you with questions.</li>
        </ul>
        <p>
          Please test only with accounts you own, never read, change or delete other people&apos;s
          data, and do not degrade the service for others. Give us a reasonable time to fix a
          problem before you make it public. We reply to every report by email. The same contact is
          published for tools at <a href="/.well-known/security.txt">/.well-known/security.txt</a>.
        </p>
      </>
    ),
  },
  {
    id: 'accounts',
    heading: 'Your Account',
    body: (
      <ul>
        <li>
          Passwords are stored only as salted one-way hashes (argon2id); nobody can read yours, us
          included.
        </li>
        <li>
          A sign-in lasts at most 7 days. Changing your password signs out every other device, and
          changing your email or password asks for your current password.
        </li>
        <li>Repeated sign-in attempts are limited, per address and per account.</li>
        <li>
          A password reset link works once, for 30 minutes, and asking for one never tells anyone
          whether an account uses that email.
        </li>
      </ul>
    ),
  },
  {
    id: 'data',
    heading: 'Your Data',
    body: (
      <ul>
        <li>Every connection to FlowVault is encrypted (HTTPS).</li>
        <li>
          Your n8n API key is encrypted (AES-256-GCM) before it is stored, used only to send an
          import you asked for, and never shown back or written to logs.
        </li>
        <li>
          An import connects only to the n8n address you gave, once it is checked not to point
          inside our own servers&apos; network, follows no redirects, and the workflow arrives in
          your n8n switched off.
        </li>
        <li>
          Credentials are stripped from every template before it is published, and secret-looking
          values are blanked.
        </li>
        <li>
          Hire requests, applications and project workspaces are visible only to the client and
          expert involved; each side sees the other by role, never by name.
        </li>
        <li>
          Card details are entered on the payment provider&apos;s page and never reach FlowVault.
        </li>
      </ul>
    ),
  },
  {
    id: 'web-app',
    heading: 'In Your Browser',
    body: (
      <p>
        Pages load code only from FlowVault itself (a strict Content Security Policy), cannot be
        framed by other sites, and keep nothing in your browser but what the{' '}
        <Link to="/cookies">Cookie Policy</Link> lists.
      </p>
    ),
  },
];

/** What `/security` shows. */
export const SECURITY_PAGE: StaticDocumentProps = {
  title: 'Security',
  intro: SECURITY_INTRO,
  sections: SECURITY_SECTIONS,
};
