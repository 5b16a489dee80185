import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { AiAssistantGenerateDocument } from '../../../gql-project/graphql';
import { AI_MESSAGES } from '../workspace-messages';

/**
 * The AI Assistant's code generator: a prompt goes with `generateAiAssistance`, and the answer
 * (an n8n Code node to start from) comes back. An empty prompt never leaves the page.
 */
export function useCodeSuggestion(requestId: string) {
  const [generate, { data, loading }] = useMutation(AiAssistantGenerateDocument);
  const [problem, setProblem] = useState<string | null>(null);

  async function ask(prompt: string) {
    const text = prompt.trim();
    if (!text) {
      setProblem(AI_MESSAGES.promptEmpty);
      return;
    }
    if (loading) return;
    setProblem(null);
    try {
      await generate({ variables: { input: { requestId, prompt: text } } });
    } catch {
      setProblem(AI_MESSAGES.generateFailed);
    }
  }

  return {
    answer: data?.generateAiAssistance.codeSuggestion ?? null,
    asking: loading,
    problem,
    ask,
  };
}
