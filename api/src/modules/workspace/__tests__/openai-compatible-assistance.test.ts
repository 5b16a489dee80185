import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildWorkflow } from '../../../../test/factories';
import { OpenAiCompatibleAssistanceProvider } from '../assistance/openai-compatible-assistance.provider';
import { RuleBasedAssistanceProvider } from '../assistance/rule-based-assistance.provider';
import { LEAD_FLOW } from './workspace.fixtures';

const input = { templateName: 'Lead router', workflow: buildWorkflow('Lead router', LEAD_FLOW) };
const rules = new RuleBasedAssistanceProvider();

/** A loopback stand-in for an OpenAI-compatible API: `answer` decides each reply. */
function stubServer(answer: (body: { messages: Array<{ content: string }> }) => [number, unknown]) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const [status, body] = answer(JSON.parse(raw) as { messages: Array<{ content: string }> });
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return server;
}

async function providerOn(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return new OpenAiCompatibleAssistanceProvider({
    url: `http://127.0.0.1:${port}/v1`,
    fallback: rules,
    timeoutMs: 2000,
  });
}

const completion = (content: unknown) => ({
  model: 'stub-model',
  choices: [{ message: { content: JSON.stringify(content) } }],
});

describe('AI assistance enriched by an OpenAI-compatible model', () => {
  let server: Server | undefined;
  afterEach(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  it.each<[string, [number, unknown]]>([
    ['an HTTP error', [500, { error: 'down' }]],
    ['an answer that is not JSON', [200, { choices: [{ message: { content: 'sorry' } }] }]],
    ['descriptions of the wrong count', [200, completion({ descriptions: ['Only one.'] })]],
  ])('falls back to the rules on %s', async (_case, reply) => {
    server = stubServer(() => reply);
    const provider = await providerOn(server);
    expect(await provider.plan(input)).toEqual(rules.planSync(input));
    expect(await provider.suggest(input, 'Add a field')).toEqual(
      await rules.suggest(input, 'Add a field'),
    );
  });

  it('takes the descriptions and the code from the model, keeping the rules’ tasks and resources', async () => {
    const planned = rules.planSync(input);
    server = stubServer(({ messages }) =>
      messages[0].content.includes('Code node')
        ? [200, completion({ answer: 'return $input.all();' })]
        : [200, completion({ descriptions: planned.taskBreakdown.map((t) => `Do: ${t.title}.`) })],
    );
    const provider = await providerOn(server);
    const plan = await provider.plan(input);
    expect(plan.provider).toBe('stub-model');
    expect(plan.resources).toEqual(planned.resources);
    expect(plan.taskBreakdown.map((t) => t.title)).toEqual(
      planned.taskBreakdown.map((t) => t.title),
    );
    expect(plan.taskBreakdown[1].description).toBe('Do: Connect Slack credentials.');
    const suggestion = await provider.suggest(input, 'Return everything');
    expect(suggestion.answer).toBe('return $input.all();');
  });
});
