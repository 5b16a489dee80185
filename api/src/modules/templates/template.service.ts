import { AppError } from '../../common/app-error';
import type { Db } from '../../common/db';
import { validateInput } from '../../common/validate-input';
import { TemplateListInput, toListQuery } from './dtos/template-list.input';
import { IntegrationsArgs } from './dtos/templates.args';
import type { Template, WorkflowJson } from './template.entity';
import { DEFAULT_INTEGRATIONS } from './template-list-query';
import { TemplateRepository, type NameCount } from './template.repository';
import { TtlCache } from './ttl-cache';

/** One page of the catalogue; items carry no workflow. */
export interface TemplatePage {
  items: Template[];
  totalItems: number;
  page: number;
  limit: number;
}

export interface TemplateServiceOptions {
  /**
   * How long list pages, their totals and the category/integration counts may be reused (0: not
   * at all). A few seconds keeps a busy catalogue from ranking and counting the same rows for
   * every request, while staying fresh enough for a catalogue; `clearCaches()` forgets at once.
   */
  cacheTtlMs?: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_INT4 = 2_147_483_647;
const notFound = () => AppError.notFound('Template not found');

/**
 * The template catalogue: listing, search, details, categories, integrations and counters. The
 * one domain layer behind REST, GraphQL and the n8n library: every rule and bound lives here.
 */
export class TemplateService {
  private readonly repository: TemplateRepository;
  private readonly pages: TtlCache<Template[]>;
  private readonly totals: TtlCache<number>;
  private readonly counts: TtlCache<NameCount[]>;

  constructor(db: Db, options: TemplateServiceOptions = {}) {
    const ttl = options.cacheTtlMs ?? 5000;
    this.repository = new TemplateRepository(db);
    this.pages = new TtlCache(ttl, 200);
    this.totals = new TtlCache(ttl);
    this.counts = new TtlCache(ttl);
  }

  /** One page; input breaking a rule of `TemplateListInput` is a 400 naming each field. */
  async list(input: TemplateListInput): Promise<TemplatePage> {
    const query = toListQuery(validateInput(TemplateListInput, input, 'Invalid query'));
    const { page, limit, sort: _sort, ...filters } = query;
    const [items, totalItems] = await Promise.all([
      this.pages.get(JSON.stringify(query), () => this.repository.list(query)),
      this.totals.get(JSON.stringify(filters), () => this.repository.count(query)),
    ]);
    return { items, totalItems, page, limit };
  }

  /** A template with its workflow; a malformed or unknown id is `not_found`, never a SQL error. */
  async getById(id: string): Promise<Template> {
    if (!isUuid(id)) throw notFound();
    return found(await this.repository.findById(id));
  }

  /** By the stable integer id of the n8n templates API. */
  async getByNumericId(numericId: number): Promise<Template> {
    if (!Number.isInteger(numericId) || numericId < 1 || numericId > MAX_INT4) throw notFound();
    return found(await this.repository.findByNumericId(numericId));
  }

  /** List items for a DataLoader: unknown and malformed ids are simply absent. */
  findByIds(ids: readonly string[]): Promise<Template[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.repository.findByIds(valid) : Promise.resolve([]);
  }

  findWorkflowsByIds(ids: readonly string[]): Promise<{ id: string; workflow: WorkflowJson }[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.repository.findWorkflowsByIds(valid) : Promise.resolve([]);
  }

  /** Categories that have templates, most populated first, then by name. */
  categories(): Promise<NameCount[]> {
    return this.counts.get('categories', () => this.repository.categoryCounts());
  }

  /** Counts of just these categories (a DataLoader batch); absent ones have no templates. */
  categoryCounts(names: readonly string[]): Promise<NameCount[]> {
    return this.repository.categoryCounts(names);
  }

  /** The most used integrations, most used first. */
  async integrations(limit?: number): Promise<NameCount[]> {
    const { limit: top = DEFAULT_INTEGRATIONS } = validateInput(
      IntegrationsArgs,
      { limit },
      'Invalid query',
    );
    return this.counts.get(`integrations:${top}`, () => this.repository.integrationCounts(top));
  }

  /** The `limit` most popular templates of each category, by category (one statement). */
  async relatedByCategories(
    categories: readonly string[],
    limit: number,
  ): Promise<Map<string, Template[]>> {
    const byCategory = new Map<string, Template[]>(categories.map((name) => [name, []]));
    if (categories.length === 0 || limit < 1) return byCategory;
    for (const template of await this.repository.topByCategories(categories, limit)) {
      byCategory.get(template.category)?.push(template);
    }
    return byCategory;
  }

  /** Counts a view and returns the template with its workflow. */
  recordView(id: string): Promise<Template> {
    return this.increment(id, 'views');
  }

  /** Counts a download and returns the template with its workflow. */
  recordDownload(id: string): Promise<Template> {
    return this.increment(id, 'downloads');
  }

  /** Rebuilds the typo lexicon from the catalogue and forgets cached counts (after an ingest). */
  async refreshSearchTerms(): Promise<void> {
    await this.repository.refreshSearchTerms();
    this.clearCaches();
  }

  /** Forgets cached pages, totals and counts, e.g. after templates were written. */
  clearCaches(): void {
    this.pages.clear();
    this.totals.clear();
    this.counts.clear();
  }

  private async increment(id: string, counter: 'views' | 'downloads'): Promise<Template> {
    if (!isUuid(id)) throw notFound();
    return found(await this.repository.increment(id, counter));
  }
}

function found(template: Template | undefined): Template {
  if (!template) throw notFound();
  return template;
}

function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
