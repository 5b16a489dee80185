import { useState, type FormEvent } from 'react';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';
import { WORKSPACE_MESSAGES } from '../workspace-messages';

export interface AnswerFormProps {
  question: string;
  sending: boolean;
  /** The API's problem with the answer sent last, shown under the box. */
  problem?: string;
  /** Answers whether the answer went, so the box can be emptied. */
  onAnswer(answer: string): Promise<boolean>;
}

/** The client's answer to one pending question; an empty answer is stopped here. */
export function AnswerForm({ question, sending, problem, onAnswer }: AnswerFormProps) {
  const [answer, setAnswer] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!answer.trim()) {
      setError(WORKSPACE_MESSAGES.answerEmpty);
      return;
    }
    setError(undefined);
    const sent = answer;
    // Text typed while the answer was on its way stays.
    if (await onAnswer(sent)) setAnswer((current) => (current === sent ? '' : current));
  }

  return (
    <form className="workspace-form" onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label="Your answer"
        aria-description={question}
        rows={2}
        value={answer}
        error={error ?? problem}
        onChange={(event) => setAnswer(event.target.value)}
      />
      <Button type="submit" size="sm" loading={sending}>
        Submit Answer
      </Button>
    </form>
  );
}
