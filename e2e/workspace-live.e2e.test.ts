import type { Locator, Page } from 'playwright-core';
import {
  DEMO_PASSWORD,
  firstTemplate,
  openSignedIn,
  registerSubscriber,
  signIn,
} from './support/accounts';
import { AccessibilityAudit } from './support/accessibility';
import { activeProject } from './support/hiring';
import { journey } from './support/journey';

const DEMO_EXPERT = 'expert@demo.flowvault.dev';

/** The desktop size pages open at, set again after an audit left a page at phone width. */
const DESKTOP = { width: 1280, height: 900 };

/**
 * The live workspace in real Chromium, client and expert each in their own browser context on
 * two API processes (the journey server runs two): with the active project open on both sides,
 * each sees the other's chat message arrive and the client sees the expert's task moves, none of
 * them reloading; the open dialogs pass the axe-core audit in that live state.
 */
describe('a live project workspace in a real browser', () => {
  const app = journey({ demo: true });
  const audits = new AccessibilityAudit();

  afterAll(() => console.log(audits.table()));

  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name, exact: true });
  /** The message reading `text` in the chat of `scope`. */
  const message = (scope: Locator, text: string) =>
    scope.getByRole('log', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  /** Sends `text` from the chat of `scope` with Enter, as a person would. */
  async function send(scope: Locator, text: string) {
    const box = scope.getByRole('textbox', { name: 'Message' });
    await box.fill(text);
    await box.press('Enter');
  }
  /** The task titled `title` in the open Tasks tab of `workspace`. */
  const task = (workspace: Locator, title: string) =>
    workspace
      .getByRole('list', { name: 'Tasks' })
      .getByRole('listitem')
      .filter({ has: workspace.page().getByText(title, { exact: true }) });

  /**
   * Marks the document so that `expectNotReloaded` can tell it is still the same one: a reload
   * or a navigation starts a new document without the mark.
   */
  const markDocument = (page: Page) =>
    page.evaluate(() => Object.assign(window, { liveJourneyMark: true }));
  async function expectNotReloaded(page: Page) {
    expect(await page.evaluate(() => 'liveJourneyMark' in window)).toBe(true);
  }

  it('client and expert chat live and the client follows the tasks the expert moves, without reloading', async () => {
    const template = await firstTemplate(app);
    const client = await registerSubscriber(app, 'Live Client');
    const expertToken = await signIn(app, DEMO_EXPERT, DEMO_PASSWORD);
    const project = await activeProject(app, {
      client: client.token,
      expert: expertToken,
      templateId: template.id,
    });

    // Both open the active project: the client its request's details, the expert Manage Project
    // on the Client Chat tab.
    const clientPage = await openSignedIn(app, client.token, '/dashboard?section=hire-requests');
    await clientPage
      .getByRole('list', { name: 'Your hire requests' })
      .getByRole('article', { name: template.name })
      .getByRole('button', { name: 'View Details' })
      .click();
    const details = dialog(clientPage, template.name);
    await details.getByRole('button', { name: 'Manage Active Project' }).waitFor();
    await markDocument(clientPage);

    const expertPage = await openSignedIn(
      app,
      expertToken,
      '/dashboard?section=expert-applications',
    );
    await expertPage
      .getByRole('list', { name: 'Your applications' })
      .getByRole('article')
      .filter({ hasText: project.requirements })
      .getByRole('button', { name: 'Manage Project' })
      .click();
    const expertWorkspace = dialog(expertPage, 'Project Management');
    await expertWorkspace.getByRole('tab', { name: 'Client Chat', exact: true }).click();
    const expertChat = expertWorkspace.getByRole('tabpanel');
    await expertChat.getByRole('textbox', { name: 'Message' }).waitFor();
    await markDocument(expertPage);

    // (a) The client writes from the Anonymous Chat; the expert reads it and answers.
    await details.getByRole('button', { name: /Anonymous Chat/ }).click();
    const clientChat = dialog(clientPage, 'Anonymous Chat');
    await clientChat.getByRole('textbox', { name: 'Message' }).waitFor();
    const question = `Could the alert name the lead's company? (${Date.now()})`;
    await send(clientChat, question);
    await message(clientChat, question).getByText('Client (you)').waitFor();
    await message(expertChat, question).getByText('Client', { exact: true }).waitFor();

    const answer = `Yes, from the form's company field. (${Date.now()})`;
    await send(expertChat, answer);
    await message(expertChat, answer).getByText('Expert (you)').waitFor();
    await message(clientChat, answer).getByText('Expert', { exact: true }).waitFor();

    await audits.check('Anonymous Chat, live conversation (client)', clientPage);
    await audits.check('Project Management, Client Chat live (expert)', expertPage);
    await clientPage.setViewportSize(DESKTOP);
    await expertPage.setViewportSize(DESKTOP);

    // (b) The client follows the tasks in Manage Active Project while the expert moves one.
    await clientChat.getByRole('button', { name: 'Close' }).first().click();
    await clientChat.waitFor({ state: 'detached' });
    await details.getByRole('button', { name: 'Manage Active Project' }).click();
    const clientWorkspace = dialog(clientPage, 'Project Management');
    await clientWorkspace.getByRole('tab', { name: 'Tasks', exact: true }).click();
    await expertWorkspace.getByRole('tab', { name: 'Tasks', exact: true }).click();

    const start = expertWorkspace.getByRole('button', { name: /^Start / }).first();
    const title = ((await start.getAttribute('aria-label')) ?? '').replace(/^Start /, '');
    expect(title).not.toBe('');
    const followed = task(clientWorkspace, title);
    await followed.getByText('Pending', { exact: true }).waitFor();

    await start.click();
    await followed.getByText('In Progress', { exact: true }).waitFor();
    await expertWorkspace.getByRole('button', { name: `Complete ${title}` }).click();
    await followed.getByText('Completed', { exact: true }).waitFor();
    expect(await followed.getByText('In Progress', { exact: true }).count()).toBe(0);

    // (c) Both dialogs, as they now are, pass the audit.
    await audits.check('Project Management, Tasks live (client)', clientPage);
    await audits.check('Project Management, Tasks live (expert)', expertPage);

    await expectNotReloaded(clientPage);
    await expectNotReloaded(expertPage);

    // (d) With the chat closed, the client's dashboard card counts the expert's next message as
    // it arrives, and the dashboard with its badge passes the audit.
    await clientPage.close();
    const dashboard = await openSignedIn(app, client.token, '/dashboard?section=hire-requests');
    const card = dashboard
      .getByRole('list', { name: 'Your hire requests' })
      .getByRole('article', { name: template.name });
    await card.getByRole('button', { name: 'View Details' }).waitFor();
    expect(await card.getByText(/unread message/).count()).toBe(0);
    await expertWorkspace.getByRole('tab', { name: 'Client Chat', exact: true }).click();
    const update = `The credentials are in place. (${Date.now()})`;
    await send(expertWorkspace.getByRole('tabpanel'), update);
    await card.getByText('1 unread message', { exact: true }).waitFor({ state: 'attached' });
    await audits.check('Dashboard, a hire request with an unread message (client)', dashboard);
  }, 240_000);
});
