import { CATEGORIES, categoryId, type CategoryName } from '../templates/categories';
import type { Template } from '../templates/template.entity';
import type { TemplateListInput } from '../templates/dtos/template-list.input';
import type { N8nSearchQuery } from './n8n-library.query';
import type {
  N8nCategory,
  N8nSearchFacet,
  N8nSearchResult,
  N8nTemplateDetail,
  N8nWorkflowTemplate,
} from './n8n-library.types';
import {
  toTemplateDetail,
  toTemplateSummary,
  toWorkflowTemplate,
  type TemplateListItem,
} from './n8n-template.presenter';

/**
 * The part of `TemplateService` the n8n library reads: the same catalogue, rules and search as
 * the REST facade and GraphQL, so n8n's template browser can never disagree with them.
 */
export interface TemplateCatalogue {
  list(input: TemplateListInput): Promise<{ items: TemplateListItem[]; totalItems: number }>;
  getByNumericId(numericId: number): Promise<Template>;
  categories(): Promise<Array<{ name: string; count: number }>>;
  /** The `limit` most popular templates of each category, in one statement. */
  relatedByCategories(
    categories: readonly string[],
    limit: number,
  ): Promise<Map<string, TemplateListItem[]>>;
}

/** Categories with at least one template, in the fixed list's order. */
export async function populatedCategories(
  catalogue: TemplateCatalogue,
): Promise<Array<{ name: CategoryName; count: number }>> {
  const counts = new Map((await catalogue.categories()).map((c) => [c.name, c.count]));
  return CATEGORIES.filter((name) => (counts.get(name) ?? 0) > 0).map((name) => ({
    name,
    count: counts.get(name)!,
  }));
}

/** Shapes the catalogue as n8n's templates API; read-only. */
export class N8nLibraryService {
  constructor(private readonly catalogue: TemplateCatalogue) {}

  /** Categories that hold templates, with their stable integer ids, in id order. */
  async categories(): Promise<N8nCategory[]> {
    return (await populatedCategories(this.catalogue)).map(({ name }) => ({
      id: categoryId(name)!,
      name,
    }));
  }

  async search(query: N8nSearchQuery): Promise<N8nSearchResult> {
    const { items, totalItems } = await this.catalogue.list({
      page: query.page,
      limit: query.limit ?? query.rows,
      category: query.category.length ? query.category : undefined,
      search: query.search,
      sort: query.sort,
      integration: query.app[0],
    });
    return {
      totalWorkflows: totalItems,
      workflows: items.map((item) => toTemplateSummary(item)),
      filters: [await this.categoryFacet(query, items)],
    };
  }

  async template(numericId: number): Promise<N8nTemplateDetail> {
    return toTemplateDetail(await this.catalogue.getByNumericId(numericId));
  }

  async workflowTemplate(numericId: number): Promise<N8nWorkflowTemplate> {
    return toWorkflowTemplate(await this.catalogue.getByNumericId(numericId));
  }

  /**
   * The `categories` facet of a search. Without search text the catalogue's category counts are
   * exact; with it, counting every match per category would cost a query per category on every
   * keystroke, so the facet counts the returned page and says so with `sampled: true`.
   */
  private async categoryFacet(
    query: N8nSearchQuery,
    items: TemplateListItem[],
  ): Promise<N8nSearchFacet> {
    const selected = (name: string) =>
      !query.category.length || (query.category as string[]).includes(name);
    let counts: Array<{ name: string; count: number }>;
    const sampled = Boolean(query.search || query.app.length);
    if (sampled) {
      const tally = new Map<string, number>();
      for (const item of items) tally.set(item.category, (tally.get(item.category) ?? 0) + 1);
      counts = [...tally].map(([name, count]) => ({ name, count }));
    } else {
      counts = (await populatedCategories(this.catalogue)).filter(({ name }) => selected(name));
    }
    counts.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
    return {
      field_name: 'categories',
      sampled,
      stats: { total_values: counts.length },
      counts: counts.map(({ name, count }) => ({ count, highlighted: name, value: name })),
    };
  }
}
