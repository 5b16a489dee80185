import { LRUCache } from 'lru-cache';
import { isSignedIn } from '../../core/actor';
import { AppError } from '../../core/app-error';
import { clientKey } from '../../core/client-address';
import type { Db } from '../../core/db';
import type { Logger } from '../../core/logger';
import { KeyedHash } from '../../lib/keyed-hash';
import { SeenBefore } from '../../lib/seen-before';
import { validateInput } from '../../core/validate-input';
import type { Visitor } from '../../core/visitor';
import type { Realtime, Unsubscribe } from '../../realtime/realtime';
import { TemplateListInput, toListQuery } from './dtos/template-list.input';
import { IntegrationsArgs } from './dtos/templates.args';
import { Template, type OtherSource, type WorkflowJson } from './template.entity';
import { DEFAULT_INTEGRATIONS, type TemplateListQuery } from './template-list-query';
import { CardCache } from './card-cache';
import { CardStore } from './card-store';
import { withCounters } from './counters-last';
import { DetailCache } from './detail-cache';
import { TemplateRepository, type NameCount, type TemplateCounters } from './template.repository';
import type { CatalogueIndex, IndexPage, ParsedSearch } from './search-index/catalogue-index';
import { CatalogueIndexRepository } from './search-index/catalogue-index.repository';
import { CATALOGUE_CHANNEL, CatalogueIndexSource } from './search-index/catalogue-index.source';
import { SearchParser } from './search-index/search-parser';
import { namedServices, suggestionsFor, type SearchSuggestions } from './search-index/search-hints';
import { VisitCounter, type VisitKind } from './visit-counter';
import { isUuid } from '../../core/uuid';

/** One page of the catalogue; items carry no workflow. */
export interface TemplatePage {
  items: Template[];
  totalItems: number;
  page: number;
  limit: number;
  /** The services the search named that templates use: what a card highlights. */
  namedServices: string[];
  /** When nothing matched: services and categories to try instead. */
  suggestions: SearchSuggestions | null;
}

/**
 * One page of the catalogue as REST sends it: each list item already JSON, counters included
 * (`TemplateService.listCards`).
 */
export interface CardPage extends Omit<TemplatePage, 'items'> {
  cards: string[];
}

export interface TemplateServiceOptions {
  /**
   * The process's pub-sub: the catalogue's triggers announce each new version on
   * `catalogue_changed`, and the index follows them (rebuilt in the background, and read again
   * after a lost connection).
   */
  realtime?: Realtime;
  /**
   * `notified` (as deployed, the default with `realtime`): lists answer from the newest index
   * built and pages are cached per version, so a change shows once its index is built.
   * `checked` (the default without): every list reads the version first and nothing is cached, so
   * a request sees every write committed before it (tests write fixtures and read them back).
   */
  freshness?: 'checked' | 'notified';
  /** Pages kept per process (as deployed); a page is about 40 kB. */
  cachedPages?: number;
  /**
   * A list item as REST presents it (its counters are replaced): what `listCards` answers with,
   * kept per process in a `CardStore`. Without it, `listCards` is not available.
   */
  presentCard?: (template: Template) => object;
  /** Characters of list items a process keeps (`CARD_CHARACTERS` by default). */
  cardCharacters?: number;
  /** The server's SECRETS_KEY: visitors are kept as keyed hashes, never as addresses or ids. */
  secret: string;
  /** Views and downloads are written in one statement this often (0: only on `flushVisits()`). */
  visitFlushMs?: number;
  /** A visitor's views (and downloads) of a template count once per window of this length. */
  visitWindowMs?: number;
  /** The clock of the visit windows. */
  now?: () => number;
  logger?: Logger;
}

/**
 * An hour: long enough that reloading, or 2,400 aliases in one request, count as the one visit
 * they are, and short enough that someone coming back later in the day counts again. The
 * visits table holds about two windows of distinct visits.
 */
const VISIT_WINDOW_MS = 60 * 60_000;

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
  /** REST's pages (`listCards`), by the same keys as `pages`. */
  private readonly cardPages: LRUCache<string, CardPage, () => Promise<CardPage>> | undefined;
  /** Which page keys were asked for already: the cache's admission. */
  private readonly asked = new SeenBefore();
  /** Search words turned into tsqueries, remembered per catalogue content version. */
  private readonly searches: SearchParser;
  private readonly visits: VisitCounter;
  private readonly details = new DetailCache();
  private readonly cards = new CardCache();
  /** REST's list items, for the whole catalogue as deployed (`fillCards`). */
  private readonly cardStore: CardStore;
  /** The content version the kept list items were last carried over and filled for. */
  private filledContent = 0;
  private filling: Promise<void> = Promise.resolve();
  private readonly visitors: KeyedHash;
  private listening: Promise<Unsubscribe> | undefined;

  constructor(
    db: Db,
    private readonly options: TemplateServiceOptions,
  ) {
    this.repository = new TemplateRepository(db);
    this.indexRepository = new CatalogueIndexRepository(db);
    const freshness = options.freshness ?? (options.realtime ? 'notified' : 'checked');
    this.index = new CatalogueIndexSource(this.indexRepository, {
      freshness,
      logger: options.logger,
    });
    this.cardStore = new CardStore(options.cardCharacters);
    if (freshness === 'notified') {
      this.pages = loaderCache(options.cachedPages ?? 1000);
      this.cardPages = loaderCache(options.cachedPages ?? 1000);
      // Each index of a newer content version carries the unchanged list items over and reads
      // the others, in the background: requests meanwhile read what they miss.
      this.index.onIndex((index) => void this.fillCards(index));
    }
    this.searches = new SearchParser(this.indexRepository);
    this.visitors = new KeyedHash(options.secret, 'template-visitor');
    this.visits = new VisitCounter({
      write: (visits) => this.repository.addVisits(visits),
      prune: (before) => this.repository.pruneVisits(before),
      windowMs: options.visitWindowMs ?? VISIT_WINDOW_MS,
      flushEveryMs: options.visitFlushMs ?? 1000,
      now: options.now,
      onError: (err) => options.logger?.error({ err }, 'views and downloads could not be written'),
    });
  }

  /**
   * The index to answer with. With a pub-sub, the first call subscribes to the catalogue
   * version before the first index is built, so no change can fall between the two.
   */
  private async catalogue(): Promise<CatalogueIndex> {
    await this.listen();
    return this.index.current();
  }

  /** Follows the catalogue version's notifications (as deployed), once. */
  private async listen(): Promise<void> {
    const { realtime } = this.options;
    this.listening ??= realtime
      ?.subscribe(CATALOGUE_CHANNEL, {
        onMessage: (version) => this.index.notify(version),
        onReconnect: () => void this.index.resync().catch(() => undefined),
      })
      .catch((error: unknown) => {
        // Listened to again on the next list; until then lists read the version themselves.
        this.listening = undefined;
        throw error;
      });
    await this.listening;
  }

  /**
   * The process's warm-up, run at start before it reports ready, so the first visitors after a
   * deploy do not pay for what every process makes once: builds the catalogue index (following
   * its version first, as deployed), caches the first page of the home page (asked twice: a page
   * is cached from its second request), parses the names of the most used integrations, the
   * words searches name most (`WARM_WORDS`), and reads every list item REST shows into the
   * process's `CardStore` (as deployed), so no list reads PostgreSQL.
   */
  async warmUp(): Promise<void> {
    const index = await this.catalogue();
    const firstPage = new TemplateListInput();
    await this.list(firstPage);
    await this.list(firstPage);
    if (this.cardPages && this.options.presentCard) {
      await this.listCards(firstPage);
      await this.listCards(firstPage);
      await this.fillCards(index);
    }
    const content = index.version.split(':')[0];
    for (const { name } of index.integrationCounts(WARM_WORDS)) {
      await this.searches.parse(content, name.toLowerCase(), index);
    }
  }

  /** At shutdown: stops following the version, writes pending visits and stops the timers. */
  async close(): Promise<void> {
    const unsubscribe = await this.listening?.catch(() => undefined);
    await unsubscribe?.();
    this.index.close();
    await this.visits.close();
  }

  /**
   * A page of the catalogue, found by the in-process index (matches, exact total, order) and
   * read from PostgreSQL (just the page's rows). Input breaking a rule of `TemplateListInput` is
   * a 400 naming each field.
   */
  async list(input: TemplateListInput): Promise<TemplatePage> {
    return this.cachedPage(this.pages, input, async (index, query) => {
      const { found, search } = await this.findPage(index, query);
      const items = found.ids.length > 0 ? await this.pageItems(index, found) : [];
      return { items, ...this.pageFacts(index, query, found, search) };
    });
  }

  /**
   * `list` as REST presents it: each item's JSON (`presentCard`) with its counters. As deployed,
   * the items come from the process's `CardStore` and their counters from the catalogue index,
   * so a page whose items are all kept touches PostgreSQL not at all (docs/DECISIONS.md, "What a
   * list costs"); an item not kept is read and kept.
   */
  async listCards(input: TemplateListInput): Promise<CardPage> {
    return this.cachedPage(this.cardPages, input, async (index, query) => {
      const { found, search } = await this.findPage(index, query);
      const cards = found.ids.length > 0 ? await this.pageCards(index, found) : [];
      return { cards, ...this.pageFacts(index, query, found, search) };
    });
  }

  /**
   * The page `load` makes for the validated `input`, from the cache when one is kept (as
   * deployed): a page is cached from its second request on, so one-off pages are read and let
   * go young.
   */
  private async cachedPage<P extends object>(
    cache: LRUCache<string, P, () => Promise<P>> | undefined,
    input: TemplateListInput,
    load: (index: CatalogueIndex, query: TemplateListQuery) => Promise<P>,
  ): Promise<P> {
    const query = toListQuery(validateInput(TemplateListInput, input, 'Invalid query'));
    const index = await this.catalogue();
    if (!cache) return load(index, query);
    const key = `${index.version}|${JSON.stringify(query)}`;
    if (!cache.has(key) && !this.asked.check(key)) return load(index, query);
    return (await cache.fetch(key, { context: () => load(index, query) }))!;
  }

  /** The search parsed and the page's ids found by the index. */
  private async findPage(
    index: CatalogueIndex,
    query: TemplateListQuery,
  ): Promise<{ found: IndexPage; search: ParsedSearch | undefined }> {
    // The words' tsqueries depend on the lexicon, which changes only with the content version.
    const search =
      query.search === undefined
        ? undefined
        : await this.searches.parse(String(index.contentVersion), query.search, index);
    // A search of stop words only ("the", "about") names nothing: the popular list instead,
    // or the list in the sort asked for.
    const found = search?.stopWordsOnly
      ? index.page({ ...query, sort: query.sort === 'relevance' ? 'popular' : query.sort })
      : index.page(query, search);
    return { found, search };
  }

  /** What a page says besides its items. */
  private pageFacts(
    index: CatalogueIndex,
    query: TemplateListQuery,
    found: IndexPage,
    search: ParsedSearch | undefined,
  ): Omit<TemplatePage, 'items'> {
    const total = found.total;
    return {
      totalItems: total,
      page: query.page,
      limit: query.limit,
      namedServices: namedServices(search, index),
      suggestions: total === 0 ? suggestionsFor(index, query.search, search, query.category) : null,
    };
  }

  /**
   * A page's items as REST's JSON with the index's counters: kept ones from the `CardStore`, the
   * others read (one statement) and kept. An item whose template is gone since is left out, as a
   * page read would leave it out.
   */
  private async pageCards(index: CatalogueIndex, found: IndexPage): Promise<string[]> {
    const content = index.contentVersion;
    const heads = found.ids.map((id) => this.cardStore.head(id, content));
    const missing = found.ids.filter((_, at) => heads[at] === undefined);
    if (missing.length > 0) {
      const read = new Map(
        (await this.readCards(missing)).map(({ id, head }) => [id, head] as const),
      );
      found.ids.forEach((id, at) => (heads[at] ??= read.get(id)));
    }
    const cards: string[] = [];
    found.docs.forEach((doc, at) => {
      const head = heads[at];
      if (head !== undefined) cards.push(withCounters(head, index.countersOf(doc)));
    });
    return cards;
  }

  /** Reads these templates' list items and keeps them; their heads, in order. */
  private async readCards(ids: readonly string[]): Promise<Array<{ id: string; head: string }>> {
    const present = this.options.presentCard;
    if (!present) throw new Error('listCards needs the presentCard option');
    return (await this.repository.findCards(ids)).map(({ template, content, stamp }) => ({
      id: template.id,
      head: this.cardStore.keep(template.id, content, stamp, present(template)),
    }));
  }

  /**
   * After a new index of a newer content version (as deployed): carries the kept list items of
   * unchanged rows over, then reads the rest, most popular first, a batch at a time, until every
   * template's item is kept or the store is full. Stops when a newer content version is indexed
   * (its own fill follows). One fill at a time; a failure is logged, and requests read what they
   * miss.
   */
  private fillCards(index: CatalogueIndex): Promise<void> {
    const content = index.contentVersion;
    if (!this.options.presentCard || content <= this.filledContent) return this.filling;
    this.filledContent = content;
    this.filling = this.filling.then(async () => {
      try {
        this.cardStore.carryOver(index);
        let batch: string[] = [];
        for (const doc of index.docsByPopularity()) {
          if (this.filledContent !== content || this.cardStore.full) return;
          const id = index.ids[doc];
          if (!this.cardStore.has(id, content)) batch.push(id);
          if (batch.length === FILL_BATCH) {
            await this.readCards(batch);
            batch = [];
          }
        }
        if (batch.length > 0 && this.filledContent === content) await this.readCards(batch);
      } catch (err) {
        this.options.logger?.error({ err }, 'list items could not be read ahead');
      }
    });
    return this.filling;
  }

  /**
   * A page's items as objects (GraphQL): kept ones with the index's counters when every one is
   * kept, otherwise the page read whole and kept. Keyed by the index's content version, read
   * before the rows: a row read since is as new or newer, never older.
   */
  private async pageItems(index: CatalogueIndex, found: IndexPage): Promise<Template[]> {
    const { ids, docs } = found;
    const version = index.contentVersion;
    const kept = this.cards.get(version, ids);
    if (kept)
      return kept.map((card, at) => CardCache.withCounters(card, index.countersOf(docs[at])));
    const items = await this.repository.findPage(ids);
    this.cards.set(version, items);
    return items.map((item) => Object.assign(new Template(), item));
  }

  /** A template with its workflow; a malformed or unknown id is `not_found`, never a SQL error. */
  async getById(id: string): Promise<Template> {
    if (!isUuid(id)) throw notFound();
    const template = found(await this.repository.findById(id));
    return this.withPendingVisits(template.id, template);
  }

  /** By the stable integer id of the n8n templates API. */
  async getByNumericId(numericId: number): Promise<Template> {
    if (!Number.isInteger(numericId) || numericId < 1 || numericId > MAX_INT4) throw notFound();
    const template = found(await this.repository.findByNumericId(numericId));
    return this.withPendingVisits(template.id, template);
  }

  /**
   * The listed template a workflow of this structural signature would be a near-copy of (ingest
   * rules/signature.ts): what a new submission is compared with.
   */
  findListedBySignature(
    signature: string,
  ): Promise<{ id: string; name: string; author: string } | undefined> {
    return this.repository.findListedBySignature(signature);
  }

  /** List items for a DataLoader: unknown and malformed ids are simply absent. */
  findByIds(ids: readonly string[]): Promise<Template[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.repository.findByIds(valid) : Promise.resolve([]);
  }

  /**
   * Workflows for these ids; unknown and malformed ids are absent. A caller inside a
   * transaction passes it as `db`: taking a second pool connection while holding one is how
   * concurrent activations would exhaust the pool and wait on each other forever.
   */
  findWorkflowsByIds(
    ids: readonly string[],
    db?: Db,
  ): Promise<{ id: string; workflow: WorkflowJson }[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.repository.findWorkflowsByIds(valid, db) : Promise.resolve([]);
  }

  /**
   * The other templates of each one's signature group (near-copies from other sources), for a
   * DataLoader; a detail read carries them already. Unknown and malformed ids are absent.
   */
  findOtherSources(ids: readonly string[]): Promise<{ id: string; otherSources: OtherSource[] }[]> {
    const valid = ids.filter(isUuid);
    return valid.length > 0 ? this.repository.findOtherSources(valid) : Promise.resolve([]);
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
   * Returns the template with its workflow and counts a view, once per visitor and template in a
   * window (however many requests, processes or aliases of one query ask). The view is written
   * with others in one batch (`VisitCounter`): a detail request itself only reads.
   */
  recordView(visitor: Visitor, id: string): Promise<Template> {
    return this.recordVisit(visitor, id, 'view');
  }

  /**
   * `recordView` as the JSON of `present(template)`, the form REST answers. The presented
   * template without its counters is kept per content version (`DetailCache`): a detail asked
   * again reads only its counters from PostgreSQL, instead of its workflow and other sources,
   * and is neither presented nor serialized again. The counters follow as `recordView`'s do.
   */
  async recordViewAsJson(
    visitor: Visitor,
    id: string,
    present: (template: Template) => object,
  ): Promise<string> {
    if (!isUuid(id)) throw notFound();
    // One template, however its id is cased: one kept detail, one count per visitor.
    id = id.toLowerCase();
    await this.listen();
    const version = await this.index.contentVersion();
    let kept = this.details.get(version, id);
    let counters: TemplateCounters;
    if (kept === undefined) {
      const template = found(await this.repository.findById(id));
      kept = this.details.set(version, id, present(template));
      counters = template;
    } else {
      counters = found(await this.repository.findCounters(id));
    }
    const counted = { views: counters.views, downloads: counters.downloads, saves: counters.saves };
    return kept.withCounters(
      this.countVisit(visitor, id, 'view', this.withPendingVisits(id, counted)),
    );
  }

  /** Returns the template with its workflow and counts a download, by the rule of `recordView`. */
  recordDownload(visitor: Visitor, id: string): Promise<Template> {
    return this.recordVisit(visitor, id, 'download');
  }

  /** Writes the views and downloads counted so far (the timer does it every `visitFlushMs`). */
  flushVisits(): Promise<void> {
    return this.visits.flush();
  }

  private async recordVisit(visitor: Visitor, id: string, kind: VisitKind): Promise<Template> {
    const template = await this.getById(id);
    return this.countVisit(visitor, template.id, kind, template);
  }

  /** Counts the visitor's visit, and adds it to `counters` when it is the first in its window. */
  private countVisit<C extends VisitCounts>(
    visitor: Visitor,
    id: string,
    kind: VisitKind,
    counters: C,
  ): C {
    if (this.visits.add(this.visitorId(visitor), id, kind)) {
      if (kind === 'view') counters.views += 1;
      else counters.downloads += 1;
    }
    return counters;
  }

  /** A signed-in visitor is their account wherever they come from; anyone else, their address. */
  private visitorId({ actor, ip }: Visitor): string {
    return this.visitors.of(isSignedIn(actor) ? `account:${actor.id}` : `address:${clientKey(ip)}`);
  }

  /** `counters` with the views and downloads of template `id` counted but not yet written. */
  private withPendingVisits<C extends VisitCounts>(id: string, counters: C): C {
    const pending = this.visits.pending(id);
    counters.views += pending.views;
    counters.downloads += pending.downloads;
    return counters;
  }
}

/** What a visit moves. */
type VisitCounts = { views: number; downloads: number };

/** List items `fillCards` reads in one statement. */
const FILL_BATCH = 1000;

/** Integrations whose names a process parses as search words at start: the filter panel's. */
const WARM_WORDS = 30;

/** An LRU cache whose `fetch` runs the loader passed as its context, once per key at a time. */
function loaderCache<V extends object>(max: number): LRUCache<string, V, () => Promise<V>> {
  return new LRUCache<string, V, () => Promise<V>>({
    max,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
}

function found<T extends object>(template: T | undefined): T {
  if (!template) throw notFound();
  return template;
}
