import { makeFragmentData } from '../../../gql-home/fragment-masking';
import {
  TemplateCard_TemplateFragmentDoc,
  type TemplateCard_TemplateFragment,
} from '../../../gql-home/graphql';

/** A template as the card fragment returns it, with __typename as Apollo's cache writes it. */
export function cardTemplate(overrides: Partial<TemplateCard_TemplateFragment> = {}) {
  return {
    __typename: 'Template' as const,
    id: '7b0c4f3e-2f7a-4c55-9d55-0c8a3e9f1a01',
    name: 'Telegram AI assistant',
    description: 'Answers Telegram messages with an AI agent.',
    complexity: 'Medium' as const,
    nodeCount: 8,
    updatedAt: '2026-03-04T10:00:00.000Z',
    author: 'Ada Lovelace',
    triggerType: 'Triggered' as const,
    category: 'AI',
    tags: ['telegram', 'openai', 'agent', 'memory'],
    integrations: ['Telegram', 'OpenAI'],
    n8nCompatibility: 'Clean' as const,
    n8nObstacles: [] as string[],
    ...overrides,
  };
}

/** The fragment reference a TemplateCard receives. */
export function cardTemplateRef(overrides: Partial<TemplateCard_TemplateFragment> = {}) {
  return makeFragmentData(cardTemplate(overrides), TemplateCard_TemplateFragmentDoc);
}
