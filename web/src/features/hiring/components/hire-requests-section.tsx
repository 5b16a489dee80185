import { dropSearchParams } from '../../../app/search-params';
import { useQuery } from '@apollo/client/react';
import { useRefetchOnNotification } from '../../../app/hooks/use-refetch-on-notification';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { HireRequestsSectionDocument } from '../../../gql/graphql';
import { Panel } from '../../../ui/panel';
import { StatStrip } from '../../../ui/stat-strip';
import { useLiveUnreadCounts } from '../../chat/hooks/use-live-unread-counts';
import { usePaymentReturnRefresh } from '../hooks/use-payment-return-refresh';
import { hireRequestTotals } from '../request-management';
import { ApplicationsDialog } from './applications-dialog';
import { HireRequestCard } from './hire-request-card';
import { HireRequestsEmpty, HireRequestsError, HireRequestsLoading } from './hire-requests-states';
import { RequestDetailsDialog } from './request-details-dialog';
import './hire-requests-section.css';

/** The header's figures, each with what it counts. */
function totalsOf(requests: Parameters<typeof hireRequestTotals>[0]) {
  const totals = hireRequestTotals(requests);
  return [
    ['Total requests', totals.requests],
    ['Completed requests', totals.completed],
    ['Applications', totals.applications],
  ] as const;
}

const NO_IDS: string[] = [];

/** The ids of the cards shown. */
function requestIdsOf(requests: readonly { id: string }[] | undefined): string[] {
  return requests?.map((request) => request.id) ?? NO_IDS;
}

/**
 * The request and application a notification's link names (`?request=&application=`): that
 * request's applications open with the application focused. Closing forgets them (replacing the
 * entry, so Back leaves the section rather than opening the dialog again).
 */
function useLinkedRequest() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requestId = searchParams.get('request');
  return {
    requestId,
    applicationId: searchParams.get('application'),
    forget() {
      if (requestId) dropSearchParams(setSearchParams, 'request', 'application');
    },
  };
}

/** What the client is told of that changes a card: a new application, a payment that activated. */
const REQUEST_EVENTS = ['expert_applied', 'project_active'] as const;

/**
 * The dashboard's Hire Requests section: the signed-in
 * client's requests with their counts, each opening its details or its applications. Asked again
 * on every visit and once more after a checkout returns here; the cards' unread chat counts
 * follow one live subscription. A notification's link opens one request's applications.
 */
export function HireRequestsSection() {
  const titleId = useId();
  const { data, error, refetch } = useQuery(HireRequestsSectionDocument, {
    fetchPolicy: 'cache-and-network',
  });
  usePaymentReturnRefresh(refetch);
  useRefetchOnNotification(REQUEST_EVENTS, refetch);
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [applicationsId, setApplicationsId] = useState<string | null>(null);
  const linked = useLinkedRequest();
  const openApplicationsId = applicationsId ?? linked.requestId;
  // One clock per render, so cards shown together agree on their ages.
  const [now] = useState(() => Date.now());
  const requests = data?.hireRequests;
  useLiveUnreadCounts('HireRequest', requestIdsOf(requests), refetch);
  const details = requests?.find((request) => request.id === detailsId);

  function content() {
    if (!requests) {
      return error ? (
        <HireRequestsError onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <HireRequestsLoading />
      );
    }
    if (requests.length === 0) return <HireRequestsEmpty />;
    return (
      <ul className="hire-requests__list" aria-label="Your hire requests">
        {requests.map((request) => (
          <li key={request.id}>
            <HireRequestCard
              request={request}
              now={now}
              onViewApplications={setApplicationsId}
              onViewDetails={setDetailsId}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Panel className="hire-requests" aria-labelledby={titleId}>
      <div className="hire-requests__header">
        <div>
          <h2 id={titleId} className="hire-requests__title">
            Hire Requests
          </h2>
          <p className="hire-requests__subtitle">
            Your requests for expert help and the applications experts sent.
          </p>
        </div>
        {requests && requests.length > 0 && <StatStrip stats={totalsOf(requests)} />}
      </div>
      {content()}
      {details && (
        <RequestDetailsDialog
          request={details}
          onClose={() => setDetailsId(null)}
          onViewApplications={() => {
            setDetailsId(null);
            setApplicationsId(details.id);
          }}
        />
      )}
      {openApplicationsId && (
        <ApplicationsDialog
          requestId={openApplicationsId}
          linkedApplicationId={applicationsId ? null : linked.applicationId}
          onClose={() => {
            setApplicationsId(null);
            linked.forget();
          }}
        />
      )}
    </Panel>
  );
}
