import type { Logger } from '../../../core/logger';
import type { Env } from '../../../config/env';
import type { AssistanceProvider } from './assistance-plan';
import { OpenAiCompatibleAssistanceProvider } from './openai-compatible-assistance.provider';
import type { RuleBasedAssistanceProvider } from './rule-based-assistance.provider';

/** The rules, or the OpenAI-compatible provider over them when LLM_API_URL is set. */
export function createAssistanceProvider(
  env: Pick<Env, 'llmApiUrl' | 'llmApiKey'>,
  rules: RuleBasedAssistanceProvider,
  logger?: Logger,
): AssistanceProvider {
  if (!env.llmApiUrl) return rules;
  return new OpenAiCompatibleAssistanceProvider({
    url: env.llmApiUrl,
    apiKey: env.llmApiKey,
    fallback: rules,
    logger,
  });
}
