import { act, screen, waitFor, within } from '@testing-library/react';
import { onNotificationArrived } from '../../../app/notification-events';
import userEvent from '@testing-library/user-event';
import {
  renderApp,
  sessionUserMock,
  setUpAppTests,
  timesSent,
} from '../../accounts/__tests__/session-fixture';
import { TOAST_MS } from '../components/notification-toast';
import {
  APPLIED_LINK,
  bellMock,
  buildNotification,
  liveMock,
  markReadMock,
} from './notifications-fixture';

const NEW = buildNotification({ id: 'notification-9' });

const header = () => screen.getByRole('banner');
const bell = () => within(header()).getByRole('link', { name: /^Notifications/ });

/**
 * A signed-in page whose header counts `unread` (its newest notification-8), then answers `after`
 * to the count asked again; `live` are the subscription's events.
 */
function renderSignedIn(
  unread: number,
  { live = [] as ReturnType<typeof liveMock>[], after = [] as ReturnType<typeof bellMock>[] } = {},
) {
  return renderApp(
    '/',
    [
      sessionUserMock(),
      bellMock(unread, 'notification-8'),
      ...after,
      markReadMock({ ids: [NEW.id] }, [NEW.id], unread),
    ],
    {
      token: 'token-ada',
      live: live.length > 0 ? live : undefined,
      routes: { dashboard: <p>Dashboard page</p> },
    },
  );
}

describe("the header's notifications", () => {
  setUpAppTests();

  it('shows the unread count on a bell named for screen readers, linking to the section', async () => {
    renderSignedIn(3);
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 3 unread'));
    expect(bell()).toHaveAttribute('href', '/dashboard?section=notifications');
    expect(within(bell()).getByText('3')).toBeVisible();
  });

  it('has no bell for a visitor', async () => {
    renderApp('/', [sessionUserMock(null)]);
    await within(header()).findByRole('button', { name: 'Sign in' });
    expect(
      within(header()).queryByRole('link', { name: /^Notifications/ }),
    ).not.toBeInTheDocument();
  });

  it('counts a new notification live, asking the API for the count, and tells it in a toast', async () => {
    const kinds: string[] = [];
    const stop = onNotificationArrived((kind) => kinds.push(kind));
    const probe = renderSignedIn(3, {
      live: [liveMock(NEW, { since: 'notification-8' })],
      after: [bellMock(4, NEW.id)],
    });
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications, 4 unread'));
    expect(timesSent(probe, 'NotificationBell')).toBe(2);

    const region = document.querySelector('[aria-live="polite"].notification-toasts');
    expect(region).not.toBeNull();
    const toast = within(region as HTMLElement);
    expect(toast.getByRole('link', { name: NEW.title })).toHaveAttribute('href', APPLIED_LINK);
    expect(toast.getByText(NEW.body)).toBeInTheDocument();
    expect(toast.getByText('New notification:')).toHaveClass('visually-hidden');
    // The lists its event changes hear of it too (once).
    expect(kinds).toEqual([NEW.kind]);
    stop();
  });

  it('goes after five seconds, but not while focus is on it', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    renderSignedIn(0, { live: [liveMock(NEW, { since: 'notification-8' })], after: [bellMock(1)] });
    const link = await screen.findByRole('link', { name: NEW.title });

    act(() => link.focus());
    act(() => jest.advanceTimersByTime(TOAST_MS + 100));
    expect(screen.getByRole('link', { name: NEW.title })).toBeInTheDocument();

    act(() => link.blur());
    act(() => jest.advanceTimersByTime(TOAST_MS + 100));
    expect(screen.queryByRole('link', { name: NEW.title })).not.toBeInTheDocument();
  });

  it('is dismissed with its button, focus going back to the bell', async () => {
    const user = userEvent.setup();
    renderSignedIn(0, { live: [liveMock(NEW, { since: 'notification-8' })], after: [bellMock(1)] });
    await screen.findByRole('link', { name: NEW.title });
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('link', { name: NEW.title })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
  });

  it('opens the notification from the toast: marked read, on its page', async () => {
    const user = userEvent.setup();
    const probe = renderSignedIn(0, {
      live: [liveMock(NEW, { since: 'notification-8' })],
      after: [bellMock(1, NEW.id)],
    });
    await user.click(await screen.findByRole('link', { name: NEW.title }));
    expect(probe.pathname).toBe('/dashboard');
    expect(probe.search).toBe('?section=hire-requests&request=request-1&application=application-1');
    await waitFor(() => expect(timesSent(probe, 'NotificationsMarkRead')).toBe(1));
    await waitFor(() => expect(bell()).toHaveAccessibleName('Notifications'));
    expect(screen.queryByRole('link', { name: NEW.title })).not.toBeInTheDocument();
  });
});
