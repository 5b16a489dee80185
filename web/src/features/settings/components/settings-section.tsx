import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Panel } from '../../../ui/panel';
import { Tabs } from '../../../ui/tabs';
import { N8nConnectionSettings } from '../../n8n-connection/components/n8n-connection-settings';
import { NotificationSettings } from '../../notifications/components/notification-settings';
import { AccountDataSettings } from './account-data';
import { ProfileSettings } from './profile-form';
import './settings-section.css';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'n8n', label: 'n8n Connection' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'account-data', label: 'Account data' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/** The tab a `?tab=` value names (an email's link opens Notifications); Profile otherwise. */
function tabFromQuery(value: string | null): TabId {
  return TABS.find((tab) => tab.id === value)?.id ?? 'profile';
}

/**
 * The dashboard's Settings section: the Profile, n8n connection, Notifications and Account data
 * tabs, as ARIA
 * tabs (arrow keys move between them). Which tab shows is local view state, starting from
 * `?tab=` when a link names one.
 */
export function SettingsSection() {
  const [searchParams] = useSearchParams();
  const [current, setCurrent] = useState<TabId>(() => tabFromQuery(searchParams.get('tab')));
  const titleId = useId();

  return (
    <Panel className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-section__title">
        Settings
      </h2>
      <Tabs<TabId> label="Settings" tabs={TABS} current={current} onChange={setCurrent}>
        {current === 'profile' && <ProfileSettings />}
        {current === 'n8n' && <N8nConnectionSettings />}
        {current === 'notifications' && <NotificationSettings />}
        {current === 'account-data' && <AccountDataSettings />}
      </Tabs>
    </Panel>
  );
}
