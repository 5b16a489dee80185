import { useState } from 'react';
import { Button } from '../../../ui/button';
import { SectionState } from '../../../ui/section-state';
import { Spinner } from '../../../ui/spinner';
import { Tabs, type Tab } from '../../../ui/tabs';
import { useAiAssistance } from '../hooks/use-ai-assistance';
import { CodePrompt } from './code-prompt';
import { ResourceList } from './resource-list';
import { TaskBreakdown } from './task-breakdown';

type TabId = 'tasks' | 'resources';

const TABS: readonly Tab<TabId>[] = [
  { id: 'tasks', label: 'Task Breakdown' },
  { id: 'resources', label: 'Resources' },
];

/**
 * The AI Assistant: the task breakdown and the resources, generated the first
 * time anyone opens it, with Retry on failure, and the code generator's prompt box. Shown in the
 * Project management dialog's AI Assistant tab.
 */
export function AiAssistantPanel({ requestId }: { requestId: string }) {
  const ai = useAiAssistance(requestId);
  const [tab, setTab] = useState<TabId>('tasks');

  if (ai.problem) {
    return (
      <SectionState
        icon="alertTriangle"
        title={ai.problem}
        tone="error"
        action={<Button onClick={ai.retry}>Retry</Button>}
      />
    );
  }
  if (!ai.assistance) {
    return (
      <p className="workspace-tab__empty" role="status">
        <Spinner size={20} /> Preparing the task breakdown…
      </p>
    );
  }
  return (
    <div className="workspace-tab">
      <Tabs<TabId> label="AI assistance" tabs={TABS} current={tab} onChange={setTab}>
        {tab === 'tasks' ? (
          <TaskBreakdown tasks={ai.assistance.taskBreakdown} />
        ) : (
          <ResourceList resources={ai.assistance.resources} />
        )}
      </Tabs>
      <CodePrompt requestId={requestId} />
    </div>
  );
}
