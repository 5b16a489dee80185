import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  BecomeExpertBannerDocument,
  ExpertApplicationDialogSubmitDocument,
} from '../../../gql/graphql';
import {
  buildSessionUser,
  buildSubscription,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import { BecomeExpertBanner } from '../components/become-expert-banner';
import { bannerMock, errorResult, type Mock } from './experts-fixture';

const SUBSCRIBER = buildSessionUser({
  subscription: buildSubscription({ plan: 'Pro', planId: 'plan-pro', isActive: true }),
});

function renderBanner(mocks: Mock[], user = SUBSCRIBER) {
  return renderApp('/dashboard', [sessionUserMock(user), ...mocks], {
    token: 'token-ada',
    routes: { dashboard: <BecomeExpertBanner /> },
  });
}

const BANNER = { name: 'Become an Expert: join the waiting list' };

function banner() {
  return screen.getByRole('region', BANNER);
}

function findBanner() {
  return screen.findByRole('region', BANNER);
}

/** Types `text` into the dialog's field labelled `label`, pasting it for speed. */
async function fill(user: UserEvent, label: string, text: string) {
  const field = within(screen.getByRole('dialog')).getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const SUMMARY = 'I have automated finance and sales processes for ten years. '.repeat(2);
const MOTIVATION = 'I want to help small teams automate the work they repeat every day.';

async function fillValidForm(user: UserEvent) {
  await fill(user, 'Location', 'London');
  await fill(user, 'Job title', 'Automation engineer');
  await fill(user, 'Company', 'Analytical Engines');
  await fill(user, 'Years of experience', '7');
  await fill(user, 'Degree', 'BSc');
  await fill(user, 'Field of study', 'Mathematics');
  await fill(user, 'Institution', 'University of London');
  await fill(user, 'Graduation year', '2015');
  await fill(user, 'Professional summary (100-1000 characters)', SUMMARY);
  await fill(user, 'GitHub', 'https://github.com/ada');
  await user.click(screen.getByRole('checkbox', { name: 'Machine learning' }));
  await user.click(screen.getByRole('checkbox', { name: 'n8n' }));
  await fill(user, 'Programming languages (optional)', 'Python, SQL');
  await fill(user, 'Why do you want to become an expert? (50-500 characters)', MOTIVATION);
  await fill(user, 'Your expertise goals (50-500 characters)', MOTIVATION);
  await fill(user, 'How will you contribute? (50-500 characters)', MOTIVATION);
}

const SENT_INPUT = {
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  location: 'London',
  jobTitle: 'Automation engineer',
  company: 'Analytical Engines',
  yearsOfExperience: 7,
  education: {
    degree: 'BSc',
    field: 'Mathematics',
    institution: 'University of London',
    year: 2015,
  },
  professionalSummary: SUMMARY.trim(),
  profiles: { github: 'https://github.com/ada' },
  aiExpertise: {
    machineLearning: true,
    naturalLanguageProcessing: false,
    computerVision: false,
    deepLearning: false,
    dataScience: false,
    predictiveAnalytics: false,
  },
  automationExpertise: {
    workflowAutomation: false,
    processAutomation: false,
    n8nExpertise: true,
    zapierExpertise: false,
    makeIntegromatExpertise: false,
    apiIntegrations: false,
  },
  programmingLanguages: ['Python', 'SQL'],
  toolsAndPlatforms: [],
  portfolioItems: [],
  motivationStatement: MOTIVATION,
  expertiseGoals: MOTIVATION,
  contributionPlans: MOTIVATION,
};

function submitMock(result: Mock['result']): Mock {
  return {
    request: { query: ExpertApplicationDialogSubmitDocument, variables: { input: SENT_INPUT } },
    result,
  };
}

const SUBMITTED = {
  data: {
    submitExpertApplication: {
      __typename: 'ExpertApplication',
      id: 'expert-application-9',
      status: 'pending',
      createdAt: '2026-05-20T10:00:00.000Z',
      rejectionReason: null,
    },
  },
};

describe('the Become an Expert banner', () => {
  setUpAppTests();

  it('is not shown on the Free plan, and asks nothing', async () => {
    const probe = renderBanner([], buildSessionUser());
    await screen.findByRole('button', { name: 'Sign out' });
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(timesSent(probe, 'BecomeExpertBanner')).toBe(0);
  });

  it('invites a subscriber without an application to apply', async () => {
    renderBanner([bannerMock(null)]);
    expect(
      await within(await findBanner()).findByRole('button', { name: 'Apply Now' }),
    ).toBeEnabled();
    expect(banner()).toHaveTextContent('join the waiting list');
  });

  it('offers nothing to apply for when the application could not be read', async () => {
    const probe = renderBanner([
      {
        request: { query: BecomeExpertBannerDocument },
        result: errorResult('INTERNAL_ERROR', 'x'),
      },
    ]);
    await findBanner();
    // The page looks the same while the question is on its way: wait for its failure itself.
    await waitFor(() => {
      const [query] = [...probe.client.getObservableQueries()].filter(
        (observable) => observable.queryName === 'BecomeExpertBanner',
      );
      expect(query.getCurrentResult().error).toBeDefined();
    });
    expect(timesSent(probe, 'BecomeExpertBanner')).toBe(1);
    expect(within(banner()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows a pending application in yellow, with nothing to apply for', async () => {
    renderBanner([bannerMock({ status: 'pending' })]);
    const badge = await within(await findBanner()).findByText('Pending review');
    expect(badge).toHaveClass('badge--amber');
    expect(within(banner()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows an approved application in green, reading the account again for its new role', async () => {
    const probe = renderBanner([bannerMock({ status: 'approved' }), sessionUserMock(SUBSCRIBER)]);
    // No longer an invitation to the waiting list.
    const approved = await screen.findByRole('region', { name: 'You are a FlowVault expert' });
    const badge = within(approved).getByText('Approved');
    expect(badge).toHaveClass('badge--green');
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
    expect(within(approved).getByRole('link', { name: 'Browse open projects' })).toHaveAttribute(
      'href',
      '/experts/projects',
    );
    await waitFor(() => expect(timesSent(probe, 'SessionUser')).toBe(2));
  });

  it('shows a rejected application in red with its reason, and lets them apply again', async () => {
    renderBanner([bannerMock({ status: 'rejected', rejectionReason: 'Not enough n8n work yet.' })]);
    expect(await within(await findBanner()).findByText('Not approved')).toHaveClass('badge--red');
    expect(banner()).toHaveTextContent('Reason: Not enough n8n work yet.');
    expect(within(banner()).getByRole('button', { name: 'Apply Again' })).toBeEnabled();
  });

  it('sits on the dashboard of a subscriber, whom Project Applications points to it', async () => {
    renderApp(
      '/dashboard?section=expert-applications',
      [sessionUserMock(SUBSCRIBER), bannerMock(null)],
      {
        token: 'token-ada',
        routes: { dashboard: <DashboardPage /> },
      },
    );
    expect(
      await within(await findBanner()).findByRole('button', { name: 'Apply Now' }),
    ).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Project Applications' })).toHaveTextContent(
      'Join the expert programme with Become an Expert at the top of this page.',
    );
  });

  it('is not shown to an expert who never applied', async () => {
    const probe = renderBanner(
      [bannerMock(null)],
      buildSessionUser({ role: 'expert', subscription: SUBSCRIBER.subscription }),
    );
    await waitFor(() => expect(timesSent(probe, 'BecomeExpertBanner')).toBe(1));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
  });
});

describe('the Become an Expert dialog', () => {
  setUpAppTests();

  async function openDialog(user: UserEvent, mocks: Mock[] = []) {
    const probe = renderBanner([bannerMock(null), ...mocks]);
    await user.click(await within(await findBanner()).findByRole('button', { name: 'Apply Now' }));
    return { probe, dialog: screen.getByRole('dialog', { name: 'Apply to Become an Expert' }) };
  }

  it("starts with the account's name and email and counts the summary as it is typed", async () => {
    const user = userEvent.setup();
    const { dialog } = await openDialog(user);
    expect(dialog).toHaveClass('modal--lg');
    expect(within(dialog).getByLabelText('Full name')).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    const summary = within(dialog).getByLabelText('Professional summary (100-1000 characters)');
    expect(summary).toHaveAccessibleDescription('0/1000 characters');
    await user.type(summary, 'Hello');
    expect(summary).toHaveAccessibleDescription('5/1000 characters');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(12);
  });

  it('sends nothing while a field breaks its rule, and says which', async () => {
    const user = userEvent.setup();
    const { dialog, probe } = await openDialog(user);
    await fill(user, 'Professional summary (100-1000 characters)', 'Too short.');
    await fill(user, 'Graduation year', '1949');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(within(dialog).getByLabelText('Location')).toHaveAccessibleDescription(
      'Location is required',
    );
    expect(within(dialog).getByLabelText('Location')).toHaveFocus();
    expect(within(dialog).getByLabelText('Graduation year')).toHaveAccessibleDescription(
      'Graduation year must be at least 1950',
    );
    expect(
      within(dialog).getByLabelText('Professional summary (100-1000 characters)'),
    ).toHaveAccessibleDescription(
      '10/1000 characters Professional summary must be at least 100 characters',
    );
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(timesSent(probe, 'ExpertApplicationDialogSubmit')).toBe(0);
  });

  it('shows Application Submitted! for 2 seconds, then closes with the status pending', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog } = await openDialog(user, [submitMock(SUBMITTED)]);
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    const success = await screen.findByRole('dialog', { name: 'Application Submitted!' });
    expect(success).toHaveTextContent("We'll review your application and get back to you soon.");
    act(() => jest.advanceTimersByTime(1900));
    expect(screen.getByRole('dialog', { name: 'Application Submitted!' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(banner()).getByText('Pending review')).toHaveClass('badge--amber');
    expect(within(banner()).queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
  });

  it("puts the API's field problems under their fields", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { dialog } = await openDialog(user, [
      submitMock(
        errorResult('VALIDATION_ERROR', 'Invalid input', {
          'education.year': 'must not be greater than 2036',
          email: 'An application with this email is already under review',
        }),
      ),
    ]);
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));

    expect(
      await within(dialog).findByText('Graduation year must not be greater than 2036'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAccessibleDescription(
      'An application with this email is already under review',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Failed to submit application when the API cannot be reached', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { dialog } = await openDialog(user, [
      { request: submitMock({}).request, error: new Error('offline') },
    ]);
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to submit application',
    );
  });

  it("shows the API's refusal on top, such as a second application", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { dialog } = await openDialog(user, [
      submitMock(errorResult('CONFLICT', 'You already have an expert application.')),
    ]);
    await fillValidForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Application' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have an expert application.',
    );
  });
});
