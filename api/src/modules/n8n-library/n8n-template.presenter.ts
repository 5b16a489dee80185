import { categoryId } from '../templates/categories';
import type { Template } from '../templates/template.entity';
import { templateMarkdown } from './n8n-description';
import { toTemplateNodes } from './n8n-node.presenter';
import { nodeTypeStats, toImportableWorkflow } from './n8n-workflow.presenter';
import type {
  N8nCategory,
  N8nTemplateDetail,
  N8nTemplateSummary,
  N8nWorkflowTemplate,
} from './n8n-library.types';

/** The fields of a list item (`TemplateService.list` leaves `workflow` out). */
export type TemplateListItem = Pick<
  Template,
  'numericId' | 'name' | 'author' | 'category' | 'views' | 'nodeTypes' | 'createdAt'
>;

/** Shown as the author when a template has none, like n8n's own "n8n team" fallback. */
const FALLBACK_AUTHOR = 'FlowVault';

function isoDate(value: Date | string): string {
  return new Date(value).toISOString();
}

/** The template's category as `ITemplatesCategory[]` (empty for a name outside the fixed list). */
export function templateCategories(template: Pick<Template, 'category'>): N8nCategory[] {
  const id = categoryId(template.category);
  return id === undefined ? [] : [{ id, name: template.category }];
}

/** `ITemplatesWorkflow`: numbers stay numbers, dates are ISO strings. */
export function toTemplateSummary(
  template: TemplateListItem,
  versions?: Map<string, number>,
): N8nTemplateSummary {
  return {
    id: template.numericId,
    createdAt: isoDate(template.createdAt),
    name: template.name,
    nodes: toTemplateNodes(template.nodeTypes ?? [], versions),
    totalViews: template.views ?? 0,
    user: { username: template.author?.trim() || FALLBACK_AUTHOR },
  };
}

/** `IWorkflowTemplate`: the bare workflow n8n imports. */
export function toWorkflowTemplate(template: Template): N8nWorkflowTemplate {
  return {
    id: template.numericId,
    name: template.name,
    workflow: toImportableWorkflow(template.workflow),
  };
}

/** `ITemplatesWorkflowResponse`: the template page, with the importable workflow inside. */
export function toTemplateDetail(template: Template): N8nTemplateDetail {
  const workflow = toImportableWorkflow(template.workflow);
  const stats = nodeTypeStats(workflow.nodes);
  const nodeTypes = template.nodeTypes?.length ? template.nodeTypes : [...stats.versions.keys()];
  return {
    ...toTemplateSummary({ ...template, nodeTypes }, stats.versions),
    workflow,
    description: templateMarkdown(template),
    image: [],
    categories: templateCategories(template),
    workflowInfo: { nodeCount: template.nodeCount, nodeTypes: stats.counts },
  };
}
