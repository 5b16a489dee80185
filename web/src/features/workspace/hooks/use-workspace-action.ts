import { useState } from 'react';
import { isStaleRefusal, readRequestError } from '../../../app/request-error';

/**
 * Runs one workspace change at a time and keeps its failure as the spec's sentence. A refusal
 * because the record moved on (CONFLICT: a task already started, a question already answered;
 * NOT_FOUND) calls `onStale`, which reads the workspace again, so what shows matches the
 * project. `key` names what runs (a task's id, 'ask'), for the button that spins.
 */
export function useWorkspaceAction(onStale: () => void) {
  const [running, setRunning] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Answers whether the change went through, so a form can empty itself. */
  async function run(key: string, work: () => Promise<unknown>, failure: string) {
    if (running) return false;
    setRunning(key);
    setProblem(null);
    try {
      await work();
      return true;
    } catch (error) {
      if (isStaleRefusal(readRequestError(error).code)) onStale();
      setProblem(failure);
      return false;
    } finally {
      setRunning(null);
    }
  }

  return { running, problem, dismissProblem: () => setProblem(null), run };
}
