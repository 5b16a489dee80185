import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { ApplyDialogApplyDocument } from '../../../gql/graphql';
import {
  buildSessionUser,
  buildSubscription,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import ExpertBoardPage from '../pages/expert-board-page';
import { boardMock, buildOpenProject, errorResult, type Mock } from './experts-fixture';

const EXPERT = buildSessionUser({ role: 'expert' });
const ROUTES = { 'experts/projects': <ExpertBoardPage /> };

function renderBoard(mocks: Mock[], { user = EXPERT as typeof EXPERT | null } = {}) {
  return renderApp('/experts/projects', user ? [sessionUserMock(user), ...mocks] : mocks, {
    token: user ? 'token-grace' : undefined,
    routes: ROUTES,
  });
}

const INPUT = {
  requestId: 'request-1',
  coverLetter: 'I have set up lead routing for twenty agencies.',
  relevantExperience: 'Twenty HubSpot integrations.',
  approachDescription: 'Map the form fields, then test every branch with real leads.',
  proposedTimeline: '10 days',
  proposedBudget: { currency: 'EUR', amount: 650, explanation: '' },
  relevantPortfolioItems: [
    {
      title: 'Agency lead router',
      url: 'https://example.com/router',
      description: '',
      technologies: ['n8n', 'HubSpot'],
    },
  ],
};

function applyMock(result: Mock['result']): Mock {
  return { request: { query: ApplyDialogApplyDocument, variables: { input: INPUT } }, result };
}

async function fill(user: UserEvent, dialog: HTMLElement, label: string, text: string) {
  const field = within(dialog).getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

async function fillApplication(user: UserEvent, dialog: HTMLElement) {
  await fill(user, dialog, 'Cover letter', INPUT.coverLetter);
  await fill(user, dialog, 'Relevant experience', INPUT.relevantExperience);
  await fill(user, dialog, 'Project approach', INPUT.approachDescription);
  await fill(user, dialog, 'Proposed timeline', INPUT.proposedTimeline);
  await fill(user, dialog, 'Amount', '650');
  await user.click(within(dialog).getByRole('button', { name: 'Add portfolio item' }));
  await user.click(within(dialog).getByRole('button', { name: 'Add portfolio item' }));
  const first = within(dialog).getByRole('group', { name: 'Portfolio item 1' });
  await fill(user, first, 'Title', 'Agency lead router');
  await fill(user, first, 'Link', 'https://example.com/router');
  await fill(user, first, 'Technologies (comma-separated)', 'n8n, HubSpot');
}

describe('the expert board', () => {
  setUpAppTests();

  it('asks a visitor to sign in', async () => {
    renderBoard([], { user: null });
    expect(
      await screen.findByRole('heading', { name: 'Sign in to see the expert board' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('tells a Free account that the programme takes subscribers, with the plans', async () => {
    const user = buildSessionUser({ role: 'user' });
    renderBoard([sessionUserMock(user)], { user });
    await screen.findByRole('heading', { name: 'The expert board is for experts' });
    expect(
      screen.getByText(/The expert programme takes applications from subscribers/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/dashboard?section=subscription',
    );
    expect(screen.queryByRole('link', { name: 'Become an Expert' })).toBeNull();
  });

  it('tells a subscriber who is not an expert how to become one, reading their role again', async () => {
    const user = buildSessionUser({
      role: 'user',
      subscription: buildSubscription({ plan: 'Pro', planId: 'plan-pro', isActive: true }),
    });
    const probe = renderBoard([sessionUserMock(user)], { user });
    expect(
      await screen.findByRole('heading', { name: 'The expert board is for experts' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Become an Expert' })).toHaveAttribute(
      'href',
      '/dashboard?section=expert-applications',
    );
    await waitFor(() => expect(timesSent(probe, 'SessionUser')).toBe(2));
    expect(timesSent(probe, 'ExpertBoardPage')).toBe(0);
  });

  it('lists open projects with what the client needs, and Applied where already applied', async () => {
    renderBoard([
      boardMock([buildOpenProject(1), buildOpenProject(2, { hasApplied: true, budget: null })]),
    ]);
    const first = await screen.findByRole('article', { name: 'Lead router 1' });
    expect(first).toHaveTextContent('Urgency: Medium');
    expect(first).toHaveTextContent('Budget€400 - €900');
    expect(first).toHaveTextContent('Timeline3 weeks');
    expect(first).toHaveTextContent('IndustryMarketing');
    expect(first).toHaveTextContent('Company size1-10');
    expect(first).toHaveTextContent('Problem 1: leads get lost between the form and the CRM.');
    expect(first).toHaveTextContent('Requirements 1: every lead in HubSpot within a minute.');
    expect(first).toHaveTextContent('2 applications');
    expect(first).toHaveTextContent('6 nodes');
    expect(within(first).getByRole('button', { name: 'Apply' })).toBeEnabled();

    const second = screen.getByRole('article', { name: 'Lead router 2' });
    expect(second).toHaveTextContent('BudgetNot specified');
    expect(within(second).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Expert Board' })).toHaveAttribute(
      'href',
      '/experts/projects',
    );
    expect(
      screen.queryByRole('link', { name: 'Review Expert Applications' }),
    ).not.toBeInTheDocument();
  });

  it('shows an admin the way to the expert applications to review', async () => {
    renderBoard([boardMock([buildOpenProject(1)])], { user: buildSessionUser({ role: 'admin' }) });
    expect(await screen.findByRole('link', { name: 'Review Expert Applications' })).toHaveAttribute(
      'href',
      '/admin/expert-applications',
    );
    expect(screen.getByRole('link', { name: 'Expert Board' })).toBeInTheDocument();
  });

  it('sends an application and marks the project Applied', async () => {
    const user = userEvent.setup();
    const probe = renderBoard([
      boardMock([buildOpenProject(1)]),
      applyMock({
        data: {
          applyToHireRequest: {
            __typename: 'HireApplication',
            id: 'application-7',
            status: 'pending',
          },
        },
      }),
    ]);
    const card = await screen.findByRole('article', { name: 'Lead router 1' });
    await user.click(within(card).getByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Lead router 1' });
    expect(dialog).toHaveClass('modal--lg');
    expect(within(dialog).getByLabelText('Currency')).toHaveValue('EUR');
    await fillApplication(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(card).getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(card).toHaveTextContent('3 applications');
    expect(timesSent(probe, 'ApplyDialogApply')).toBe(1);
  });

  it('checks the form before sending it', async () => {
    const user = userEvent.setup();
    const probe = renderBoard([boardMock([buildOpenProject(1)])]);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Lead router 1' });
    await fill(user, dialog, 'Cover letter', 'Too short');
    await fill(user, dialog, 'Amount', '0.001');
    await user.click(within(dialog).getByRole('button', { name: 'Add portfolio item' }));
    await fill(user, dialog, 'Link', 'example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    expect(within(dialog).getByLabelText('Cover letter')).toHaveAccessibleDescription(
      '9/5000 characters Cover letter must be at least 20 characters',
    );
    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(
      'Amount can have at most 2 decimals',
    );
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription('Title is required');
    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription(
      'Link must be a web address starting with http:// or https://',
    );
    expect(within(dialog).getByLabelText('Cover letter')).toHaveFocus();
    expect(timesSent(probe, 'ApplyDialogApply')).toBe(0);
  });

  it("shows the API's field problems under their fields and its refusals on top", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderBoard([
      boardMock([buildOpenProject(1)]),
      applyMock(
        errorResult('VALIDATION_ERROR', 'Invalid input', {
          'relevantPortfolioItems.0.url': 'must be an http or https address',
        }),
      ),
      applyMock(errorResult('CONFLICT', 'You have already applied to this request.')),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Apply' }));
    const dialog = screen.getByRole('dialog', { name: 'Apply to Lead router 1' });
    await fillApplication(user, dialog);
    expect(within(dialog).getAllByRole('group', { name: /^Portfolio item \d+$/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));

    expect(
      await within(dialog).findByText('Link must be an http or https address'),
    ).toBeInTheDocument();
    expect(within(dialog).getAllByRole('group', { name: /^Portfolio item \d+$/ })).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Send Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have already applied to this request.',
    );
  });

  it('tells an account the API no longer takes as an expert what the board is', async () => {
    renderBoard([
      {
        request: boardMock([]).request,
        result: errorResult('FORBIDDEN', 'Only experts can do this.'),
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'The expert board is for experts' }),
    ).toBeInTheDocument();
  });

  it('says when nothing is open', async () => {
    renderBoard([boardMock([])]);
    expect(
      await screen.findByRole('heading', { name: 'No open projects right now' }),
    ).toBeInTheDocument();
  });
});
