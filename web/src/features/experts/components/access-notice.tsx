import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import './expert-pages.css';

export interface AccessNoticeProps {
  icon: IconName;
  title: string;
  children: ReactNode;
  /** The way forward: Sign in, Become an Expert, Back to the dashboard. */
  action?: ReactNode;
}

/**
 * What an expert or admin page shows someone it is not for: a page heading saying why, and the
 * way forward, instead of an empty page or a request the API would refuse.
 */
export function AccessNotice({ icon, title, children, action }: AccessNoticeProps) {
  const titleId = useId();
  return (
    <Panel className="access-notice" aria-labelledby={titleId}>
      <span className="access-notice__icon">
        <Icon name={icon} size={24} />
      </span>
      <h1 id={titleId} className="access-notice__title">
        {title}
      </h1>
      <div className="access-notice__text">{children}</div>
      {action}
    </Panel>
  );
}
