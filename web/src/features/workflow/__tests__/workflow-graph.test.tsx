import { render, screen } from '@testing-library/react';
import { apiNodeTypes } from '../../../../test/api-node-types';
import { WorkflowGraph } from '../components/workflow-graph';
import { NODE_HEIGHT, NODE_WIDTH } from '@flowvault/shared';
import { nodeVisual } from '../node-visual';

const workflow = {
  nodes: [
    { name: 'Chat <b>in</b>', type: '@n8n/n8n-nodes-langchain.chatTrigger', position: [0, 0] },
    { name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', position: [300, 0] },
    { name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', position: [300, 200] },
    { name: 'Note', type: 'n8n-nodes-base.stickyNote', position: [-50, -150] },
  ],
  connections: {
    'Chat <b>in</b>': { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    Ghost: { main: [[{ node: 'Agent', type: 'main', index: 0 }]] },
  },
};

describe('WorkflowGraph', () => {
  it('is an image labelled with its number of steps, sticky notes not counted', () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    expect(screen.getByRole('img', { name: 'Workflow diagram with 3 steps' })).toBeInTheDocument();
  });

  it('draws sticky notes first, then wires, then boxes, with AI wires dashed', () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    const svg = screen.getByRole('img');
    const layers = Array.from(svg.children).map(
      (child) => child.getAttribute('class') ?? child.tagName,
    );
    expect(layers).toEqual([
      'defs',
      'workflow-graph__sticky',
      'workflow-graph__edge workflow-graph__edge--main',
      'workflow-graph__edge workflow-graph__edge--ai',
      'workflow-graph__node',
      'workflow-graph__node',
      'workflow-graph__node',
    ]);
  });

  it('fits the viewBox around the drawing', () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    const [x, y, width, height] = screen
      .getByRole('img')
      .getAttribute('viewBox')!
      .split(' ')
      .map(Number);
    expect(x).toBeLessThan(-50);
    expect(y).toBeLessThan(-150);
    expect(x + width).toBeGreaterThan(300 + NODE_WIDTH);
    expect(y + height).toBeGreaterThan(200 + NODE_HEIGHT);
  });

  it("writes a sticky note's text inside it, sized by the note, as text and never as markup", () => {
    const content = '## Read me\nNever <script>alert(1)</script> or <b>bold</b>';
    const noted = {
      nodes: [
        {
          name: 'Note',
          type: 'n8n-nodes-base.stickyNote',
          position: [0, 0],
          parameters: { content, width: 520, height: 90 },
        },
      ],
      connections: {},
    };
    render(<WorkflowGraph workflow={noted} nodeTypes={apiNodeTypes(noted)} />);
    const sticky = screen.getByRole('img').querySelector('.workflow-graph__sticky')!;
    expect(sticky.querySelector('rect')).toHaveAttribute('width', '520');
    expect(sticky.querySelector('rect')).toHaveAttribute('height', '90');
    expect(Array.from(sticky.querySelectorAll('text'), (text) => text.textContent)).toEqual([
      'Read me',
      'Never <script>alert(1)</script> or <b>bold</b>',
    ]);
    expect(document.querySelector('script, b')).toBeNull();
  });

  it('writes long names on at most two lines under the box', () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    const labels = Array.from(
      screen.getByRole('img').querySelectorAll('.workflow-graph__node text'),
    );
    expect(labels.map((label) => label.querySelectorAll('tspan').length)).toEqual([1, 1, 1]);
    expect(labels[0].textContent).toBe('Chat <b>in</b>');
  });

  it('writes node names as text and points wires at markers that exist', () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    const svg = screen.getByRole('img');
    expect(svg.querySelector('b')).toBeNull();
    expect(svg.querySelector('title')?.textContent).toBe('Chat <b>in</b>');
    for (const edge of svg.querySelectorAll('path[marker-end]')) {
      const id = /^url\(#(.+)\)$/.exec(edge.getAttribute('marker-end')!)![1];
      expect(document.getElementById(id)?.tagName).toBe('marker');
    }
  });

  it("outlines each box in the colour of its node type's icon", () => {
    render(<WorkflowGraph workflow={workflow} nodeTypes={apiNodeTypes(workflow)} />);
    const outlines = Array.from(
      screen.getByRole('img').querySelectorAll('.workflow-graph__node > rect'),
    ).map((rect) => rect.getAttribute('stroke'));
    expect(outlines).toEqual([
      nodeVisual('trigger').color,
      nodeVisual('ai').color,
      nodeVisual('ai').color,
    ]);
  });

  it('draws an empty or malformed workflow as an empty diagram', () => {
    render(<WorkflowGraph workflow={{ nodes: 'oops' }} nodeTypes={[]} />);
    expect(screen.getByRole('img', { name: 'Workflow diagram with 0 steps' })).toBeInTheDocument();
  });

  it('says "1 step" for a single-step workflow', () => {
    const single = { nodes: [{ name: 'A', type: 'x.set' }], connections: {} };
    render(<WorkflowGraph workflow={single} nodeTypes={apiNodeTypes(single)} />);
    expect(screen.getByRole('img', { name: 'Workflow diagram with 1 step' })).toBeInTheDocument();
  });

  it("names a step without a name of its own by the API's name for its type", () => {
    const unnamed = {
      nodes: [{ name: '', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow' }],
      connections: {},
    };
    render(<WorkflowGraph workflow={unnamed} nodeTypes={apiNodeTypes(unnamed)} />);
    expect(screen.getByRole('img').querySelector('title')?.textContent).toBe('Simple Memory');
  });
});
