import { JSDOM } from 'jsdom';
import { describeNodeType } from '../../../n8n-nodes';
import { ICON_COLORS, layoutWorkflow, readWorkflow } from '@flowvault/shared';
import { LABEL_FONT_SIZE } from '../diagram-svg';
import { renderDiagram } from '../render-diagram';

const { DOMParser } = new JSDOM('').window;

/** The SVG as an XML document; fails the test when it is not well-formed XML. */
function parseSvg(svg: string): Element {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document.documentElement;
}

function node(name: string, type: string, position?: [number, number], extra = {}) {
  return { name, type: `n8n-nodes-base.${type}`, ...(position && { position }), ...extra };
}

function main(...targets: string[]) {
  return { main: [targets.map((target) => ({ node: target, type: 'main', index: 0 }))] };
}

const agentWorkflow = {
  nodes: [
    node('Chat', 'manualTrigger', [0, 0]),
    { name: 'Agent', type: '@n8n/n8n-nodes-langchain.agent', position: [300, 0] },
    { name: 'Model', type: '@n8n/n8n-nodes-langchain.lmChatOpenAi', position: [300, 200] },
    node('On error', 'set', [600, 0], { disabled: true }),
    node('Note', 'stickyNote', [-100, -200], { parameters: { width: 300, height: 150 } }),
  ],
  connections: {
    Chat: main('Agent'),
    Model: { ai_languageModel: [[{ node: 'Agent', type: 'ai_languageModel', index: 0 }]] },
    Agent: { error: [[{ node: 'On error', type: 'main', index: 0 }]] },
    Ghost: main('Agent'),
  },
};

/** A grid of `count` steps, 15 to a row, each wired to the next. */
function gridWorkflow(count: number) {
  const names = Array.from({ length: count }, (_, index) => `Step ${index + 1}`);
  return {
    nodes: names.map((name, index) =>
      node(name, 'set', [(index % 15) * 220, Math.floor(index / 15) * 200]),
    ),
    connections: Object.fromEntries(
      names.slice(1).map((name, index) => [names[index], main(name)]),
    ),
  };
}

const steps = (svg: Element) => Array.from(svg.querySelectorAll(':scope > g[transform]'));
const wires = (svg: Element) => Array.from(svg.querySelectorAll('path[marker-end]'));

describe('the SVG diagram', () => {
  it('is a standalone SVG document of the drawing at its natural size', () => {
    const diagram = renderDiagram(agentWorkflow);
    const svg = parseSvg(diagram.svg);
    const { viewBox } = layoutWorkflow(readWorkflow(agentWorkflow, describeNodeType));
    expect(svg.namespaceURI).toBe('http://www.w3.org/2000/svg');
    expect(svg.tagName).toBe('svg');
    expect([diagram.width, diagram.height]).toEqual([viewBox.width, viewBox.height]);
    expect(svg.getAttribute('width')).toBe(String(viewBox.width));
    expect(svg.getAttribute('height')).toBe(String(viewBox.height));
    expect(svg.getAttribute('viewBox')).toBe(
      `${viewBox.x} ${viewBox.y} ${viewBox.width} ${viewBox.height}`,
    );
    expect(svg.querySelector(':scope > title')?.textContent).toBe('Workflow diagram with 4 steps');
  });

  it('draws each step at the position the layout (and so the web page) gives it', () => {
    const workflow = gridWorkflow(20);
    const layout = layoutWorkflow(readWorkflow(workflow, describeNodeType));
    const svg = parseSvg(renderDiagram(workflow).svg);
    expect(steps(svg).map((step) => step.getAttribute('transform'))).toEqual(
      layout.boxes.map((box) => `translate(${box.x} ${box.y})`),
    );
    expect(steps(svg).map((step) => step.querySelector('rect')?.getAttribute('width'))).toEqual(
      layout.boxes.map((box) => String(box.width)),
    );
  });

  it("outlines each step in its icon's colour, as the page does", () => {
    const svg = parseSvg(renderDiagram(agentWorkflow).svg);
    const outlines = steps(svg).map((step) => step.querySelector('rect')?.getAttribute('stroke'));
    const layout = layoutWorkflow(readWorkflow(agentWorkflow, describeNodeType));
    expect(layout.boxes.map((box) => box.icon)).toEqual(['trigger', 'ai', 'ai', 'set']);
    expect(outlines).toEqual([
      ICON_COLORS.trigger,
      ICON_COLORS.ai,
      ICON_COLORS.ai,
      ICON_COLORS.set,
    ]);
  });

  it("draws one wire per layout edge, along the layout's path, skipping wires to missing nodes", () => {
    const layout = layoutWorkflow(readWorkflow(agentWorkflow, describeNodeType));
    const svg = parseSvg(renderDiagram(agentWorkflow).svg);
    expect(layout.edges).toHaveLength(3);
    expect(wires(svg).map((wire) => wire.getAttribute('d'))).toEqual(
      layout.edges.map((edge) => edge.path),
    );
  });

  it('dashes AI sub-node wires only, and points every wire at a marker that exists', () => {
    const svg = parseSvg(renderDiagram(agentWorkflow).svg);
    expect(wires(svg).map((wire) => wire.hasAttribute('stroke-dasharray'))).toEqual([
      false,
      true,
      false,
    ]);
    for (const wire of wires(svg)) {
      const id = /^url\(#(.+)\)$/.exec(wire.getAttribute('marker-end')!)![1];
      expect(svg.querySelector(`marker[id="${id}"]`)).not.toBeNull();
    }
  });

  it('draws sticky notes behind the wires and the steps, and greys disabled steps', () => {
    const svg = parseSvg(renderDiagram(agentWorkflow).svg);
    const sticky = svg.querySelector('rect[rx="12"]')!;
    expect([sticky.getAttribute('x'), sticky.getAttribute('width')]).toEqual(['-100', '300']);
    const order = Array.from(svg.querySelectorAll('rect[rx="12"], path[marker-end], g[transform]'));
    expect(order.indexOf(sticky)).toBe(0);
    expect(steps(svg).map((step) => step.getAttribute('opacity'))).toEqual([
      null,
      null,
      null,
      '0.45',
    ]);
  });

  it("writes a sticky note's Markdown inside it as plain, escaped text", () => {
    const content = '## Setup\n\nAdd your **key** <script>alert(1)</script> & go';
    const svg = parseSvg(
      renderDiagram({
        nodes: [node('Note', 'stickyNote', [0, 0], { parameters: { content, width: 400 } })],
      }).svg,
    );
    expect(svg.querySelector('script')).toBeNull();
    const lines = Array.from(svg.querySelectorAll('text'), (text) => text.textContent);
    expect(lines).toEqual(['Setup', 'Add your key <script>alert(1)</script> & go']);
    const [heading, body] = Array.from(svg.querySelectorAll('text'));
    expect(Number(body.getAttribute('y')) - Number(heading.getAttribute('y'))).toBe(40);
  });

  it('writes each name under its step, on at most two lines, and in full in its title', () => {
    const name = 'Save LlamaParse ID and Summary to Google Sheets';
    const svg = parseSvg(renderDiagram({ nodes: [node(name, 'googleSheets', [0, 0])] }).svg);
    const [step] = steps(svg);
    const label = step.querySelector(`text[font-size="${LABEL_FONT_SIZE}"]`)!;
    expect(Array.from(label.children, (line) => line.textContent)).toEqual([
      'Save LlamaParse',
      'ID and Summary …',
    ]);
    expect(step.querySelector('title')?.textContent).toBe(name);
  });

  it("names a step without a name of its own by its type's name", () => {
    const svg = parseSvg(
      renderDiagram({ nodes: [{ name: '', type: '@n8n/n8n-nodes-langchain.memoryBufferWindow' }] })
        .svg,
    );
    expect(steps(svg)[0].querySelector('title')?.textContent).toBe('Simple Memory');
  });

  it('writes hostile names as text, never as markup, and drops what XML cannot hold', () => {
    const names = [
      '<script>alert(1)</script>',
      '"&',
      "it's <b>bold</b> & ]]> done",
      'bell\u0007 and lone \uD800 surrogate',
      '🤖 Agent',
    ];
    const svg = parseSvg(
      renderDiagram({ nodes: names.map((name, index) => node(name, 'set', [index * 200, 0])) }).svg,
    );
    expect(svg.querySelector('script')).toBeNull();
    expect(svg.querySelector('b')).toBeNull();
    expect(steps(svg).map((step) => step.querySelector('title')?.textContent)).toEqual([
      '<script>alert(1)</script>',
      '"&',
      "it's <b>bold</b> & ]]> done",
      'bell and lone  surrogate',
      '🤖 Agent',
    ]);
  });

  it('needs nothing from outside: no scripts, styles, links, images or foreign content', () => {
    const svg = parseSvg(renderDiagram(agentWorkflow).svg);
    const elements = Array.from(svg.querySelectorAll('*'));
    const tags = new Set(elements.map((element) => element.tagName));
    for (const tag of ['script', 'style', 'image', 'use', 'a', 'foreignObject']) {
      expect(tags.has(tag)).toBe(false);
    }
    for (const element of [svg, ...elements]) {
      const names = Array.from(element.attributes, (attribute) => attribute.name);
      expect(names.filter((attribute) => /^(style|href|xlink:href|on.*)$/.test(attribute))).toEqual(
        [],
      );
    }
  });

  it('keeps a large workflow legible: a larger drawing, labels not scaled down', () => {
    const small = renderDiagram(gridWorkflow(5));
    const large = renderDiagram(gridWorkflow(150));
    expect(large.width).toBeGreaterThan(small.width);
    expect(large.height).toBeGreaterThan(small.height);
    for (const diagram of [small, large]) {
      const svg = parseSvg(diagram.svg);
      const [, , viewBoxWidth] = svg.getAttribute('viewBox')!.split(' ').map(Number);
      expect(Number(svg.getAttribute('width'))).toBe(viewBoxWidth);
      const sizes = new Set(
        Array.from(svg.querySelectorAll('text[font-weight]'), (t) => t.getAttribute('font-size')),
      );
      expect(sizes).toEqual(new Set([String(LABEL_FONT_SIZE)]));
    }
    expect(steps(parseSvg(large.svg))).toHaveLength(150);
  });

  it('draws an empty or malformed workflow as an empty, valid diagram', () => {
    for (const workflow of [{ nodes: [], connections: {} }, 'not a workflow', null]) {
      const diagram = renderDiagram(workflow);
      const svg = parseSvg(diagram.svg);
      expect(steps(svg)).toEqual([]);
      expect(diagram.width).toBeGreaterThan(0);
      expect(diagram.height).toBeGreaterThan(0);
      expect(diagram.mermaid).toBe('flowchart LR\n');
    }
  });
});

describe('the Mermaid text', () => {
  it('names steps by generated ids, wires main steps solid and AI sub-nodes dotted', () => {
    expect(renderDiagram(agentWorkflow).mermaid).toBe(
      [
        'flowchart LR',
        '  n0["Chat"]',
        '  n1["Agent"]',
        '  n2["Model"]',
        '  n3["On error"]',
        '  n0 --> n1',
        '  n2 -.->|"ai_languageModel"| n1',
        '  n1 -->|"error"| n3',
        '  classDef disabled fill:#eef0f5,stroke:#9aa1b3,color:#6b7287',
        '  class n3 disabled',
        '',
      ].join('\n'),
    );
  });

  it('escapes every character Mermaid could read as syntax', () => {
    const name = 'a "b" <c> & #d; `e` [f] {g} (h) |i| 50% x:y';
    const { mermaid } = renderDiagram({ nodes: [node(name, 'set', [0, 0])] });
    expect(mermaid.split('\n')[1]).toBe(
      '  n0["a #quot;b#quot; #lt;c#gt; #amp; #35;d#59; #96;e#96; #91;f#93; #123;g#125; ' +
        '(h) #124;i#124; 50#37; x#58;y"]',
    );
  });
});
