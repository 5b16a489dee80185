import {
  GRAPH_PADDING,
  LABEL_SPACE,
  NODE_HEIGHT,
  NODE_WIDTH,
  ROW_SPACING,
  layoutWorkflow,
  readWorkflow,
} from '@flowvault/shared';
import { describeNodeType } from '..';

function link(node: string, type = 'main') {
  return [[{ node, type, index: 0 }]];
}

describe('layoutWorkflow', () => {
  it('draws a box per step at its canvas position and a wire per connection', () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'Webhook', type: 'n8n-nodes-base.webhook', position: [0, 0] },
            { name: 'Reply', type: 'n8n-nodes-base.respondToWebhook', position: [300, 0] },
          ],
          connections: { Webhook: { main: link('Reply') } },
        },
        describeNodeType,
      ),
    );
    expect(layout.boxes.map((b) => [b.name, b.x, b.y])).toEqual([
      ['Webhook', 0, 0],
      ['Reply', 300, 0],
    ]);
    expect(layout.edges).toHaveLength(1);
    expect(layout.edges[0]).toMatchObject({ from: 'node-0', to: 'node-1', dashed: false });
    expect(layout.edges[0].path).toMatch(new RegExp(`^M ${NODE_WIDTH} ${NODE_HEIGHT / 2} C`));
    expect(layout.edges[0].path).toMatch(new RegExp(`300 ${NODE_HEIGHT / 2}$`));
  });

  it("gives each box its node type's icon key and name, for each drawing to picture", () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'Fetch', type: 'n8n-nodes-base.httpRequest', position: [0, 0] },
            { name: '', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow', disabled: true },
          ],
        },
        describeNodeType,
      ),
    );
    expect(
      layout.boxes.map(({ name, typeName, icon, disabled }) => [name, typeName, icon, disabled]),
    ).toEqual([
      ['Fetch', 'HTTP Request', 'http', false],
      ['', 'Simple Memory', 'ai', true],
    ]);
  });

  it('fits the viewBox to the boxes, their names and sticky notes, plus padding', () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'A', type: 'n8n-nodes-base.set', position: [100, 50] },
            {
              name: 'Note',
              type: 'n8n-nodes-base.stickyNote',
              position: [-200, -100],
              parameters: { width: 150, height: 120 },
            },
          ],
          connections: {},
        },
        describeNodeType,
      ),
    );
    // A note without text has no lines to draw (its text is graph-sticky's concern).
    expect(layout.stickies).toEqual([
      { key: 'sticky-1', x: -200, y: -100, width: 150, height: 120, lines: [] },
    ]);
    expect(layout.viewBox).toEqual({
      x: -200 - GRAPH_PADDING,
      y: -100 - GRAPH_PADDING,
      width: 100 + NODE_WIDTH + 200 + 2 * GRAPH_PADDING,
      height: 50 + NODE_HEIGHT + LABEL_SPACE + 100 + 2 * GRAPH_PADDING,
    });
  });

  it('dashes AI wires and keeps every connection kind', () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', position: [0, 0] },
            { name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', position: [0, 200] },
            { name: 'On error', type: 'n8n-nodes-base.set', position: [300, 0] },
          ],
          connections: {
            Model: { ai_languageModel: link('Agent', 'ai_languageModel') },
            Agent: { error: link('On error', 'error') },
          },
        },
        describeNodeType,
      ),
    );
    expect(layout.edges.map((e) => [e.kind, e.dashed])).toEqual([
      ['ai_languageModel', true],
      ['error', false],
    ]);
  });

  it('lays steps without a position out in a row below the placed ones', () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'Placed', type: 'n8n-nodes-base.set', position: [40, 100] },
            { name: 'Loose 1', type: 'n8n-nodes-base.set' },
            { name: 'Loose 2', type: 'n8n-nodes-base.set', position: ['a', 'b'] },
          ],
          connections: {},
        },
        describeNodeType,
      ),
    );
    const [, loose1, loose2] = layout.boxes;
    expect(loose1.y).toBeGreaterThan(100 + NODE_HEIGHT);
    expect(loose2.y).toBe(loose1.y);
    expect([loose1.x, loose2.x]).toEqual([40, 40 + ROW_SPACING]);
  });

  it('skips wires to unknown nodes, survives null outputs and draws duplicate names twice', () => {
    const layout = layoutWorkflow(
      readWorkflow(
        {
          nodes: [
            { name: 'Same', type: 'n8n-nodes-base.set', position: [0, 0] },
            { name: 'Same', type: 'n8n-nodes-base.set', position: [0, 200] },
            { name: 'End', type: 'n8n-nodes-base.noOp', position: [300, 0] },
            'not a node',
          ],
          connections: {
            Same: { main: [null, [{ node: 'End', type: 'main', index: 0 }, { node: 'Ghost' }]] },
            Missing: { main: link('End') },
          },
        },
        describeNodeType,
      ),
    );
    expect(layout.boxes.map((b) => b.key)).toEqual(['node-0', 'node-1', 'node-2']);
    expect(layout.edges.map((e) => [e.from, e.to])).toEqual([['node-0', 'node-2']]);
  });

  it('gives an empty workflow an empty drawing with a usable viewBox', () => {
    const layout = layoutWorkflow(readWorkflow({ nodes: [], connections: {} }, describeNodeType));
    expect(layout.boxes).toEqual([]);
    expect(layout.edges).toEqual([]);
    expect(layout.viewBox.width).toBeGreaterThan(0);
    expect(layout.viewBox.height).toBeGreaterThan(0);
  });

  it('reads nothing from something that is not a workflow', () => {
    expect(readWorkflow('nodes', describeNodeType)).toEqual({ nodes: [], links: [] });
    expect(readWorkflow({ nodes: {}, connections: [] }, describeNodeType)).toEqual({
      nodes: [],
      links: [],
    });
  });
});
