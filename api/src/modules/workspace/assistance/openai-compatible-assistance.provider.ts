import type { Logger } from '../../../core/logger';
import { modelText, OpenAiChat, parseJsonObject } from '../../../lib/openai-chat';
import { errorMessage } from '../../../core/error-message';
import type {
  AssistanceInput,
  AssistancePlan,
  AssistanceProvider,
  CodeSuggestion,
} from './assistance-plan';
import type { RuleBasedAssistanceProvider } from './rule-based-assistance.provider';

export interface OpenAiAssistanceOptions {
  /** Base URL such as `https://api.openai.com/v1`; `/chat/completions` is appended. */
  url: string;
  apiKey?: string;
  model?: string;
  /** Gives the breakdown, the resources, and the whole answer whenever the model fails. */
  fallback: RuleBasedAssistanceProvider;
  logger?: Logger;
  timeoutMs?: number;
}

const PLAN_PROMPT = [
  'You help an n8n expert deliver a workflow template to a client.',
  'You get the template name, its node types and a task list.',
  'Answer with one JSON object and nothing else: {"descriptions": [...]}, one description per task',
  'in the same order, each 1-3 sentences saying concretely what to do for this workflow.',
].join(' ');

const CODE_PROMPT = [
  'You write JavaScript for an n8n Code node ("Run Once for All Items": read $input.all(),',
  'return an array of {json} items). Answer with one JSON object and nothing else:',
  '{"answer": "<the code, with short comments>"}.',
].join(' ');

/**
 * Assistance enriched by a chat model behind an OpenAI-compatible API (LLM_API_URL): the rules
 * decide the tasks, their phases, estimates and resources (facts of the workflow); the model
 * only rewrites the tasks' descriptions for this workflow and writes the code generator's
 * answer. Any failure (network, timeout, HTTP error, an answer of the wrong shape) gives the
 * rules' result instead.
 */
export class OpenAiCompatibleAssistanceProvider implements AssistanceProvider {
  private readonly chat: OpenAiChat;

  constructor(private readonly options: OpenAiAssistanceOptions) {
    this.chat = new OpenAiChat(options);
  }

  async plan(input: AssistanceInput): Promise<AssistancePlan> {
    const rules = this.options.fallback.planSync(input);
    try {
      const { content, model } = await this.ask(PLAN_PROMPT, {
        template: input.templateName,
        nodeTypes: rules.resources.map((resource) => resource.title),
        tasks: rules.taskBreakdown.map(({ title, description }) => ({ title, description })),
      });
      const descriptions = Array.isArray(content.descriptions)
        ? content.descriptions.map((description) => modelText(description, 1000))
        : [];
      if (
        descriptions.length !== rules.taskBreakdown.length ||
        !descriptions.every((description) => description !== undefined)
      ) {
        throw new Error('LLM answer has no valid descriptions');
      }
      const taskBreakdown = rules.taskBreakdown.map((task, index) => ({
        ...task,
        description: descriptions[index] as string,
      }));
      return { ...rules, provider: model, taskBreakdown };
    } catch (error) {
      this.fellBack(error, input);
      return rules;
    }
  }

  async suggest(input: AssistanceInput, prompt: string): Promise<CodeSuggestion> {
    const rules = await this.options.fallback.suggest(input, prompt);
    try {
      const { content } = await this.ask(CODE_PROMPT, { template: input.templateName, prompt });
      const answer = modelText(content.answer, 8000);
      if (answer === undefined) throw new Error('LLM answer has no valid code');
      return { ...rules, answer };
    } catch (error) {
      this.fellBack(error, input);
      return rules;
    }
  }

  private fellBack(error: unknown, input: AssistanceInput): void {
    this.options.logger?.warn(
      { err: errorMessage(error), template: input.templateName },
      'LLM assistance failed; using the rule-based assistance',
    );
  }

  private async ask(
    system: string,
    facts: object,
  ): Promise<{ content: Record<string, unknown>; model: string }> {
    const answer = await this.chat.complete(system, facts);
    return { content: parseJsonObject(answer.text), model: answer.model };
  }
}
