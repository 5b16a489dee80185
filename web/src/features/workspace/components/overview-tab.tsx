import { useId } from 'react';
import { FactList } from '../../../ui/fact-list';
import type { Workspace } from '../hooks/use-project-workspace';
import { projectFigures } from '../workspace-figures';

/** The Overview tab: progress from the tasks, what is left, open questions and deliverables. */
export function OverviewTab({ workspace }: { workspace: Workspace }) {
  const labelId = useId();
  const figures = projectFigures(workspace.tasks);
  const openQuestions = workspace.requirementQuestions.filter((q) => q.status === 'pending');
  return (
    <div className="workspace-tab">
      <div className="workspace-progress">
        <p className="workspace-progress__label">
          <span id={labelId}>Progress</span>
          <strong>{figures.progress}%</strong>
        </p>
        <progress
          className="workspace-progress__bar"
          aria-labelledby={labelId}
          max={100}
          value={figures.progress}
        />
      </div>
      <FactList
        facts={[
          ['Tasks', `${figures.completed}/${figures.total} tasks`],
          ['Work left', `${figures.hoursLeft} h estimated`],
          ['Open questions', openQuestions.length],
          ['Deliverables', workspace.deliverables.length],
        ]}
      />
    </div>
  );
}
