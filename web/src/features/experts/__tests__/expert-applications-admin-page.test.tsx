import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ExpertApplicationsAdminApproveDocument,
  ExpertApplicationsAdminRejectDocument,
} from '../../../gql/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import ExpertApplicationsAdminPage from '../pages/expert-applications-admin-page';
import { adminListMock, buildExpertApplication, errorResult, type Mock } from './experts-fixture';

const ADMIN = buildSessionUser({ role: 'admin', name: 'Root Admin' });
const ROUTES = { 'admin/expert-applications': <ExpertApplicationsAdminPage /> };

function renderAdmin(mocks: Mock[], { user = ADMIN, url = '/admin/expert-applications' } = {}) {
  return renderApp(url, [sessionUserMock(user), ...mocks], { token: 'token-root', routes: ROUTES });
}

function approveMock(id: string, result: Mock['result']): Mock {
  return { request: { query: ExpertApplicationsAdminApproveDocument, variables: { id } }, result };
}

describe('the expert applications admin page', () => {
  setUpAppTests();

  it.each(['user', 'expert'])('is not for an account with the role %s', async (role) => {
    const probe = renderAdmin([], { user: buildSessionUser({ role }) });
    expect(
      await screen.findByRole('heading', { name: 'You are not allowed to view this page' }),
    ).toBeInTheDocument();
    expect(timesSent(probe, 'ExpertApplicationsAdminPage')).toBe(0);
  });

  it('lists pending applications first, with their key facts and both decisions', async () => {
    renderAdmin([adminListMock([buildExpertApplication(1)], 'pending')]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending');
    expect(card).toHaveTextContent('Automation engineer at Flows Lda · Lisbon');
    expect(card).toHaveTextContent('applicant1@example.com');
    expect(card).toHaveTextContent('Experience6 years');
    expect(card).toHaveTextContent('AIMachine learning');
    expect(card).toHaveTextContent('Automationn8n, RPA');
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('offers no decision on applications already decided', async () => {
    renderAdmin(
      [
        adminListMock([
          buildExpertApplication(1, { status: 'approved', reviewedAt: '2026-05-11T08:00:00Z' }),
          buildExpertApplication(2, { status: 'rejected', rejectionReason: 'Too little n8n.' }),
        ]),
      ],
      { url: '/admin/expert-applications?status=all' },
    );
    const approved = await screen.findByRole('article', { name: 'Applicant 1' });
    const rejected = screen.getByRole('article', { name: 'Applicant 2' });
    for (const card of [approved, rejected]) {
      expect(within(card).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    }
    expect(rejected).toHaveTextContent('Rejection reason: Too little n8n.');
  });

  it('shows the rest of an application on demand', async () => {
    const user = userEvent.setup();
    renderAdmin([adminListMock([buildExpertApplication(1)], 'pending')]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    const toggle = within(card).getByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(card).queryByText(/I want to help teams automate/)).not.toBeVisible();

    await user.click(toggle);
    expect(within(card).getByRole('button', { name: 'Hide details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card).getByText(/I want to help teams automate/)).toBeVisible();
    expect(card).toHaveTextContent('MSc in Computer science, IST (2018)');
    expect(within(card).getByRole('link', { name: /GitHub/ })).toHaveAttribute(
      'href',
      'https://github.com/applicant',
    );
  });

  it('links only the profiles with a web address', async () => {
    const user = userEvent.setup();
    const profiles = { github: 'https://github.com/applicant', website: 'javascript:alert(1)' };
    renderAdmin([adminListMock([buildExpertApplication(1, { profiles })], 'pending')]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    await user.click(within(card).getByRole('button', { name: 'Show details' }));
    expect(within(card).getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow ugc',
    );
    expect(within(card).queryByRole('link', { name: /Website/ })).toBeNull();
    expect(within(card).getByText(/Website/)).toBeVisible();
  });

  it('approves, then lists again', async () => {
    const user = userEvent.setup();
    const probe = renderAdmin([
      adminListMock([buildExpertApplication(1)], 'pending'),
      approveMock('expert-application-1', {
        data: {
          approveExpertApplication: {
            __typename: 'ExpertApplication',
            id: 'expert-application-1',
            status: 'approved',
            reviewedAt: '2026-05-20T10:00:00Z',
          },
        },
      }),
      adminListMock([], 'pending'),
    ]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
    expect(timesSent(probe, 'ExpertApplicationsAdminPage')).toBe(2);
  });

  it('says why an approval was refused', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderAdmin([
      adminListMock([buildExpertApplication(1)], 'pending'),
      approveMock(
        'expert-application-1',
        errorResult('CONFLICT', 'This application is no longer pending.'),
      ),
    ]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This application is no longer pending.',
    );
  });

  it('asks for a reason before rejecting, then lists again', async () => {
    const user = userEvent.setup();
    const probe = renderAdmin([
      adminListMock([buildExpertApplication(1)], 'pending'),
      {
        request: {
          query: ExpertApplicationsAdminRejectDocument,
          variables: { input: { id: 'expert-application-1', reason: 'Not enough n8n work yet.' } },
        },
        result: {
          data: {
            rejectExpertApplication: {
              __typename: 'ExpertApplication',
              id: 'expert-application-1',
              status: 'rejected',
              rejectionReason: 'Not enough n8n work yet.',
              reviewedAt: '2026-05-20T10:00:00Z',
            },
          },
        },
      },
      adminListMock([], 'pending'),
    ]);
    const card = await screen.findByRole('article', { name: 'Applicant 1' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: "Reject Applicant 1's application?" });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(
      within(dialog).getByLabelText('Reason (the applicant reads it)'),
    ).toHaveAccessibleDescription('0/1000 characters Please give a reason');
    expect(timesSent(probe, 'ExpertApplicationsAdminReject')).toBe(0);

    await user.type(
      within(dialog).getByLabelText('Reason (the applicant reads it)'),
      '  Not enough n8n work yet. ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('No applications here.')).toBeInTheDocument();
  });

  it('filters by status through the URL', async () => {
    const user = userEvent.setup();
    const probe = renderAdmin([
      adminListMock([buildExpertApplication(1)], 'pending'),
      adminListMock([buildExpertApplication(2, { status: 'approved' })], 'approved'),
    ]);
    await screen.findByRole('article', { name: 'Applicant 1' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    expect(await screen.findByRole('article', { name: 'Applicant 2' })).toBeInTheDocument();
    expect(probe.search).toBe('?status=approved');
  });

  it('pages through a long queue, keeping the status, and back to page 1 on another status', async () => {
    const user = userEvent.setup();
    const probe = renderAdmin([
      adminListMock([buildExpertApplication(1)], 'pending', { page: 1, totalPages: 2 }),
      adminListMock([buildExpertApplication(51)], 'pending', { page: 2, totalPages: 2 }),
      adminListMock([buildExpertApplication(3, { status: 'approved' })], 'approved'),
    ]);
    await screen.findByRole('article', { name: 'Applicant 1' });
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Applicant 51' })).toBeInTheDocument();
    expect(probe.search).toBe('?status=pending&page=2');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Approved');
    expect(await screen.findByRole('article', { name: 'Applicant 3' })).toBeInTheDocument();
    expect(probe.search).toBe('?status=approved');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});
