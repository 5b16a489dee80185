import type { WorkflowJson } from '../../templates/template.entity';
import { structuralSignature } from '../rules/signature';
import { node, sticky, workflow } from './workflow-factory';

/** A webhook that asks OpenAI and posts to Slack, and, on a second branch, writes to a sheet. */
function original(): WorkflowJson {
  const hook = node('webhook', { parameters: { path: 'ask', httpMethod: 'POST' } });
  const ask = node('openAi', {
    parameters: { prompt: '={{ $json.body.question }}', model: 'gpt-4o-mini' },
    credentials: { openAiApi: { name: 'OpenAI account' } },
  });
  const post = node('slack', { parameters: { channel: '#answers' } });
  const log = node('googleSheets', { parameters: { operation: 'append' } });
  return {
    name: 'Ask and tell',
    nodes: [hook, ask, post, log, sticky('## About\nAsks OpenAI, then tells Slack.')],
    connections: {
      [hook.name]: { main: [[{ node: ask.name, type: 'main', index: 0 }]] },
      [ask.name]: {
        main: [
          [{ node: post.name, type: 'main', index: 0 }],
          [{ node: log.name, type: 'main', index: 0 }],
        ],
      },
    },
  };
}

/** The same workflow with every node renamed, re-identified and moved, connections following. */
function reExported(source: WorkflowJson): WorkflowJson {
  const renamed = new Map(source.nodes.map((n, i) => [n.name, `Step ${i} of a copy`]));
  const connections: Record<string, unknown> = {};
  for (const [from, kinds] of Object.entries(source.connections)) {
    connections[renamed.get(from)!] = JSON.parse(
      JSON.stringify(kinds).replace(/"node":"([^"]*)"/gu, (_, to: string) => {
        return `"node":${JSON.stringify(renamed.get(to))}`;
      }),
    );
  }
  return {
    ...source,
    name: 'Someone else named it',
    nodes: source.nodes.map((n, i) => ({
      ...n,
      id: `copy-${i}`,
      name: renamed.get(n.name)!,
      position: [i * 37, i * 91],
      notes: 'a note on the node',
      notesInFlow: true,
      webhookId: `hook-${i}`,
      ...(n.credentials && {
        credentials: Object.fromEntries(
          Object.keys(n.credentials).map((type) => [type, { id: '42', name: 'My key' }]),
        ),
      }),
    })),
    connections,
  };
}

describe('the structural signature', () => {
  it('ignores ids, names, positions, notes, webhook ids and credential names', () => {
    const workflow = original();
    expect(structuralSignature(reExported(workflow))).toBe(structuralSignature(workflow));
  });

  it('ignores sticky notes, their text and their number', () => {
    const workflow = original();
    const withoutNotes = { ...workflow, nodes: workflow.nodes.slice(0, -1) };
    const moreNotes = { ...workflow, nodes: [...workflow.nodes, sticky('Set up: add a key')] };
    expect(structuralSignature(withoutNotes)).toBe(structuralSignature(workflow));
    expect(structuralSignature(moreNotes)).toBe(structuralSignature(workflow));
  });

  it('is the same whatever order the nodes are listed in', () => {
    const workflow = original();
    const reversed = { ...workflow, nodes: [...workflow.nodes].reverse() };
    expect(structuralSignature(reversed)).toBe(structuralSignature(workflow));
  });

  it('tells interchangeable-looking nodes apart by where they stand', () => {
    // Two identical Set nodes, one before and one after the HTTP call: swapping which one the
    // list names first changes nothing, but sending the call's output to the other one does.
    const first = node('set', { parameters: { value: 'x' } });
    const call = node('httpRequest', { parameters: { url: 'https://example.com' } });
    const second = node('set', { parameters: { value: 'x' } });
    const chained = workflow([first, call, second]);
    const listedOtherwise = { ...chained, nodes: [second, call, first] };
    const rewired = {
      ...chained,
      connections: {
        [second.name]: { main: [[{ node: call.name, type: 'main', index: 0 }]] },
        [call.name]: { main: [[{ node: first.name, type: 'main', index: 0 }]] },
      },
    };
    expect(structuralSignature(listedOtherwise)).toBe(structuralSignature(chained));
    expect(structuralSignature(rewired)).toBe(structuralSignature(chained));
    const looped = {
      ...chained,
      connections: {
        ...chained.connections,
        [second.name]: { main: [[{ node: first.name, type: 'main', index: 0 }]] },
      },
    };
    expect(structuralSignature(looped)).not.toBe(structuralSignature(chained));
  });

  it("ignores how a parameter's text is spaced, as aggregators re-indent code", () => {
    const code = (jsCode: string) => ({
      nodes: [node('code', { parameters: { jsCode, options: { note: ['a  b'] } } })],
      connections: {},
    });
    const tabs = code('if (rows.length === 0) {\n\treturn [];\n}');
    const spaces = code('  if (rows.length === 0) {\n    return [];\n}\n');
    expect(structuralSignature(spaces)).toBe(structuralSignature(tabs));
    // Words are still words: spacing between them is read, not dropped.
    expect(structuralSignature(code('returnx'))).not.toBe(structuralSignature(code('return x')));
  });

  it('differs when a parameter changes', () => {
    const workflow = original();
    const changed = reExported(workflow);
    changed.nodes[2].parameters = { channel: '#general' };
    expect(structuralSignature(changed)).not.toBe(structuralSignature(workflow));
  });

  it('differs when a connection changes', () => {
    const workflow = original();
    const [hook, ask, post, log] = workflow.nodes;
    const swapped = {
      ...workflow,
      connections: {
        ...workflow.connections,
        [ask.name]: {
          main: [
            [{ node: log.name, type: 'main', index: 0 }],
            [{ node: post.name, type: 'main', index: 0 }],
          ],
        },
      },
    };
    const dropped = {
      ...workflow,
      connections: { [hook.name]: workflow.connections[hook.name] },
    };
    expect(structuralSignature(swapped)).not.toBe(structuralSignature(workflow));
    expect(structuralSignature(dropped)).not.toBe(structuralSignature(workflow));
  });

  it('differs when a node type or version changes', () => {
    const workflow = original();
    const newer = reExported(workflow);
    newer.nodes[1].typeVersion = 2;
    expect(structuralSignature(newer)).not.toBe(structuralSignature(workflow));
  });
});
