import { useQuery } from '@apollo/client/react';
import { useFocusLinkedCard } from '../../../app/hooks/use-focus-linked-card';
import { useState } from 'react';
import { ApplicationsDialogDocument, type ApplicationsDialogQuery } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FactList } from '../../../ui/fact-list';
import { FormMessage } from '../../../ui/form-message';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { Tabs } from '../../../ui/tabs';
import { stripHexTokens } from '../../workflow/text';
import { formatNodeCount } from '../../templates/card-format';
import { displayNodeCount, formatBudget } from '../../../ui/format';
import { HIRE_MESSAGES } from '../hire-messages';
import { URGENCY } from '../hire-labels';
import { useApplicationDecision } from '../hooks/use-application-decision';
import { canDecide } from '../request-management';
import { ApplicationCard } from './application-card';
import './applications-dialog.css';

type Request = ApplicationsDialogQuery['hireRequest'];
type TabId = 'applications' | 'template' | 'requirements';

/** The template the request is about. */
function TemplateTab({ request }: { request: Request }) {
  const { template } = request;
  if (!template) return <p>This template is no longer in the catalogue.</p>;
  return (
    <div className="applications-dialog__tab">
      <h3 className="request-details__heading">{template.name}</h3>
      <p className="request-details__text">
        {stripHexTokens(template.description) || 'No description yet.'}
      </p>
      <FactList
        facts={[
          ['Category', template.category],
          ['Complexity', template.complexity],
          ['Nodes', formatNodeCount(displayNodeCount(template.nodeCount))],
          ['Trigger type', template.triggerType],
        ]}
      />
    </div>
  );
}

/** What the client asked for. */
function RequirementsTab({ request }: { request: Request }) {
  return (
    <div className="applications-dialog__tab">
      <h4 className="request-details__label">Business problem</h4>
      <p className="request-details__text">{request.businessProblem}</p>
      <h4 className="request-details__label">Requirements</h4>
      <p className="request-details__text">{request.requirements}</p>
      <FactList
        facts={[
          ['Timeline', request.timeline],
          ['Budget', formatBudget(request.budget)],
          ['Urgency', URGENCY[request.urgency].label],
          ['Industry', request.industry],
          ['Company size', request.companySize],
        ]}
      />
    </div>
  );
}

/**
 * The applications, each with Accept and Reject while it and the request wait; the one a
 * notification's link names is marked and focused.
 */
function ApplicationsTab({ request, linkedId }: { request: Request; linkedId?: string | null }) {
  const decision = useApplicationDecision();
  useFocusLinkedCard(linkedId, true);
  if (request.applications.length === 0) {
    return <p className="applications-dialog__empty">No expert has applied yet.</p>;
  }
  return (
    <div className="applications-dialog__tab">
      {decision.problem && (
        <FormMessage tone="error" onDismiss={decision.dismissProblem}>
          {decision.problem}
        </FormMessage>
      )}
      <ul className="applications-dialog__list" aria-label="Applications">
        {request.applications.map((application) => {
          const mine = decision.deciding?.id === application.id;
          return (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                decidable={canDecide(application, request)}
                deciding={mine ? (decision.deciding?.decision ?? null) : null}
                locked={decision.deciding !== null && !mine}
                onDecide={(choice) => void decision.decide(application.id, choice)}
                linked={application.id === linkedId}
              />
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export interface ApplicationsDialogProps {
  requestId: string;
  /** An application to show first: marked and focused (a notification's `?application=`). */
  linkedApplicationId?: string | null;
  onClose(): void;
}

/**
 * The client's Applications dialog: tabs for the applications (with their
 * count), the template and the client's own requirements. Loaded fresh each time it opens.
 */
export function ApplicationsDialog({
  requestId,
  linkedApplicationId,
  onClose,
}: ApplicationsDialogProps) {
  const [tab, setTab] = useState<TabId>('applications');
  const { data, error, refetch } = useQuery(ApplicationsDialogDocument, {
    variables: { id: requestId },
    fetchPolicy: 'cache-and-network',
  });
  const request = data?.hireRequest;

  function body() {
    if (!request) {
      if (error) {
        return (
          <div className="applications-dialog__state" role="alert">
            <p>{HIRE_MESSAGES.applicationsFailed}</p>
            <Button variant="secondary" onClick={() => void refetch().catch(() => undefined)}>
              Try Again
            </Button>
          </div>
        );
      }
      return (
        <div className="applications-dialog__state">
          <Spinner size={24} label="Loading applications" />
        </div>
      );
    }
    const tabs = [
      { id: 'applications', label: `Applications (${request.applications.length})` },
      { id: 'template', label: 'Template Details' },
      { id: 'requirements', label: 'Your Requirements' },
    ] as const;
    return (
      <Tabs<TabId> label="Request" tabs={tabs} current={tab} onChange={setTab}>
        {tab === 'applications' && (
          <ApplicationsTab request={request} linkedId={linkedApplicationId} />
        )}
        {tab === 'template' && <TemplateTab request={request} />}
        {tab === 'requirements' && <RequirementsTab request={request} />}
      </Tabs>
    );
  }

  return (
    <Modal
      open
      size="lg"
      title={request ? `Applications: ${request.templateName}` : 'Applications'}
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      {body()}
    </Modal>
  );
}
