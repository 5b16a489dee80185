import { within } from '@testing-library/react';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { renderWorkspace } from './render-workspace';
import {
  apiError,
  buildDeliverable,
  buildQuestion,
  buildTask,
  workspaceMock,
} from './workspace-fixture';

describe('the Project management dialog', () => {
  it('shows the six tabs and the progress of the real tasks on Overview', async () => {
    const { dialog } = await renderWorkspace('expert', [
      workspaceMock({
        tasks: [
          buildTask(1, 'completed', 1),
          buildTask(2, 'in_progress', 2),
          buildTask(3, 'pending', 0.5),
        ],
      }),
    ]);
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Overview',
      'Tasks',
      'Requirements',
      'AI Assistant',
      'Client Chat',
      'Deliverables',
    ]);
    expect(within(dialog).getByText('ACTIVE PROJECT')).toBeVisible();
    expect(within(dialog).getByText('33%')).toBeVisible();
    expect(within(dialog).getByText('1/3 tasks')).toBeVisible();
    expect(within(dialog).getByText('2.5 h estimated')).toBeVisible();
  });

  describe('of a completed project', () => {
    const completed = () =>
      workspaceMock({
        status: 'completed',
        tasks: [buildTask(1, 'completed'), buildTask(2, 'pending')],
        requirementQuestions: [buildQuestion(1, 'pending')],
        deliverables: [buildDeliverable(1)],
      });

    it('says COMPLETED and that it is read-only, and offers the expert nothing to change', async () => {
      const { user, dialog } = await renderWorkspace('expert', [completed()], 'Tasks');
      expect(within(dialog).getByText('COMPLETED')).toBeVisible();
      expect(within(dialog).queryByText('ACTIVE PROJECT')).toBeNull();
      expect(within(dialog).getByText(WORKSPACE_MESSAGES.completed)).toBeVisible();
      expect(within(dialog).getByText('Task 2')).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: /^Start/ })).toBeNull();

      await user.click(within(dialog).getByRole('tab', { name: 'Requirements' }));
      expect(within(dialog).getByText(buildQuestion(1).question)).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: /Send Question/ })).toBeNull();

      await user.click(within(dialog).getByRole('tab', { name: 'Deliverables' }));
      expect(within(dialog).getByText(buildDeliverable(1).title)).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: /Add Deliverable/ })).toBeNull();
    });

    it('offers the client no answer to a question left open', async () => {
      const { dialog } = await renderWorkspace('client', [completed()], 'Requirements');
      expect(within(dialog).getByText(buildQuestion(1).question)).toBeVisible();
      expect(within(dialog).queryByRole('button', { name: /Submit Answer|Answer/ })).toBeNull();
      expect(within(dialog).queryByRole('textbox')).toBeNull();
    });
  });

  it('names the chat tab after the other side for the client', async () => {
    const { dialog } = await renderWorkspace('client', [workspaceMock()]);
    expect(await within(dialog).findByRole('tab', { name: 'Expert Chat' })).toBeVisible();
  });

  it('offers Try Again when the workspace fails to load', async () => {
    const { user, dialog } = await renderWorkspace('expert', [
      { ...workspaceMock(), result: apiError('INTERNAL_ERROR') },
      workspaceMock({ tasks: [buildTask(1)] }),
    ]);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORKSPACE_MESSAGES.loadFailed,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('0/1 tasks')).toBeVisible();
  });

  it('says the workspace is not open yet, with the reason, before the client has paid', async () => {
    const reason = 'This request is in selection; its workspace opens once the project is active.';
    const { dialog } = await renderWorkspace('expert', [
      { ...workspaceMock(), result: apiError('CONFLICT', reason) },
    ]);
    expect(await within(dialog).findByText(WORKSPACE_MESSAGES.notOpen)).toBeVisible();
    expect(within(dialog).getByText(reason)).toBeVisible();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(WORKSPACE_MESSAGES.loadFailed)).not.toBeInTheDocument();
  });
});
