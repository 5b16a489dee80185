import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import { bellMock, buildNotification, markReadMock, sectionMock } from './notifications-fixture';
import type { MockLink } from '@apollo/client/testing';

const APPLIED = buildNotification({
  id: 'notification-3',
  createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
});
const ACCEPTED = buildNotification({
  id: 'notification-2',
  kind: 'project_active',
  title: 'Your project is active',
  body: 'The payment completed: "Send daily weather updates" is under way.',
  link: '/dashboard?section=hire-requests&request=request-1',
});
const PLAN = buildNotification({
  id: 'notification-1',
  kind: 'plan_payment_completed',
  title: 'Your Pro plan is active',
  body: 'Thank you: your payment for Pro completed.',
  link: '/dashboard?section=subscription',
  readAt: '2026-03-10T11:00:00.000Z',
});

/** The dashboard's Notifications section, the header's bell counting `unread`. */
function renderSection(mocks: MockLink.MockedResponse[], unread = 2) {
  return renderApp(
    '/dashboard?section=notifications',
    [sessionUserMock(), bellMock(unread), ...mocks],
    { token: 'token-ada', routes: { dashboard: <DashboardPage /> } },
  );
}

const list = () => screen.findByRole('list', { name: 'Your notifications' });
const item = (title: string) =>
  screen.getByRole('article', { name: new RegExp(`${title}$`) }) as HTMLElement;
/** The header's bell. */
const bell = () => within(screen.getByRole('banner')).getByRole('link', { name: /^Notifications/ });

describe('the Notifications section', () => {
  setUpAppTests();

  it('lists the notifications newest first, the unread ones marked New, each linking to its page', async () => {
    renderSection([sectionMock([APPLIED, ACCEPTED, PLAN], { unread: 2 })]);
    const items = within(await list()).getAllByRole('article');
    expect(items.map((article) => article.getAttribute('aria-labelledby') && article)).toHaveLength(
      3,
    );
    expect(items[0]).toHaveAccessibleName('Unread: An expert applied to your request');
    expect(items[1]).toHaveAccessibleName('Unread: Your project is active');
    expect(items[2]).toHaveAccessibleName('Your Pro plan is active');

    // Unread in words as well as in looks: "New", and Mark as read; a read one has neither.
    expect(within(items[0]).getByText('New')).toBeVisible();
    expect(within(items[0]).getByRole('button', { name: 'Mark as read' })).toBeEnabled();
    expect(within(items[2]).queryByText('New')).not.toBeInTheDocument();
    expect(
      within(items[2]).queryByRole('button', { name: 'Mark as read' }),
    ).not.toBeInTheDocument();

    expect(within(items[0]).getByRole('link')).toHaveAttribute(
      'href',
      '/dashboard?section=hire-requests&request=request-1&application=application-1',
    );
    expect(items[0]).toHaveTextContent(APPLIED.body);
    expect(items[0]).toHaveTextContent('2h ago');
    expect(within(items[0]).getByText('2h ago')).toHaveAttribute('datetime', APPLIED.createdAt);
    expect(items[2]).toHaveTextContent(/Mar 10, 2026/);
    expect(screen.getByText(/2 unread of 3\./)).toBeInTheDocument();
  });

  it('marks one read: it loses New, focus stays on it, and the header badge goes down', async () => {
    const user = userEvent.setup();
    renderSection([
      sectionMock([APPLIED, ACCEPTED], { unread: 2 }),
      markReadMock({ ids: [APPLIED.id] }, [APPLIED.id], 1),
    ]);
    await list();
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 2 unread'));

    await user.click(within(item(APPLIED.title)).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() =>
      expect(within(item(APPLIED.title)).queryByText('New')).not.toBeInTheDocument(),
    );
    expect(within(item(APPLIED.title)).getByRole('link')).toHaveFocus();
    expect(within(item(ACCEPTED.title)).getByText('New')).toBeInTheDocument();
    expect(bell()).toHaveAccessibleName('Notifications, 1 unread');
  });

  it('marks all read with one button, and the badge empties', async () => {
    const user = userEvent.setup();
    renderSection([
      sectionMock([APPLIED, ACCEPTED, PLAN], { unread: 2 }),
      markReadMock({ all: true }, [APPLIED.id, ACCEPTED.id], 0),
    ]);
    const shown = await list();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(shown).queryByText('New')).not.toBeInTheDocument());
    expect(within(shown).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByText('All notifications marked as read.')).toHaveAttribute('role', 'status');
    expect(bell()).toHaveAccessibleName('Notifications');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  it('opening a notification marks it read and goes to its page', async () => {
    const user = userEvent.setup();
    const probe = renderSection(
      [
        sectionMock([ACCEPTED], { unread: 1 }),
        markReadMock({ ids: [ACCEPTED.id] }, [ACCEPTED.id], 0),
      ],
      1,
    );
    await list();
    await user.click(within(item(ACCEPTED.title)).getByRole('link'));
    expect(probe.search).toBe('?section=hire-requests&request=request-1');
    await waitFor(() => expect(timesSent(probe, 'NotificationsMarkRead')).toBe(1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
  });

  it('says when marking failed, and keeps the notification unread', async () => {
    const user = userEvent.setup();
    renderSection([
      sectionMock([APPLIED], { unread: 1 }),
      { request: markReadMock({ ids: [APPLIED.id] }, [], 0).request, error: new Error('down') },
    ]);
    await list();
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not mark your notifications as read. Please try again.',
    );
    expect(within(item(APPLIED.title)).getByText('New')).toBeInTheDocument();
  });

  it('loads older ones with Load more, appended, and focuses the first it brought', async () => {
    const user = userEvent.setup();
    const first = Array.from({ length: 20 }, (_, n) =>
      buildNotification({
        id: `first-${n}`,
        title: `Update ${n}`,
        readAt: '2026-03-10T11:00:00.000Z',
      }),
    );
    const older = buildNotification({ id: 'older', title: 'An older update', readAt: null });
    renderSection([
      sectionMock(first, { totalItems: 21 }),
      sectionMock([first[19], older], { page: 2, totalItems: 21 }),
    ]);
    const shown = await list();
    expect(within(shown).getAllByRole('article')).toHaveLength(20);
    expect(screen.getByText('Showing 20 of 21 notifications.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(shown).getAllByRole('article')).toHaveLength(21));
    await waitFor(() => expect(within(item('An older update')).getByRole('link')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    renderSection([sectionMock([])], 0);
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says when they failed to load, and Try Again loads them', async () => {
    const user = userEvent.setup();
    renderSection([sectionMock([], { error: true }), sectionMock([PLAN])], 0);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your notifications');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(
      await screen.findByRole('article', { name: 'Your Pro plan is active' }),
    ).toBeInTheDocument();
  });
});
