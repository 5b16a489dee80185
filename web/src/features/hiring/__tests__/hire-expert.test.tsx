import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HireRequestDialogCreateDocument,
  HireRequestedTemplatesDocument,
  type CreateHireRequestInput,
} from '../../../gql-home/graphql';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { renderBrowse } from '../../saved-templates/__tests__/saved-fixture';
import { templateMock } from '../../template-detail/__tests__/render-detail-page';
import { buildTemplate } from '../../template-detail/__tests__/template-fixture';
import TemplateDetailPage from '../../template-detail/pages/template-detail-page';
import { checkMock } from './hire-fixture';
import { SUBSCRIBER } from './render-hire-requests';

type Mock = MockLink.MockedResponse;
const TEMPLATE = buildTemplate();

/**
 * The detail page of the fixture template for `user` (a subscriber unless told), with the
 * operations named in `hold` held in flight until released through the returned probe.
 */
async function renderDetail(mocks: Mock[], user = SUBSCRIBER, hold?: string[]) {
  const probe = renderApp(
    `/template/${TEMPLATE.id}`,
    [sessionUserMock(user), templateMock(TEMPLATE), ...mocks],
    {
      token: 'token-ada',
      routes: { 'template/:id': <TemplateDetailPage />, dashboard: <p>Dashboard page</p> },
      hold,
    },
  );
  await screen.findByRole('heading', { level: 1, name: TEMPLATE.name });
  await screen.findByRole('button', { name: 'Sign out' });
  return probe;
}

const INPUT: CreateHireRequestInput = {
  templateId: TEMPLATE.id,
  businessProblem: 'Our team answers weather questions by hand.',
  requirements: 'Post the forecast to Slack at 7am.',
  timeline: '2 weeks',
  urgency: 'urgent',
  industry: 'Logistics',
  companySize: '11-50',
  budget: { currency: 'EUR', min: 500, max: 1250.5 },
};

function createMock(result: Mock['result']): Mock {
  return {
    request: { query: HireRequestDialogCreateDocument, variables: { input: INPUT } },
    delay: 30,
    result,
  };
}

const CREATED = {
  data: {
    createHireRequest: {
      __typename: 'HireRequest',
      id: 'request-9',
      templateId: TEMPLATE.id,
      status: 'pending',
    },
  },
};

/** Fills every field of the open form with INPUT. */
async function fillForm(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field('Business problem'), INPUT.businessProblem);
  await user.type(field('Requirements'), INPUT.requirements);
  await user.type(field('Timeline'), INPUT.timeline);
  await user.selectOptions(field('Urgency'), 'urgent');
  await user.selectOptions(field('Currency'), 'EUR');
  await user.type(field('Minimum budget'), '500');
  await user.type(field('Maximum budget'), '1250.50');
  await user.type(field('Industry'), INPUT.industry);
  await user.type(field('Company size'), INPUT.companySize);
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Hire an Expert' }));
  return screen.findByRole('dialog', { name: 'Hire an Expert' });
}

describe('Hire an Expert on the template detail page', () => {
  setUpAppTests();

  it('shows the upgrade prompt to an account without a subscription', async () => {
    const user = userEvent.setup();
    await renderDetail([], buildSessionUser());
    await user.click(screen.getByRole('button', { name: 'Hire an Expert' }));
    const prompt = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(prompt).toHaveTextContent('Hire an Expert feature requires a subscription');
    expect(prompt).toHaveTextContent('Your plan: Free');
    expect(prompt).not.toHaveTextContent('saves used');
    expect(within(prompt).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
      'href',
      '/dashboard?section=subscription',
    );
  });

  it('reads Request Submitted, disabled, while the user has an open request for it', async () => {
    await renderDetail([checkMock(TEMPLATE.id, true)]);
    expect(await screen.findByRole('button', { name: 'Request Submitted' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Hire an Expert' })).toBeNull();
  });

  it('names every problem of an empty form under its field and focuses the first', async () => {
    const user = userEvent.setup();
    await renderDetail([]);
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByLabelText('Business problem')).toHaveFocus();
    expect(within(dialog).getByLabelText('Business problem')).toHaveAccessibleDescription(
      expect.stringContaining('Business problem is required'),
    );
    for (const message of [
      'Requirements is required',
      'Timeline is required',
      'Industry is required',
      'Company size is required',
    ]) {
      expect(within(dialog).getByText(message)).toBeVisible();
    }
    await user.type(within(dialog).getByLabelText('Minimum budget'), '900');
    await user.type(within(dialog).getByLabelText('Maximum budget'), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByText('Maximum budget must not be below the minimum')).toBeVisible();
  });

  it('sends the request, says where to follow it, and then reads Request Submitted', async () => {
    const user = userEvent.setup();
    const asked = checkMock(TEMPLATE.id, false, 1);
    const probe = await renderDetail(
      [asked, createMock(CREATED), checkMock(TEMPLATE.id, true)],
      SUBSCRIBER,
      ['HireRequestDialogCreate'],
    );
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(within(dialog).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
    probe.release('HireRequestDialogCreate');

    const done = await screen.findByRole('dialog', { name: 'Request Submitted' });
    expect(within(done).getByRole('link', { name: 'View Hire Requests' })).toHaveAttribute(
      'href',
      '/dashboard?section=hire-requests',
    );
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Request Submitted' })).toBeDisabled();
  });

  it("puts the API's field problems under their fields", async () => {
    const user = userEvent.setup();
    await renderDetail([
      createMock({
        errors: [
          {
            message: 'Invalid input',
            extensions: {
              code: 'VALIDATION_ERROR',
              fields: { 'budget.max': 'must be at most 1000000', timeline: 'is too vague' },
            },
          },
        ],
      }),
    ]);
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByText('Maximum budget must be at most 1000000')).toBeVisible();
    expect(within(dialog).getByText('Timeline is too vague')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it("says the API's sentence when the template already has an open request", async () => {
    const user = userEvent.setup();
    await renderDetail([
      createMock({
        errors: [
          {
            message: 'You already have an open request for this template.',
            extensions: { code: 'CONFLICT' },
          },
        ],
      }),
    ]);
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You already have an open request for this template.',
    );
  });

  it('turns to the upgrade prompt when the API says the subscription ended', async () => {
    const user = userEvent.setup();
    await renderDetail([
      createMock({
        errors: [
          {
            message: 'Hire an Expert feature requires a subscription',
            extensions: { code: 'SUBSCRIPTION_REQUIRED', limitationType: 'expert_hiring' },
          },
        ],
      }),
    ]);
    const dialog = await openForm(user);
    await fillForm(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }));
    const prompt = await screen.findByRole('dialog', { name: 'Upgrade your plan' });
    expect(prompt).toHaveTextContent('Hire an Expert feature requires a subscription');
    expect(screen.queryByRole('dialog', { name: 'Hire an Expert' })).toBeNull();
  });
});

describe('Hire an Expert on template cards', () => {
  setUpAppTests();

  it('reads Request Submitted on the cards of templates with an open request', async () => {
    const requested = {
      request: { query: HireRequestedTemplatesDocument },
      result: {
        data: {
          hireRequests: [
            { __typename: 'HireRequest', id: 'r1', templateId: 'workflow-2', status: 'active' },
            { __typename: 'HireRequest', id: 'r2', templateId: 'workflow-3', status: 'completed' },
          ],
        },
      },
    };
    renderBrowse([sessionUserMock(SUBSCRIBER), requested], { token: 'token-ada' });
    const card = (name: string) => screen.findByRole('article', { name });
    expect(
      await within(await card('Workflow 2')).findByRole('button', { name: 'Request Submitted' }),
    ).toBeDisabled();
    expect(
      within(await card('Workflow 3')).getByRole('button', { name: 'Hire an Expert' }),
    ).toBeEnabled();
  });

  it('opens the request form from a card for a subscriber', async () => {
    const user = userEvent.setup();
    renderBrowse([sessionUserMock(SUBSCRIBER)], { token: 'token-ada' });
    await screen.findByRole('button', { name: 'Sign out' });
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    await user.click(within(card).getByRole('button', { name: 'Hire an Expert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hire an Expert' });
    expect(dialog).toHaveTextContent('Describe what you need done with Workflow 1.');
  });
});
