import { readFileSync } from 'node:fs';
import { SAMPLE_PATH } from '../../../../test/corpus';
import { describeNodeType } from '../../../n8n-nodes';
import { layoutWorkflow, readWorkflow, type GraphLayout } from '@flowvault/shared';
import { MERMAID_LABEL_CHARS } from '../diagram-mermaid';
import { renderDiagram } from '../render-diagram';
import { parseMermaid, type MermaidReading } from './mermaid-parser';

function oneLine(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim();
}

function cut(text: string): string {
  const chars = Array.from(text);
  return chars.length > MERMAID_LABEL_CHARS
    ? `${chars.slice(0, MERMAID_LABEL_CHARS - 1).join('')}…`
    : text;
}

/** The label a step should get: its name on one line, else its type's name, cut to length. */
function expectedLabel(name: string, typeName: string): string {
  return cut(oneLine(name) || oneLine(typeName) || 'Unnamed step');
}

/** Mermaid read back exactly the layout's steps, names and wires. */
function expectSameGraph(reading: MermaidReading, layout: GraphLayout) {
  if (reading.error !== undefined) throw new Error(reading.error);
  const ids = new Map(layout.boxes.map((box, index) => [box.key, `n${index}`]));
  expect(reading.nodes).toEqual(
    layout.boxes.map((box) =>
      expect.objectContaining({
        id: ids.get(box.key),
        label: expectedLabel(box.name, box.typeName),
      }),
    ),
  );
  expect(reading.edges!.map(({ from, to, stroke, label }) => [from, to, stroke, label])).toEqual(
    layout.edges.map((edge) => [
      ids.get(edge.from),
      ids.get(edge.to),
      edge.dashed ? 'dotted' : 'normal',
      edge.kind === 'main' ? '' : cut(oneLine(edge.kind)),
    ]),
  );
}

function layoutOf(workflow: unknown): GraphLayout {
  return layoutWorkflow(readWorkflow(workflow, describeNodeType));
}

const HOSTILE_NAMES = [
  'Say "hello"',
  "It's #quot; already",
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'A & B &amp; C',
  '#1 step; #2 step;',
  'semi;colon; end',
  'pipe | and || more',
  '[square] (round) {curly} ((double)) [[sub]] {{hex}} >flag] [/slant/]',
  '`markdown` **bold** _em_',
  'line one\nline two\r\nline three\ttabbed',
  '🤖 Agent ✨🩷 👩🏻‍🏫',
  '',
  '   ',
  'Duplicate',
  'Duplicate',
  'x'.repeat(1000),
  'style: "x"; classDef a fill:#f00;',
  '%%{init: {"theme": "dark"}}%%',
  '%% comment',
  'end',
  'graph TD',
  'A --> B -.-> C ==> D',
  'ﬂ°°35¶ß placeholders ß ° ¶',
  'bell\u0007 lone \uD800 surrogate',
  'click n0 callback',
  '\\ backslash \\n',
];

/** Every hostile name in one workflow, wired in a chain, plus wires of hostile kinds. */
function hostileWorkflow() {
  const [first, ...rest] = HOSTILE_NAMES;
  const chain = Object.fromEntries(
    rest.map((name, index) => [
      HOSTILE_NAMES[index],
      { [index % 3 ? 'main' : 'ai_tool']: [[{ node: name, index: 0 }]] },
    ]),
  );
  return {
    nodes: HOSTILE_NAMES.map((name, index) => ({
      name,
      type: index % 2 ? 'n8n-nodes-base.set' : '@n8n/n8n-nodes-langchain.agent',
      position: [index * 200, 0],
    })),
    connections: {
      ...chain,
      [first]: {
        ...chain[first],
        'ai_"odd" |kind| [x] #1;': [[{ node: rest[4] }]],
        error: [[{ node: rest[5] }]],
        '': [[{ node: rest[6] }]],
      },
    },
  };
}

describe('Mermaid diagrams, read by the real mermaid parser', () => {
  const sample = (
    JSON.parse(readFileSync(SAMPLE_PATH, 'utf8')) as Array<{ workflow: unknown }>
  ).map((record) => record.workflow);
  const oneStepEach = HOSTILE_NAMES.map((name) => ({
    nodes: [{ name, type: 'n8n-nodes-base.noOp', disabled: true }],
  }));
  const empty = [{ nodes: [], connections: {} }, 'oops'];
  const workflows = [...sample, hostileWorkflow(), ...oneStepEach, ...empty];
  let readings: MermaidReading[];

  /** One child process reads every small case; starting Mermaid is most of the cost. */
  beforeAll(async () => {
    readings = await parseMermaid(
      workflows.map((workflow) => renderDiagram(workflow).mermaid),
      { read: true },
    );
  });

  const readingOf = (workflow: unknown) => readings[workflows.indexOf(workflow)];

  it('reads every workflow of sample-10 as the same steps, names and wires', () => {
    expect(sample).toHaveLength(10);
    for (const workflow of sample) expectSameGraph(readingOf(workflow), layoutOf(workflow));
  });

  it('reads hostile names back as the names, whatever they contain', () => {
    const workflow = workflows[sample.length];
    expectSameGraph(readingOf(workflow), layoutOf(workflow));
  });

  it('reads one-step workflows of every hostile name, and disabled steps', () => {
    for (const workflow of oneStepEach) {
      expectSameGraph(readingOf(workflow), layoutOf(workflow));
    }
  });

  it('reads an empty or malformed workflow as an empty flowchart', () => {
    expect(empty.map(readingOf)).toEqual([
      { nodes: [], edges: [] },
      { nodes: [], edges: [] },
    ]);
  });
});
