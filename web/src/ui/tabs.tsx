import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

export interface TabsProps<Id extends string> {
  label: string;
  tabs: readonly Tab<Id>[];
  current: Id;
  onChange(id: Id): void;
  /** The current tab's panel. */
  children: ReactNode;
}

/**
 * ARIA tabs (the Settings section, the Applications dialog): arrow keys move between tabs, only
 * the current one is in the tab order, and its panel is labelled by it. Which tab shows is the
 * caller's local view state.
 */
export function Tabs<Id extends string>({
  label,
  tabs,
  current,
  onChange,
  children,
}: TabsProps<Id>) {
  const baseId = useId();
  const refs = useRef(new Map<Id, HTMLButtonElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = `${baseId}-panel`;

  function moveWithArrows(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[(index + step + tabs.length) % tabs.length].id;
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} onKeyDown={moveWithArrows}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) refs.current.set(tab.id, element);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === current}
            aria-controls={tab.id === current ? panelId : undefined}
            tabIndex={tab.id === current ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="tabs__panel" role="tabpanel" id={panelId} aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
