import { useId } from 'react';
import { linkedCardId } from '../../../app/hooks/use-focus-linked-card';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { ProjectApplicationCard_ApplicationFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { Skeleton } from '../../../ui/skeleton';
import { formatMoney, relativeAge } from '../../../ui/format';
import { clientName } from '../expert-format';
import { UnreadBadge } from '../../chat/components/unread-badge';
import {
  ApplicationStatusBadge,
  RequestStatusBadge,
  UrgencyBadge,
} from '../../hiring/components/hire-badges';
import { FeedbackRating } from './feedback-rating';
import { TemplateFacts } from './template-facts';
import './project-application-card.css';

export interface ProjectApplicationCardProps {
  application: FragmentType<typeof ProjectApplicationCard_ApplicationFragmentDoc>;
  /** Opens the Application details (every status but accepted). */
  onView(id: string): void;
  /** Opens the project's workspace (accepted only). */
  onManage(id: string): void;
  /** Asks to withdraw (pending only). */
  onWithdraw(id: string): void;
  /** The application a notification's link names: marked current and focused. */
  linked?: boolean;
}

/**
 * One of the expert's applications: its status, the project it answers (Completed once the
 * client completed it), the proposal sent, the client's feedback once there is some, and what can
 * be done with it now (View Project once the project is completed, its application only once the
 * request was cancelled).
 */
export function ProjectApplicationCard({
  application: ref,
  onView,
  onManage,
  onWithdraw,
  linked = false,
}: ProjectApplicationCardProps) {
  const application = getFragmentData(ProjectApplicationCard_ApplicationFragmentDoc, ref);
  const { project, proposedBudget } = application;
  const titleId = useId();
  const template = project.template;
  // The project this application won is over: the card says so, and its workspace is only read.
  const finished =
    application.status === 'accepted' &&
    (project.status === 'completed' || project.status === 'cancelled');

  return (
    <Panel
      as="article"
      id={linkedCardId(application.id)}
      className={
        linked
          ? 'project-application-card project-application-card--linked'
          : 'project-application-card'
      }
      aria-labelledby={titleId}
      aria-current={linked || undefined}
      tabIndex={-1}
    >
      <div className="project-application-card__top">
        <div className="project-application-card__badges">
          <ApplicationStatusBadge status={application.status} />
          {finished && <RequestStatusBadge status={project.status} />}
          <UrgencyBadge urgency={project.urgency} />
          <UnreadBadge count={project.unreadChatMessages} />
        </div>
        <span className="project-application-card__age">
          {relativeAge(application.createdAt, { upTo: 'months' })}
        </span>
      </div>
      <h3 id={titleId} className="project-application-card__title">
        {project.templateName}
      </h3>
      <p className="project-application-card__client">
        <Icon name="user" size={14} />
        Client: {clientName(project.clientName)}
      </p>

      <dl className="project-application-card__facts">
        <div>
          <dt>Your timeline</dt>
          <dd>{application.proposedTimeline}</dd>
        </div>
        <div>
          <dt>Your budget</dt>
          <dd>{formatMoney(proposedBudget.amount, proposedBudget.currency)}</dd>
        </div>
        <div>
          <dt>Client timeline</dt>
          <dd>{project.timeline}</dd>
        </div>
      </dl>

      <div className="project-application-card__block">
        <h4>Requirements</h4>
        <p className="project-application-card__clamp">{project.requirements}</p>
      </div>

      {application.feedback && (
        <div className="project-application-card__block">
          <h4>Client feedback</h4>
          <FeedbackRating
            rating={application.feedback.rating}
            message={application.feedback.message}
          />
        </div>
      )}

      <TemplateFacts template={template} className="project-application-card__meta" />

      <div className="project-application-card__actions">
        {application.status === 'accepted' && project.status !== 'cancelled' ? (
          <Button
            size="sm"
            icon={<Icon name="briefcase" size={16} />}
            onClick={() => onManage(application.id)}
          >
            {project.status === 'completed' ? 'View Project' : 'Manage Project'}
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            icon={<Icon name="eye" size={16} />}
            onClick={() => onView(application.id)}
          >
            View Application
          </Button>
        )}
        {application.status === 'pending' && (
          <Button size="sm" variant="ghost" onClick={() => onWithdraw(application.id)}>
            Withdraw
          </Button>
        )}
      </div>
    </Panel>
  );
}

/** A card's place while the list loads. */
export function ProjectApplicationCardSkeleton() {
  return (
    <Panel as="div" className="project-application-card" aria-hidden="true">
      <Skeleton width="40%" height={22} />
      <Skeleton width="65%" height={24} />
      <Skeleton height={48} />
      <Skeleton width="70%" />
    </Panel>
  );
}
