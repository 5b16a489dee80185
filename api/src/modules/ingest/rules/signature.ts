import { createHash } from 'node:crypto';
import { isStickyNote } from '../../../n8n-nodes';
import { canonicalJson } from './content-hash';

interface SignedNode {
  name?: unknown;
  type?: unknown;
  typeVersion?: unknown;
  parameters?: unknown;
  credentials?: unknown;
}

/** One connection between two steps, by their indexes in the workflow's step list. */
interface Edge {
  from: number;
  output: string;
  to: number;
  input: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A parameter value with every run of whitespace in its texts read as one space, ends trimmed:
 * aggregators re-indent code and prompts (`  return` for ` return`), which changes no step.
 */
function withoutSpacing(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\s+/g, ' ').trim();
  if (Array.isArray(value)) return value.map(withoutSpacing);
  if (isObject(value)) {
    return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, withoutSpacing(v)]));
  }
  return value;
}

/**
 * What a step does, without what names or places it: type, version, parameters (their texts'
 * spacing aside) and the types of the credentials it needs (not their names or ids, which are
 * each owner's own labels).
 */
function stepContent(node: SignedNode): string {
  return canonicalJson({
    type: node.type ?? null,
    typeVersion: node.typeVersion ?? null,
    parameters: withoutSpacing(node.parameters ?? {}),
    credentials: isObject(node.credentials) ? Object.keys(node.credentials).sort() : [],
  });
}

/**
 * The connections between steps, from n8n's `{source name: {kind: [[{node, type, index}]]}}`.
 * Connections from or to a sticky note or an unknown name go nowhere a run reaches: left out.
 */
function edgesOf(connections: unknown, indexByName: Map<unknown, number>): Edge[] {
  const edges: Edge[] = [];
  if (!isObject(connections)) return edges;
  for (const [source, kinds] of Object.entries(connections)) {
    const from = indexByName.get(source);
    if (from === undefined || !isObject(kinds)) continue;
    for (const [kind, outputs] of Object.entries(kinds)) {
      if (!Array.isArray(outputs)) continue;
      outputs.forEach((targets: unknown, outputIndex) => {
        if (!Array.isArray(targets)) return;
        for (const target of targets) {
          const to = isObject(target) ? indexByName.get(target.node) : undefined;
          if (to === undefined) continue;
          const input = `${String(target.type ?? kind)}:${Number(target.index ?? 0)}`;
          edges.push({ from, output: `${kind}:${outputIndex}`, to, input });
        }
      });
    }
  }
  return edges;
}

/**
 * Labels each step by its content and, round after round, by the labels of the steps around it
 * (colour refinement), until no round tells more steps apart. Two steps with the same content
 * then differ by where they stand in the graph, whatever their names or list order.
 */
function refinedLabels(contents: string[], edges: Edge[]): string[] {
  let labels = contents.map(sha256);
  let distinct = new Set(labels).size;
  for (let round = 0; round < contents.length && distinct < labels.length; round++) {
    const around = labels.map(() => [] as string[]);
    for (const edge of edges) {
      around[edge.from].push(`>${edge.output}>${edge.input}>${labels[edge.to]}`);
      around[edge.to].push(`<${edge.output}<${edge.input}<${labels[edge.from]}`);
    }
    const next = labels.map((label, i) => sha256(`${label}|${around[i].sort().join('|')}`));
    const nextDistinct = new Set(next).size;
    if (nextDistinct === distinct) break;
    labels = next;
    distinct = nextDistinct;
  }
  return labels;
}

/**
 * The structural signature of a workflow: sha256 over its steps (sticky notes left out) reduced
 * to type, typeVersion, parameters and credential types, in a canonical order, and its
 * connections rewritten from node names to places in that order. Ids, names, positions, notes,
 * webhook ids and credential names or ids are left out, so two exports of one template that
 * differ only in those sign the same, while a changed parameter or connection signs apart.
 *
 * The canonical order sorts steps by their refined labels (`refinedLabels`); steps no round
 * tells apart keep their list order, and for steps that are truly interchangeable any order
 * writes the same connections.
 */
export function structuralSignature(workflow: {
  nodes: readonly SignedNode[];
  connections?: unknown;
}): string {
  const steps = workflow.nodes.filter(
    (node) => !(typeof node.type === 'string' && isStickyNote(node.type)),
  );
  const indexByName = new Map<unknown, number>();
  steps.forEach((node, i) => {
    if (!indexByName.has(node.name)) indexByName.set(node.name, i);
  });
  const contents = steps.map(stepContent);
  const edges = edgesOf(workflow.connections, indexByName);
  const labels = refinedLabels(contents, edges);
  const order = steps
    .map((_, i) => i)
    .sort((a, b) => (labels[a] < labels[b] ? -1 : labels[a] > labels[b] ? 1 : a - b));
  const place = new Array<number>(steps.length);
  order.forEach((step, rank) => (place[step] = rank));
  const connections = edges
    .map((edge) => `${place[edge.from]}:${edge.output}>${place[edge.to]}:${edge.input}`)
    .sort();
  return sha256(JSON.stringify({ steps: order.map((i) => contents[i]), connections }));
}
