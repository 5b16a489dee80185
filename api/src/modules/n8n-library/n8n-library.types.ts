/**
 * The response shapes of the n8n templates API, as n8n's own editor reads them.
 *
 * Reference: n8n-io/n8n `packages/frontend/@n8n/rest-api-client/src/api/templates.ts` (the client),
 * `.../api/versions.ts` (`VersionNode`, the base of `ITemplatesNode`), `.../utils.ts` (how query
 * parameters are serialised) and `packages/frontend/editor-ui/src/features/workflows/templates/`
 * (`templates.store.ts`, `views/TemplatesSearchView.vue`, `components/TemplateCard.vue`,
 * `components/TemplateDetails.vue`, `utils/templateTransforms.ts`), plus `app/utils/nodeIcon.ts`.
 * What the editor calls, relative to N8N_TEMPLATES_HOST, always with an `n8n-version` header
 * (so browsers preflight it, and the host must answer CORS):
 *
 * - `GET /health`: only the status matters (`testHealthEndpoint`, 2 s timeout).
 * - `GET /templates/categories` → `{categories: ITemplatesCategory[]}` = `{id: number, name}`;
 *   the editor sorts them by name itself.
 * - `GET /templates/search?page=&limit=&categories[]=<name>&search=` (plus optional `app=a,b`,
 *   `sort`, `combineWith`) → `{totalWorkflows, workflows: ITemplatesWorkflow[], filters:
 *   TemplateSearchFacet[]}`. Arrays are sent as repeated `key[]=` (`legacyParamSerializer`); the
 *   page size is 20 and the next page is `loaded / 20 + 1`. Categories are sent by NAME here.
 * - `GET /templates/collections?category[]=<id>&search=` → `{collections: ITemplatesCollection[]}`
 *   = `{id, name, nodes, workflows: [{id}]}`. Categories are sent by integer ID here.
 * - `GET /templates/collections/{id}` → `{collection: ITemplatesCollectionResponse}`: the
 *   collection plus `description: string|null`, `image: [{id, url}]`, `categories`, `createdAt`,
 *   and `workflows: ITemplatesWorkflow[]` in full.
 * - `GET /templates/workflows/{id}` → `{workflow: ITemplatesWorkflowResponse}`: ITemplatesWorkflow
 *   (`id: number, createdAt: string, name, nodes: ITemplatesNode[], totalViews: number,
 *   user: {username}`) plus IWorkflowTemplate's `workflow`, `description: string|null` (rendered
 *   as markdown), `image`, `categories`, `workflowInfo: {nodeCount, nodeTypes: {[type]: {count}}}`.
 * - `GET /workflows/templates/{id}` → IWorkflowTemplate `{id: number, name, workflow: {nodes,
 *   connections, settings?, pinData?}}`, the workflow the editor imports. Nodes are
 *   IWorkflowTemplateNode (INode's name, type, position, parameters, typeVersion, webhookId, id,
 *   disabled) with `credentials: {[credentialType]: string | {id, name}}`; the credential set-up
 *   keys on `<type>-<name>`, so a name alone is enough.
 *
 * ITemplatesNode = VersionNode (`name` = node type, `displayName`, `icon`, `iconUrl?`, `defaults`,
 * `iconData: {type, icon?, fileBuffer?}`, `typeVersion?`) + `id: number` + `categories?`. The editor
 * hides nodes whose categories include "Core Nodes" when others are present (`filterTemplateNodes`)
 * and draws `iconData.fileBuffer` as an image source when `iconData.icon` is absent.
 */

export interface N8nCategory {
  id: number;
  name: string;
}

export interface N8nIconData {
  type: 'icon' | 'file';
  icon?: string;
  fileBuffer?: string;
}

export interface N8nTemplateNode {
  id: number;
  name: string;
  displayName: string;
  icon: string;
  defaults: { name: string; color: string };
  iconData: N8nIconData;
  categories: N8nCategory[];
  typeVersion?: number;
}

export interface N8nImage {
  id: number;
  url: string;
}

/** `ITemplatesWorkflow`: a template without its workflow, as cards and lists show it. */
export interface N8nTemplateSummary {
  id: number;
  createdAt: string;
  name: string;
  nodes: N8nTemplateNode[];
  totalViews: number;
  user: { username: string };
}

/** `IWorkflowTemplateNode`: a node of the importable workflow. */
export interface N8nWorkflowNode {
  id: string;
  name: string;
  type: string;
  typeVersion: number;
  position: [number, number];
  parameters: Record<string, unknown>;
  credentials?: Record<string, string>;
  webhookId?: string;
  disabled?: boolean;
  [setting: string]: unknown;
}

export interface N8nWorkflowBody {
  nodes: N8nWorkflowNode[];
  connections: Record<string, unknown>;
  settings?: Record<string, unknown>;
}

/** `IWorkflowTemplate`: what `GET /workflows/templates/{id}` answers. */
export interface N8nWorkflowTemplate {
  id: number;
  name: string;
  workflow: N8nWorkflowBody;
}

/** `ITemplatesWorkflowResponse`: the template page. */
export interface N8nTemplateDetail extends N8nTemplateSummary {
  workflow: N8nWorkflowBody;
  description: string | null;
  image: N8nImage[];
  categories: N8nCategory[];
  workflowInfo: { nodeCount: number; nodeTypes: Record<string, { count: number }> };
}

/** `TemplateSearchFacet` (Typesense's facet shape). */
export interface N8nSearchFacet {
  field_name: string;
  sampled: boolean;
  stats: { total_values: number };
  counts: Array<{ count: number; highlighted: string; value: string }>;
}

export interface N8nSearchResult {
  totalWorkflows: number;
  workflows: N8nTemplateSummary[];
  filters: N8nSearchFacet[];
}

/** `ITemplatesCollection`: a card in the collections carousel. */
export interface N8nCollectionSummary {
  id: number;
  name: string;
  nodes: N8nTemplateNode[];
  workflows: Array<{ id: number }>;
}

/** `ITemplatesCollectionResponse`: the collection page. */
export interface N8nCollectionDetail {
  id: number;
  name: string;
  nodes: N8nTemplateNode[];
  workflows: N8nTemplateSummary[];
  description: string | null;
  image: N8nImage[];
  categories: N8nCategory[];
  createdAt: string;
}
