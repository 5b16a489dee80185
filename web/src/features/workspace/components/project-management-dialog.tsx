import { useState } from 'react';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Modal } from '../../../ui/modal';
import { readRequestError } from '../../../app/request-error';
import { SectionState } from '../../../ui/section-state';
import { Spinner } from '../../../ui/spinner';
import { Tabs, type Tab } from '../../../ui/tabs';
import { ChatPanel } from '../../chat/components/chat-panel';
import { useProjectWorkspace, type Workspace } from '../hooks/use-project-workspace';
import type { ProjectViewer } from '../project-viewer';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { AiAssistantPanel } from './ai-assistant-panel';
import { DeliverablesTab } from './deliverables-tab';
import { OverviewTab } from './overview-tab';
import { RequirementsTab } from './requirements-tab';
import { TasksTab } from './tasks-tab';
import './project-management-dialog.css';

/** The dialog's tabs; a caller may open it on one of them. */
export type ProjectTabId = 'overview' | 'tasks' | 'requirements' | 'ai' | 'chat' | 'deliverables';
type TabId = ProjectTabId;

const TABS: readonly Tab<TabId>[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'tasks', label: 'Tasks' },
  { id: 'requirements', label: 'Requirements' },
  { id: 'ai', label: 'AI Assistant' },
  { id: 'chat', label: 'Client Chat' },
  { id: 'deliverables', label: 'Deliverables' },
];

export interface ProjectManagementDialogProps {
  requestId: string;
  /** The project's name (the template's), under the title. */
  projectName: string;
  viewer: ProjectViewer;
  /** The tab it opens on: Overview unless the caller asked for another (the Requirements tile). */
  initialTab?: ProjectTabId;
  onClose(): void;
}

/** The project's state over its name: running, or completed and read-only. */
function ProjectBadge({ status }: { status: Workspace['status'] }) {
  if (status === 'active') return <Badge tone="green">ACTIVE PROJECT</Badge>;
  // Teal, as hiring's Completed badge of the request.
  if (status === 'completed') return <Badge tone="teal">COMPLETED</Badge>;
  return <Badge>{status.toUpperCase()}</Badge>;
}

/**
 * The Project management dialog: the expert's Manage Project on an accepted
 * application and the client's Manage Active Project. Both see every tab; only the expert moves
 * tasks, asks questions and adds deliverables, only the client answers, and nobody once the
 * project is completed (the badge says COMPLETED, a notice that it is read-only). The chat tab is named
 * after the other side. Both sides see the other's changes as they are made; when the API ends
 * those live updates, a notice says so and offers to start them again.
 */
export function ProjectManagementDialog({
  requestId,
  projectName,
  viewer,
  initialTab = 'overview',
  onClose,
}: ProjectManagementDialogProps) {
  const { workspace, loadError, retry, livePaused, resumeLive } = useProjectWorkspace(requestId);
  const [tab, setTab] = useState<TabId>(initialTab);
  const tabs = TABS.map((entry) =>
    entry.id === 'chat' && viewer === 'client' ? { ...entry, label: 'Expert Chat' } : entry,
  );

  function panel(current: Workspace) {
    // What every tab that changes something needs: nobody changes a project no longer active.
    const common = { requestId, viewer, readOnly: current.status !== 'active', onStale: retry };
    switch (tab) {
      case 'overview':
        return <OverviewTab workspace={current} />;
      case 'tasks':
        return <TasksTab {...common} tasks={current.tasks} />;
      case 'requirements':
        return <RequirementsTab {...common} questions={current.requirementQuestions} />;
      case 'ai':
        return <AiAssistantPanel requestId={requestId} />;
      case 'chat':
        return <ChatPanel requestId={requestId} />;
      case 'deliverables':
        return <DeliverablesTab {...common} deliverables={current.deliverables} />;
    }
  }

  function content() {
    const problem = loadError && readRequestError(loadError);
    if (problem?.code === 'CONFLICT' && problem.message) {
      // Accepted but not paid yet: the workspace opens with the activation, which is no failure.
      return (
        <SectionState icon="clock" title={WORKSPACE_MESSAGES.notOpen}>
          {problem.message}
        </SectionState>
      );
    }
    if (loadError) {
      return (
        <SectionState
          icon="alertTriangle"
          title={WORKSPACE_MESSAGES.loadFailed}
          tone="error"
          action={<Button onClick={retry}>Try Again</Button>}
        />
      );
    }
    if (!workspace) {
      return (
        <p className="workspace-tab__empty" role="status">
          <Spinner size={20} /> Loading the project…
        </p>
      );
    }
    return (
      <>
        {workspace.status === 'completed' && (
          <FormMessage tone="notice">{WORKSPACE_MESSAGES.completed}</FormMessage>
        )}
        {livePaused && (
          <FormMessage tone="notice">
            {WORKSPACE_MESSAGES.livePaused}{' '}
            <Button variant="ghost" size="sm" onClick={resumeLive}>
              Try Again
            </Button>
          </FormMessage>
        )}
        <Tabs<TabId> label="Project management" tabs={tabs} current={tab} onChange={setTab}>
          {panel(workspace)}
        </Tabs>
      </>
    );
  }

  return (
    <Modal open size="lg" title="Project Management" onClose={onClose}>
      <div className="project-management">
        <p className="project-management__name">
          {workspace && <ProjectBadge status={workspace.status} />}
          <span className="project-management__project">{projectName}</span>
        </p>
        {content()}
      </div>
    </Modal>
  );
}
