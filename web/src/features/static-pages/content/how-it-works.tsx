import { Link } from 'react-router-dom';
import type { StaticDocumentProps, StaticSection } from '../components/static-document';

/** The opening paragraph of How it works. */
const HOW_IT_WORKS_INTRO = (
  <p>
    FlowVault is a library of ready-made n8n workflows, and a place to find an expert who sets one
    up for you. Here is what you can do, with an account and without.
  </p>
);

/** The steps of How it works, in the order a visitor meets them (docs/product/*.md). */
const HOW_IT_WORKS_SECTIONS: readonly StaticSection[] = [
  {
    id: 'browse',
    heading: 'Browse, Search and Download',
    body: (
      <>
        <p>
          Everyone can use the catalogue, no account needed. On the{' '}
          <Link to="/#templates">home page</Link> you can filter templates by category, integration,
          trigger and complexity, or describe what you need in your own words (&quot;post new Stripe
          payments to Slack&quot;) and search.
        </p>
        <p>
          Each template has its own page: what it does, how to set it up, the steps of the workflow
          and whether it imports cleanly into n8n 1.x. Download gives you the workflow as plain n8n
          JSON, which you can paste or import into any n8n. Credentials are stripped from every
          template, so you connect your own.
        </p>
      </>
    ),
  },
  {
    id: 'save',
    heading: 'Save Templates',
    body: (
      <p>
        With a free account you can save templates to My Templates in your dashboard, to find them
        again and to see their workflow diagram. The Free plan keeps 5 saved templates, Pro 100 and
        Business as many as you like. When a paid plan ends, what you saved stays; new saves then
        need room under the Free limit.
      </p>
    ),
  },
  {
    id: 'import',
    heading: 'Import into Your Own n8n',
    body: (
      <>
        <p>
          Connect n8n (the button at the top once you are signed in) with your instance&apos;s
          address and an API key you create in n8n&apos;s settings. We encrypt the key before
          storing it and never show it again.
        </p>
        <p>
          Then Import on any template page sends the workflow straight into your n8n, ready to open.
          It arrives inactive, without credentials, and with fresh webhook addresses, so nothing
          runs until you have connected your own accounts and switched it on.
        </p>
      </>
    ),
  },
  {
    id: 'hire',
    heading: 'Hire an Expert',
    body: (
      <>
        <p>On a paid plan, you can ask an expert to set a template up for your business:</p>
        <ol>
          <li>
            Request: press Hire an Expert on the template and describe what you need, your budget
            and your timeline.
          </li>
          <li>
            Applications: approved experts find your request on the Expert Board and apply with a
            proposal and a price. You compare them in Hire Requests and can ask questions in an
            anonymous chat.
          </li>
          <li>
            Pay to start: accept the application you prefer and pay its proposed budget; the project
            becomes active once the payment goes through.
          </li>
          <li>
            Workspace: you and your expert share a project workspace with tasks, requirement
            questions, deliverables and the chat. Neither side sees the other&apos;s name or email.
            When the work is done, mark the project completed and rate the expert.
          </li>
        </ol>
      </>
    ),
  },
  {
    id: 'become-an-expert',
    heading: 'Become an Expert',
    body: (
      <p>
        If you build n8n workflows for a living, you can apply to the expert programme from your
        dashboard while on a paid plan. Once we approve your application, the{' '}
        <Link to="/experts/projects">Expert Board</Link> lists clients&apos; requests for you to
        apply to.
      </p>
    ),
  },
  {
    id: 'api',
    heading: 'For Developers: the API',
    body: (
      <p>
        Everything the web app does goes through FlowVault&apos;s API: a REST API under{' '}
        <code>/api</code> and GraphQL at <code>/graphql</code>. The REST API is described in an{' '}
        <a href="/api/openapi.json">OpenAPI document</a> you can load into any OpenAPI tool. n8n
        itself can browse FlowVault as its template library.
      </p>
    ),
  },
];

/** What `/how-it-works` shows. */
export const HOW_IT_WORKS_PAGE: StaticDocumentProps = {
  title: 'How It Works',
  intro: HOW_IT_WORKS_INTRO,
  sections: HOW_IT_WORKS_SECTIONS,
};
