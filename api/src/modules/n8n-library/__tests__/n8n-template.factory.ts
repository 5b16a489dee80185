import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { shortType } from '../../../n8n-nodes';
import { Template, type WorkflowJson, type WorkflowNode } from '../../templates/template.entity';

/** What a test says about a fixture template; everything else gets a plain default. */
export interface TemplateFixture {
  name: string;
  category: string;
  nodes: WorkflowNode[];
  author?: string;
  description?: string;
  views?: number;
  downloads?: number;
  tags?: string[];
  integrations?: string[];
  /** Listing age in days (0 = now): makes "newest" order explicit. */
  daysAgo?: number;
  workflow?: Partial<WorkflowJson>;
  extra?: Partial<Template>;
}

/** A workflow node with sensible defaults; tests override what they assert on. */
export function wfNode(
  name: string,
  type: string,
  extra: Partial<WorkflowNode> = {},
): WorkflowNode {
  return {
    id: randomUUID(),
    name,
    type,
    typeVersion: 1,
    position: [0, 0],
    parameters: {},
    ...extra,
  };
}

/** `main` connections in a chain through the given node names. */
export function chain(...names: string[]): Record<string, unknown> {
  return Object.fromEntries(
    names
      .slice(0, -1)
      .map((name, i) => [name, { main: [[{ node: names[i + 1], type: 'main', index: 0 }]] }]),
  );
}

/**
 * Inserts a template row directly, bypassing the ingest, with the derived fields the catalogue
 * reads (node types, search keywords) filled in the same spirit, and returns it as stored.
 */
export async function insertTemplate(
  dataSource: DataSource,
  fixture: TemplateFixture,
): Promise<Template> {
  const repository = dataSource.getRepository(Template);
  const nodeTypes = [...new Set(fixture.nodes.map((n) => n.type))];
  const counted = fixture.nodes.filter((n) => n.type !== 'n8n-nodes-base.stickyNote');
  const integrations = fixture.integrations ?? [];
  const tags = fixture.tags ?? [];
  const shortTypes = nodeTypes.map(shortType);
  const saved = await repository.save(
    repository.create({
      name: fixture.name,
      author: fixture.author ?? 'fixture-author',
      category: fixture.category,
      description: fixture.description ?? `${fixture.name}.`,
      nodeCount: counted.length,
      triggerType: 'Manual',
      complexity: counted.length <= 5 ? 'Simple' : counted.length <= 15 ? 'Medium' : 'Complex',
      tags,
      integrations,
      nodeTypes,
      workflow: { name: fixture.name, nodes: fixture.nodes, connections: {}, ...fixture.workflow },
      views: fixture.views ?? 0,
      downloads: fixture.downloads ?? 0,
      contentHash: randomUUID(),
      searchKeywords: [...tags, ...integrations, ...shortTypes].join(' '),
      ...fixture.extra,
    }),
  );
  const id = saved.id;
  const daysAgo = fixture.daysAgo ?? 0;
  await dataSource.query(
    `UPDATE templates SET created_at = now() - make_interval(days => $2) WHERE id = $1`,
    [id, daysAgo],
  );
  return repository.findOneByOrFail({ id });
}
