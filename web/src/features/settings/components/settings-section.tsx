import { useId, useState } from 'react';
import { Panel } from '../../../ui/panel';
import { Tabs } from '../../../ui/tabs';
import { N8nConnectionSettings } from '../../n8n-connection/components/n8n-connection-settings';
import { ProfileSettings } from './profile-form';
import './settings-section.css';

const TABS = [
  { id: 'profile', label: 'Profile' },
  { id: 'n8n', label: 'n8n Connection' },
] as const;

type TabId = (typeof TABS)[number]['id'];

/**
 * The dashboard's Settings section: the Profile tab and the n8n connection tab, as ARIA tabs
 * (arrow keys move between them). Which tab shows is local view state.
 */
export function SettingsSection() {
  const [current, setCurrent] = useState<TabId>('profile');
  const titleId = useId();

  return (
    <Panel className="settings-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="settings-section__title">
        Settings
      </h2>
      <Tabs<TabId> label="Settings" tabs={TABS} current={current} onChange={setCurrent}>
        {current === 'profile' ? <ProfileSettings /> : <N8nConnectionSettings />}
      </Tabs>
    </Panel>
  );
}
