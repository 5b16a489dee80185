import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ExpertApplicationsAdminPageDocument } from '../../../gql/graphql';
import { Button, ButtonLink } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { pageFromQuery } from '../../../ui/page-window';
import { Pagination } from '../../../ui/pagination';
import { Panel } from '../../../ui/panel';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { useSession } from '../../accounts/hooks/use-session';
import { useSignInPrompt } from '../../accounts/hooks/use-sign-in-prompt';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { ADMIN_FILTERS, adminFilterFromQuery, type AdminFilterId } from '../admin-filters';
import { AccessNotice } from '../components/access-notice';
import { AdminApplicationCard } from '../components/admin-application-card';
import { RejectExpertDialog } from '../components/reject-expert-dialog';
import { isAdmin } from '../expert-roles';
import { useAdminDecisions } from '../hooks/use-admin-decisions';
import '../components/expert-pages.css';

export const ADMIN_LOAD_FAILED = 'Failed to load expert applications. Please try again.';

interface AdminApplicationsProps {
  filter: AdminFilterId;
  page: number;
  onPage(page: number): void;
}

/** The list under the filter, a page at a time, with the decisions on it. */
function AdminApplications({ filter, page, onPage }: AdminApplicationsProps) {
  const decisions = useAdminDecisions();
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);
  const { data, loading, error, refetch } = useQuery(ExpertApplicationsAdminPageDocument, {
    variables: { status: filter === 'all' ? undefined : filter, page },
    fetchPolicy: 'cache-and-network',
  });

  async function reject(reason: string) {
    if (!rejecting) return;
    if (await decisions.reject(rejecting.id, reason)) setRejecting(null);
  }

  if (error && !data) {
    return (
      <div className="expert-page__state" role="alert">
        <p>{ADMIN_LOAD_FAILED}</p>
        <Button
          icon={<Icon name="refresh" size={16} />}
          onClick={() => void refetch().catch(() => undefined)}
        >
          Try Again
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="expert-page__loading">
        <Spinner size={28} label="Loading expert applications" />
      </div>
    );
  }
  const { items: applications, pagination } = data.expertApplications;
  return (
    <>
      {decisions.problem && !rejecting && (
        <FormMessage tone="error" onDismiss={decisions.dismissProblem}>
          {decisions.problem}
        </FormMessage>
      )}
      {applications.length === 0 ? (
        <div className="expert-page__state">
          <p>No applications here.</p>
        </div>
      ) : (
        <ul
          className="admin-applications"
          aria-label="Expert applications"
          aria-busy={loading || undefined}
        >
          {applications.map((application) => (
            <li key={application.id}>
              <AdminApplicationCard
                application={application}
                busy={decisions.isBusy(application.id)}
                onApprove={(id) => void decisions.approve(id)}
                onReject={(applicant) => {
                  decisions.dismissProblem();
                  setRejecting(applicant);
                }}
              />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={pagination.currentPage}
        totalPages={pagination.totalPages}
        disabled={loading}
        onChange={onPage}
      />
      <RejectExpertDialog
        applicant={rejecting}
        rejecting={rejecting !== null && decisions.isBusy(rejecting.id)}
        problem={decisions.problem}
        onReject={(reason) => void reject(reason)}
        onCancel={() => setRejecting(null)}
      />
    </>
  );
}

/**
 * The admin page of the expert programme (`/admin/expert-applications`): applications by status,
 * pending first, with Approve and Reject. Anyone but an admin is told it is not for them.
 */
export default function ExpertApplicationsAdminPage() {
  useDocumentTitle('Expert Applications | FlowVault');
  const { user, loading } = useSession();
  const openSignIn = useSignInPrompt();
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = adminFilterFromQuery(searchParams.get('status'));
  const page = pageFromQuery(searchParams.get('page'));

  function content() {
    if (loading) {
      return (
        <div className="expert-page__loading">
          <Spinner size={28} label="Loading your account" />
        </div>
      );
    }
    if (!user) {
      return (
        <AccessNotice
          icon="lock"
          title="Sign in to review expert applications"
          action={<Button onClick={() => openSignIn('review expert applications')}>Sign in</Button>}
        >
          <p>This page is for FlowVault administrators.</p>
        </AccessNotice>
      );
    }
    if (!isAdmin(user)) {
      return (
        <AccessNotice icon="shield" title="You are not allowed to view this page">
          <p>Expert applications are reviewed by FlowVault administrators only.</p>
        </AccessNotice>
      );
    }
    return (
      <>
        <Panel as="header" className="expert-page__header">
          <div>
            <p className="expert-page__eyebrow">Admin</p>
            <h1 className="expert-page__title">Expert Applications</h1>
            <p className="expert-page__lead">
              Approving makes the applicant an expert with a profile (name, title, location).
            </p>
          </div>
          <Select
            label="Status"
            value={filter}
            options={ADMIN_FILTERS}
            onChange={(value) => setSearchParams({ status: value })}
          />
        </Panel>
        <AdminApplications
          filter={filter}
          page={page}
          onPage={(next) => setSearchParams({ status: filter, page: String(next) })}
        />
      </>
    );
  }

  return (
    <div className="expert-page container">
      <ButtonLink
        to="/dashboard"
        variant="ghost"
        size="sm"
        icon={<Icon name="arrowLeft" size={18} />}
      >
        Back to Dashboard
      </ButtonLink>
      {content()}
    </div>
  );
}
