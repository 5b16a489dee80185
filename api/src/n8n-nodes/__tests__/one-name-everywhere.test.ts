import { createTestApp, type TestApp } from '../../../test/app';

const MEMORY = '@n8n/n8n-nodes-langchain.memoryBufferWindow';
const AGENT = '@n8n/n8n-nodes-langchain.agent';
const CHAT = '@n8n/n8n-nodes-langchain.chatTrigger';

/** A chat agent with a memory, as n8n exports it. */
const workflow = {
  name: 'Chat agent with memory',
  nodes: [
    { id: 'a', name: 'Chat', type: CHAT, typeVersion: 1.1, position: [0, 0], parameters: {} },
    { id: 'b', name: 'Agent', type: AGENT, typeVersion: 1.7, position: [300, 0], parameters: {} },
    {
      id: 'c',
      name: 'Memory',
      type: MEMORY,
      typeVersion: 1.3,
      position: [300, 200],
      parameters: {},
    },
  ],
  connections: {
    Chat: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Memory: { ai_memory: [[{ node: 'Agent', type: 'ai_memory', index: 0 }]] },
  },
};

describe('one name for a node type on every surface', () => {
  let app: TestApp;
  let id: string;
  let numericId: number;

  beforeAll(async () => {
    app = await createTestApp();
    await app.services.ingest.importRecords([{ source: 'memory.json', workflow }], {
      document: true,
    });
    [{ id, numeric_id: numericId }] = await app.services.dataSource.query(
      'SELECT id, numeric_id FROM templates',
    );
  });
  afterAll(() => app.close());

  it('calls memoryBufferWindow "Simple Memory" in GraphQL, the documentation and the n8n library', async () => {
    const res = await app.graphql(
      `query ($id: ID!) { template(id: $id) { requiredNodes nodeTypes { type displayName kind } } }`,
      { id },
    );
    expect(res.body.errors).toBeUndefined();
    const { requiredNodes, nodeTypes } = res.body.data.template;
    expect(nodeTypes).toEqual([
      { type: CHAT, displayName: 'Chat Trigger', kind: 'trigger' },
      { type: AGENT, displayName: 'AI Agent', kind: 'action' },
      { type: MEMORY, displayName: 'Simple Memory', kind: 'aiSubNode' },
    ]);
    expect(requiredNodes).toEqual(['Chat Trigger', 'AI Agent', 'Simple Memory']);

    const library = await app.get(`/n8n/templates/workflows/${numericId}`);
    const names = library.body.workflow.nodes.map((n: { displayName: string }) => n.displayName);
    expect(names).toEqual(['Chat Trigger', 'AI Agent', 'Simple Memory']);
  });
});
