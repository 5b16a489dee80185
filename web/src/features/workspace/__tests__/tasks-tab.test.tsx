import { within } from '@testing-library/react';
import { ProjectTaskStatusDocument } from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { renderWorkspace } from './render-workspace';
import { apiError, buildTask, workspaceMock } from './workspace-fixture';

function moveMock(taskId: string, status: string, result: object) {
  return {
    request: {
      query: ProjectTaskStatusDocument,
      variables: { input: { requestId: 'request-1', taskId, status } },
    },
    result,
  };
}

describe('the Tasks tab', () => {
  it('lets the expert start a pending task and complete one in progress', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [
        workspaceMock({ tasks: [buildTask(1, 'pending'), buildTask(2, 'in_progress')] }),
        moveMock('task-1', 'in_progress', {
          data: { updateTaskStatus: { ...buildTask(1, 'in_progress') } },
        }),
        moveMock('task-2', 'completed', {
          data: { updateTaskStatus: { ...buildTask(2, 'completed') } },
        }),
      ],
      'Tasks',
    );
    const tasks = within(dialog).getByRole('list', { name: 'Tasks' });
    await user.click(within(tasks).getByRole('button', { name: 'Start Task 1' }));
    expect(await within(tasks).findByRole('button', { name: 'Complete Task 1' })).toBeVisible();
    await user.click(within(tasks).getByRole('button', { name: 'Complete Task 2' }));
    expect(await within(tasks).findByText(/Completed March 12, 2026/)).toBeVisible();
    expect(within(tasks).queryByRole('button', { name: 'Complete Task 2' })).toBeNull();
  });

  it('shows each task with its priority, status and estimate', async () => {
    const { dialog } = await renderWorkspace(
      'client',
      [workspaceMock({ tasks: [buildTask(1, 'in_progress', 2)] })],
      'Tasks',
    );
    const task = within(dialog).getByRole('listitem');
    expect(task).toHaveTextContent('High priority');
    expect(task).toHaveTextContent('In Progress');
    expect(task).toHaveTextContent('Estimated 2 hours');
  });

  it('is read-only for the client', async () => {
    const { dialog } = await renderWorkspace(
      'client',
      [workspaceMock({ tasks: [buildTask(1, 'pending'), buildTask(2, 'in_progress')] })],
      'Tasks',
    );
    expect(within(dialog).getByText('Task 1')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: /^(Start|Complete)/ })).toBeNull();
  });

  it('says the task failure sentence when a move fails', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [
        workspaceMock({ tasks: [buildTask(1, 'pending')] }),
        moveMock('task-1', 'in_progress', apiError('INTERNAL_ERROR')),
      ],
      'Tasks',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start Task 1' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORKSPACE_MESSAGES.taskFailed,
    );
  });
});
