import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createDocumentationProvider } from '../documentation.factory';
import { OpenAiCompatibleDocumentationProvider } from '../openai-compatible-documentation.provider';
import {
  RULE_BASED_MODEL,
  RuleBasedDocumentationProvider,
} from '../rule-based-documentation.provider';
import { documentationInput } from './documentation-input';

interface SeenRequest {
  method?: string;
  url?: string;
  authorization?: string;
  body: {
    model: string;
    messages: Array<{ role: string; content: string }>;
  };
}

const MODEL_ANSWER = {
  detailedDescription: 'Posts a daily sales summary from Google Sheets to Slack.',
  difficulty: 'intermediate',
  estimatedSetupTime: '10-20 minutes',
  prerequisites: ['A Slack workspace', 'A Google account'],
  useCases: ['Daily sales stand-ups'],
  features: ['Scheduled summary'],
  howToUse: ['Import it', 'Connect Slack', 'Activate it'],
};

function completion(content: string) {
  return {
    model: 'test-model-1',
    choices: [{ message: { role: 'assistant', content } }],
    usage: { prompt_tokens: 1000, completion_tokens: 500 },
  };
}

describe('the OpenAI-compatible documentation provider', () => {
  let server: Server;
  let baseUrl: string;
  let seen: SeenRequest[];
  let answer: (res: ServerResponse) => void;
  const rules = new RuleBasedDocumentationProvider();

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res: ServerResponse) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        seen.push({
          method: req.method,
          url: req.url,
          authorization: req.headers.authorization,
          body: JSON.parse(raw),
        });
        answer(res);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  beforeEach(() => {
    seen = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const provider = (timeoutMs = 2000) =>
    new OpenAiCompatibleDocumentationProvider({
      url: `${baseUrl}/`,
      apiKey: 'test-key',
      fallback: rules,
      timeoutMs,
      now: () => new Date('2025-05-05T00:00:00.000Z'),
    });
  const json = (status: number, body: unknown) => (res: ServerResponse) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  it('asks the chat completions endpoint with a bearer key and the template facts', async () => {
    answer = json(200, completion(JSON.stringify(MODEL_ANSWER)));
    await provider().describe(documentationInput());
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request).toMatchObject({
      method: 'POST',
      url: '/v1/chat/completions',
      authorization: 'Bearer test-key',
    });
    expect(request.body.model).toBe('gpt-4o-mini');
    const facts = JSON.parse(request.body.messages[1].content);
    expect(facts).toMatchObject({
      name: 'Daily sales report',
      integrations: ['Google Sheets', 'Slack'],
    });
  });

  it('uses a valid answer, with the node list from the rules and the cost from the usage', async () => {
    answer = json(200, completion(`\`\`\`json\n${JSON.stringify(MODEL_ANSWER)}\n\`\`\``));
    const documentation = await provider().describe(documentationInput());
    expect(documentation).toEqual({
      ...MODEL_ANSWER,
      requiredNodes: ['Schedule Trigger', 'Google Sheets', 'Edit Fields (Set)', 'Slack'],
      aiDocumentation: {
        generated: true,
        model: 'test-model-1',
        generatedAt: '2025-05-05T00:00:00.000Z',
        estimatedCost: 0.00045,
      },
    });
  });

  it.each([
    ['an HTTP error', json(500, { error: { message: 'boom' } })],
    ['an answer that is not JSON', json(200, completion('Sure! Here is the documentation.'))],
    [
      'an answer with an unknown difficulty',
      json(200, completion(JSON.stringify({ ...MODEL_ANSWER, difficulty: 'expert' }))),
    ],
    [
      'an answer missing a list',
      json(200, completion(JSON.stringify({ ...MODEL_ANSWER, howToUse: undefined }))),
    ],
    ['a body without choices', json(200, { model: 'x' })],
  ])('falls back to the rule-based documentation on %s', async (_what, respond) => {
    answer = respond;
    const documentation = await provider().describe(documentationInput());
    expect(documentation.aiDocumentation.model).toBe(RULE_BASED_MODEL);
    expect({ ...documentation, aiDocumentation: null }).toEqual({
      ...rules.describeSync(documentationInput()),
      aiDocumentation: null,
    });
  });

  it('falls back when the model does not answer in time, and hangs up on it', async () => {
    // Never answers; the provider's own timeout is what ends the request.
    const hungUp = new Promise<void>((resolve) => (answer = (res) => res.once('close', resolve)));
    const documentation = await provider(200).describe(documentationInput());
    expect(documentation.aiDocumentation.model).toBe(RULE_BASED_MODEL);
    await hungUp;
  });

  it('is chosen by the factory only when LLM_API_URL is set', () => {
    expect(
      createDocumentationProvider({ llmApiUrl: undefined, llmApiKey: undefined }),
    ).toBeInstanceOf(RuleBasedDocumentationProvider);
    expect(createDocumentationProvider({ llmApiUrl: baseUrl, llmApiKey: 'k' })).toBeInstanceOf(
      OpenAiCompatibleDocumentationProvider,
    );
  });
});
