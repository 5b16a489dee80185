import { waitFor, within } from '@testing-library/react';
import { ProjectAddDeliverableDocument } from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { renderWorkspace } from './render-workspace';
import { apiError, buildDeliverable, workspaceMock } from './workspace-fixture';

function addMock(result: object) {
  return {
    request: {
      query: ProjectAddDeliverableDocument,
      variables: {
        input: {
          requestId: 'request-1',
          title: 'Workflow export',
          url: 'https://example.com/export.json',
          note: null,
        },
      },
    },
    result,
  };
}

async function fill(
  dialog: HTMLElement,
  user: Awaited<ReturnType<typeof renderWorkspace>>['user'],
) {
  await user.type(within(dialog).getByLabelText('Title'), 'Workflow export');
  await user.type(within(dialog).getByLabelText('Link'), 'https://example.com/export.json');
  await user.click(within(dialog).getByRole('button', { name: 'Add Deliverable' }));
}

describe('the Deliverables tab', () => {
  it('lists what was handed over, as links opening in a new tab', async () => {
    const { dialog } = await renderWorkspace(
      'client',
      [workspaceMock({ deliverables: [buildDeliverable(1)] })],
      'Deliverables',
    );
    const link = within(dialog).getByRole('link', { name: /Deliverable 1/ });
    expect(link).toHaveAttribute('href', 'https://example.com/d/1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText('Note 1')).toBeVisible();
    expect(within(dialog).queryByRole('form', { name: 'Add a deliverable' })).toBeNull();
  });

  it('lets the expert add one, which then shows', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [
        workspaceMock(),
        addMock({
          data: { addDeliverable: { __typename: 'ProjectDeliverable', id: 'deliverable-1' } },
        }),
        workspaceMock({
          deliverables: [{ ...buildDeliverable(1), title: 'Workflow export', note: '' }],
        }),
      ],
      'Deliverables',
    );
    expect(within(dialog).getByText(WORKSPACE_MESSAGES.noDeliverables)).toBeVisible();
    await fill(dialog, user);
    expect(await within(dialog).findByRole('link', { name: /Workflow export/ })).toBeVisible();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('');
  });

  it('asks for a title and a web address before sending', async () => {
    const { user, dialog } = await renderWorkspace('expert', [workspaceMock()], 'Deliverables');
    await user.type(within(dialog).getByLabelText('Link'), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Deliverable' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(
      WORKSPACE_MESSAGES.deliverableTitleEmpty,
    );
    expect(within(dialog).getByLabelText('Link')).toHaveAccessibleDescription(
      WORKSPACE_MESSAGES.deliverableUrlInvalid,
    );
  });

  it("puts the API's field problems under their fields", async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [
        workspaceMock(),
        addMock({
          errors: [
            {
              message: 'Argument Validation Error',
              extensions: {
                code: 'VALIDATION_ERROR',
                fields: { 'input.url': 'must point to a public address' },
              },
            },
          ],
        }),
      ],
      'Deliverables',
    );
    await fill(dialog, user);
    const link = within(dialog).getByLabelText('Link');
    await waitFor(() =>
      expect(link).toHaveAccessibleDescription('Link must point to a public address'),
    );
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('says when adding fails', async () => {
    const { user, dialog } = await renderWorkspace(
      'expert',
      [workspaceMock(), addMock(apiError('INTERNAL_ERROR'))],
      'Deliverables',
    );
    await fill(dialog, user);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      WORKSPACE_MESSAGES.deliverableFailed,
    );
  });
});
