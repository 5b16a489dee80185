/**
 * The ingest derivation rules: pure functions from an n8n workflow to the fields a template is
 * listed, filtered and searched by. What a node type is (name, service, kind) comes from
 * api/src/n8n-nodes. One file per rule:
 *
 * - secrets.ts        scrubbing: pinData dropped, credentials reduced to names, literal secrets
 *                     under secret-like keys blanked, known key formats cut out, all counted and
 *                     reported (node, path, kind) for an author to see
 * - content-hash.ts   sha256 identity over nodes (name, type, typeVersion, parameters) +
 *                     connections, so a re-ingested workflow is recognised
 * - signature.ts      sha256 of the structure alone (no names, ids, positions or notes), so
 *                     near-copies of one template published twice are grouped
 * - shape.ts          nodeCount (sticky notes left out), triggerType (Webhook > Scheduled >
 *                     Triggered > Manual), complexity (Simple ≤5, Medium 6-15, Complex 16+)
 * - category.ts       one of CATEGORIES, by a per-service vote table with a trigger bonus
 * - integrations.ts   the distinct services of a workflow (names from api/src/n8n-nodes)
 * - tags.ts           tags (capabilities, trigger, integrations; max 8), search keywords
 * - description.ts    given description, else first meaningful sticky note, else a sentence
 * - n8n-compatibility.ts  what stands in the way of importing into n8n 1.x: the public API's
 *                     refusals of the body FlowVault sends, community, unknown and too-new nodes
 *
 * Everything is derived from the scrubbed workflow, so no secret reaches a description either.
 */
import type { CategoryName } from '../../templates/categories';
import type { Complexity, TriggerType, WorkflowJson } from '../../templates/template.entity';
import { categoryOf } from './category';
import { contentHash } from './content-hash';
import { descriptionOf } from './description';
import { integrationsOf } from './integrations';
import { n8nObstaclesOf } from './n8n-compatibility';
import { scrubWorkflow, type ScrubRemoval } from './secrets';
import { structuralSignature } from './signature';
import { complexityOf, countNodes, triggerTypeOf } from './shape';
import { nodeTypesOf, searchKeywordsOf, tagsOf } from './tags';

export interface DerivedTemplate {
  /** The workflow as it will be stored and served: scrubbed. */
  workflow: WorkflowJson;
  redactedValues: number;
  /** What the scrubbing took out, and where (`scrubWorkflow`). */
  removed: ScrubRemoval[];
  contentHash: string;
  /** Shared by near-copies: what the workflow does, without how it is named or laid out. */
  signature: string;
  nodeCount: number;
  triggerType: TriggerType;
  complexity: Complexity;
  category: CategoryName;
  integrations: string[];
  tags: string[];
  nodeTypes: string[];
  description: string;
  searchKeywords: string;
  /** What stands in the way of importing it into n8n 1.x; empty when it imports cleanly. */
  n8nObstacles: string[];
}

/**
 * Every derived field of one workflow. `description` is a description given with the workflow
 * (a record's own); it wins over the sticky notes when not blank.
 */
export function deriveTemplate(
  original: WorkflowJson,
  given: { description?: unknown } = {},
): DerivedTemplate {
  const { workflow, redactedValues, removed } = scrubWorkflow(original);
  const nodes = workflow.nodes;
  const nodeCount = countNodes(nodes);
  const triggerType = triggerTypeOf(nodes);
  const integrations = integrationsOf(nodes);
  const nodeTypes = nodeTypesOf(nodes);
  const tags = tagsOf(nodes, triggerType, integrations);
  return {
    workflow,
    redactedValues,
    removed,
    contentHash: contentHash(workflow, { keysSorted: true }),
    signature: structuralSignature(workflow),
    nodeCount,
    triggerType,
    complexity: complexityOf(nodeCount),
    category: categoryOf(nodes),
    integrations,
    tags,
    nodeTypes,
    description: descriptionOf({
      given: given.description ?? workflow.description,
      nodes,
      triggerType,
      integrations,
      nodeCount,
    }),
    searchKeywords: searchKeywordsOf(tags, integrations, nodeTypes),
    n8nObstacles: n8nObstaclesOf(workflow),
  };
}

export { categoryOf } from './category';
export { canonicalJson, contentHash } from './content-hash';
export {
  describeFromNotes,
  describeFromShape,
  descriptionOf,
  stripMarkdown,
  truncateAtWord,
} from './description';
export { integrationsOf } from './integrations';
export { n8nObstaclesOf } from './n8n-compatibility';
export {
  credentialNames,
  cutKnownTokens,
  isLiteralSecret,
  isSecretKey,
  scrubWorkflow,
  type ScrubKind,
  type ScrubRemoval,
} from './secrets';
export { complexityOf, countNodes, triggerTypeOf } from './shape';
export { structuralSignature } from './signature';
export { nodeTypesOf, searchKeywordsOf, tagsOf } from './tags';
