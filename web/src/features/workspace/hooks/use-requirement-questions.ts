import { useMutation } from '@apollo/client/react';
import {
  ProjectAnswerQuestionDocument,
  ProjectAskQuestionDocument,
  type RequirementQuestionType,
} from '../../../gql-project/graphql';
import { WORKSPACE_MESSAGES } from '../workspace-messages';
import { WORKSPACE_QUERY } from './use-project-workspace';
import { useWorkspaceAction } from './use-workspace-action';

/**
 * Requirement questions: the expert asks, the client answers once. Empty text never leaves the
 * page (the forms say the sentence themselves); a new question reads the
 * workspace again so it shows in its place, an answer updates the question in the cache.
 */
export function useRequirementQuestions(requestId: string, onStale: () => void) {
  const [askQuestion] = useMutation(ProjectAskQuestionDocument, {
    refetchQueries: [WORKSPACE_QUERY],
    awaitRefetchQueries: true,
  });
  const [answerQuestion] = useMutation(ProjectAnswerQuestionDocument);
  const action = useWorkspaceAction(onStale);
  return {
    running: action.running,
    problem: action.problem,
    dismissProblem: action.dismissProblem,
    /** The API's field problems of the question form ('ask') or a question's answer form. */
    fieldProblems: action.fieldProblems,
    ask: (question: string, type: RequirementQuestionType) =>
      action.run(
        'ask',
        () => askQuestion({ variables: { input: { requestId, question: question.trim(), type } } }),
        WORKSPACE_MESSAGES.questionFailed,
        { question: 'Question' },
      ),
    answer: (questionId: string, answer: string) =>
      action.run(
        questionId,
        () =>
          answerQuestion({
            variables: { input: { requestId, questionId, answer: answer.trim() } },
          }),
        WORKSPACE_MESSAGES.answerFailed,
        { answer: 'Answer' },
      ),
  };
}
