import { Avatar } from '../../../ui/avatar';
import { Badge } from '../../../ui/badge';
import { Panel } from '../../../ui/panel';
import type { SessionUser } from '../../accounts/hooks/use-session';
import { memberSinceYear, planName } from '../account-summary';

export interface DashboardHeaderProps {
  user: SessionUser;
}

/** Who is signed in, and the quick stats: plan and member-since year. */
export function DashboardHeader({ user }: DashboardHeaderProps) {
  return (
    <Panel as="div" className="dashboard-header">
      <div className="dashboard-header__who">
        <Avatar name={user.name} size="lg" />
        <div className="dashboard-header__identity">
          <p className="dashboard-header__eyebrow">Dashboard</p>
          <h1 className="dashboard-header__name">{user.name}</h1>
          <p className="dashboard-header__email">
            <span>{user.email}</span>
            <Badge tone="green">Active</Badge>
          </p>
        </div>
      </div>
      <dl className="dashboard-header__stats">
        <div className="dashboard-header__stat">
          <dt>Plan</dt>
          <dd>{planName(user)}</dd>
        </div>
        <div className="dashboard-header__stat">
          <dt>Member since</dt>
          <dd>{memberSinceYear(user.createdAt)}</dd>
        </div>
      </dl>
    </Panel>
  );
}
