import { useState } from 'react';
import { formProblems, isStaleRefusal, readRequestError } from '../../../app/request-error';

/** The API's problems of a form's fields, by field name, each a sentence for under its field. */
export type FieldProblems = Partial<Record<string, string>>;

/** An API field (`input.title` or `title`) as the form's field of that name, when it has one. */
function formFieldOf(labels: Record<string, string>) {
  return (apiField: string) => {
    const field = apiField.replace(/^input\./, '');
    return Object.hasOwn(labels, field) ? field : undefined;
  };
}

/**
 * Runs one workspace change at a time and keeps its failure as the sentence to show. A refusal
 * because the record moved on (CONFLICT: a task already started, a question already answered;
 * NOT_FOUND) calls `onStale`, which reads the workspace again, so what shows matches the
 * project. `key` names what runs (a task's id, 'ask'), for the button that spins. Given the
 * labels of its form's fields, a refusal of single fields (VALIDATION_ERROR) goes under those
 * fields (`fieldProblems(key)`) and the sentence on top only when some problem has no field.
 */
export function useWorkspaceAction(onStale: () => void) {
  const [running, setRunning] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<{ key: string; problems: FieldProblems } | null>(null);

  /** Answers whether the change went through, so a form can empty itself. */
  async function run(
    key: string,
    work: () => Promise<unknown>,
    failure: string,
    labels: Record<string, string> = {},
  ) {
    if (running) return false;
    setRunning(key);
    setProblem(null);
    setFields(null);
    try {
      await work();
      return true;
    } catch (error) {
      if (isStaleRefusal(readRequestError(error).code)) onStale();
      const refusal = formProblems(error, labels, failure, formFieldOf(labels));
      setFields({ key, problems: refusal.fields });
      setProblem(refusal.message === undefined ? null : failure);
      return false;
    } finally {
      setRunning(null);
    }
  }

  return {
    running,
    problem,
    dismissProblem: () => setProblem(null),
    /** The API's field problems of the last failure of `key`'s form. */
    fieldProblems: (key: string): FieldProblems => (fields?.key === key ? fields.problems : {}),
    run,
  };
}
