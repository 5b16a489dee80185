import { useQuery } from '@apollo/client/react';
import { useRefetchOnNotification } from '../../../app/hooks/use-refetch-on-notification';
import { useId, useState } from 'react';
import { ProjectManagementDialog } from '../../workspace/components/project-management-dialog';
import { useSearchParams } from 'react-router-dom';
import { useFocusLinkedCard } from '../../../app/hooks/use-focus-linked-card';
import { isUnauthorized } from '../../../app/request-error';
import { ProjectApplicationsSectionDocument } from '../../../gql/graphql';
import { ButtonLink } from '../../../ui/button';
import { Icon } from '../../../ui/icon';
import { Panel } from '../../../ui/panel';
import { StatStrip } from '../../../ui/stat-strip';
import { useSession } from '../../accounts/hooks/use-session';
import { filterFromQuery, filterTabs, type ApplicationFilterId } from '../application-filters';
import { canWorkAsExpert } from '../expert-roles';
import { EXPERT_BOARD_PATH } from '../expert-paths';
import { reputationText } from '../../hiring/hire-labels';
import { useLiveUnreadCounts } from '../../chat/hooks/use-live-unread-counts';
import { useWithdrawApplication } from '../hooks/use-withdraw-application';
import { ProjectApplicationCard } from './project-application-card';
import { ApplicationDetailsDialog } from './application-details-dialog';
import { ApplicationFilterTabs } from './application-filter-tabs';
import { ExpertsOnlyNotice } from './experts-only-notice';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import {
  ApplicationsEmpty,
  ApplicationsError,
  ApplicationsLoading,
} from './project-applications-states';
import './project-applications-section.css';

export const LOAD_FAILED_MESSAGE = 'Failed to load your applications';
export const UNAUTHORIZED_MESSAGE = 'Authentication required';

/**
 * The chosen filter, kept in the URL (`?status=`) beside the dashboard's `?section=`, and the
 * application a notification's link names (`?application=`).
 */
function useFilter() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromQuery(searchParams.get('status'));
  const linkedId = searchParams.get('application');
  const setFilter = (id: ApplicationFilterId) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      if (id === 'all') next.delete('status');
      else next.set('status', id);
      return next;
    });
  return { filter, setFilter, linkedId };
}

const NO_IDS: string[] = [];

/**
 * What the expert is told of that changes a card: a decision on an application, the project paid
 * for, completed, or rated.
 */
const APPLICATION_EVENTS = [
  'application_accepted',
  'application_rejected',
  'project_active',
  'project_completed',
  'feedback_received',
] as const;

/** The requests of the application cards shown. */
function projectIdsOf(items: readonly { project: { id: string } }[] | undefined): string[] {
  return items?.map((item) => item.project.id) ?? NO_IDS;
}

/**
 * The expert's applications (the Project Applications section): their record, totals,
 * the filter tabs with counts, a card per application and the dialogs the cards open. Counts
 * come from the API over all applications, whichever filter is chosen. The application a
 * notification's link names is marked and focused.
 */
function ExpertApplications() {
  const titleId = useId();
  const { filter, setFilter, linkedId } = useFilter();
  const withdrawal = useWithdrawApplication();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [managingId, setManagingId] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(
    ProjectApplicationsSectionDocument,
    { variables: { status: filter.status }, fetchPolicy: 'cache-and-network' },
  );
  const shown = data ?? previousData;
  const payload = shown?.myApplications;
  const viewing = payload?.items.find((item) => item.id === viewingId) ?? null;
  const managed = payload?.items.find((item) => item.id === managingId)?.project;
  useLiveUnreadCounts('ApplicationProject', projectIdsOf(payload?.items), refetch);
  useRefetchOnNotification(APPLICATION_EVENTS, refetch);
  useFocusLinkedCard(linkedId, Boolean(payload?.items.length));

  function content() {
    if (error && !data) {
      const message = isUnauthorized(error) ? UNAUTHORIZED_MESSAGE : LOAD_FAILED_MESSAGE;
      return (
        <ApplicationsError
          message={message}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      );
    }
    if (!payload) return <ApplicationsLoading />;
    if (payload.items.length === 0) {
      return (
        <ApplicationsEmpty
          filter={filter.id}
          label={filter.label}
          onShowAll={() => setFilter('all')}
        />
      );
    }
    return (
      <ul
        className="project-applications__list"
        aria-label="Your applications"
        aria-busy={loading || undefined}
      >
        {payload.items.map((item) => (
          <li key={item.id}>
            <ProjectApplicationCard
              application={item}
              onView={setViewingId}
              onManage={setManagingId}
              onWithdraw={withdrawal.ask}
              linked={item.id === linkedId}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel className="project-applications" aria-labelledby={titleId}>
      <div className="project-applications__header">
        <div>
          <h2 id={titleId} className="project-applications__title">
            Project Applications
          </h2>
          {shown && (
            <p className="project-applications__reputation">
              <Icon name="trendingUp" size={16} />
              {reputationText(shown.expertReputation)}
            </p>
          )}
        </div>
        <ButtonLink
          to={EXPERT_BOARD_PATH}
          variant="light"
          size="sm"
          icon={<Icon name="search" size={16} />}
        >
          Browse Projects
        </ButtonLink>
      </div>

      {payload && (
        <>
          <StatStrip
            stats={[
              ['Applications', payload.counts.total],
              ['Accepted', payload.counts.accepted],
              ['Awaiting a decision', payload.counts.pending],
            ]}
          />
          <ApplicationFilterTabs
            tabs={filterTabs(payload.counts)}
            current={filter.id}
            onChange={setFilter}
          />
        </>
      )}

      {content()}

      <ApplicationDetailsDialog application={viewing} onClose={() => setViewingId(null)} />
      {managed && (
        <ProjectManagementDialog
          requestId={managed.id}
          projectName={managed.templateName}
          viewer="expert"
          onClose={() => setManagingId(null)}
        />
      )}
      <ConfirmDialog
        open={withdrawal.pendingId !== null}
        title="Withdraw application?"
        confirmLabel="Withdraw"
        cancelLabel="Keep application"
        icon="alertTriangle"
        tone="red"
        busy={withdrawal.withdrawing}
        problem={withdrawal.problem}
        onConfirm={() => void withdrawal.confirm()}
        onCancel={withdrawal.cancel}
      >
        <p>
          The client will no longer see your application. You cannot apply to this project again.
        </p>
      </ConfirmDialog>
    </Panel>
  );
}

/**
 * The dashboard's Project Applications section: the expert's applications, or for anyone else
 * what the section is and how to become an expert.
 */
export function ProjectApplicationsSection() {
  const { user } = useSession();
  return canWorkAsExpert(user) ? <ExpertApplications /> : <ExpertsOnlyNotice />;
}
