import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import {
  CHANNEL_LABELS,
  useNotificationSettings,
  type Channel,
} from '../hooks/use-notification-settings';
import './notification-settings.css';

const CHANNELS: Channel[] = ['inApp', 'email'];

/**
 * The Settings section's Notifications tab: every kind, by its label, with a switch
 * for "In the app" and one for "Email", each saved as soon as it changes. Whether it saved is said
 * above the list in a polite live region; a failure is an alert, and the switch goes back.
 */
export function NotificationSettings() {
  const { settings, emailAvailable, failed, retry, outcome, dismissOutcome, change } =
    useNotificationSettings();

  if (!settings) {
    if (failed) {
      return (
        <div className="notification-settings__state">
          <FormMessage tone="error">Failed to load your notification settings</FormMessage>
          <Button variant="secondary" icon={<Icon name="refresh" size={16} />} onClick={retry}>
            Try Again
          </Button>
        </div>
      );
    }
    return (
      <div className="notification-settings__state">
        <Spinner size={24} label="Loading notification settings" />
      </div>
    );
  }

  return (
    <div className="notification-settings">
      <p className="notification-settings__hint">
        Choose how you hear about each kind of update: in the app (the Notifications list, the bell
        and its pop-up) and by email. Changes are saved at once.
      </p>
      {!emailAvailable && (
        <FormMessage tone="notice">
          This server does not send email, so you are told in the app only. The Email switches take
          effect once it does.
        </FormMessage>
      )}
      <p className="notification-settings__saved" role="status">
        {outcome && outcome.state !== 'failed' && (
          <>
            {outcome.state === 'saved' && <Icon name="check" size={16} />}
            {outcome.text}
          </>
        )}
      </p>
      {outcome?.state === 'failed' && (
        <FormMessage tone="error" onDismiss={dismissOutcome}>
          {outcome.text}
        </FormMessage>
      )}
      <ul className="notification-settings__list">
        {settings.map((setting) => (
          <li key={setting.kind}>
            <fieldset className="notification-settings__kind">
              <legend className="notification-settings__label">{setting.label}</legend>
              <div className="notification-settings__switches">
                {CHANNELS.map((channel) => (
                  <label key={channel} className="notification-switch">
                    <input
                      type="checkbox"
                      role="switch"
                      className="notification-switch__input"
                      checked={setting[channel]}
                      disabled={channel === 'email' && !emailAvailable}
                      onChange={(event) => void change(setting, channel, event.target.checked)}
                    />
                    <span className="notification-switch__track" aria-hidden="true" />
                    {CHANNEL_LABELS[channel]}
                  </label>
                ))}
              </div>
            </fieldset>
          </li>
        ))}
      </ul>
    </div>
  );
}
