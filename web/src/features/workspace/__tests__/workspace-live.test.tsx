import { InMemoryCache } from '@apollo/client';
import { screen, within } from '@testing-library/react';
import {
  ProjectWorkspaceDialogDocument,
  ProjectWorkspaceLiveDocument,
} from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { renderWorkspace } from './render-workspace';
import {
  apiError,
  buildDeliverable,
  buildQuestion,
  buildTask,
  buildWorkspace,
  workspaceMock,
  type WorkspaceParts,
} from './workspace-fixture';

/** `projectUpdated` of request-1 sending the workspace with these parts, or `result`. */
function liveMock(parts: WorkspaceParts, result?: object) {
  return {
    request: { query: ProjectWorkspaceLiveDocument, variables: { requestId: 'request-1' } },
    result: result ?? { data: { projectUpdated: buildWorkspace(parts) } },
  };
}

describe('the live workspace', () => {
  it("shows the client the expert's move of a task without asking again", async () => {
    const { dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ tasks: [buildTask(1, 'pending')] }),
        liveMock({ tasks: [buildTask(1, 'in_progress')] }),
      ],
      'Tasks',
    );
    const task = within(dialog).getByRole('listitem');
    expect(await within(task).findByText('In Progress')).toBeVisible();
    expect(within(task).queryByText('Pending')).toBeNull();
  });

  it('brings new questions and deliverables into their tabs', async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({}),
        liveMock({ requirementQuestions: [buildQuestion(1)], deliverables: [buildDeliverable(1)] }),
      ],
      'Requirements',
    );
    expect(await within(dialog).findByText('Question 1?')).toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Deliverables' }));
    expect(await within(dialog).findByText('Deliverable 1')).toBeVisible();
  });

  it("writes each update over the query's answer in the cache, for every view of it", async () => {
    const cache = new InMemoryCache();
    const { dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ tasks: [buildTask(1, 'in_progress')] }),
        liveMock({ tasks: [buildTask(1, 'completed')] }),
      ],
      'Tasks',
      cache,
    );
    expect(await within(dialog).findByText(/Completed March 12, 2026/)).toBeVisible();
    const cached = cache.readQuery({
      query: ProjectWorkspaceDialogDocument,
      variables: { requestId: 'request-1' },
    });
    expect(cached?.projectWorkspace).toMatchObject({
      tasks: [{ id: 'task-1', status: 'completed' }],
    });
  });

  it('says live updates paused when the API ends them, and Try Again subscribes again', async () => {
    const { user, dialog } = await renderWorkspace(
      'client',
      [
        workspaceMock({ tasks: [buildTask(1, 'pending')] }),
        liveMock({}, apiError('FORBIDDEN', 'Not your project')),
        liveMock({ tasks: [buildTask(1, 'in_progress')] }),
      ],
      'Tasks',
    );
    const notice = (await within(dialog).findByText(WORKSPACE_MESSAGES.livePaused)).closest(
      '[role="status"]',
    );
    expect(notice).not.toBeNull();
    expect(within(dialog).getByRole('listitem')).toHaveTextContent('Pending');
    await user.click(within(notice as HTMLElement).getByRole('button', { name: 'Try Again' }));
    expect(await within(dialog).findByText('In Progress')).toBeVisible();
    expect(screen.queryByText(WORKSPACE_MESSAGES.livePaused)).toBeNull();
  });
});
