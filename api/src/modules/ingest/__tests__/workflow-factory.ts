import type { WorkflowJson, WorkflowNode } from '../../templates/template.entity';

let counter = 0;

/** A node of the given type; `short` without a dot means `n8n-nodes-base.<short>`. */
export function node(type: string, extra: Partial<WorkflowNode> = {}): WorkflowNode {
  counter += 1;
  return {
    id: `node-${counter}`,
    name: extra.name ?? `${type} ${counter}`,
    type: type.includes('.') ? type : `n8n-nodes-base.${type}`,
    typeVersion: 1,
    position: [counter * 200, 0],
    parameters: {},
    ...extra,
  };
}

export function ai(short: string, extra: Partial<WorkflowNode> = {}): WorkflowNode {
  return node(`@n8n/n8n-nodes-langchain.${short}`, extra);
}

export function sticky(content: string, position: [number, number] = [0, 0]): WorkflowNode {
  return node('stickyNote', { parameters: { content }, position });
}

/** A workflow of the given nodes, chained in order by main connections. */
export function workflow(nodes: WorkflowNode[], extra: Partial<WorkflowJson> = {}): WorkflowJson {
  const connections: Record<string, unknown> = {};
  for (let i = 0; i + 1 < nodes.length; i += 1) {
    connections[nodes[i].name] = { main: [[{ node: nodes[i + 1].name, type: 'main', index: 0 }]] };
  }
  return { name: 'Test workflow', nodes, connections, ...extra };
}
