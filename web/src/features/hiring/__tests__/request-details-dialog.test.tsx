import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  RequestDetailsDialogCancelDocument,
  RequestDetailsDialogCompleteDocument,
  RequestDetailsDialogFeedbackDocument,
  RequestDetailsDialogPayDocument,
} from '../../../gql/graphql';
import { setUpAppTests } from '../../accounts/__tests__/session-fixture';
import { buildMessage, threadMock } from '../../chat/__tests__/chat-fixture';
import { buildTask, workspaceMock } from '../../workspace/__tests__/workspace-fixture';
import { HIRE_MESSAGES, HIRE_PAYMENT_CANCEL_URL, HIRE_PAYMENT_RETURN_URL } from '../hire-messages';
import { buildHireRequest, sectionMock, type RequestOverrides } from './hire-fixture';
import { openDetails, renderHireRequests } from './render-hire-requests';

type Mock = MockLink.MockedResponse;
const NAME = 'Send daily weather updates';

function tileNames(dialog: HTMLElement): string[] {
  const tiles = within(dialog).getByRole('list', { name: 'Project management' });
  return within(tiles)
    .getAllByRole('listitem')
    .map((tile) => tile.querySelector('.project-tile__title')?.textContent ?? '');
}

/** The request's details, open, for the request as `overrides` describe it. */
async function renderDetails(overrides: RequestOverrides, mocks: Mock[] = []) {
  const user = userEvent.setup();
  const probe = renderHireRequests([sectionMock([buildHireRequest(overrides)]), ...mocks]);
  const dialog = await openDetails(user, NAME);
  return { user, probe, dialog };
}

function mutationMock(query: Mock['request']['query'], variables: object, data: object): Mock {
  return { request: { query, variables }, result: { data } };
}

describe("a hire request's details", () => {
  setUpAppTests();

  it('show the template, the company, the project and the application summary', async () => {
    const { dialog } = await renderDetails({ counts: { pending: 2, accepted: 0, rejected: 1 } });
    const fact = (label: string) => within(dialog).getAllByText(label)[0].nextElementSibling;
    expect(fact('Category')).toHaveTextContent('Communication');
    expect(fact('Complexity')).toHaveTextContent('Medium');
    expect(fact('Nodes')).toHaveTextContent('6 nodes');
    expect(fact('Trigger type')).toHaveTextContent('Scheduled');
    expect(fact('Industry')).toHaveTextContent('Logistics');
    expect(fact('Company size')).toHaveTextContent('11-50');
    const summary = within(dialog).getByRole('region', { name: 'Application summary' });
    expect(within(summary).getByText('Pending').nextElementSibling).toHaveTextContent('2');
    expect(within(summary).getByText('Accepted').nextElementSibling).toHaveTextContent('0');
    expect(within(summary).getByText('Rejected').nextElementSibling).toHaveTextContent('1');
  });

  it('leave the application summary out while no one applied', async () => {
    const { dialog } = await renderDetails({});
    expect(within(dialog).queryByRole('region', { name: 'Application summary' })).toBeNull();
  });

  it.each([
    [
      'pending with a pending application',
      { status: 'pending', counts: { pending: 1 } },
      ['Project Monitoring', 'Requirements', 'Anonymous Chat', 'Select Expert', 'Project Status'],
    ],
    [
      'pending without one',
      { status: 'pending', counts: { rejected: 1 } },
      ['Project Monitoring', 'Requirements', 'Anonymous Chat', 'Project Status'],
    ],
    [
      'in selection',
      { status: 'in_selection', counts: { accepted: 1 } },
      ['Project Monitoring', 'Requirements', 'Anonymous Chat', 'Process Payment', 'Project Status'],
    ],
    [
      'active',
      { status: 'active', counts: { accepted: 1 } },
      ['Project Monitoring', 'Requirements', 'Anonymous Chat', 'Project Status'],
    ],
  ] as const)('show the tiles of a request %s', async (_, overrides, tiles) => {
    const { dialog } = await renderDetails(overrides as RequestOverrides);
    expect(tileNames(dialog)).toEqual(tiles);
  });

  it.each([
    ['Project Monitoring', HIRE_MESSAGES.monitoring],
    ['Requirements', HIRE_MESSAGES.requirements],
    ['Select Expert', HIRE_MESSAGES.selectExpert],
  ])('say what %s is for when pressed', async (tile, message) => {
    const { user, dialog } = await renderDetails({ counts: { pending: 1 } });
    await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${tile}`) }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(message);
  });

  it('show the status on its tile', async () => {
    const { dialog } = await renderDetails({ status: 'in_selection' });
    const tiles = within(dialog).getByRole('list', { name: 'Project management' });
    expect(within(tiles).getByText('In Selection')).toBeVisible();
  });

  it('copy a summary with Share and say Copied! for a while', async () => {
    const { user, dialog } = await renderDetails({ counts: { pending: 1 } });
    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(`Hire request: ${NAME}`);
    expect(copied).toContain('Applications: 1 application');
    expect(await within(dialog).findByRole('button', { name: 'Share' })).toBeVisible();
  });

  it('cancel a pending request after a confirmation', async () => {
    const cancelled = buildHireRequest({ status: 'cancelled' });
    const { user, dialog } = await renderDetails({}, [
      mutationMock(
        RequestDetailsDialogCancelDocument,
        { id: 'request-1' },
        {
          cancelHireRequest: cancelled,
        },
      ),
      sectionMock([cancelled]),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Request' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel this request?' })).toBeNull(),
    );
    const tiles = within(dialog).getByRole('list', { name: 'Project management' });
    expect(await within(tiles).findByText('Cancelled')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Cancel Request' })).toBeNull();
  });

  it('keep the request when the confirmation is declined', async () => {
    const { user, dialog } = await renderDetails({ status: 'in_selection' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog', { name: 'Cancel this request?' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  });

  it('offer neither cancelling nor completing a finished request', async () => {
    const { dialog } = await renderDetails({ status: 'cancelled' });
    expect(within(dialog).queryByRole('button', { name: 'Cancel Request' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Mark as Completed' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Manage Active Project' })).toBeNull();
  });

  it("Pay & Activate opens the checkout of the chosen expert's budget", async () => {
    const { user, probe, dialog } = await renderDetails({ status: 'in_selection' }, [
      mutationMock(
        RequestDetailsDialogPayDocument,
        {
          input: {
            requestId: 'request-1',
            returnUrl: HIRE_PAYMENT_RETURN_URL,
            cancelUrl: HIRE_PAYMENT_CANCEL_URL,
          },
        },
        {
          startHirePayment: {
            __typename: 'HirePaymentPayload',
            paymentUrl: 'http://localhost/checkout/test/session-9',
            status: 'pending',
            session: { __typename: 'PaymentSession', id: 'session-9' },
          },
        },
      ),
    ]);
    await user.click(within(dialog).getByRole('button', { name: /Pay & Activate/ }));
    expect(await screen.findByText('Test checkout page')).toBeVisible();
    expect(probe.pathname).toBe('/checkout/test/session-9');
  });

  it("say the payment notice while a provider's checkout loads", async () => {
    // jsdom cannot leave the page: it reports the attempt as an error instead.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, dialog } = await renderDetails({ status: 'in_selection' }, [
      {
        request: { query: RequestDetailsDialogPayDocument, variables: () => true },
        result: {
          data: {
            startHirePayment: {
              __typename: 'HirePaymentPayload',
              paymentUrl: 'https://checkout.example.com/pay/session-9',
              status: 'pending',
              session: { __typename: 'PaymentSession', id: 'session-9' },
            },
          },
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: /Pay & Activate/ }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Payment processing initiated. Please complete payment to activate project.',
    );
    expect(navigation).toHaveBeenCalled();
    navigation.mockRestore();
  });

  it('ask the list again when the request moved on before it was cancelled', async () => {
    const taken = buildHireRequest({ status: 'cancelled' });
    const { user, dialog } = await renderDetails({}, [
      {
        request: { query: RequestDetailsDialogCancelDocument, variables: { id: 'request-1' } },
        result: {
          errors: [
            { message: 'This request was already cancelled.', extensions: { code: 'CONFLICT' } },
          ],
        },
      },
      sectionMock([taken]),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request was already cancelled.',
    );
    const tiles = within(dialog).getByRole('list', { name: 'Project management' });
    expect(await within(tiles).findByText('Cancelled')).toBeVisible();
  });

  it('say so when the checkout could not be opened', async () => {
    const { user, dialog } = await renderDetails({ status: 'in_selection' }, [
      {
        request: { query: RequestDetailsDialogPayDocument, variables: () => true },
        result: {
          errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_ERROR' } }],
        },
      },
    ]);
    await user.click(within(dialog).getByRole('button', { name: /Pay & Activate/ }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(HIRE_MESSAGES.paymentFailed);
  });

  it('complete an active project after a confirmation, then take the feedback', async () => {
    const accepted = [{ id: 'application-1', status: 'accepted' as const }];
    const completed = buildHireRequest({
      status: 'completed',
      counts: { accepted: 1 },
      applications: accepted,
    });
    const { user, dialog } = await renderDetails(
      { status: 'active', counts: { accepted: 1 }, applications: accepted },
      [
        mutationMock(
          RequestDetailsDialogCompleteDocument,
          { id: 'request-1' },
          {
            completeHireRequest: completed,
          },
        ),
        sectionMock([completed]),
        mutationMock(
          RequestDetailsDialogFeedbackDocument,
          { input: { requestId: 'request-1', rating: 4, message: 'Quick and careful.' } },
          {
            leaveHireFeedback: {
              __typename: 'HireApplication',
              id: 'application-1',
              status: 'accepted',
              feedback: {
                __typename: 'Feedback',
                rating: 4,
                message: 'Quick and careful.',
                createdAt: '2026-03-10T12:00:00.000Z',
              },
            },
          },
        ),
      ],
    );
    expect(within(dialog).queryByRole('button', { name: 'Send Feedback' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Completed' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark the project as completed?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark as Completed' }));

    const send = await within(dialog).findByRole('button', { name: 'Send Feedback' });
    await user.click(send);
    expect(within(dialog).getByText('Choose a rating from 1 to 5')).toBeVisible();
    expect(within(dialog).getByText('Message is required')).toBeVisible();

    await user.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user.type(within(dialog).getByLabelText('Message'), 'Quick and careful.');
    await user.click(send);
    expect(await within(dialog).findByRole('heading', { name: 'Your feedback' })).toBeVisible();
    expect(within(dialog).getByText('4 out of 5')).toBeInTheDocument();
    expect(within(dialog).getByText('Quick and careful.')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send Feedback' })).toBeNull();
  });

  it('Manage Active Project opens the project workspace for the client', async () => {
    const { user, dialog } = await renderDetails({ status: 'active', counts: { accepted: 1 } }, [
      workspaceMock({ tasks: [buildTask(1, 'pending')] }),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Manage Active Project' }));
    const workspace = await screen.findByRole('dialog', { name: 'Project Management' });
    expect(await within(workspace).findByText('ACTIVE PROJECT')).toBeVisible();
    await user.click(await within(workspace).findByRole('tab', { name: 'Tasks' }));
    expect(within(workspace).getByText('Task 1')).toBeVisible();
    expect(within(workspace).queryByRole('button', { name: /^Start/ })).toBeNull();
  });

  it.each(['active', 'completed'] as const)(
    "Requirements opens the workspace's Requirements tab of an %s project",
    async (status) => {
      const { user, dialog } = await renderDetails({ status, counts: { accepted: 1 } }, [
        workspaceMock({ tasks: [buildTask(1, 'pending')] }),
      ]);
      await user.click(within(dialog).getByRole('button', { name: /^Requirements/ }));
      const workspace = await screen.findByRole('dialog', { name: 'Project Management' });
      expect(await within(workspace).findByRole('tab', { name: 'Requirements' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(dialog).queryByText(HIRE_MESSAGES.requirements)).toBeNull();
    },
  );

  it("Anonymous Chat opens the chat with the chosen expert's thread", async () => {
    const { user, dialog } = await renderDetails(
      {
        status: 'active',
        counts: { accepted: 1 },
        applications: [{ id: 'application-7', status: 'accepted' }],
      },
      [
        threadMock([buildMessage(1, 'expert', 'Hello from your expert')], {
          applicationId: 'application-7',
        }),
      ],
    );
    await user.click(within(dialog).getByRole('button', { name: /^Anonymous Chat/ }));
    const chat = await screen.findByRole('dialog', { name: 'Anonymous Chat' });
    expect(await within(chat).findByText('Hello from your expert')).toBeVisible();
    expect(within(chat).queryByLabelText('Conversation')).toBeNull();
  });

  it("say the API's sentence when the request moved on meanwhile", async () => {
    const { user, dialog } = await renderDetails({}, [
      {
        request: { query: RequestDetailsDialogCancelDocument, variables: { id: 'request-1' } },
        result: {
          errors: [
            {
              message: 'This request can no longer be cancelled.',
              extensions: { code: 'CONFLICT' },
            },
          ],
        },
      },
      sectionMock([buildHireRequest({ status: 'active' })]),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Request' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel this request?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel Request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This request can no longer be cancelled.',
    );
  });
});
