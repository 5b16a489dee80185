import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { validForm } from '../api/src/modules/experts/__tests__/expert-forms';
import {
  DEMO_PASSWORD,
  firstTemplate,
  openSignedIn,
  registerAccount,
  registerSubscriber,
  signIn,
} from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { screenshot } from './support/browser';
import { fillExpertApplication } from './support/expert-application-form';
import { holdTimersOf } from './support/held-timers';
import { journey } from './support/journey';

const audits = new AccessibilityAudit();

/** Where the phone-width screenshots go, to be looked at after a run (outside the repository). */
const SCREENSHOTS = path.join(tmpdir(), 'flowvault-e2e', 'hiring-a11y');

/** The page as the audit left it, at its narrowest width, saved to SCREENSHOTS. */
const phoneScreenshot = (page: Page, name: string) =>
  screenshot(page, name, { viewport: true, dir: SCREENSHOTS });

/** How long the Become an Expert success screen shows, as the dialog's SUCCESS_SCREEN_MS. */
const SUCCESS_SCREEN_MS = 2000;

/**
 * The pages and dialogs of hiring and the expert programme audited like every other page (see
 * accessibility.e2e.test.ts, kept apart to stay readable): axe-core's WCAG 2.1 A and AA rules at
 * desktop and phone widths and sideways scrolling down to 320 px, over the demo seed, each in the
 * state that shows the most of it.
 */
describe('accessibility of hiring and the expert programme in a real browser', () => {
  const app = journey({ demo: true });
  let template: { id: string; name: string };

  beforeAll(async () => {
    template = await firstTemplate(app);
  });

  afterAll(() => console.log(audits.table()));

  /** The session of each demo account, signed in once: an audit never signs one out. */
  const demoSessions = new Map<string, Promise<string>>();

  /** A page at `path` signed in as the demo account `who`. */
  const asDemo = async (who: 'client' | 'pro' | 'expert' | 'admin', path: string) => {
    if (!demoSessions.has(who)) {
      demoSessions.set(who, signIn(app, `${who}@demo.flowvault.dev`, DEMO_PASSWORD));
    }
    return openSignedIn(app, await demoSessions.get(who)!, path);
  };

  const dialog = (page: Page, name: string | RegExp) =>
    page.getByRole('dialog', { name, exact: typeof name === 'string' });

  /**
   * For a test of six audits or more: each takes seconds of a busy machine's CPU (axe at two
   * widths, reflow at five), more than a test's default minute allows when other files run beside
   * it.
   */
  const MANY_AUDITS_MS = 240_000;

  /** Audits each of the six tabs of the open Project Management dialog, with its content in. */
  async function auditWorkspaceTabs(page: Page, viewer: 'client' | 'expert') {
    const workspace = dialog(page, 'Project Management');
    const chatTab = viewer === 'client' ? 'Expert Chat' : 'Client Chat';
    const panel = workspace.getByRole('tabpanel').first();
    /** The list named `name` in the open tab, or its empty text. */
    const listOr = (name: string, empty: string) =>
      panel.getByRole('list', { name }).or(panel.getByText(empty)).first().waitFor();
    const tabs: Array<[string, () => Promise<void>]> = [
      ['Overview', () => panel.locator('progress').waitFor()],
      ['Tasks', () => listOr('Tasks', 'No tasks yet.')],
      ['Requirements', () => listOr('Questions', 'No questions yet.')],
      ['AI Assistant', () => workspace.getByRole('tab', { name: 'Resources' }).waitFor()],
      [chatTab, () => panel.getByRole('textbox', { name: 'Message' }).waitFor()],
      ['Deliverables', () => listOr('Deliverables', 'Nothing delivered yet.')],
    ];
    for (const [tab, loaded] of tabs) {
      await workspace.getByRole('tab', { name: tab, exact: true }).click();
      await loaded();
      await audits.check(`Project Management, ${tab} (${viewer})`, page);
    }
  }

  describe('the client', () => {
    /** The cards of the demo client's requests in `status`. */
    const requestCards = (page: Page, status: string) =>
      page
        .getByRole('list', { name: 'Your hire requests' })
        .getByRole('article')
        .filter({ hasText: `Status: ${status}` });

    it('the Hire an Expert dialog', async () => {
      const page = await asDemo('pro', `/template/${template.id}`);
      await page.getByRole('button', { name: 'Hire an Expert' }).click();
      await dialog(page, 'Hire an Expert').getByLabel('Business problem').waitFor();
      await audits.check('Hire an Expert dialog', page);
    });

    it('the upgrade prompt of Hire an Expert on the Free plan', async () => {
      const free = await registerAccount(app, 'Free Hirer');
      const page = await openSignedIn(app, free.token, `/template/${template.id}`);
      await page.getByRole('button', { name: 'Hire an Expert' }).click();
      await dialog(page, 'Upgrade your plan')
        .getByText(/Hire an Expert/)
        .first()
        .waitFor();
      await audits.check('Hire an Expert, upgrade prompt', page);
    });

    it('Hire Requests with a request in every state', async () => {
      const page = await asDemo('client', '/dashboard?section=hire-requests');
      for (const status of ['Pending', 'In Selection', 'Active', 'Completed', 'Cancelled']) {
        await requestCards(page, status).first().waitFor();
      }
      await audits.check('Hire Requests', page);
    });

    it('the Request details dialog of a request in selection', async () => {
      const page = await asDemo('client', '/dashboard?section=hire-requests');
      const card = requestCards(page, 'In Selection');
      await card.getByRole('button', { name: 'View Details' }).click();
      const details = page.getByRole('dialog');
      await details.getByRole('button', { name: /Pay & Activate/ }).waitFor();
      await audits.check('Request details dialog', page);
      await phoneScreenshot(page, 'request-details-320');
    });

    it('the Applications dialog with pending applications', async () => {
      const page = await asDemo('client', '/dashboard?section=hire-requests');
      await requestCards(page, 'Pending')
        .getByRole('button', { name: 'View Applications (2)' })
        .click();
      const applications = dialog(page, /^Applications: /);
      await applications.getByRole('button', { name: 'Accept' }).first().waitFor();
      await applications.getByText(/3 completed projects/).waitFor();
      await audits.check('Applications dialog', page);
      await phoneScreenshot(page, 'applications-dialog-320');
    });

    it('the Hire an Expert dialog with its problems shown, then Request Submitted', async () => {
      const { token } = await registerSubscriber(app, 'Form Checker');
      const page = await openSignedIn(app, token, `/template/${template.id}`);
      await page.getByRole('button', { name: 'Hire an Expert' }).click();
      const form = dialog(page, 'Hire an Expert');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await audits.check('Hire an Expert dialog, problems shown', page);

      const fill = (label: string, value: string) =>
        form.getByLabel(label, { exact: true }).fill(value);
      await fill('Business problem', 'Our orders arrive by email and are typed in by hand.');
      await fill('Requirements', 'Read order emails and create invoices in our accounting tool.');
      await fill('Timeline', '3 weeks');
      await fill('Industry', 'E-commerce');
      await fill('Company size', '11-50 employees');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await dialog(page, 'Request Submitted').getByText(template.name).waitFor();
      await audits.check('Hire an Expert, Request Submitted', page);
    });

    /** Opens the Request details of the demo client's first request in `status`. */
    async function openDetails(status: string): Promise<Page> {
      const page = await asDemo('client', '/dashboard?section=hire-requests');
      await requestCards(page, status)
        .first()
        .getByRole('button', { name: 'View Details' })
        .click();
      return page;
    }

    it('the Request details dialog of a completed request with its feedback', async () => {
      const page = await openDetails('Completed');
      await page.getByRole('dialog').getByRole('heading', { name: 'Your feedback' }).waitFor();
      await audits.check('Request details dialog, feedback given', page);
    });

    it('the confirmation of Cancel Request', async () => {
      const page = await openDetails('Pending');
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel Request' }).click();
      await dialog(page, 'Cancel this request?').waitFor();
      await audits.check('Cancel request confirmation', page);
    });

    it('the confirmation of Mark as Completed', async () => {
      const page = await openDetails('Active');
      await page.getByRole('dialog').getByRole('button', { name: 'Mark as Completed' }).click();
      await dialog(page, 'Mark the project as completed?').waitFor();
      await audits.check('Mark as completed confirmation', page);
    });

    it(
      'the Project Management dialog of Manage Active Project, on every tab',
      async () => {
        const page = await openDetails('Active');
        await page
          .getByRole('dialog')
          .getByRole('button', { name: 'Manage Active Project' })
          .click();
        await auditWorkspaceTabs(page, 'client');
      },
      MANY_AUDITS_MS,
    );

    it('the Anonymous Chat dialog of an active request', async () => {
      const page = await openDetails('Active');
      await page
        .getByRole('dialog')
        .getByRole('button', { name: /Anonymous Chat/ })
        .click();
      const chat = dialog(page, 'Anonymous Chat');
      await chat.getByRole('log', { name: 'Messages' }).getByRole('listitem').first().waitFor();
      await chat.getByRole('textbox', { name: 'Message' }).waitFor();
      await audits.check('Anonymous Chat', page);
    });
  });

  describe('the expert', () => {
    const applicationCards = (page: Page) =>
      page.getByRole('list', { name: 'Your applications' }).getByRole('article');

    it('Project Applications with applications in every state', async () => {
      const page = await asDemo('expert', '/dashboard?section=expert-applications');
      for (const status of ['Pending', 'Accepted', 'Rejected']) {
        await applicationCards(page).filter({ hasText: status }).first().waitFor();
      }
      await page.getByText(/3 completed projects · 4\.7 ★ from 3 ratings/).waitFor();
      await audits.check('Project Applications', page);
      await phoneScreenshot(page, 'project-applications-320');
    });

    it('the Application details dialog with the AI Capability Analysis', async () => {
      const page = await asDemo('expert', '/dashboard?section=expert-applications');
      await applicationCards(page)
        .getByRole('button', { name: 'View Application' })
        .first()
        .click();
      const details = dialog(page, 'Application Details');
      // The simulated analysis shows its sample after 2 s.
      await details.getByText('Recommendation:').waitFor();
      await audits.check('Application details dialog, analysis shown', page);
      await phoneScreenshot(page, 'application-details-320');
    });

    it('the confirmation of Withdraw', async () => {
      const page = await asDemo('expert', '/dashboard?section=expert-applications');
      await applicationCards(page).getByRole('button', { name: 'Withdraw' }).first().click();
      await dialog(page, 'Withdraw application?').waitFor();
      await audits.check('Withdraw confirmation', page);
    });

    it('the Project Management dialog of an accepted application the client has not paid', async () => {
      const page = await asDemo('expert', '/dashboard?section=expert-applications');
      await applicationCards(page).getByRole('button', { name: 'Manage Project' }).first().click();
      await dialog(page, 'Project Management').getByText('The workspace is not open yet').waitFor();
      await audits.check('Project Management, not open yet (expert)', page);
    });

    it('the Project Management dialog of a completed project, read-only', async () => {
      const page = await asDemo('expert', '/dashboard?section=expert-applications');
      await applicationCards(page).getByRole('button', { name: 'View Project' }).first().click();
      const workspace = dialog(page, 'Project Management');
      await workspace.getByText('COMPLETED', { exact: true }).waitFor();
      await workspace.getByRole('tab', { name: 'Tasks', exact: true }).click();
      await audits.check('Project Management, completed (expert)', page);
    });

    it(
      'the Project Management dialog of an active project, on every tab',
      async () => {
        const page = await asDemo('expert', '/dashboard?section=expert-applications');
        const buttons = applicationCards(page).getByRole('button', { name: 'Manage Project' });
        await buttons.first().waitFor();
        // The demo expert's accepted applications: one waits for payment, one is active.
        for (let index = 0; index < (await buttons.count()); index += 1) {
          await buttons.nth(index).click();
          const workspace = dialog(page, 'Project Management');
          const opened = workspace.getByRole('tab', { name: 'Client Chat' });
          await opened.or(workspace.getByText('The workspace is not open yet')).first().waitFor();
          if (await opened.isVisible()) break;
          await page.keyboard.press('Escape');
          await workspace.waitFor({ state: 'hidden' });
        }
        await auditWorkspaceTabs(page, 'expert');

        // The expert's forms with their problems shown, and the code generator's answer.
        const workspace = dialog(page, 'Project Management');
        const panel = workspace.getByRole('tabpanel').first();
        await workspace.getByRole('tab', { name: 'Requirements', exact: true }).click();
        await panel.getByRole('button', { name: 'Send Question' }).click();
        await panel.getByText('Please enter a question before sending.').waitFor();
        await audits.check('Project Management, question form with its problem (expert)', page);
        await workspace.getByRole('tab', { name: 'Deliverables', exact: true }).click();
        await panel.getByRole('button', { name: 'Add Deliverable' }).click();
        await panel.getByText('Please enter a title.').waitFor();
        await audits.check('Project Management, deliverable form with its problems (expert)', page);
        await workspace.getByRole('tab', { name: 'AI Assistant', exact: true }).click();
        await panel.getByLabel('Ask the code generator').fill('Keep only the leads with an email.');
        await panel.getByRole('button', { name: 'Generate' }).click();
        await panel.getByLabel('Generated code').waitFor();
        await audits.check('Project Management, AI Assistant with generated code (expert)', page);
      },
      MANY_AUDITS_MS,
    );

    it('Project Applications of an account that is not an expert', async () => {
      const page = await asDemo('client', '/dashboard?section=expert-applications');
      await page.locator('main').getByRole('heading', { name: 'Project Applications' }).waitFor();
      await audits.check('Project Applications (not an expert)', page);
    });

    it('the expert board', async () => {
      const page = await asDemo('expert', '/experts/projects');
      const projects = page.getByRole('list', { name: 'Open projects' }).getByRole('article');
      await projects.getByRole('button', { name: 'Apply', exact: true }).first().waitFor();
      await projects.getByRole('button', { name: 'Applied' }).first().waitFor();
      await audits.check('Expert board', page);
      await phoneScreenshot(page, 'expert-board-320');
    });

    it('the apply dialog of the expert board', async () => {
      const page = await asDemo('expert', '/experts/projects');
      await page.getByRole('button', { name: 'Apply', exact: true }).first().click();
      await dialog(page, /^Apply to /)
        .getByLabel('Cover letter')
        .waitFor();
      await audits.check('Expert board, apply dialog', page);
    });
  });

  describe('the expert programme', () => {
    const banner = (page: Page) =>
      page.getByRole('region', { name: 'Become an Expert: join the waiting list' });

    it('the Become an Expert banner', async () => {
      const { token } = await registerSubscriber(app, 'Banner Reader');
      const page = await openSignedIn(app, token, '/dashboard');
      await banner(page).getByRole('button', { name: 'Apply Now' }).waitFor();
      await audits.check('Become an Expert banner', page);
    });

    it('the Become an Expert dialog, its success screen and the pending status', async () => {
      const applicant = await registerSubscriber(app, 'Hopeful Expert');
      const page = await openSignedIn(app, applicant.token, '/dashboard');
      await banner(page).getByRole('button', { name: 'Apply Now' }).click();
      const form = dialog(page, 'Apply to Become an Expert');
      await form.getByLabel('Location', { exact: true }).waitFor();
      await audits.check('Become an Expert dialog', page);

      await fillExpertApplication(form);
      // The success screen closes itself after 2 s: it stays until it has been audited.
      const release = await holdTimersOf(page, SUCCESS_SCREEN_MS);
      await form.getByRole('button', { name: 'Submit Application' }).click();
      const success = dialog(page, 'Application Submitted!');
      await success.waitFor();
      await audits.check('Become an Expert, success screen', page);
      await success.waitFor(); // still up: the audit read the success screen
      await release();
      await success.waitFor({ state: 'detached' });
      await banner(page).getByText('Pending review', { exact: true }).waitFor();
      await audits.check('Become an Expert banner, pending', page);
    });

    it('the Become an Expert dialog with its problems shown', async () => {
      const { token } = await registerSubscriber(app, 'Hasty Applicant');
      const page = await openSignedIn(app, token, '/dashboard');
      await banner(page).getByRole('button', { name: 'Apply Now' }).click();
      const form = dialog(page, 'Apply to Become an Expert');
      await form.getByRole('button', { name: 'Submit Application' }).click();
      await form.locator('[aria-invalid="true"]').first().waitFor();
      await audits.check('Become an Expert dialog, problems shown', page);
    });

    it('the admin page of expert applications with one pending, and its reject dialog', async () => {
      const applicant = await registerSubscriber(app, 'Pending Applicant');
      const applied = await app.api(
        'POST',
        '/api/expert-application',
        { ...validForm('a11y'), fullName: applicant.name, email: applicant.email },
        applicant.token,
      );
      expect(applied.status).toBe(201);
      const page = await asDemo('admin', '/admin/expert-applications');
      const pending = page.getByRole('article', { name: applicant.name });
      await pending.getByRole('button', { name: 'Approve' }).waitFor();
      await audits.check('Admin expert applications', page);
      await phoneScreenshot(page, 'admin-expert-applications-320');
      await pending.getByRole('button', { name: 'Reject' }).click();
      await dialog(page, `Reject ${applicant.name}'s application?`).waitFor();
      await audits.check('Admin, reject dialog', page);
    });
  });
});
