import { unsafeText } from '../core/unsafe-input';

/** The model asked for when none is configured; any OpenAI-compatible server may map it. */
export const DEFAULT_LLM_MODEL = 'gpt-4o-mini';

export interface OpenAiChatOptions {
  /** Base URL such as `https://api.openai.com/v1`; `/chat/completions` is appended. */
  url: string;
  apiKey?: string;
  model?: string;
  timeoutMs?: number;
}

/** What a chat completion answered: its text, the model that wrote it and the tokens spent. */
export interface ChatAnswer {
  text: string;
  model: string;
  usage?: { prompt_tokens?: unknown; completion_tokens?: unknown };
}

/**
 * One OpenAI-compatible chat model (`POST {url}/chat/completions`, bearer key, 20 s timeout),
 * asked for a JSON object: the system prompt and the facts as the user's message. The features
 * that enrich their rules with a model (template documentation, project assistance) share it;
 * each validates the answer's fields itself and falls back to its rules on any throw.
 */
export class OpenAiChat {
  private readonly endpoint: string;
  readonly model: string;

  constructor(private readonly options: OpenAiChatOptions) {
    this.endpoint = `${options.url.replace(/\/+$/, '')}/chat/completions`;
    this.model = options.model ?? DEFAULT_LLM_MODEL;
  }

  async complete(system: string, facts: object): Promise<ChatAnswer> {
    const response = await fetch(this.endpoint, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.options.apiKey ? { authorization: `Bearer ${this.options.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: this.model,
        temperature: 0.2,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: JSON.stringify(facts) },
        ],
      }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 20_000),
    });
    if (!response.ok) throw new Error(`LLM API answered HTTP ${response.status}`);
    const body = (await response.json()) as {
      model?: unknown;
      choices?: Array<{ message?: { content?: unknown } }>;
      usage?: ChatAnswer['usage'];
    };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string') throw new Error('LLM answer has no message content');
    const model = modelText(body.model, MODEL_NAME_MAX_LENGTH) ?? this.model;
    return { text, model, usage: body.usage };
  }
}

/** The longest model name an answer may report (it is stored and shown as the provider). */
export const MODEL_NAME_MAX_LENGTH = 100;

/**
 * A text field of a model's answer, trimmed, when it is one the app can keep: non-blank, at most
 * `max` characters, without a NUL or a lone surrogate (PostgreSQL's text and jsonb refuse both,
 * so storing it would fail the request); else undefined, and the caller falls back to its rules.
 */
export function modelText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' || value.length > max || unsafeText(value)) return undefined;
  const text = value.trim();
  return text === '' ? undefined : text;
}

/** A model's answer as the JSON object it must be (a ```json fence is tolerated). */
export function parseJsonObject(text: string): Record<string, unknown> {
  const json = text
    .trim()
    .replace(/^```(?:json)?\s*/i, '')
    .replace(/\s*```$/, '');
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new Error('LLM answer is not a JSON object');
  }
  return parsed as Record<string, unknown>;
}
