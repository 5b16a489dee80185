import type { ApplicationFilterId, ApplicationFilterTab } from '../application-filters';

export interface ApplicationFilterTabsProps {
  tabs: readonly ApplicationFilterTab[];
  current: ApplicationFilterId;
  onChange(id: ApplicationFilterId): void;
}

/**
 * The filter tabs All, Pending, Accepted and Rejected with their counts: toggle buttons, the
 * chosen one pressed, since each only narrows the list below rather than switching a panel.
 */
export function ApplicationFilterTabs({ tabs, current, onChange }: ApplicationFilterTabsProps) {
  return (
    <div className="application-filters" role="group" aria-label="Filter applications">
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          className="application-filters__tab"
          aria-pressed={tab.id === current}
          onClick={() => onChange(tab.id)}
        >
          {tab.label}
          <span className="application-filters__count">{tab.count}</span>
        </button>
      ))}
    </div>
  );
}
