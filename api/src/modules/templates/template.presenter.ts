import { toPagination } from '../../core/pagination';
import {
  n8nCompatibilityOf,
  type AiDocumentation,
  type N8nCompatibility,
  type OtherSource,
  type Template,
  type WorkflowJson,
} from './template.entity';
import type { CardPage, TemplatePage } from './template.service';
import type { NameCount } from './template.repository';

/**
 * A template as REST sends it: its public fields only (no internal columns), dates as ISO strings.
 */
export interface TemplateJson {
  id: string;
  name: string;
  author: string;
  category: string;
  description: string;
  nodeCount: number;
  triggerType: string;
  complexity: string;
  tags: string[];
  integrations: string[];
  createdAt: string;
  updatedAt: string;
  downloadUrl: string;
  workflow?: WorkflowJson;
  /** With a detail: the same workflow published by other sources (near-copies), listed first. */
  otherSources?: OtherSource[];
  detailedDescription: string | null;
  difficulty: string | null;
  estimatedSetupTime: string | null;
  prerequisites: string[];
  useCases: string[];
  features: string[];
  requiredNodes: string[];
  howToUse: string[];
  aiDocumentation: AiDocumentationJson | null;
  /** Imports into n8n 1.x as it is (`Clean`) or not (`Blocked`); null when not checked yet. */
  n8nCompatibility: N8nCompatibility | null;
  n8nObstacles: string[];
  views: number;
  downloads: number;
  saves: number;
}

export interface AiDocumentationJson {
  generated: boolean;
  model: string;
  generatedAt: string;
  estimatedCost: number | null;
}

/** Where a template's workflow JSON is downloaded from (and its download counted). */
export function templateDownloadUrl(publicUrl: string, id: string): string {
  return `${publicUrl}/api/templates/${id}/download`;
}

/** The download's file name: the template name, non-alphanumerics as `_`, lower-cased, `.json`. */
export function downloadFileName(name: string): string {
  return `${name.replace(/[^a-zA-Z0-9]/gu, '_').toLowerCase() || 'workflow'}.json`;
}

/**
 * The documentation block with a valid date: it is stored as JSON, so a malformed `generatedAt`
 * falls back to the template's last update rather than failing the whole response.
 */
export function aiDocumentationOf(
  template: Template,
): (Omit<AiDocumentationJson, 'generatedAt'> & { generatedAt: Date }) | null {
  const doc: AiDocumentation | null = template.aiDocumentation;
  if (!doc || typeof doc !== 'object') return null;
  const generatedAt = new Date(doc.generatedAt);
  return {
    generated: doc.generated === true,
    model: typeof doc.model === 'string' ? doc.model : 'unknown',
    generatedAt: Number.isNaN(generatedAt.getTime()) ? template.updatedAt : generatedAt,
    estimatedCost: typeof doc.estimatedCost === 'number' ? doc.estimatedCost : null,
  };
}

export function presentTemplate(
  template: Template,
  publicUrl: string,
  options: { withWorkflow?: boolean } = {},
): TemplateJson {
  const doc = aiDocumentationOf(template);
  return {
    id: template.id,
    name: template.name,
    author: template.author,
    category: template.category,
    description: template.description,
    nodeCount: template.nodeCount,
    triggerType: template.triggerType,
    complexity: template.complexity,
    tags: template.tags,
    integrations: template.integrations,
    createdAt: template.createdAt.toISOString(),
    updatedAt: template.updatedAt.toISOString(),
    downloadUrl: templateDownloadUrl(publicUrl, template.id),
    ...(options.withWorkflow && {
      workflow: template.workflow,
      otherSources: (template.otherSources ?? []).map(presentOtherSource),
    }),
    detailedDescription: template.detailedDescription,
    difficulty: template.difficulty,
    estimatedSetupTime: template.estimatedSetupTime,
    prerequisites: template.prerequisites,
    useCases: template.useCases,
    features: template.features,
    requiredNodes: template.requiredNodes,
    howToUse: template.howToUse,
    aiDocumentation: doc && { ...doc, generatedAt: doc.generatedAt.toISOString() },
    n8nCompatibility: n8nCompatibilityOf(template.n8nObstacles),
    n8nObstacles: template.n8nObstacles ?? [],
    views: template.views,
    downloads: template.downloads,
    saves: template.saves,
  };
}

function presentOtherSource({ id, name, author, repo, path }: OtherSource): OtherSource {
  return { id, name, author, repo, path };
}

export function presentTemplatePage(page: TemplatePage, publicUrl: string) {
  return {
    templates: page.items.map((template) => presentTemplate(template, publicUrl)),
    ...presentPageFacts(page),
  };
}

/**
 * `presentTemplatePage`'s JSON from a page whose items are JSON already (`listCards`): the same
 * document, joined rather than serialized.
 */
export function presentCardPage(page: CardPage): string {
  const facts = JSON.stringify(presentPageFacts(page));
  return `{"templates":[${page.cards.join(',')}],${facts.slice(1)}`;
}

/** What a page says besides its items. */
function presentPageFacts(page: Omit<TemplatePage, 'items'>) {
  return {
    pagination: toPagination(page),
    namedServices: page.namedServices,
    suggestions: page.suggestions && {
      services: presentCounts(page.suggestions.services),
      categories: presentCounts(page.suggestions.categories),
      categoriesOfSearch: page.suggestions.categoriesOfSearch,
    },
  };
}

export function presentCounts(counts: NameCount[]): NameCount[] {
  return counts.map(({ name, count }) => ({ name, count }));
}
