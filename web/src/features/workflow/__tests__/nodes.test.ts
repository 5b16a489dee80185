import { apiNodeType } from '../../../../test/api-node-types';
import { orderNodes, summarizeNodes } from '../nodes';
import type { WorkflowNode } from '../workflow.types';

function node(name: string, type: string, extra: Partial<WorkflowNode> = {}): WorkflowNode {
  const fullType = extra.type ?? `n8n-nodes-base.${type}`;
  return { name, ...extra, type: fullType, nodeType: apiNodeType(fullType) };
}

describe('orderNodes', () => {
  it('orders steps by row first, then by column', () => {
    const nodes = [
      node('Bottom left', 'set', { position: [0, 300] }),
      node('Top right', 'set', { position: [400, 100] }),
      node('Top left', 'set', { position: [0, 100] }),
      node('Middle', 'set', { position: [200, 200] }),
    ];
    expect(orderNodes(nodes).map((n) => n.name)).toEqual([
      'Top left',
      'Top right',
      'Middle',
      'Bottom left',
    ]);
  });

  it('puts steps without a position last, in their original order', () => {
    const nodes = [
      node('No position A', 'set'),
      node('Placed', 'set', { position: [500, 500] }),
      node('No position B', 'set'),
    ];
    expect(orderNodes(nodes).map((n) => n.name)).toEqual([
      'Placed',
      'No position A',
      'No position B',
    ]);
  });

  it('leaves sticky notes out of the structure', () => {
    const nodes = [
      node('Note', 'stickyNote', { position: [0, 0] }),
      node('Step', 'set', { position: [10, 10] }),
    ];
    expect(orderNodes(nodes).map((n) => n.name)).toEqual(['Step']);
  });
});

describe('summarizeNodes', () => {
  const nodes: WorkflowNode[] = [
    node('Schedule', 'scheduleTrigger'),
    node('Webhook', 'webhook'),
    node('Old cron', 'cron'),
    node('Mail in', 'emailReadImap'),
    node('Legacy start', 'start'),
    node('Chat', 'chatTrigger', { type: '@n8n/n8n-nodes-langchain.chatTrigger' }),
    node('Reply', 'respondToWebhook'),
    node('Fetch', 'httpRequest', { credentials: { httpHeaderAuth: { name: 'Header' } } }),
    node('Query', 'graphql'),
    node('Tool', 'toolHttpRequest', { type: '@n8n/n8n-nodes-langchain.toolHttpRequest' }),
    node('Slack', 'slack', { credentials: { slackApi: 'Slack account' } }),
    node('Sheets', 'googleSheets', { credentials: {} }),
    node('Note', 'stickyNote', { credentials: { stray: 'x' } }),
  ];

  it('counts every step but not sticky notes', () => {
    expect(summarizeNodes(nodes).total).toBe(12);
  });

  it('counts trigger nodes, including webhook, cron, the legacy start and IMAP, not responders', () => {
    expect(summarizeNodes(nodes).triggers).toBe(6);
  });

  it('counts HTTP request and GraphQL nodes as API calls, not app nodes', () => {
    expect(summarizeNodes(nodes).apiCalls).toBe(3);
  });

  it('counts nodes that reference at least one credential', () => {
    expect(summarizeNodes(nodes).needCredentials).toBe(2);
  });

  it('gives zeros for an empty workflow', () => {
    expect(summarizeNodes([])).toEqual({ total: 0, triggers: 0, apiCalls: 0, needCredentials: 0 });
  });
});
