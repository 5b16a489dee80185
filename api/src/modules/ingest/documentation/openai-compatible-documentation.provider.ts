import type { Logger } from '../../../core/logger';
import { modelText, OpenAiChat, parseJsonObject, type ChatAnswer } from '../../../lib/openai-chat';
import { errorMessage } from '../../../core/error-message';
import { DIFFICULTIES, type Difficulty } from '../../templates/template.entity';
import type {
  DocumentationInput,
  DocumentationProvider,
  TemplateDocumentation,
} from './documentation-provider';
import type { RuleBasedDocumentationProvider } from './rule-based-documentation.provider';

/** USD per million tokens, for the cost estimate shown with the documentation. */
export interface TokenPricing {
  inputPerMillion: number;
  outputPerMillion: number;
}

const DEFAULT_PRICING: TokenPricing = { inputPerMillion: 0.15, outputPerMillion: 0.6 };

export interface OpenAiCompatibleOptions {
  /** Base URL such as `https://api.openai.com/v1`; `/chat/completions` is appended. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Gives requiredNodes, and the whole answer whenever the model fails. */
  fallback: RuleBasedDocumentationProvider;
  logger?: Logger;
  timeoutMs?: number;
  pricing?: TokenPricing;
  now?: () => Date;
}

const SYSTEM_PROMPT = [
  'You document n8n workflow templates for a template marketplace.',
  'Answer with one JSON object and nothing else, with exactly these keys:',
  '"detailedDescription" (2-4 sentences), "difficulty" ("beginner", "intermediate" or "advanced"),',
  '"estimatedSetupTime" (a range such as "15-30 minutes"), "prerequisites", "useCases", "features"',
  'and "howToUse" (arrays of 2-8 short sentences; howToUse is the set-up steps in order).',
  'Describe only what the given facts support.',
].join(' ');

const LIST_FIELDS = ['prerequisites', 'useCases', 'features', 'howToUse'] as const;

type ModelFields = Omit<TemplateDocumentation, 'requiredNodes' | 'aiDocumentation'>;

/**
 * Documentation written by a chat model behind an OpenAI-compatible API (`POST
 * {url}/chat/completions`, bearer key, 20 s timeout). The model sees the template's listing
 * fields and node types, never its parameters. Its answer must be a JSON object of the expected
 * shape; anything else (network error, timeout, HTTP error, bad JSON, a missing or malformed
 * field) gives the rule-based result instead. requiredNodes always come from the rules, since
 * they are facts of the workflow.
 */
export class OpenAiCompatibleDocumentationProvider implements DocumentationProvider {
  private readonly chat: OpenAiChat;

  constructor(private readonly options: OpenAiCompatibleOptions) {
    this.chat = new OpenAiChat(options);
  }

  async describe(input: DocumentationInput): Promise<TemplateDocumentation> {
    const rules = this.options.fallback.describeSync(input);
    try {
      const answer = await this.ask(input);
      return {
        ...answer.fields,
        requiredNodes: rules.requiredNodes,
        aiDocumentation: {
          generated: true,
          model: answer.model,
          generatedAt: (this.options.now?.() ?? new Date()).toISOString(),
          estimatedCost: answer.cost,
        },
      };
    } catch (error) {
      this.options.logger?.warn(
        { err: errorMessage(error), template: input.name },
        'LLM documentation failed; using the rule-based documentation',
      );
      return rules;
    }
  }

  private async ask(
    input: DocumentationInput,
  ): Promise<{ fields: ModelFields; model: string; cost: number | null }> {
    const facts = {
      name: input.name,
      description: input.description,
      category: input.category,
      triggerType: input.triggerType,
      complexity: input.complexity,
      nodeCount: input.nodeCount,
      integrations: input.integrations,
      nodeTypes: input.nodeTypes,
    };
    const answer = await this.chat.complete(SYSTEM_PROMPT, facts);
    return {
      fields: parseModelFields(answer.text),
      model: answer.model,
      cost: estimateCost(answer.usage, this.options.pricing ?? DEFAULT_PRICING),
    };
  }
}

function estimateCost(usage: ChatAnswer['usage'], pricing: TokenPricing): number | null {
  const input = usage?.prompt_tokens;
  const output = usage?.completion_tokens;
  if (typeof input !== 'number' || typeof output !== 'number') return null;
  const usd = (input * pricing.inputPerMillion + output * pricing.outputPerMillion) / 1_000_000;
  return Math.round(usd * 1e6) / 1e6;
}

function text(value: unknown, field: string, max: number): string {
  const found = modelText(value, max);
  if (found === undefined) throw new Error(`LLM answer has no valid ${field}`);
  return found;
}

function list(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > 12) {
    throw new Error(`LLM answer has no valid ${field}`);
  }
  return value.map((item) => text(item, field, 400));
}

/** The model's JSON answer, validated field by field (a ```json fence is tolerated). */
export function parseModelFields(content: string): ModelFields {
  const answer = parseJsonObject(content);
  const difficulty = answer.difficulty;
  if (!DIFFICULTIES.includes(difficulty as Difficulty)) {
    throw new Error('LLM answer has no valid difficulty');
  }
  const fields = {
    detailedDescription: text(answer.detailedDescription, 'detailedDescription', 4000),
    difficulty: difficulty as Difficulty,
    estimatedSetupTime: text(answer.estimatedSetupTime, 'estimatedSetupTime', 40),
  } as ModelFields;
  for (const field of LIST_FIELDS) fields[field] = list(answer[field], field);
  return fields;
}
