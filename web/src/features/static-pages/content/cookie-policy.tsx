import { Link } from 'react-router-dom';
import type { StaticDocumentProps, StaticSection } from '../components/static-document';
import { SupportEmail } from '../components/support-email';

/** The date shown on the cookie policy. */
const COOKIES_LAST_UPDATED = 'November 29, 2026';

/** The opening paragraph of the cookie policy. */
const COOKIES_INTRO = (
  <p>
    This policy lists everything FlowVault keeps in your browser, why, and for how long. It is short
    because the list is: FlowVault sets no cookies at all, and keeps three things in your
    browser&apos;s storage, only what signing in and importing into n8n need.
  </p>
);

/**
 * The sections of the cookie policy. The storage keys are the web app's own
 * (`features/accounts/session-token.ts`, `features/n8n-connection/browser-n8n-settings.ts`); a new
 * key belongs here in the same change.
 */
const COOKIES_SECTIONS: readonly StaticSection[] = [
  {
    id: 'no-cookies',
    heading: 'No Cookies',
    body: (
      <p>
        FlowVault&apos;s server sends no cookies, and the web app writes none. There are no
        analytics, advertising or social media cookies, and no third-party scripts: every page loads
        its code, styles, fonts and images from FlowVault itself. When you pay, you enter your card
        on the payment provider&apos;s own page, which follows its own cookie policy.
      </p>
    ),
  },
  {
    id: 'browser-storage',
    heading: 'What We Keep in Your Browser',
    body: (
      <ul>
        <li>
          <code>auth_token</code> (local storage): your session token, written when you sign in or
          create an account, so you stay signed in on this browser. It is valid for 7 days and is
          removed when you sign out; changing your password ends it on every other device.
        </li>
        <li>
          <code>session_notice</code> (session storage): when the server ends your session, the
          reason, kept for the next page load of the same tab so it can tell you why you were signed
          out, then forgotten. It disappears when the tab closes.
        </li>
        <li>
          <code>n8nInstanceUrl</code> and <code>n8nApiKey</code> (local storage): FlowVault never
          writes these. If you put both there yourself, an import into n8n uses them instead of the
          connection saved in your account. The connection you save in FlowVault is kept on our
          server, with the key encrypted, not in your browser.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-choices',
    heading: 'Your Choices',
    body: (
      <p>
        Signing out removes the session token. You can also clear FlowVault&apos;s site data in your
        browser&apos;s settings at any time; that signs you out. If your browser refuses storage
        (some private modes do), FlowVault still works but cannot keep you signed in from one visit
        to the next.
      </p>
    ),
  },
  {
    id: 'changes',
    heading: 'Changes and Questions',
    body: (
      <p>
        If FlowVault ever needs to keep anything else in your browser, it will be listed here first,
        with the date above changed. How we handle your personal data in general is in our{' '}
        <Link to="/privacy">Privacy Policy</Link>. Questions are welcome at <SupportEmail />.
      </p>
    ),
  },
];

/** What `/cookies` shows. */
export const COOKIES_PAGE: StaticDocumentProps = {
  title: 'Cookie Policy',
  lastUpdated: COOKIES_LAST_UPDATED,
  intro: COOKIES_INTRO,
  sections: COOKIES_SECTIONS,
};
