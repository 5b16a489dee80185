import type { ApolloCache } from '@apollo/client';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectManagementDialog } from '../components/project-management-dialog';
import type { ProjectViewer } from '../project-viewer';

/**
 * The Project management dialog of request-1 for `viewer`, opened on `tab` once it loaded, over
 * `cache` when a test reads what was written to it.
 */
export async function renderWorkspace(
  viewer: ProjectViewer,
  mocks: MockLink.MockedResponse[],
  tab?: string,
  cache?: ApolloCache,
) {
  const user = userEvent.setup();
  render(
    <MockedProvider mocks={mocks} cache={cache}>
      <ProjectManagementDialog
        requestId="request-1"
        projectName="Weather bot"
        viewer={viewer}
        onClose={() => undefined}
      />
    </MockedProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Project Management' });
  if (tab) await user.click(await within(dialog).findByRole('tab', { name: tab }));
  return { user, dialog };
}
