import { serviceName } from './service';

/**
 * What a phrase of a search names in the workflows themselves: services, by node types (their
 * names as the catalogue lists a template's integrations, `serviceName`), or the kind of trigger
 * that starts the workflow.
 */
export interface SearchIntent {
  /** Integration names, as `serviceName` gives them. */
  integrations: readonly string[];
  /** Trigger types, as the catalogue classifies a workflow's start. */
  triggerTypes: readonly string[];
  /**
   * Node types that name no service (n8n's own form, the HTTP Request node), met by the
   * workflows that contain one of them.
   */
  nodeTypes: readonly string[];
}

const BASE = 'n8n-nodes-base.';
const LANGCHAIN = '@n8n/n8n-nodes-langchain.';

/** The model vendors an unnamed "ai", "llm" or "agent" may use. */
const MODEL_VENDORS = [
  `${LANGCHAIN}lmChatOpenAi`,
  `${LANGCHAIN}lmChatAnthropic`,
  `${LANGCHAIN}lmChatGoogleGemini`,
  `${LANGCHAIN}lmChatMistralCloud`,
  `${LANGCHAIN}lmChatGroq`,
  `${LANGCHAIN}lmChatOllama`,
  `${LANGCHAIN}lmChatOpenRouter`,
];

/**
 * Phrases people type for services and triggers, and what they name. Phrases are lower-case
 * words separated by single spaces, matched as whole words of the search. Services are named by
 * node types, so their names are the ones ingest gives integrations.
 */
const PHRASES: ReadonlyArray<{
  phrases: readonly string[];
  /** Node types of services: the intent is met by any workflow using the service. */
  nodeTypes?: readonly string[];
  triggerTypes?: readonly string[];
  /** Node types of no service, met by the workflows that contain them (`INTENT_NODE_TYPES`). */
  usedTypes?: readonly string[];
}> = [
  {
    phrases: [
      'chatgpt',
      'chat gpt',
      'gpt',
      'gpt4',
      'gpt 4',
      'gpt 4o',
      'openai',
      'open ai',
      'dall e',
    ],
    nodeTypes: [`${LANGCHAIN}lmChatOpenAi`],
  },
  { phrases: ['claude', 'anthropic'], nodeTypes: [`${LANGCHAIN}lmChatAnthropic`] },
  { phrases: ['gemini', 'google gemini'], nodeTypes: [`${LANGCHAIN}lmChatGoogleGemini`] },
  { phrases: ['mistral'], nodeTypes: [`${LANGCHAIN}lmChatMistralCloud`] },
  { phrases: ['llama', 'ollama', 'local llm'], nodeTypes: [`${LANGCHAIN}lmChatOllama`] },
  {
    phrases: ['ai', 'llm', 'llms', 'ai agent', 'agent', 'language model', 'genai'],
    nodeTypes: MODEL_VENDORS,
  },
  {
    phrases: ['google sheet', 'google sheets', 'sheet', 'sheets', 'gsheet', 'gsheets'],
    nodeTypes: [`${BASE}googleSheets`],
  },
  {
    phrases: ['spreadsheet', 'spreadsheets'],
    nodeTypes: [`${BASE}googleSheets`, `${BASE}airtable`],
  },
  { phrases: ['google drive', 'gdrive', 'drive'], nodeTypes: [`${BASE}googleDrive`] },
  { phrases: ['google calendar', 'gcal', 'calendar'], nodeTypes: [`${BASE}googleCalendar`] },
  { phrases: ['google doc', 'google docs', 'gdoc', 'gdocs'], nodeTypes: [`${BASE}googleDocs`] },
  {
    phrases: ['email', 'emails', 'e mail', 'mail', 'inbox', 'mailbox'],
    nodeTypes: [`${BASE}gmail`, `${BASE}emailSend`, `${BASE}microsoftOutlook`],
  },
  { phrases: ['gmail', 'google mail'], nodeTypes: [`${BASE}gmail`] },
  { phrases: ['outlook'], nodeTypes: [`${BASE}microsoftOutlook`] },
  { phrases: ['imap', 'smtp'], nodeTypes: [`${BASE}emailSend`] },
  { phrases: ['twitter', 'tweet', 'tweets'], nodeTypes: [`${BASE}twitter`] },
  { phrases: ['sms', 'text message', 'text messages'], nodeTypes: [`${BASE}twilio`] },
  { phrases: ['rss', 'feed', 'feeds', 'news feed'], nodeTypes: [`${BASE}rssFeedRead`] },
  { phrases: ['postgres', 'postgresql'], nodeTypes: [`${BASE}postgres`] },
  { phrases: ['s3', 'aws s3', 'bucket'], nodeTypes: [`${BASE}awsS3`, `${BASE}s3`] },
  { phrases: ['hacker news', 'hn'], nodeTypes: [`${BASE}hackerNews`] },
  { phrases: ['whatsapp'], nodeTypes: [`${BASE}whatsApp`] },
  {
    phrases: [
      'every morning',
      'every evening',
      'every night',
      'every day',
      'every hour',
      'every week',
      'every month',
      'every monday',
      'every friday',
      'daily',
      'hourly',
      'weekly',
      'monthly',
      'nightly',
      'cron',
      'schedule',
      'scheduled',
    ],
    triggerTypes: ['Scheduled'],
  },
  { phrases: ['webhook', 'webhooks'], triggerTypes: ['Webhook'] },
  {
    phrases: [
      'form',
      'forms',
      'form submission',
      'form submissions',
      'form is submitted',
      'form submitted',
      'web form',
      'online form',
    ],
    nodeTypes: [`${BASE}typeformTrigger`, `${BASE}jotFormTrigger`],
    usedTypes: [`${BASE}formTrigger`, `${BASE}form`],
  },
  { phrases: ['jotform', 'jot form'], nodeTypes: [`${BASE}jotFormTrigger`] },
  {
    phrases: [
      'api',
      'apis',
      'api call',
      'api calls',
      'rest api',
      'http',
      'http request',
      'http requests',
      'endpoint',
    ],
    usedTypes: [`${BASE}httpRequest`, `${BASE}httpRequestTool`, `${LANGCHAIN}toolHttpRequest`],
  },
];

/** The node types intents name directly (`SearchIntent.nodeTypes`): all the index keeps of them. */
export const INTENT_NODE_TYPES: readonly string[] = [
  ...new Set(PHRASES.flatMap((entry) => entry.usedTypes ?? [])),
];

/** The longest phrase, in words: how far ahead a match is looked for. */
const LONGEST = Math.max(...PHRASES.flatMap((entry) => entry.phrases.map(wordCount)));

const INTENTS: ReadonlyMap<string, SearchIntent> = new Map(
  PHRASES.flatMap((entry) => {
    const intent: SearchIntent = {
      integrations: [...new Set((entry.nodeTypes ?? []).map(nameOf))],
      triggerTypes: entry.triggerTypes ?? [],
      nodeTypes: entry.usedTypes ?? [],
    };
    return entry.phrases.map((phrase) => [phrase, intent] as const);
  }),
);

function wordCount(phrase: string): number {
  return phrase.split(' ').length;
}

function nameOf(type: string): string {
  const name = serviceName(type);
  if (!name) throw new Error(`${type} names no service`);
  return name;
}

/**
 * What a search's words name (`words`: lower-case words in the order typed), longest phrase
 * first: "google sheet every morning" names Google Sheets and a schedule. Each intent once, in
 * the order named; none for words that name nothing.
 */
export function searchIntents(words: readonly string[]): SearchIntent[] {
  return phrasesIn(words, INTENTS, LONGEST);
}

/**
 * The values of `phrases` (keyed by lower-case words joined by single spaces, at most `longest`
 * words) that `words` spell, reading the longest phrase at each word first and going on after
 * it. Each value once, in the order found.
 */
export function phrasesIn<T>(
  words: readonly string[],
  phrases: ReadonlyMap<string, T>,
  longest: number,
): T[] {
  const found: T[] = [];
  for (let at = 0; at < words.length;) {
    let matched = 0;
    for (let length = Math.min(longest, words.length - at); length > 0 && !matched; length--) {
      const value = phrases.get(words.slice(at, at + length).join(' '));
      if (value !== undefined) {
        if (!found.includes(value)) found.push(value);
        matched = length;
      }
    }
    at += matched || 1;
  }
  return found;
}
