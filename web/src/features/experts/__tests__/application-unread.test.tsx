import { act, screen, within } from '@testing-library/react';
import { reportSocketReconnected } from '../../../app/socket-events';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import { ProjectApplicationsSection } from '../components/project-applications-section';
import { applicationsMock, buildApplication, type Mock } from './experts-fixture';

const EXPERT = buildSessionUser({ role: 'expert', name: 'Grace Expert' });

function renderSection(mocks: Mock[]) {
  return renderApp('/dashboard?section=expert-applications', [sessionUserMock(EXPERT), ...mocks], {
    token: 'token-grace',
    routes: { dashboard: <ProjectApplicationsSection /> },
  });
}

describe("the unread chat count on the expert's application cards", () => {
  setUpAppTests();

  it('shows the unread messages of the chat with the client, none at 0', async () => {
    renderSection([
      applicationsMock([
        buildApplication(1, { project: { unreadChatMessages: 2 } }),
        buildApplication(2),
      ]),
    ]);
    const card = await screen.findByRole('article', { name: 'Workflow 1' });
    expect(within(card).getByText('2 unread messages')).toBeInTheDocument();
    const quiet = screen.getByRole('article', { name: 'Workflow 2' });
    expect(within(quiet).queryByText(/unread message/)).not.toBeInTheDocument();
  });

  it('reads the cards again after the socket reconnects', async () => {
    const probe = renderSection([
      applicationsMock([buildApplication(1)]),
      applicationsMock([buildApplication(1, { project: { unreadChatMessages: 1 } })]),
    ]);
    await screen.findByRole('article', { name: 'Workflow 1' });
    act(() => reportSocketReconnected());
    expect(await screen.findByText('1 unread message')).toBeInTheDocument();
    expect(timesSent(probe, 'ProjectApplicationsSection')).toBe(2);
  });
});
