import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  firstTemplate,
  openSignedIn,
  registerSubscriber,
  signIn,
} from './support/accounts';
import { screenshot as saveScreenshot } from './support/browser';
import { fillExpertApplication } from './support/expert-application-form';
import { journey } from './support/journey';

const DEMO_EXPERT = { email: 'expert@demo.flowvault.dev', name: 'Erin Expert' };
const DEMO_ADMIN = 'admin@demo.flowvault.dev';

/** Where the journey's screenshots go, to be looked at after a run (outside the repository). */
const SCREENSHOTS = path.join(tmpdir(), 'flowvault-e2e', 'hiring');

const screenshot = (page: Page, name: string) => saveScreenshot(page, name, { dir: SCREENSHOTS });

/**
 * Hiring an expert and joining the expert programme in real Chromium, each person in their own
 * signed-in browser context over the demo catalogue and seed: a subscriber asks for an expert, the
 * demo expert applies, the client accepts, pays with the test gateway, completes the project and
 * rates it, and the expert reads the rating; a subscriber applies to become an expert, the admin
 * approves, and the new expert finds the board.
 */
describe('hiring an expert in a real browser', () => {
  const app = journey({ demo: true });
  let template: { id: string; name: string };

  beforeAll(async () => {
    template = await firstTemplate(app);
  });

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
  const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });
  /** The client's card of the request, among the section's cards. */
  const requestCard = (page: Page) =>
    page
      .getByRole('list', { name: 'Your hire requests' })
      .getByRole('article', { name: template.name });
  /** The card's status badge reading `label` ('Status: ' is read out before it). */
  const statusBadge = (card: Locator, label: string) =>
    card.getByText(`Status: ${label}`, { exact: true });

  it('a subscriber hires the demo expert, pays with the test gateway, completes and rates the project (the expert sees it read-only at once), and the expert reads the rating', async () => {
    const stamp = Date.now();
    const problem = `Our orders arrive by email and are typed in by hand (journey ${stamp}).`;
    const requirements = `Read order emails, create invoices in our accounting tool (${stamp}).`;
    const client = await registerSubscriber(app, 'Hiring Client');

    // 1. The client asks for an expert from the template's page.
    const clientPage = await openSignedIn(app, client.token, `/template/${template.id}`);
    await clientPage.getByRole('heading', { name: 'Workflow Structure' }).waitFor();
    await clientPage.getByRole('button', { name: 'Hire an Expert' }).click();
    const form = dialog(clientPage, 'Hire an Expert');
    await field(form, 'Business problem').fill(problem);
    await field(form, 'Requirements').fill(requirements);
    await field(form, 'Timeline').fill('3 weeks');
    await field(form, 'Urgency').selectOption('high');
    await field(form, 'Minimum budget').fill('500');
    await field(form, 'Maximum budget').fill('2000');
    await field(form, 'Industry').fill('E-commerce');
    await field(form, 'Company size').fill('11-50 employees');
    await screenshot(clientPage, 'hiring-01-request-form');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    const submitted = dialog(clientPage, 'Request Submitted');
    await submitted.getByText(template.name).waitFor();
    await screenshot(clientPage, 'hiring-02-request-submitted');
    await submitted.getByRole('button', { name: 'Close', exact: true }).click();
    const requested = clientPage.getByRole('button', { name: 'Request Submitted' });
    expect(await requested.isDisabled()).toBe(true);
    await screenshot(clientPage, 'hiring-03-detail-requested');

    // The client waits on Dashboard > Hire Requests, which follows what happens to the request.
    await clientPage.locator('header').getByRole('link', { name: 'Dashboard' }).click();
    await clientPage
      .getByRole('navigation', { name: 'Dashboard' })
      .getByText('Hire Requests')
      .click();
    const card = requestCard(clientPage);
    await card.getByText('0 applications').waitFor();

    // 2. The demo expert finds it on the board, without the client's name, and applies.
    const expertToken = await signIn(app, DEMO_EXPERT.email, DEMO_PASSWORD);
    const expertPage = await openSignedIn(app, expertToken, '/experts/projects');
    await expertPage.getByRole('heading', { name: 'Open Projects' }).waitFor();
    const project = expertPage.getByRole('article').filter({ hasText: problem });
    await project.getByRole('button', { name: 'Apply' }).waitFor();
    expect(await project.innerText()).not.toContain(client.name);
    expect(await project.innerText()).not.toContain(client.email);
    await screenshot(expertPage, 'hiring-04-expert-board');
    await project.getByRole('button', { name: 'Apply' }).click();
    const apply = dialog(expertPage, `Apply to ${template.name}`);
    await field(apply, 'Cover letter').fill(
      'I have set up this kind of order automation for several shops and would enjoy this one.',
    );
    await field(apply, 'Relevant experience').fill('Five years of n8n and accounting APIs.');
    await field(apply, 'Project approach').fill(
      'Map the emails first, then build and test the invoice flow with your team.',
    );
    await field(apply, 'Proposed timeline').fill('2 weeks');
    await field(apply, 'Amount').fill('1500');
    await screenshot(expertPage, 'hiring-05-apply-form');
    await apply.getByRole('button', { name: 'Send Application' }).click();
    await apply.waitFor({ state: 'detached' });
    expect(await project.getByRole('button', { name: 'Applied' }).isDisabled()).toBe(true);
    await screenshot(expertPage, 'hiring-06-applied');

    // 3. The application shows on the client's list as it arrives, without a reload; the client
    // reads it and accepts it.
    await card.getByRole('button', { name: 'View Applications (1)' }).click();
    const applications = dialog(clientPage, `Applications: ${template.name}`);
    const application = applications.getByRole('article', { name: DEMO_EXPERT.name });
    await application.getByText(/3 completed projects/).waitFor();
    await application.getByText(/\$1,500/).waitFor();
    await screenshot(clientPage, 'hiring-07-applications');
    await application.getByRole('button', { name: 'Accept' }).click();
    await application.getByText('Accepted', { exact: true }).waitFor();
    await screenshot(clientPage, 'hiring-08-accepted');
    await applications.getByRole('button', { name: 'Close', exact: true }).click();
    await statusBadge(card, 'In Selection').waitFor();

    // 4. Pay & Activate goes through the test checkout and back to an active project.
    await card.getByRole('button', { name: 'View Details' }).click();
    let details = dialog(clientPage, template.name);
    await details.getByRole('button', { name: /Pay & Activate/ }).click();
    await clientPage.waitForURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    await clientPage
      .getByText(/\$1,500(\.00)?/)
      .first()
      .waitFor();
    await screenshot(clientPage, 'hiring-09-test-checkout');
    await clientPage.getByRole('button', { name: 'Pay', exact: true }).click();
    await clientPage.waitForURL(/\/dashboard\?section=hire-requests/);
    await clientPage.getByText('Payment received. Your project is being activated.').waitFor();
    // The section asks again 2 s after the return, when the payment has activated the project.
    await statusBadge(card, 'Active').waitFor({ timeout: 15_000 });
    await screenshot(clientPage, 'hiring-10-active');

    // 5. The expert opens the running project; the client marks it completed (the expert's open
    // dialog turns read-only at once) and rates the expert.
    const mine = expertPage
      .getByRole('list', { name: 'Your applications' })
      .getByRole('article')
      .filter({ hasText: requirements });
    await expertPage.goto(`${app.baseUrl}/dashboard?section=expert-applications`);
    await mine.getByRole('button', { name: 'Manage Project' }).click();
    const workspace = dialog(expertPage, 'Project Management');
    await workspace.getByText('ACTIVE PROJECT', { exact: true }).waitFor();
    await workspace.getByRole('tab', { name: 'Tasks' }).click();
    await workspace
      .getByRole('button', { name: /^Start / })
      .first()
      .waitFor();

    await card.getByRole('button', { name: 'View Details' }).click();
    details = dialog(clientPage, template.name);
    await details.getByRole('button', { name: 'Mark as Completed' }).click();
    const confirm = dialog(clientPage, 'Mark the project as completed?');
    await confirm.getByRole('button', { name: 'Mark as Completed' }).click();
    await confirm.waitFor({ state: 'detached' });
    await workspace.getByText('COMPLETED', { exact: true }).waitFor();
    await workspace.getByText(/This project is completed\./).waitFor();
    expect(await workspace.getByRole('button', { name: /^Start / }).count()).toBe(0);
    await screenshot(expertPage, 'hiring-11-expert-sees-completed');
    await workspace.getByRole('button', { name: 'Close dialog' }).click();
    await details.getByRole('heading', { name: 'Rate your expert' }).waitFor();
    await details.getByRole('radio', { name: '4 stars' }).check();
    await field(details, 'Message').fill('Clear plan, delivered on time. Would hire again.');
    await screenshot(clientPage, 'hiring-12-feedback-form');
    await details.getByRole('button', { name: 'Send Feedback' }).click();
    await details.getByRole('heading', { name: 'Your feedback' }).waitFor();
    await details.getByText('4 out of 5').waitFor();
    await screenshot(clientPage, 'hiring-13-feedback-given');
    await details.getByRole('button', { name: 'Close' }).first().click();
    await statusBadge(card, 'Completed').waitFor();

    // 6. The expert reads the rating on Project Applications.
    await expertPage.goto(`${app.baseUrl}/dashboard?section=expert-applications`);
    await mine.getByRole('img', { name: 'Rated 4 out of 5' }).waitFor();
    await statusBadge(mine, 'Completed').waitFor();
    await mine.getByRole('button', { name: 'View Project' }).waitFor();
    await mine.getByText('Clear plan, delivered on time. Would hire again.').waitFor();
    // The fourth rating joins the record: 4 completed, (5 + 4 + 5 + 4) / 4 = 4.5.
    await expertPage.getByText('4 completed projects · 4.5 ★ from 4 ratings').waitFor();
    await screenshot(expertPage, 'hiring-14-expert-feedback');
  }, 240_000);

  it('a subscriber applies to the expert programme, the admin approves, and the new expert finds the board', async () => {
    const applicant = await registerSubscriber(app, 'Future Expert');

    // 1. The applicant fills in Become an Expert from the dashboard's banner.
    const page = await openSignedIn(app, applicant.token, '/dashboard');
    const banner = page.getByRole('region', { name: 'Become an Expert: join the waiting list' });
    await banner.getByRole('button', { name: 'Apply Now' }).click();
    const form = dialog(page, 'Apply to Become an Expert');
    expect(await field(form, 'Full name').inputValue()).toBe(applicant.name);
    expect(await field(form, 'Email').inputValue()).toBe(applicant.email);
    await fillExpertApplication(form);
    await screenshot(page, 'experts-01-application-form');
    await form.getByRole('button', { name: 'Submit Application' }).click();
    const success = dialog(page, 'Application Submitted!');
    await success.waitFor();
    await screenshot(page, 'experts-02-submitted');
    // The success screen closes by itself after 2 s, onto the banner's status.
    await success.waitFor({ state: 'detached' });
    await banner.getByText('Pending review', { exact: true }).waitFor();
    await screenshot(page, 'experts-03-banner-pending');
    expect(await page.locator('header').getByRole('link', { name: 'Expert Board' }).count()).toBe(
      0,
    );

    // 2. The admin approves it.
    const admin = await openSignedIn(
      app,
      await signIn(app, DEMO_ADMIN, DEMO_PASSWORD),
      '/admin/expert-applications',
    );
    const pending = admin.getByRole('article', { name: applicant.name });
    await pending.getByRole('button', { name: 'Approve' }).waitFor();
    await screenshot(admin, 'experts-04-admin-pending');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await pending.waitFor({ state: 'detached' });
    await admin.getByLabel('Status').selectOption('approved');
    await admin.getByRole('article', { name: applicant.name }).getByText('Approved').waitFor();
    await screenshot(admin, 'experts-05-admin-approved');

    // 3. The applicant reloads: approved (the banner no longer invites to the waiting list), with
    // the Expert Board in the header and the board open.
    await page.reload();
    const approved = page.getByRole('region', { name: 'You are a FlowVault expert' });
    await approved.getByText('Approved', { exact: true }).waitFor();
    const boardLink = page.locator('header').getByRole('link', { name: 'Expert Board' });
    await boardLink.waitFor();
    await screenshot(page, 'experts-06-approved');
    await boardLink.click();
    await page.waitForURL(/\/experts\/projects$/);
    await page.getByRole('heading', { name: 'Open Projects' }).waitFor();
    await page.getByRole('article').first().getByRole('button', { name: 'Apply' }).waitFor();
    await screenshot(page, 'experts-07-board');
  }, 180_000);
});
