import { Link } from 'react-router-dom';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { DASHBOARD_SECTIONS, type DashboardSectionId } from '../dashboard-sections';

export interface DashboardNavProps {
  current: DashboardSectionId;
}

/** The dashboard's left navigation; each entry is a link to its `?section=`. */
export function DashboardNav({ current }: DashboardNavProps) {
  return (
    <Panel as="nav" className="dashboard-nav" aria-label="Dashboard">
      <ul className="dashboard-nav__list">
        {DASHBOARD_SECTIONS.map((section) => (
          <li key={section.id}>
            <Link
              to={{ search: `?section=${section.id}` }}
              className="dashboard-nav__link"
              aria-current={section.id === current ? 'page' : undefined}
            >
              <Icon name={section.icon} size={18} />
              <span className="dashboard-nav__label">{section.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
