import { LRUCache } from 'lru-cache';
import { AppError } from '../../common/app-error';
import type { Db } from '../../common/db';
import type { Logger } from '../../common/logger';
import { SeenBefore } from '../../common/seen-before';
import { validateInput } from '../../common/validate-input';
import type { PgListener } from '../../db/pg-listener';
import { TemplateListInput, toListQuery } from './dtos/template-list.input';
import { IntegrationsArgs } from './dtos/templates.args';
import type { Template, WorkflowJson } from './template.entity';
import { DEFAULT_INTEGRATIONS, type TemplateListQuery } from './template-list-query';
import { TemplateRepository, type NameCount } from './template.repository';
import type { CatalogueIndex } from './search-index/catalogue-index';
import { CatalogueIndexRepository } from './search-index/catalogue-index.repository';
import { CATALOGUE_CHANNEL, CatalogueIndexSource } from './search-index/catalogue-index.source';
import { SearchParser } from './search-index/search-parser';
import { ViewCounter } from './view-counter';

/** One page of the catalogue; items carry no workflow. */
export interface TemplatePage {
  items: Template[];
  totalItems: number;
  page: number;
  limit: number;
}

export interface TemplateServiceOptions {
  /**
   * The process's LISTEN connection. With it, the catalogue version comes from `catalogue_changed`
   * notifications and pages are cached per version (as deployed); without it, every list reads
   * the version and nothing is cached, so a request sees every write committed before it (tests).
   */
  listener?: PgListener;
  /** Pages kept per process (as deployed); a page is about 40 kB. */
  cachedPages?: number;
  /** Views are written in one statement this often (0: only on `flushViews()`). */
  viewFlushMs?: number;
  logger?: Logger;
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
  private readonly indexRepository: CatalogueIndexRepository;
  private readonly index: CatalogueIndexSource;
  /** Pages by catalogue version and query: a new version makes every older entry unreachable. */
  private readonly pages: LRUCache<string, TemplatePage, () => Promise<TemplatePage>> | undefined;
  /** Which page keys were asked for already: the cache's admission. */
  private readonly asked = new SeenBefore();
  /** Search words turned into tsqueries, remembered per catalogue content version. */
  private readonly searches: SearchParser;
  private readonly views: ViewCounter;
  private listening: Promise<void> | undefined;

  constructor(
    db: Db,
    private readonly options: TemplateServiceOptions = {},
  ) {
    this.repository = new TemplateRepository(db);
    this.indexRepository = new CatalogueIndexRepository(db);
    this.index = new CatalogueIndexSource(this.indexRepository, {
      freshness: options.listener ? 'notified' : 'checked',
      logger: options.logger,
    });
    if (options.listener) this.pages = loaderCache(options.cachedPages ?? 1000);
    this.searches = new SearchParser(this.indexRepository);
    this.views = new ViewCounter(
      (ids, deltas) => this.repository.addViews(ids, deltas),
      options.viewFlushMs ?? 1000,
      (err) => options.logger?.error({ err }, 'views could not be written'),
    );
  }

  /**
   * The index to answer with. With a listener, the first call subscribes to the catalogue
   * version before the first index is built, so no change can fall between the two.
   */
  private async catalogue(): Promise<CatalogueIndex> {
    const { listener } = this.options;
    this.listening ??= listener
      ? listener.listen(
          CATALOGUE_CHANNEL,
          (version) => this.index.notify(version),
          () => void this.index.resync().catch(() => undefined),
        )
      : Promise.resolve();
    await this.listening;
    return this.index.current();
  }

  /** At shutdown: writes pending views and stops the timers (the listener is the core's). */
  async close(): Promise<void> {
    this.index.close();
    await this.views.close();
  }

  /**
   * A page of the catalogue, found by the in-process index (matches, exact total, order) and
   * read from PostgreSQL (just the page's rows). Input breaking a rule of `TemplateListInput` is
   * a 400 naming each field.
   */
  async list(input: TemplateListInput): Promise<TemplatePage> {
    const query = toListQuery(validateInput(TemplateListInput, input, 'Invalid query'));
    const index = await this.catalogue();
    if (!this.pages) return this.loadPage(index, query);
    const key = `${index.version}|${JSON.stringify(query)}`;
    // A page is cached from its second request on: one-off pages are read and let go young.
    if (!this.pages.has(key) && !this.asked.check(key)) return this.loadPage(index, query);
    return (await this.pages.fetch(key, { context: () => this.loadPage(index, query) }))!;
  }

  private async loadPage(index: CatalogueIndex, query: TemplateListQuery): Promise<TemplatePage> {
    // The words' tsqueries depend on the lexicon, which changes only with the content version.
    const search =
      query.search === undefined
        ? undefined
        : await this.searches.parse(index.version.split(':')[0], query.search, index);
    const { ids, total } = index.page(query, search);
    const items = ids.length > 0 ? await this.repository.findPage(ids) : [];
    return { items, totalItems: total, page: query.page, limit: query.limit };
  }

  /** A template with its workflow; a malformed or unknown id is `not_found`, never a SQL error. */
  async getById(id: string): Promise<Template> {
    if (!isUuid(id)) throw notFound();
    return this.withPendingViews(found(await this.repository.findById(id)));
  }

  /** By the stable integer id of the n8n templates API. */
  async getByNumericId(numericId: number): Promise<Template> {
    if (!Number.isInteger(numericId) || numericId < 1 || numericId > MAX_INT4) throw notFound();
    return this.withPendingViews(found(await this.repository.findByNumericId(numericId)));
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
  async categories(): Promise<NameCount[]> {
    return (await this.catalogue()).categoryCounts();
  }

  /** Counts of just these categories (a DataLoader batch); absent ones have no templates. */
  async categoryCounts(names: readonly string[]): Promise<NameCount[]> {
    const wanted = new Set(names);
    return (await this.categories()).filter((entry) => wanted.has(entry.name));
  }

  /** The most used integrations, most used first. */
  async integrations(limit?: number): Promise<NameCount[]> {
    const { limit: top = DEFAULT_INTEGRATIONS } = validateInput(
      IntegrationsArgs,
      { limit },
      'Invalid query',
    );
    return (await this.catalogue()).integrationCounts(top);
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

  /**
   * Counts a view and returns the template with its workflow, this view included. The view is
   * written with others in one batch (`ViewCounter`): a detail request itself only reads.
   */
  async recordView(id: string): Promise<Template> {
    const template = await this.getById(id);
    this.views.add(template.id);
    template.views += 1;
    return template;
  }

  /** Counts a download and returns the template with its workflow. */
  async recordDownload(id: string): Promise<Template> {
    if (!isUuid(id)) throw notFound();
    return this.withPendingViews(found(await this.repository.addDownload(id)));
  }

  /** Writes the views counted so far (the timer does it every `viewFlushMs`). */
  flushViews(): Promise<void> {
    return this.views.flush();
  }

  private withPendingViews(template: Template): Template {
    template.views += this.views.pending(template.id);
    return template;
  }
}

/** An LRU cache whose `fetch` runs the loader passed as its context, once per key at a time. */
function loaderCache<V extends object>(max: number): LRUCache<string, V, () => Promise<V>> {
  return new LRUCache<string, V, () => Promise<V>>({
    max,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

function found(template: Template | undefined): Template {
  if (!template) throw notFound();
  return template;
}

function isUuid(id: unknown): id is string {
  return typeof id === 'string' && UUID.test(id);
}
