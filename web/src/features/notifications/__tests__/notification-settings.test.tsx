import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  buildSessionUser,
  renderApp,
  sessionUserMock,
  setUpAppTests,
} from '../../accounts/__tests__/session-fixture';
import { profileFormMock } from '../../settings/__tests__/profile-fixture';
import DashboardPage from '../../dashboard/pages/dashboard-page';
import {
  buildSetting,
  settingsTabMock,
  settingUpdateMock,
  SETTINGS,
} from './notifications-fixture';

const APPLIED = SETTINGS[0];

/** Settings at `url` for Ada, over these further mocks. */
function renderSettings(
  mocks: MockLink.MockedResponse[],
  url = '/dashboard?section=settings&tab=notifications',
) {
  return renderApp(url, [sessionUserMock(), ...mocks], {
    token: 'token-ada',
    routes: { dashboard: <DashboardPage /> },
  });
}

/** The Notifications tab's group of the kind labelled `label`. */
const kind = async (label: string) => screen.findByRole('group', { name: label });

describe("the Settings section's Notifications tab", () => {
  setUpAppTests();

  it('is a third tab, reached with the arrow keys, and ?tab=notifications opens it', async () => {
    const user = userEvent.setup();
    renderSettings(
      [profileFormMock(buildSessionUser()), settingsTabMock()],
      '/dashboard?section=settings',
    );
    const profile = await screen.findByRole('tab', { name: 'Profile' });
    expect(profile).toHaveAttribute('aria-selected', 'true');
    profile.focus();
    // Profile, n8n Connection, Notifications, Account data: two steps right.
    await user.keyboard('{ArrowRight}{ArrowRight}');
    const tab = screen.getByRole('tab', { name: 'Notifications' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Notifications' })).toBeInTheDocument();
    expect(await kind(APPLIED.label)).toBeInTheDocument();
  });

  it('lists every kind with its label and two switches, In the app and Email', async () => {
    renderSettings([settingsTabMock()]);
    expect(await screen.findByRole('tab', { name: 'Notifications' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const applied = await kind(APPLIED.label);
    expect(within(applied).getByRole('switch', { name: 'In the app' })).toBeChecked();
    expect(within(applied).getByRole('switch', { name: 'Email' })).toBeChecked();
    const chat = await kind('Chat messages while you are not in the chat');
    expect(within(chat).getByRole('switch', { name: 'In the app' })).toBeChecked();
    expect(within(chat).getByRole('switch', { name: 'Email' })).not.toBeChecked();
  });

  it('saves a switch as soon as it changes and says so', async () => {
    const user = userEvent.setup();
    renderSettings([
      settingsTabMock(),
      settingUpdateMock(
        { kind: 'expert_applied', email: false },
        buildSetting('expert_applied', APPLIED.label, true, false),
      ),
    ]);
    const email = within(await kind(APPLIED.label)).getByRole('switch', { name: 'Email' });
    await user.click(email);
    expect(email).not.toBeChecked();
    expect(
      await screen.findByText(`Saved: Email for "${APPLIED.label}" is off.`),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Saved');
  });

  it('says when a change could not be saved, and the switch goes back', async () => {
    const user = userEvent.setup();
    renderSettings([
      settingsTabMock(),
      settingUpdateMock({ kind: 'expert_applied', inApp: false }, new Error('down')),
    ]);
    const inApp = within(await kind(APPLIED.label)).getByRole('switch', { name: 'In the app' });
    await user.click(inApp);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Could not save In the app for "${APPLIED.label}". It is unchanged; please try again.`,
    );
    await waitFor(() => expect(inApp).toBeChecked());
  });

  it('says when the settings failed to load, and Try Again loads them', async () => {
    const user = userEvent.setup();
    renderSettings([
      { request: settingsTabMock().request, error: new Error('down') },
      settingsTabMock(),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load your notification settings',
    );
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await kind(APPLIED.label)).toBeInTheDocument();
  });

  it('says so when this server sends no email, and keeps the Email switches still', async () => {
    renderSettings([settingsTabMock(SETTINGS, false)]);
    const group = await kind(APPLIED.label);
    expect(
      await screen.findByText(/This server does not send email, so you are told in the app only/),
    ).toBeInTheDocument();
    expect(within(group).getByRole('switch', { name: 'Email' })).toBeDisabled();
    expect(within(group).getByRole('switch', { name: 'In the app' })).toBeEnabled();
  });
});
