import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Panel } from '../../../ui/panel';
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
  const tabRefs = useRef(new Map<TabId, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (id: TabId) => `${baseId}-tab-${id}`;
  const panelId = (id: TabId) => `${baseId}-panel-${id}`;

  function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = TABS.findIndex((tab) => tab.id === current);
    const next = TABS[(index + step + TABS.length) % TABS.length].id;
    setCurrent(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <Panel className="settings-section" aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="settings-section__title">
        Settings
      </h2>
      <div
        className="settings-section__tabs"
        role="tablist"
        aria-label="Settings"
        onKeyDown={moveWithArrows}
      >
        {TABS.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === current}
            aria-controls={tab.id === current ? panelId(tab.id) : undefined}
            tabIndex={tab.id === current ? 0 : -1}
            className="settings-section__tab"
            onClick={() => setCurrent(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        className="settings-section__panel"
        role="tabpanel"
        id={panelId(current)}
        aria-labelledby={tabId(current)}
      >
        {current === 'profile' ? <ProfileSettings /> : <N8nConnectionSettings />}
      </div>
    </Panel>
  );
}
