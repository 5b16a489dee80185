import { act, screen, waitFor, within } from '@testing-library/react';
import { reportNotificationArrived } from '../../../app/notification-events';
import userEvent from '@testing-library/user-event';
import { buildTask, workspaceMock } from '../../workspace/__tests__/workspace-fixture';
import { ProjectApplicationsWithdrawDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import { ProjectApplicationsSection } from '../components/project-applications-section';
import { applicationsMock, buildApplication, errorResult, type Mock } from './experts-fixture';

const EXPERT = buildSessionUser({ role: 'expert', name: 'Grace Expert' });
const HOUR = 3_600_000;

function renderSection(
  mocks: Mock[],
  url = '/dashboard?section=expert-applications',
  user = EXPERT,
) {
  return renderApp(url, [sessionUserMock(user), ...mocks], {
    token: 'token-grace',
    routes: { dashboard: <ProjectApplicationsSection /> },
  });
}

function withdrawMock(id: string, result: unknown): Mock {
  return {
    request: { query: ProjectApplicationsWithdrawDocument, variables: { id } },
    result: result as Mock['result'],
  };
}

describe('the Project Applications section', () => {
  setUpAppTests();

  it('shows each application with its proposal, project and status', async () => {
    const application = buildApplication(1, {
      createdAt: new Date(Date.now() - 3 * HOUR).toISOString(),
    });
    renderSection([applicationsMock([application])]);

    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByText('Pending')).toBeInTheDocument();
    expect(card).toHaveTextContent('Urgency: High');
    expect(card).toHaveTextContent('3h ago');
    expect(card).toHaveTextContent('Client: Anonymous');
    expect(card).toHaveTextContent('Your timeline2 weeks');
    expect(card).toHaveTextContent('Your budget$750');
    expect(card).toHaveTextContent('Client timeline1 month');
    expect(card).toHaveTextContent('Requirements of project 1: sync Shopify orders into the ERP.');
    expect(card).toHaveTextContent('12 nodes');
    expect(card).toHaveTextContent('E-commerce');
    expect(card).toHaveTextContent('Medium');
    expect(within(card).getByRole('button', { name: 'View Application' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: 'Manage Project' })).not.toBeInTheDocument();
    expect(
      screen.getByText('3 completed projects · 4.7 ★ from 3 ratings', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Projects' })).toHaveAttribute(
      'href',
      '/experts/projects',
    );
  });

  it('counts every status on the tabs and filters through the URL', async () => {
    const user = userEvent.setup();
    const counts = { total: 7, pending: 3, accepted: 2, rejected: 1, withdrawn: 1 };
    const probe = renderSection([
      applicationsMock([buildApplication(1), buildApplication(2, { status: 'accepted' })], {
        counts,
      }),
      applicationsMock([buildApplication(2, { status: 'accepted' })], {
        status: 'accepted',
        counts,
      }),
    ]);
    await screen.findByRole('article', { name: 'Workflow 1' });
    const tabs = within(screen.getByRole('group', { name: 'Filter applications' }));
    expect(tabs.getAllByRole('button').map((tab) => tab.textContent)).toEqual([
      'All7',
      'Pending3',
      'Accepted2',
      'Rejected1',
    ]);
    expect(tabs.getByRole('button', { name: 'All 7' })).toHaveAttribute('aria-pressed', 'true');
    const totals = screen.getByText('Applications').parentElement;
    expect(totals).toHaveTextContent('Applications7');

    await user.click(tabs.getByRole('button', { name: 'Accepted 2' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Workflow 1' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('article', { name: 'Workflow 2' })).toBeInTheDocument();
    expect(probe.search).toBe('?section=expert-applications&status=accepted');
    expect(tabs.getByRole('button', { name: 'Accepted 2' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says when there are no applications at all, pointing to the board', async () => {
    renderSection([applicationsMock([])]);
    expect(await screen.findByRole('heading', { name: 'No applications yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Browse Projects' })[1]).toHaveAttribute(
      'href',
      '/experts/projects',
    );
  });

  it('says when a filter holds none, with a way back to all', async () => {
    const user = userEvent.setup();
    const probe = renderSection(
      [
        applicationsMock([], { status: 'rejected', counts: { total: 2, pending: 2 } }),
        applicationsMock([buildApplication(1), buildApplication(2)], {
          counts: { total: 2, pending: 2 },
        }),
      ],
      '/dashboard?section=expert-applications&status=rejected',
    );
    expect(
      await screen.findByRole('heading', { name: 'No rejected applications' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all applications' }));
    expect(await screen.findByRole('article', { name: 'Workflow 2' })).toBeInTheDocument();
    expect(probe.search).toBe('?section=expert-applications');
  });

  it('offers Manage Project on an accepted application, which opens its workspace', async () => {
    const user = userEvent.setup();
    renderSection([
      applicationsMock([buildApplication(1, { status: 'accepted' })]),
      workspaceMock({ tasks: [buildTask(1, 'pending')] }),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByText('Accepted')).toBeInTheDocument();
    expect(
      within(card).queryByRole('button', { name: 'View Application' }),
    ).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Manage Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Management' });
    expect(dialog).toHaveTextContent('Workflow 1');
    expect(await within(dialog).findByText('ACTIVE PROJECT')).toBeVisible();
    await user.click(await within(dialog).findByRole('tab', { name: 'Tasks' }));
    expect(within(dialog).getByRole('button', { name: 'Start Task 1' })).toBeEnabled();
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('follows a decision on an application as soon as its notification arrives', async () => {
    const probe = renderSection([
      applicationsMock([buildApplication(1)]),
      applicationsMock([buildApplication(1, { status: 'accepted' })]),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeVisible();

    act(() => reportNotificationArrived('expert_applied'));
    expect(timesSent(probe, 'ProjectApplicationsSection')).toBe(1);

    act(() => reportNotificationArrived('application_accepted'));
    const accepted = await screen.findByRole('button', { name: 'Manage Project' });
    expect(screen.getByRole('article', { name: 'Workflow 1' })).toContainElement(accepted);
    expect(timesSent(probe, 'ProjectApplicationsSection')).toBe(2);
  });

  it("shows the client's feedback as dots and words", async () => {
    renderSection([
      applicationsMock([
        buildApplication(1, {
          status: 'accepted',
          feedback: {
            __typename: 'Feedback',
            rating: 4,
            message: 'Quick and careful work.',
            createdAt: '2026-05-12T10:00:00.000Z',
          },
        }),
        buildApplication(2, { status: 'rejected' }),
      ]),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Quick and careful work.');
    const rejected = screen.getByRole('article', { name: 'Workflow 2' });
    expect(within(rejected).queryByRole('img')).not.toBeInTheDocument();
    expect(within(rejected).getByRole('button', { name: 'View Application' })).toBeEnabled();
    expect(within(rejected).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('says Completed on the card of a completed project, whose workspace opens read-only', async () => {
    const user = userEvent.setup();
    renderSection([
      applicationsMock([
        buildApplication(1, { status: 'accepted', project: { status: 'completed' } }),
        buildApplication(2, { status: 'accepted', project: { status: 'cancelled' } }),
      ]),
      workspaceMock({ status: 'completed', tasks: [buildTask(1, 'pending')] }),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByText('Completed')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Manage Project' })).toBeNull();
    // Cancelled before payment: no workspace to open, only the application.
    const cancelled = screen.getByRole('article', { name: 'Workflow 2' });
    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(within(cancelled).getByRole('button', { name: 'View Application' })).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'View Project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Project Management' });
    expect(await within(dialog).findByText('COMPLETED')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Tasks' }));
    expect(within(dialog).getByText('Task 1')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Start Task 1' })).toBeNull();
  });

  it('withdraws a pending application after asking, then lists again', async () => {
    const user = userEvent.setup();
    const probe = renderSection([
      applicationsMock([buildApplication(1)], { counts: { pending: 1 } }),
      withdrawMock('application-1', {
        data: {
          withdrawHireApplication: {
            __typename: 'HireApplication',
            id: 'application-1',
            status: 'withdrawn',
            updatedAt: '2026-05-20T10:00:00.000Z',
          },
        },
      }),
      applicationsMock([buildApplication(1, { status: 'withdrawn' })], {
        counts: { withdrawn: 1 },
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    expect(timesSent(probe, 'ProjectApplicationsWithdraw')).toBe(0);

    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card).findByText('Withdrawn')).toBeInTheDocument();
    expect(timesSent(probe, 'ProjectApplicationsSection')).toBe(2);
    expect(within(card).queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  it('keeps the question open with the reason when withdrawing fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderSection([
      applicationsMock([buildApplication(1)]),
      withdrawMock(
        'application-1',
        errorResult('CONFLICT', 'This application can no longer be withdrawn.'),
      ),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    await user.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This application can no longer be withdrawn.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep application' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the Application details with everything sent and the analysis', async () => {
    const user = userEvent.setup();
    renderSection([applicationsMock([buildApplication(1)])]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    await user.click(within(card).getByRole('button', { name: 'View Application' }));

    const dialog = screen.getByRole('dialog', { name: 'Application Details' });
    expect(dialog).toHaveClass('modal--lg');
    expect(dialog).toHaveTextContent('AppliedMay 1, 2026');
    expect(dialog).toHaveTextContent('UpdatedMay 2, 2026');
    expect(dialog).toHaveTextContent('Proposed budget$750');
    expect(dialog).toHaveTextContent('Client budget$500 - $1,500');
    expect(dialog).toHaveTextContent('Orders are typed in by hand.');
    expect(dialog).toHaveTextContent('Cover letter 1: I have built this kind of workflow');
    expect(dialog).toHaveTextContent('Twelve n8n projects for retailers.');
    expect(dialog).toHaveTextContent('Map the data first, then build and test each branch.');
    expect(dialog).toHaveTextContent('Two days of work and a day of testing.');
    expect(within(dialog).getByRole('link', { name: /Invoice bot/ })).toHaveAttribute(
      'href',
      'https://example.com/invoice-bot',
    );
    expect(dialog).toHaveTextContent('Reads invoices from Gmail into Xero.');
    expect(within(dialog).getByRole('list', { name: 'Technologies' })).toHaveTextContent(
      'n8nOpenAI',
    );
    expect(dialog).toHaveTextContent('No feedback yet.');
    expect(
      within(dialog).getByRole('status', { name: 'Analysing the application' }),
    ).toBeInTheDocument();
    expect(await within(dialog).findByText('Skill match')).toBeVisible();
  });

  it('tells someone who is not an expert what the section is for, asking nothing', async () => {
    const probe = renderSection([], undefined, buildSessionUser({ role: 'user' }));
    expect(
      await screen.findByRole('heading', { name: 'For approved experts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Project Applications' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard?section=subscription',
    );
    expect(timesSent(probe, 'ProjectApplicationsSection')).toBe(0);
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    renderSection([
      { request: applicationsMock([]).request, error: new Error('offline') },
      applicationsMock([buildApplication(1)]),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your applications');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Workflow 1' })).toBeInTheDocument();
  });

  it("marks and focuses the application a notification's link names", async () => {
    renderSection(
      [applicationsMock([buildApplication(1), buildApplication(2)])],
      '/dashboard?section=expert-applications&application=application-2',
    );
    const linked = await screen.findByRole('article', { name: 'Workflow 2' });
    expect(linked).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(linked).toHaveFocus());
    expect(screen.getByRole('article', { name: 'Workflow 1' })).not.toHaveAttribute('aria-current');
  });
});
