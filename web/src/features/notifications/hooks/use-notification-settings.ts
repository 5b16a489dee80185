import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  NotificationSettingsTabDocument,
  NotificationSettingsTabUpdateDocument,
  type NotificationSettingsTabQuery,
} from '../../../gql/graphql';

export type NotificationSetting = NotificationSettingsTabQuery['notificationSettings'][number];

/** The two ways of being told: in the app, by email. */
export type Channel = 'inApp' | 'email';

export const CHANNEL_LABELS: Record<Channel, string> = { inApp: 'In the app', email: 'Email' };

/** What the last change came to, said in the tab's live region. */
export type SaveOutcome =
  | { state: 'saving'; text: string }
  | { state: 'saved'; text: string }
  | { state: 'failed'; text: string };

/**
 * The Notifications tab's settings, loaded fresh each time it opens, and `change`, which saves
 * one switch at once: the switch moves straight away (an optimistic answer) and moves back if the
 * save fails, and `outcome` says which it was.
 */
export function useNotificationSettings() {
  const query = useQuery(NotificationSettingsTabDocument, { fetchPolicy: 'cache-and-network' });
  const [update] = useMutation(NotificationSettingsTabUpdateDocument);
  const [outcome, setOutcome] = useState<SaveOutcome>();

  async function change(setting: NotificationSetting, channel: Channel, on: boolean) {
    const what = `${CHANNEL_LABELS[channel]} for "${setting.label}"`;
    setOutcome({ state: 'saving', text: `Saving ${what}...` });
    try {
      await update({
        variables: { input: { kind: setting.kind, [channel]: on } },
        optimisticResponse: { updateNotificationSetting: { ...setting, [channel]: on } },
      });
      setOutcome({ state: 'saved', text: `Saved: ${what} is ${on ? 'on' : 'off'}.` });
    } catch {
      setOutcome({
        state: 'failed',
        text: `Could not save ${what}. It is unchanged; please try again.`,
      });
    }
  }

  return {
    settings: query.data?.notificationSettings,
    /** False when this server sends no email: the Email switches then change nothing. */
    emailAvailable: query.data?.notificationEmailAvailable ?? true,
    failed: Boolean(query.error) && !query.data,
    retry: () => void query.refetch().catch(() => undefined),
    outcome,
    dismissOutcome: () => setOutcome(undefined),
    change,
  };
}
