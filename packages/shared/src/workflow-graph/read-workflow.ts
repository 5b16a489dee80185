import type {
  NodeTypeFacts,
  NodeTypeLookup,
  Workflow,
  WorkflowLink,
  WorkflowNode,
} from './workflow.types';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readPosition(value: unknown): WorkflowNode['position'] {
  if (!Array.isArray(value) || value.length < 2) return undefined;
  const [x, y] = value;
  return Number.isFinite(x) && Number.isFinite(y) ? [x as number, y as number] : undefined;
}

function readNode<Facts extends NodeTypeFacts>(
  value: unknown,
  nodeTypes: NodeTypeLookup<Facts>,
): WorkflowNode<Facts> | undefined {
  if (!isObject(value)) return undefined;
  const { id, name, type, typeVersion, credentials, parameters, disabled } = value;
  const fullType = typeof type === 'string' ? type : '';
  return {
    id: typeof id === 'string' && id !== '' ? id : undefined,
    name: typeof name === 'string' ? name : '',
    type: fullType,
    typeVersion: Number.isFinite(typeVersion) ? (typeVersion as number) : undefined,
    position: readPosition(value.position),
    credentials: isObject(credentials) ? credentials : undefined,
    parameters: isObject(parameters) ? parameters : undefined,
    disabled: disabled === true,
    nodeType: nodeTypes(fullType),
  };
}

function readLinks(connections: unknown): WorkflowLink[] {
  if (!isObject(connections)) return [];
  const links: WorkflowLink[] = [];
  for (const [from, byKind] of Object.entries(connections)) {
    if (!isObject(byKind)) continue;
    for (const [kind, outputs] of Object.entries(byKind)) {
      if (!Array.isArray(outputs)) continue;
      outputs.forEach((targets, outputIndex) => {
        if (!Array.isArray(targets)) return;
        for (const target of targets) {
          if (isObject(target) && typeof target.node === 'string') {
            links.push({ from, to: target.node, kind, outputIndex });
          }
        }
      });
    }
  }
  return links;
}

/**
 * Turns the untyped workflow JSON of a template into typed nodes and a flat list of links. The
 * corpus holds exports of every n8n age, so anything malformed is dropped or left undefined here
 * rather than crashing a page or a download: non-object nodes, non-numeric positions, `null`
 * output slots. Each node carries what `nodeTypes` says of its type (on the web, the API's answer
 * for this template; in the API, the n8n-nodes module itself).
 */
export function readWorkflow<Facts extends NodeTypeFacts>(
  json: unknown,
  nodeTypes: NodeTypeLookup<Facts>,
): Workflow<Facts> {
  if (!isObject(json)) return { nodes: [], links: [] };
  const nodes = Array.isArray(json.nodes)
    ? json.nodes
        .map((node) => readNode(node, nodeTypes))
        .filter((node): node is WorkflowNode<Facts> => node !== undefined)
    : [];
  return { nodes, links: readLinks(json.connections) };
}
