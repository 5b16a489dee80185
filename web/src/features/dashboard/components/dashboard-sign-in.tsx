import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';

export interface DashboardSignInProps {
  onSignIn(): void;
}

/** What a visitor sees at /dashboard: why there is nothing yet, and the way in. */
export function DashboardSignIn({ onSignIn }: DashboardSignInProps) {
  return (
    <Panel className="dashboard-sign-in" aria-labelledby="dashboard-sign-in-title">
      <span className="dashboard-sign-in__icon">
        <Icon name="lock" size={24} />
      </span>
      <h1 id="dashboard-sign-in-title" className="dashboard-sign-in__title">
        Sign in to view your dashboard
      </h1>
      <p className="dashboard-sign-in__text">
        Your saved templates, expert requests, subscription and settings are here once you sign in.
      </p>
      <Button onClick={onSignIn}>Sign in</Button>
    </Panel>
  );
}
