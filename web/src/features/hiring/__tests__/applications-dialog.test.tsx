import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ApplicationsDialogAcceptDocument,
  ApplicationsDialogRejectDocument,
  type HireRequestStatus,
} from '../../../gql/graphql';
import { setUpAppTests } from '../../accounts/__tests__/session-fixture';
import { HIRE_MESSAGES } from '../hire-messages';
import { applicationsMock, buildApplication, buildHireRequest, sectionMock } from './hire-fixture';
import { findRequestCard, renderHireRequests } from './render-hire-requests';

type Mock = MockLink.MockedResponse;
const NAME = 'Send daily weather updates';

const GRACE = buildApplication();
const NEWCOMER = buildApplication({
  id: 'application-2',
  name: 'Alan Newcomer',
  reputation: { completedProjects: 0, ratingCount: 0, averageRating: null },
});
const TURNED_DOWN = buildApplication({
  id: 'application-3',
  name: 'Rita Rejected',
  status: 'rejected',
});

/** The Applications dialog of a request in `status` with `applications`, open. */
async function renderApplications(
  status: HireRequestStatus,
  applications: ReturnType<typeof buildApplication>[],
  mocks: Mock[] = [],
) {
  const user = userEvent.setup();
  // The list reads the same applications (their status) as the dialog: one cached request.
  const request = buildHireRequest({
    status,
    counts: { pending: applications.length },
    applications: applications.map(({ id, status }) => ({ id, status })),
  });
  renderHireRequests([sectionMock([request]), applicationsMock(request, applications), ...mocks]);
  const card = await findRequestCard(NAME);
  await user.click(within(card).getByRole('button', { name: /^View Applications/ }));
  const dialog = await screen.findByRole('dialog', { name: `Applications: ${NAME}` });
  return { user, request, dialog };
}

function application(dialog: HTMLElement, expert: string): HTMLElement {
  return within(dialog).getByRole('article', { name: expert });
}

describe("the client's Applications dialog", () => {
  setUpAppTests();

  it('lists every application with the expert, their record and the proposal', async () => {
    const { dialog } = await renderApplications('pending', [GRACE, NEWCOMER]);
    expect(within(dialog).getByRole('tab', { name: 'Applications (2)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const grace = application(dialog, 'Grace Expert');
    expect(grace).toHaveTextContent('Automation consultant · Lisbon, Portugal');
    expect(grace).toHaveTextContent('7 completed projects · 4.7 ★ from 5 ratings');
    expect(within(grace).getByText('Proposed timeline').nextElementSibling).toHaveTextContent(
      '10 days',
    );
    expect(within(grace).getByText('Proposed budget').nextElementSibling).toHaveTextContent(
      '$1,250.50',
    );
    expect(grace).toHaveTextContent(GRACE.coverLetter);
    expect(grace).toHaveTextContent(GRACE.approachDescription);
    expect(grace).toHaveTextContent('Two days of set-up and one of testing.');
    expect(within(grace).getByRole('link', { name: /Fleet alerts/ })).toHaveAttribute(
      'href',
      'https://example.com/fleet',
    );
    const technologies = within(grace).getByRole('list', { name: 'Technologies' });
    expect(
      within(technologies)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['n8n', 'Slack']);
    expect(application(dialog, 'Alan Newcomer')).toHaveTextContent('New expert');
  });

  it('offers Accept and Reject only on pending applications of a pending request', async () => {
    const { dialog } = await renderApplications('pending', [GRACE, TURNED_DOWN]);
    const grace = application(dialog, 'Grace Expert');
    expect(within(grace).getByRole('button', { name: 'Accept' })).toBeEnabled();
    expect(within(grace).getByRole('button', { name: 'Reject' })).toBeEnabled();
    const rita = application(dialog, 'Rita Rejected');
    expect(within(rita).getByText('Rejected')).toBeVisible();
    expect(within(rita).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(rita).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('offers no decision once the request has an expert', async () => {
    const { dialog } = await renderApplications('in_selection', [GRACE]);
    expect(within(dialog).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('accepts an application and shows it accepted', async () => {
    const accepted = buildApplication({ status: 'accepted' });
    const chosen = buildHireRequest({
      status: 'in_selection',
      counts: { accepted: 1 },
      applications: [{ id: GRACE.id, status: 'accepted' }],
    });
    const { user, dialog } = await renderApplications(
      'pending',
      [GRACE],
      [
        {
          request: { query: ApplicationsDialogAcceptDocument, variables: { id: GRACE.id } },
          result: {
            data: {
              acceptHireApplication: {
                __typename: 'HireApplication',
                id: GRACE.id,
                status: 'accepted',
                updatedAt: '2026-03-10T12:00:00.000Z',
              },
            },
          },
        },
        applicationsMock(chosen, [accepted]),
        sectionMock([chosen]),
      ],
    );
    await user.click(
      within(application(dialog, 'Grace Expert')).getByRole('button', { name: 'Accept' }),
    );
    const grace = application(dialog, 'Grace Expert');
    expect(await within(grace).findByText('Accepted')).toBeVisible();
    expect(within(grace).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it.each([
    ['Accept', ApplicationsDialogAcceptDocument, HIRE_MESSAGES.acceptFailed],
    ['Reject', ApplicationsDialogRejectDocument, HIRE_MESSAGES.rejectFailed],
  ])('says so when %s fails', async (action, query, message) => {
    const { user, dialog } = await renderApplications(
      'pending',
      [GRACE],
      [{ request: { query, variables: { id: GRACE.id } }, error: new Error('offline') }],
    );
    await user.click(
      within(application(dialog, 'Grace Expert')).getByRole('button', { name: action }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(
      within(application(dialog, 'Grace Expert')).getByRole('button', { name: action }),
    ).toBeEnabled();
  });

  it('asks again after an accept refused because another decision won', async () => {
    const rejected = buildApplication({ status: 'rejected' });
    const moved = buildHireRequest({
      status: 'in_selection',
      counts: { rejected: 1 },
      applications: [{ id: GRACE.id, status: 'rejected' }],
    });
    const { user, dialog } = await renderApplications(
      'pending',
      [GRACE],
      [
        {
          request: { query: ApplicationsDialogAcceptDocument, variables: { id: GRACE.id } },
          result: {
            errors: [
              {
                message: 'This application was already decided.',
                extensions: { code: 'CONFLICT' },
              },
            ],
          },
        },
        applicationsMock(moved, [rejected]),
        sectionMock([moved]),
      ],
    );
    await user.click(
      within(application(dialog, 'Grace Expert')).getByRole('button', { name: 'Accept' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HIRE_MESSAGES.acceptFailed);
    const grace = application(dialog, 'Grace Expert');
    expect(await within(grace).findByText('Rejected')).toBeVisible();
    expect(within(grace).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it("shows the template and the client's own requirements in their tabs", async () => {
    const { user, request, dialog } = await renderApplications('pending', [GRACE]);
    await user.click(within(dialog).getByRole('tab', { name: 'Template Details' }));
    const template = within(dialog).getByRole('tabpanel', { name: 'Template Details' });
    expect(template).toHaveTextContent('Sends the forecast every morning.');
    expect(within(template).getByText('Trigger type').nextElementSibling).toHaveTextContent(
      'Scheduled',
    );

    await user.click(within(dialog).getByRole('tab', { name: 'Your Requirements' }));
    const requirements = within(dialog).getByRole('tabpanel', { name: 'Your Requirements' });
    expect(requirements).toHaveTextContent(request.businessProblem);
    expect(requirements).toHaveTextContent(request.requirements);
    expect(within(requirements).getByText('Budget').nextElementSibling).toHaveTextContent(
      '$500 - $2,000',
    );
  });
});
