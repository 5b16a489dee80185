import {
  Column,
  CreateDateColumn,
  Entity,
  Generated,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';

export const TRIGGER_TYPES = ['Manual', 'Scheduled', 'Triggered', 'Webhook'] as const;
export type TriggerType = (typeof TRIGGER_TYPES)[number];

export const COMPLEXITIES = ['Simple', 'Medium', 'Complex'] as const;
export type Complexity = (typeof COMPLEXITIES)[number];

/**
 * Whether a template imports into n8n 1.x as it is (`Clean`) or something stands in the way
 * (`Blocked`: a community or unknown node, a refusal of n8n's public API). A template the ingest
 * has not checked yet has neither.
 */
export const N8N_COMPATIBILITIES = ['Clean', 'Blocked'] as const;
export type N8nCompatibility = (typeof N8N_COMPATIBILITIES)[number];

/** A template's compatibility from its stored obstacles: null when it was never checked. */
export function n8nCompatibilityOf(obstacles: readonly string[] | null): N8nCompatibility | null {
  if (obstacles === null) return null;
  return obstacles.length === 0 ? 'Clean' : 'Blocked';
}

export const DIFFICULTIES = ['beginner', 'intermediate', 'advanced'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** A workflow as n8n exports it: nodes, connections and whatever else the export carried. */
export interface WorkflowJson {
  name?: string;
  nodes: WorkflowNode[];
  connections: Record<string, unknown>;
  [key: string]: unknown;
}

export interface WorkflowNode {
  id?: string;
  name: string;
  type: string;
  typeVersion?: number;
  position?: [number, number];
  parameters?: Record<string, unknown>;
  credentials?: Record<string, unknown>;
  [key: string]: unknown;
}

/** Who made the documentation block: the rule-based provider or an LLM. */
export interface AiDocumentation {
  generated: boolean;
  model: string;
  generatedAt: string;
  estimatedCost?: number | null;
}

/** Where an ingested workflow came from, kept so every item stays attributable. */
export interface TemplateSource {
  repo?: string | null;
  path?: string | null;
  license?: string | null;
}

/** Another template of the same signature group: the same workflow, published elsewhere. */
export interface OtherSource {
  id: string;
  name: string;
  author: string;
  /** `owner/name` on GitHub, when the ingest record said. */
  repo: string | null;
  path: string | null;
}

@Entity({ name: 'templates' })
export class Template {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable integer id for the n8n templates API, whose client types ids as numbers. */
  @Column({ name: 'numeric_id', type: 'integer', unique: true, insert: false, update: false })
  @Generated('increment')
  numericId: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  author: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ name: 'node_count', type: 'integer' })
  nodeCount: number;

  @Column({ name: 'trigger_type', type: 'text' })
  triggerType: TriggerType;

  @Column({ type: 'text' })
  complexity: Complexity;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  tags: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  integrations: string[];

  /** Distinct node types of the workflow, searched and used for resources. */
  @Column({ name: 'node_types', type: 'text', array: true, default: () => "'{}'" })
  nodeTypes: string[];

  @Column({ name: 'download_url', type: 'text', nullable: true })
  downloadUrl: string | null;

  @Column({ type: 'jsonb' })
  workflow: WorkflowJson;

  @Column({ name: 'detailed_description', type: 'text', nullable: true })
  detailedDescription: string | null;

  @Column({ type: 'text', nullable: true })
  difficulty: Difficulty | null;

  @Column({ name: 'estimated_setup_time', type: 'text', nullable: true })
  estimatedSetupTime: string | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  prerequisites: string[];

  @Column({ name: 'use_cases', type: 'text', array: true, default: () => "'{}'" })
  useCases: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  features: string[];

  @Column({ name: 'required_nodes', type: 'text', array: true, default: () => "'{}'" })
  requiredNodes: string[];

  @Column({ name: 'how_to_use', type: 'text', array: true, default: () => "'{}'" })
  howToUse: string[];

  @Column({ name: 'ai_documentation', type: 'jsonb', nullable: true })
  aiDocumentation: AiDocumentation | null;

  @Column({ type: 'integer', default: 0 })
  views: number;

  @Column({ type: 'integer', default: 0 })
  downloads: number;

  @Column({ type: 'integer', default: 0 })
  saves: number;

  /** sha256 of the workflow's meaningful content: the ingest's identity for a workflow. */
  @Column({ name: 'content_hash', type: 'text', unique: true })
  contentHash: string;

  @Column({ type: 'jsonb', nullable: true })
  source: TemplateSource | null;

  /**
   * The structural signature (ingest rules/signature.ts): near-copies of one template share it.
   * NULL for rows ingested before it existed, which are never grouped.
   */
  @Column({ type: 'text', nullable: true })
  signature: string | null;

  /**
   * The template of the same signature that lists show instead of this one (the richer one);
   * NULL for an original. A copy still has its own detail, saves and downloads.
   */
  @Column({ name: 'copy_of', type: 'uuid', nullable: true })
  copyOf: string | null;

  /** How many secret-looking values the ingest blanked. */
  @Column({ name: 'redacted_values', type: 'integer', default: 0 })
  redactedValues: number;

  /** Words searched besides name and description: tags, integrations, node type names. */
  @Column({ name: 'search_keywords', type: 'text', default: '' })
  searchKeywords: string;

  /** Read with a detail only (not a column): the other templates of its signature group. */
  otherSources?: OtherSource[];

  /**
   * What stands in the way of importing the workflow into n8n 1.x, in words ("Uses a community
   * node: n8n-nodes-foo.bar"); empty when it imports cleanly, null when not checked yet.
   */
  @Column({ name: 'n8n_obstacles', type: 'text', array: true, nullable: true })
  n8nObstacles: string[] | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
