import { COMPANY_CONTACT } from '@flowvault/shared';
import { Link } from 'react-router-dom';
import type { StaticDocumentProps, StaticSection } from '../components/static-document';

/** The opening paragraph of About. */
const ABOUT_INTRO = (
  <p>
    FlowVault is a community vault of ready-made n8n workflow templates, and the experts who can
    tailor them to your business.
  </p>
);

/** The sections of About. */
const ABOUT_SECTIONS: readonly StaticSection[] = [
  {
    id: 'what',
    heading: 'What FlowVault Is',
    body: (
      <>
        <p>
          n8n lets anyone automate work by wiring services together, but a blank canvas is a slow
          start. FlowVault gathers ready-made n8n workflows in one place, describes each one, checks
          whether it imports cleanly into n8n 1.x, and strips every credential before publishing it,
          so you can start from something that already works.
        </p>
        <p>
          Browsing, searching and downloading are free and need no account. An account lets you save
          templates and import them into your own n8n; a paid plan lets you hire an expert to set a
          workflow up for you. <Link to="/how-it-works">How it works</Link> walks through each step.
        </p>
      </>
    ),
  },
  {
    id: 'principles',
    heading: 'What We Care About',
    body: (
      <ul>
        <li>
          No lock-in: every template is plain n8n JSON that runs in any n8n, with or without us.
        </li>
        <li>
          Privacy: we keep only what the service needs, set no tracking cookies, and clients and
          experts work together without seeing each other&apos;s names.
        </li>
        <li>
          Safety: credentials never reach the catalogue, and imported workflows arrive switched off.
        </li>
      </ul>
    ),
  },
  {
    id: 'status',
    heading: 'Where We Are',
    body: (
      <p>
        FlowVault is in alpha: it is offered for testing, and no commercial transactions take place
        yet. It is run from {COMPANY_CONTACT.location} and is not affiliated with n8n GmbH. We would
        love to hear from you: see <Link to="/contact">Contact</Link>.
      </p>
    ),
  },
];

/** What `/about` shows. */
export const ABOUT_PAGE: StaticDocumentProps = {
  title: 'About FlowVault',
  intro: ABOUT_INTRO,
  sections: ABOUT_SECTIONS,
};
