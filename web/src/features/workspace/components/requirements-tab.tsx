import { Badge } from '../../../ui/badge';
import { formatLongDate } from '../../../ui/format';
import { FormMessage } from '../../../ui/form-message';
import type { WorkspaceQuestion } from '../hooks/use-project-workspace';
import { useRequirementQuestions } from '../hooks/use-requirement-questions';
import type { ProjectViewer } from '../project-viewer';
import { QUESTION_STATUS, questionTypeLabel } from '../workspace-labels';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { AnswerForm } from './answer-form';
import { AskQuestionForm } from './ask-question-form';

/**
 * The Requirements tab: the expert's questions with their answers. The client
 * answers pending ones; the expert sends new ones.
 */
export function RequirementsTab({
  requestId,
  questions,
  viewer,
  readOnly,
  onStale,
}: {
  requestId: string;
  /** The project is no longer active: nothing is asked or answered. */
  readOnly: boolean;
  /** Reads the workspace again after a refusal because it moved on. */
  onStale(): void;
  questions: readonly WorkspaceQuestion[];
  viewer: ProjectViewer;
}) {
  const requirements = useRequirementQuestions(requestId, onStale);
  return (
    <div className="workspace-tab">
      {requirements.problem && (
        <FormMessage tone="error" onDismiss={requirements.dismissProblem}>
          {requirements.problem}
        </FormMessage>
      )}
      {viewer === 'expert' && !readOnly && (
        <AskQuestionForm
          sending={requirements.running === 'ask'}
          problems={requirements.fieldProblems('ask')}
          onAsk={requirements.ask}
        />
      )}
      {questions.length === 0 ? (
        <p className="workspace-tab__empty">{WORKSPACE_MESSAGES.noQuestions}</p>
      ) : (
        <ul className="workspace-list" aria-label="Questions">
          {questions.map((question) => {
            const status = QUESTION_STATUS[question.status];
            return (
              <li key={question.id} className="workspace-item">
                <div className="workspace-item__head">
                  <Badge>{questionTypeLabel(question.type)}</Badge>
                  <Badge tone={status.tone}>{status.label}</Badge>
                </div>
                <p className="workspace-item__title">{question.question}</p>
                <p className="workspace-item__meta">Asked {formatLongDate(question.askedAt)}</p>
                {question.answer !== null && question.answer !== undefined ? (
                  <p className="workspace-item__answer">
                    <strong>Answer: </strong>
                    {question.answer}
                  </p>
                ) : (
                  viewer === 'client' &&
                  !readOnly && (
                    <AnswerForm
                      question={question.question}
                      sending={requirements.running === question.id}
                      problem={requirements.fieldProblems(question.id).answer}
                      onAnswer={(answer) => requirements.answer(question.id, answer)}
                    />
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
