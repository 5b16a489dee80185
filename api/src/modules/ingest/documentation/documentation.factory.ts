import type { Env } from '../../../config/env';
import type { Logger } from '../../../core/logger';
import type { DocumentationProvider } from './documentation-provider';
import { OpenAiCompatibleDocumentationProvider } from './openai-compatible-documentation.provider';
import { RuleBasedDocumentationProvider } from './rule-based-documentation.provider';

/** The rule-based provider, or the OpenAI-compatible one over it when LLM_API_URL is set. */
export function createDocumentationProvider(
  env: Pick<Env, 'llmApiUrl' | 'llmApiKey'>,
  logger?: Logger,
): DocumentationProvider {
  const rules = new RuleBasedDocumentationProvider();
  if (!env.llmApiUrl) return rules;
  return new OpenAiCompatibleDocumentationProvider({
    url: env.llmApiUrl,
    apiKey: env.llmApiKey,
    fallback: rules,
    logger,
  });
}
