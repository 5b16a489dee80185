import { useState, type FormEvent } from 'react';
import type { RequirementQuestionType } from '../../../gql-project/graphql';
import { Button } from '../../../ui/button';
import type { FieldProblems } from '../hooks/use-workspace-action';
import { Select } from '../../../ui/select';
import { TextAreaField } from '../../../ui/text-area-field';
import { QUESTION_TYPES } from '../workspace-labels';
import { WORKSPACE_MESSAGES } from '../workspace-messages';

export interface AskQuestionFormProps {
  sending: boolean;
  /** The API's problems with the question sent last, shown under their fields. */
  problems?: FieldProblems;
  /** Answers whether the question went, so the form can be emptied. */
  onAsk(question: string, type: RequirementQuestionType): Promise<boolean>;
}

/** The expert's new question to the client, with its type; an empty question is stopped here. */
export function AskQuestionForm({ sending, problems = {}, onAsk }: AskQuestionFormProps) {
  const [question, setQuestion] = useState('');
  const [type, setType] = useState<RequirementQuestionType>('clarification');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!question.trim()) {
      setError(WORKSPACE_MESSAGES.questionEmpty);
      return;
    }
    setError(undefined);
    const sent = question;
    // Text typed while the question was on its way stays.
    if (await onAsk(sent, type)) setQuestion((current) => (current === sent ? '' : current));
  }

  return (
    <form
      className="workspace-form"
      aria-label="Ask the client"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <Select
        label="Question type"
        value={type}
        options={QUESTION_TYPES}
        onChange={(value) => setType(value as RequirementQuestionType)}
      />
      <TextAreaField
        label="Question for the client"
        rows={3}
        value={question}
        error={error ?? problems.question}
        onChange={(event) => setQuestion(event.target.value)}
      />
      <Button type="submit" size="sm" loading={sending}>
        Send Question
      </Button>
    </form>
  );
}
