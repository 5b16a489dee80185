import { useState } from 'react';
import { AnonymousChatDialog } from '../../chat/components/anonymous-chat-dialog';
import {
  ProjectManagementDialog,
  type ProjectTabId,
} from '../../workspace/components/project-management-dialog';
import { getFragmentData, type FragmentType } from '../../../gql/fragment-masking';
import { RequestDetailsDialog_HireRequestFragmentDoc } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Icon } from '../../../ui/icon';
import { Modal } from '../../../ui/modal';
import { relativeAge } from '../../../ui/format';
import { HIRE_MESSAGES } from '../hire-messages';
import { useCopyText } from '../hooks/use-copy-text';
import { useRequestActions } from '../hooks/use-request-actions';
import {
  acceptedApplication,
  chatChoices,
  canCancel,
  canComplete,
  needsFeedback,
  shareSummary,
} from '../request-management';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ProjectTiles } from './project-tiles';
import { FeedbackForm, GivenFeedback } from './request-feedback';
import { RequestDetailsInfo } from './request-details-info';
import './request-details-dialog.css';
import { RequestStatusBadge, UrgencyBadge } from './hire-badges';

export interface RequestDetailsDialogProps {
  request: FragmentType<typeof RequestDetailsDialog_HireRequestFragmentDoc>;
  onClose(): void;
  onViewApplications(): void;
}

type Pending = 'cancel' | 'complete' | 'workspace' | 'chat' | null;

/**
 * A request's details: what it is about, the project
 * management tiles, Share, and what the client can do in its state: cancel it before it is paid
 * for, complete a running project and then rate the expert.
 */
export function RequestDetailsDialog({
  request: requestRef,
  onClose,
  onViewApplications,
}: RequestDetailsDialogProps) {
  const request = getFragmentData(RequestDetailsDialog_HireRequestFragmentDoc, requestRef);
  const actions = useRequestActions(request.id);
  const share = useCopyText();
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [workspaceTab, setWorkspaceTab] = useState<ProjectTabId>('overview');
  const openWorkspace = (tab: ProjectTabId) => {
    setWorkspaceTab(tab);
    setPending('workspace');
  };
  const chosen = acceptedApplication(request.applications);
  const applications = request.applicationCounts?.total ?? 0;

  async function confirm(action: 'cancel' | 'complete') {
    await actions[action]();
    setPending(null);
  }

  return (
    <>
      <Modal
        open
        size="lg"
        title={request.templateName}
        onClose={onClose}
        footer={
          <>
            <Button
              variant="secondary"
              icon={<Icon name={share.state === 'copied' ? 'check' : 'share'} size={16} />}
              onClick={() => void share.copy(shareSummary(request))}
            >
              {share.state === 'copied' ? HIRE_MESSAGES.copied : 'Share'}
            </Button>
            {applications > 0 && (
              <Button variant="secondary" onClick={onViewApplications}>
                View Applications ({applications})
              </Button>
            )}
            {canCancel(request) && (
              <Button variant="secondary" onClick={() => setPending('cancel')}>
                Cancel Request
              </Button>
            )}
            {canComplete(request) && (
              <>
                <Button variant="secondary" onClick={() => setPending('complete')}>
                  Mark as Completed
                </Button>
                <Button
                  icon={<Icon name="layers" size={16} />}
                  onClick={() => openWorkspace('overview')}
                >
                  Manage Active Project
                </Button>
              </>
            )}
          </>
        }
      >
        <div className="request-details">
          <p className="request-details__badges">
            <RequestStatusBadge status={request.status} />
            <UrgencyBadge urgency={request.urgency} />
            <span className="request-details__age">
              Created {relativeAge(request.createdAt).toLowerCase()}
            </span>
          </p>
          {share.state === 'copied' && (
            <p className="visually-hidden" role="status">
              Request summary copied to the clipboard
            </p>
          )}
          {share.state === 'failed' && (
            <FormMessage tone="error">{HIRE_MESSAGES.copyFailed}</FormMessage>
          )}
          {actions.notice && <FormMessage tone="success">{actions.notice}</FormMessage>}
          {actions.problem && (
            <FormMessage tone="error" onDismiss={actions.dismissProblem}>
              {actions.problem}
            </FormMessage>
          )}
          <RequestDetailsInfo request={request} />
          <section className="request-details__section" aria-label="Project management">
            <h3 className="request-details__heading">Project management</h3>
            {notice && (
              <FormMessage tone="notice" onDismiss={() => setNotice(null)}>
                {notice}
              </FormMessage>
            )}
            <ProjectTiles
              request={request}
              paying={actions.running === 'pay'}
              onNotice={setNotice}
              onPay={() => void actions.pay()}
              onChat={() => setPending('chat')}
              onRequirements={() => openWorkspace('requirements')}
            />
          </section>
          {chosen?.feedback && <GivenFeedback feedback={chosen.feedback} />}
          {needsFeedback(request) && <FeedbackForm requestId={request.id} />}
        </div>
      </Modal>
      {pending === 'cancel' && (
        <ConfirmDialog
          title="Cancel this request?"
          confirmLabel="Cancel Request"
          cancelLabel="Keep it"
          icon="x"
          tone="red"
          busy={actions.running === 'cancel'}
          onConfirm={() => void confirm('cancel')}
          onCancel={() => setPending(null)}
        >
          <p>
            Experts will no longer be able to apply, and pending applications will not be answered.
            This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {pending === 'complete' && (
        <ConfirmDialog
          title="Mark the project as completed?"
          confirmLabel="Mark as Completed"
          cancelLabel="Keep it"
          icon="check"
          tone="green"
          busy={actions.running === 'complete'}
          onConfirm={() => void confirm('complete')}
          onCancel={() => setPending(null)}
        >
          <p>Confirm that the expert delivered the project. You can then rate their work.</p>
        </ConfirmDialog>
      )}
      {pending === 'workspace' && (
        <ProjectManagementDialog
          requestId={request.id}
          projectName={request.templateName}
          viewer="client"
          initialTab={workspaceTab}
          onClose={() => setPending(null)}
        />
      )}
      {pending === 'chat' && (
        <AnonymousChatDialog
          requestId={request.id}
          choices={chatChoices(request.applications)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
