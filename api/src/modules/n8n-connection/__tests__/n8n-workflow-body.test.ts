import { n8nApiViolations } from '../n8n-public-api-rules';
import { workflowForN8nApi } from '../n8n-workflow-body';

/** Freezes every object inside `value`, so any write to the input throws. */
function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

function counter(): () => string {
  let n = 0;
  return () => `fresh-${++n}`;
}

const node = (name: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${name}`,
  name,
  type: 'n8n-nodes-base.set',
  typeVersion: 3.4,
  position: [100, 200],
  parameters: { value: name },
  ...extra,
});

const main = (...targets: string[]) => ({
  main: [targets.map((target) => ({ node: target, type: 'main', index: 0 }))],
});

describe('a workflow reduced for n8n’s public API', () => {
  it('keeps only name, nodes, connections, settings and staticData at the top level', () => {
    const body = workflowForN8nApi({
      id: 'wf1',
      name: 'Export',
      active: true,
      tags: [{ id: '1', name: 'sales' }],
      pinData: { A: [{ json: {} }] },
      meta: { instanceId: 'abc' },
      versionId: 'v-1',
      description: 'old',
      isArchived: false,
      triggerCount: 1,
      nodes: [node('A')],
      connections: {},
      settings: { executionOrder: 'v1' },
      staticData: { lastId: 3 },
    });
    expect(Object.keys(body).sort()).toEqual([
      'connections',
      'name',
      'nodes',
      'settings',
      'staticData',
    ]);
    expect(n8nApiViolations(body)).toEqual([]);
  });

  it('always sends settings, with only the seven it carries over and only valid values', () => {
    expect(workflowForN8nApi({ nodes: [] }).settings).toEqual({});
    expect(workflowForN8nApi({ nodes: [], settings: null }).settings).toEqual({});
    const valid = {
      executionOrder: 'v1',
      saveManualExecutions: true,
      saveDataErrorExecution: 'all',
      saveDataSuccessExecution: 'none',
      saveExecutionProgress: false,
      executionTimeout: -1,
      timezone: 'Europe/Berlin',
    };
    const extras = { errorWorkflow: '12', callerPolicy: 'any', binaryMode: 'separate' };
    expect(workflowForN8nApi({ settings: { ...valid, ...extras } }).settings).toEqual(valid);
    const invalid = workflowForN8nApi({
      settings: {
        executionOrder: 'v9',
        saveManualExecutions: 'DEFAULT',
        saveDataErrorExecution: 'DEFAULT',
        saveDataSuccessExecution: 'some',
        saveExecutionProgress: 'DEFAULT',
        executionTimeout: '3600',
        timezone: 'Mars/Olympus_Mons',
      },
    });
    expect(invalid.settings).toEqual({});
  });

  it('keeps staticData only as an object or null', () => {
    const staticData = { 'node:Trigger': { lastId: 7 } };
    expect(workflowForN8nApi({ staticData }).staticData).toEqual(staticData);
    expect(workflowForN8nApi({ staticData }).staticData).not.toBe(staticData);
    expect(workflowForN8nApi({ staticData: null }).staticData).toBeNull();
    for (const odd of ['', '{"a":1}', [1], 3]) {
      expect(workflowForN8nApi({ staticData: odd })).not.toHaveProperty('staticData');
    }
  });

  it('keeps only the node fields n8n accepts, each only with the type n8n wants', () => {
    const [reduced] = workflowForN8nApi({
      nodes: [
        node('A', {
          disabled: true,
          notes: 'why',
          notesInFlow: true,
          executeOnce: false,
          alwaysOutputData: true,
          retryOnFail: true,
          maxTries: 3,
          waitBetweenTries: 1000,
          onError: 'continueErrorOutput',
          color: '#ff0000',
          continueOnFail: true,
          extendsCredential: 'oAuth2Api',
          stickyNote: 'x',
          createdAt: '2024-01-01',
        }),
      ],
    }).nodes;
    expect(reduced).toEqual({
      id: 'id-A',
      name: 'A',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [100, 200],
      parameters: { value: 'A' },
      disabled: true,
      notes: 'why',
      notesInFlow: true,
      executeOnce: false,
      alwaysOutputData: true,
      retryOnFail: true,
      maxTries: 3,
      waitBetweenTries: 1000,
      onError: 'continueErrorOutput',
    });
    const [wrong] = workflowForN8nApi({
      nodes: [
        node('B', {
          disabled: 'yes',
          notes: 5,
          notesInFlow: 1,
          maxTries: '3',
          waitBetweenTries: null,
          onError: 'ignore',
          parameters: [1, 2],
        }),
      ],
    }).nodes;
    expect(wrong).toEqual({
      id: 'id-B',
      name: 'B',
      type: 'n8n-nodes-base.set',
      typeVersion: 3.4,
      position: [100, 200],
      parameters: {},
    });
  });

  it('turns the deprecated continueOnFail into onError, unless onError is set', () => {
    const nodes = workflowForN8nApi({
      nodes: [
        node('A', { continueOnFail: true }),
        node('B', { continueOnFail: true, onError: 'stopWorkflow' }),
        node('C', { continueOnFail: false }),
      ],
    }).nodes;
    expect(nodes.map((n) => n.onError)).toEqual([
      'continueRegularOutput',
      'stopWorkflow',
      undefined,
    ]);
  });

  it('keeps only the names of credentials, from every export format', () => {
    const [reduced] = workflowForN8nApi({
      nodes: [
        node('A', {
          credentials: {
            httpHeaderAuth: { id: '42', name: 'X' },
            slackApi: 'Old Slack',
            gmailOAuth2: '',
            notionApi: { id: '7' },
            airtableApi: {},
            openAiApi: { name: 'OpenAI' },
          },
        }),
      ],
    }).nodes;
    expect(reduced.credentials).toEqual({
      httpHeaderAuth: { name: 'X' },
      slackApi: { name: 'Old Slack' },
      openAiApi: { name: 'OpenAI' },
    });
    const [none] = workflowForN8nApi({ nodes: [node('B', { credentials: { x: '' } })] }).nodes;
    expect(none).not.toHaveProperty('credentials');
  });

  it('gives every node that serves a webhook a fresh webhookId, and no other node one', () => {
    const nodes = workflowForN8nApi(
      {
        nodes: [
          node('Hook', { type: 'n8n-nodes-base.webhook', webhookId: 'original-1' }),
          node('Form', { type: 'n8n-nodes-base.formTrigger' }),
          node('Chat', { type: '@n8n/n8n-nodes-langchain.chatTrigger' }),
          node('Wait', { type: 'n8n-nodes-base.wait', webhookId: 'original-2' }),
          node('Telegram', { type: 'n8n-nodes-base.telegramTrigger', webhookId: 'original-3' }),
          node('Respond', { type: 'n8n-nodes-base.respondToWebhook' }),
          node('Set'),
        ],
      },
      { newId: counter() },
    ).nodes;
    expect(nodes.map((n) => [n.name, n.webhookId])).toEqual([
      ['Hook', 'fresh-1'],
      ['Form', 'fresh-2'],
      ['Chat', 'fresh-3'],
      ['Wait', 'fresh-4'],
      ['Telegram', 'fresh-5'],
      ['Respond', undefined],
      ['Set', undefined],
    ]);
  });

  it('moves a webhook path that was the old webhookId to the new one, and keeps a chosen path', () => {
    const nodes = workflowForN8nApi(
      {
        nodes: [
          node('Default', {
            type: 'n8n-nodes-base.webhook',
            webhookId: 'b3f1c2d4-0000-4000-8000-000000000001',
            parameters: { path: 'b3f1c2d4-0000-4000-8000-000000000001', httpMethod: 'POST' },
          }),
          node('Chosen', {
            type: 'n8n-nodes-base.webhook',
            webhookId: 'b3f1c2d4-0000-4000-8000-000000000002',
            parameters: { path: 'orders' },
          }),
        ],
      },
      { newId: counter() },
    ).nodes;
    expect(nodes.map((n) => [n.webhookId, n.parameters])).toEqual([
      ['fresh-1', { path: 'fresh-1', httpMethod: 'POST' }],
      ['fresh-2', { path: 'orders' }],
    ]);
  });

  it('makes fresh webhookIds UUIDs by default', () => {
    const [hook] = workflowForN8nApi({
      nodes: [node('Hook', { type: 'n8n-nodes-base.webhook', webhookId: 'original' })],
    }).nodes;
    expect(hook.webhookId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keeps sticky notes', () => {
    const sticky = {
      id: 's1',
      name: 'Sticky Note',
      type: 'n8n-nodes-base.stickyNote',
      typeVersion: 1,
      position: [0, 0],
      parameters: { content: '## Read me', width: 400, height: 200, color: 4 },
    };
    expect(workflowForN8nApi({ nodes: [sticky] }).nodes).toEqual([sticky]);
  });

  it('names the workflow after itself, else the given name, else a default, within 128 characters', () => {
    expect(workflowForN8nApi({ name: '  Daily report ' }, { name: 'Given' }).name).toBe(
      'Daily report',
    );
    expect(workflowForN8nApi({ name: '   ' }, { name: ' Given ' }).name).toBe('Given');
    expect(workflowForN8nApi({}, {}).name).toBe('Imported workflow');
    expect(workflowForN8nApi({ name: 42 }).name).toBe('Imported workflow');
    expect(workflowForN8nApi({ name: 'x'.repeat(300) }).name).toBe('x'.repeat(128));
    // An emoji is two UTF-16 units: the cut never leaves half of one behind.
    const emoji = workflowForN8nApi({ name: `${'x'.repeat(127)}🟢 and more` }).name;
    expect(emoji).toBe('x'.repeat(127));
  });

  it('gives nodes missing what n8n needs safe defaults instead of dropping them', () => {
    const body = workflowForN8nApi({
      nodes: [
        { name: 'Start', type: 'n8n-nodes-base.manualTrigger' },
        { type: 'n8n-nodes-base.httpRequest', typeVersion: '4.2', position: ['a', 1] },
        { name: 'Bare' },
        null,
        'not a node',
      ],
      connections: { Start: main('Bare') },
    });
    expect(body.nodes).toEqual([
      {
        name: 'Start',
        type: 'n8n-nodes-base.manualTrigger',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
      {
        name: 'httpRequest',
        type: 'n8n-nodes-base.httpRequest',
        typeVersion: 4.2,
        position: [0, 0],
        parameters: {},
      },
      {
        name: 'Bare',
        type: 'n8n-nodes-base.noOp',
        typeVersion: 1,
        position: [0, 0],
        parameters: {},
      },
    ]);
    expect(body.connections).toEqual({ Start: main('Bare') });
    expect(n8nApiViolations(body)).toEqual([]);
  });

  it('renames a repeated node name the way n8n does, keeping the first for its connections', () => {
    const body = workflowForN8nApi({
      nodes: [node('Set'), node('Set'), node('Set1'), { ...node('X'), name: 42 }],
      connections: { Set: main('Set1'), 42: main('Set') },
    });
    expect(body.nodes.map((n) => n.name)).toEqual(['Set', 'Set2', 'Set1', '42']);
    expect(body.connections).toEqual({ Set: main('Set1'), 42: main('Set') });
  });

  it('drops a repeated node id, so n8n gives the second node its own', () => {
    const nodes = workflowForN8nApi({
      nodes: [node('A', { id: 'same' }), node('B', { id: 'same' }), node('C', { id: '' })],
    }).nodes;
    expect(nodes.map((n) => n.id)).toEqual(['same', undefined, undefined]);
  });

  it('keeps only well-formed connections between nodes of the workflow', () => {
    const body = workflowForN8nApi({
      nodes: [node('A'), node('B'), node('C'), node('Model')],
      connections: {
        A: {
          main: [
            [
              { node: 'B', type: 'main', index: 0, extra: true },
              { node: 'Gone', type: 'main', index: 0 },
              { node: 'C', type: 'main', index: -1 },
              { node: 'C', type: 5, index: 0 },
              { node: 'C' },
            ],
            null,
            [{ node: 'C', type: 'main', index: 1 }],
          ],
          broken: 'not a list',
        },
        B: { main: [[{ node: 'Gone', type: 'main', index: 0 }]] },
        Gone: main('A'),
        Model: { ai_languageModel: [[{ node: 'A', type: 'ai_languageModel', index: 0 }]] },
        C: 'nonsense',
      },
    });
    expect(body.connections).toEqual({
      A: {
        main: [
          [
            { node: 'B', type: 'main', index: 0 },
            { node: 'C', type: 'main', index: 0 },
          ],
          [],
          [{ node: 'C', type: 'main', index: 1 }],
        ],
      },
      Model: { ai_languageModel: [[{ node: 'A', type: 'ai_languageModel', index: 0 }]] },
    });
  });

  it('treats a node named __proto__ like any other', () => {
    const body = workflowForN8nApi(
      JSON.parse(
        '{"nodes":[{"name":"__proto__","type":"t.a"},{"name":"B","type":"t.b"}],' +
          '"connections":{"__proto__":{"main":[[{"node":"B","type":"main","index":0}]]}}}',
      ),
    );
    expect(Object.keys(body.connections)).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify(body)).connections.__proto__.main[0][0].node).toBe('B');
  });

  it('never modifies the workflow it is given', () => {
    const workflow = {
      name: 'Frozen',
      active: true,
      nodes: [
        node('Hook', {
          type: 'n8n-nodes-base.webhook',
          webhookId: 'original',
          credentials: { httpHeaderAuth: { id: '1', name: 'X' } },
        }),
        { type: 'n8n-nodes-base.noOp' },
      ],
      connections: { Hook: main('noOp') },
      settings: { executionOrder: 'v1', callerPolicy: 'any' },
      staticData: { a: { b: 1 } },
    };
    const before = JSON.stringify(workflow);
    const body = workflowForN8nApi(deepFreeze(workflow));
    expect(JSON.stringify(workflow)).toBe(before);
    body.nodes[0].parameters.value = 'changed';
    (body.staticData as { a: { b: number } }).a.b = 2;
    expect(JSON.stringify(workflow)).toBe(before);
  });

  it('unwraps the n8n templates API form and reduces anything else to an empty workflow', () => {
    const wrapped = workflowForN8nApi({ workflow: { nodes: [node('A')], connections: {} } });
    expect(wrapped.nodes.map((n) => n.name)).toEqual(['A']);
    for (const odd of [null, 'text', 42, [node('A')]]) {
      const body = workflowForN8nApi(odd, { name: 'Odd' });
      expect(body).toEqual({ name: 'Odd', nodes: [], connections: {}, settings: {} });
      expect(n8nApiViolations(body)).toEqual([]);
    }
  });
});
