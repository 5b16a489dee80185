import { requireAccess } from '../../core/access';
import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { SubscriptionService, SubscriptionStatus } from '../accounts/subscription.service';
import type { Template } from '../templates/template.entity';
import type { TemplateService } from '../templates/template.service';
import {
  SAVED_PAGE_SIZE,
  SaveTemplateInput,
  SavedTemplateListInput,
  UnsaveTemplateInput,
} from './dtos/saved-template.inputs';
import {
  savedTemplateRepository as repo,
  type SavedTemplateRecord,
} from './saved-template.repository';
import { canUseSavedTemplate, saveFirst, TEMPLATE_NOT_FOUND } from './saved-templates.policy';
import { upgradeRequired } from '../accounts/upgrade-required';

/** Why a saved template is no longer listed with the others. */
export const REMOVED_REASON = 'This template was removed from the catalogue.';
/** How many removed saves a page reports; they are few and dismissed one by one. */
const REMOVED_SHOWN = 20;

export interface SavedTemplatePage {
  items: SavedTemplateRecord[];
  totalItems: number;
  page: number;
  limit: number;
  /** Saves whose template left the catalogue: not counted, listed apart with the reason. */
  removed: SavedTemplateRecord[];
}

export interface SaveResult {
  saved: SavedTemplateRecord;
  /** The template was saved before: nothing changed and no slot was used. */
  alreadySaved: boolean;
  subscription: SubscriptionStatus;
}

export interface UnsaveResult {
  removed: boolean;
  subscription: SubscriptionStatus;
}

const templateNotFound = () => AppError.notFound(TEMPLATE_NOT_FOUND);

/**
 * Templates a user keeps, within the plan's limit. Saves of one
 * account are made one at a time under a lock on the account's row, so N saves at once against
 * a limit L leave exactly min(N, L); the limit is what the plan allows now (a lapsed paid plan
 * counts as Free: what was saved stays, new saves need room under Free's limit).
 */
export class SavedTemplateService {
  constructor(
    private readonly db: Db,
    private readonly subscriptions: SubscriptionService,
    private readonly templates: TemplateService,
  ) {}

  /** How many saves count against the user's plan, for `subscription.templateSavesUsed`. */
  countSaves(db: Db, userId: string): Promise<number> {
    return repo.countActive(db, userId);
  }

  /** Whether the actor saved the template; asking without a template is a 400. */
  async isSaved(actor: SignedInActor, templateId: string | undefined): Promise<boolean> {
    if (templateId === undefined) {
      throw AppError.validation('Invalid query', { templateId: 'is required' });
    }
    return (await this.find(actor, templateId)) !== undefined;
  }

  /** The actor's save of a template still in the catalogue; undefined when not saved. */
  async find(actor: SignedInActor, templateId: string): Promise<SavedTemplateRecord | undefined> {
    return isUuid(templateId) ? repo.find(this.db, actor.id, templateId) : undefined;
  }

  /** Which of `templateIds` the actor saved: one statement for a page of cards. */
  async savedAmong(actor: SignedInActor, templateIds: readonly string[]): Promise<Set<string>> {
    const valid = templateIds.filter(isUuid);
    return valid.length > 0 ? repo.savedAmong(this.db, actor.id, valid) : new Set();
  }

  /** For what only a template's saver may do (its diagram): a 403 otherwise. */
  async requireSaved(actor: SignedInActor, templateId: string, what: string): Promise<void> {
    const saved = await this.isSaved(actor, templateId);
    requireAccess(canUseSavedTemplate({ saved }), TEMPLATE_NOT_FOUND, saveFirst(what));
  }

  async list(actor: SignedInActor, raw: SavedTemplateListInput): Promise<SavedTemplatePage> {
    const input = validateInput(SavedTemplateListInput, raw, 'Invalid query');
    const page = input.page ?? 1;
    const limit = input.limit ?? SAVED_PAGE_SIZE;
    const [found, removed] = await Promise.all([
      repo.page(this.db, {
        userId: actor.id,
        page,
        limit,
        sort: input.sortBy ?? 'newest',
        search: input.search,
      }),
      repo.removedFromCatalogue(this.db, actor.id, REMOVED_SHOWN),
    ]);
    return { ...found, page, limit, removed };
  }

  /**
   * A page with each template in full, workflow included (the REST list, whose cards download
   * the JSON); GraphQL reads the templates through its loaders instead.
   */
  async listWithTemplates(
    actor: SignedInActor,
    raw: SavedTemplateListInput,
  ): Promise<SavedTemplatePage & { templates: Map<string, Template> }> {
    const page = await this.list(actor, raw);
    const ids = page.items.flatMap((item) => (item.templateId ? [item.templateId] : []));
    const [found, workflows] = await Promise.all([
      this.templates.findByIds(ids),
      this.templates.findWorkflowsByIds(ids),
    ]);
    const workflowOf = new Map(workflows.map((row) => [row.id, row.workflow]));
    const templates = new Map(
      found.map((template) => [
        template.id,
        Object.assign(template, { workflow: workflowOf.get(template.id) }),
      ]),
    );
    return { ...page, templates };
  }

  async save(actor: SignedInActor, raw: SaveTemplateInput): Promise<SaveResult> {
    const { templateId } = validateInput(SaveTemplateInput, raw, 'Invalid template');
    if (!isUuid(templateId)) throw templateNotFound();
    return this.db.transaction(async (tx) => {
      await this.subscriptions.holdAccount(tx, actor.id);
      const existing = await repo.find(tx, actor.id, templateId);
      if (existing) {
        const subscription = await this.subscriptions.status(actor.id, tx);
        return { saved: existing, alreadySaved: true, subscription };
      }
      const before = await this.subscriptions.status(actor.id, tx);
      if (before.templateSaves !== -1 && before.templateSavesUsed >= before.templateSaves) {
        throw limitReached(before);
      }
      const saved = await repo.insert(tx, actor.id, templateId);
      if (!saved) throw templateNotFound();
      const subscription = { ...before, templateSavesUsed: before.templateSavesUsed + 1 };
      return { saved, alreadySaved: false, subscription };
    });
  }

  /** Idempotent: removing what is not saved answers `removed: false`. */
  async unsave(actor: SignedInActor, raw: UnsaveTemplateInput): Promise<UnsaveResult> {
    const input = validateInput(UnsaveTemplateInput, raw, 'Invalid template');
    if (!input.templateId && !input.id) {
      throw AppError.validation('Invalid template', { templateId: 'is required' });
    }
    const by = input.templateId ? { templateId: input.templateId } : { id: input.id! };
    const key = 'templateId' in by ? by.templateId : by.id;
    return this.db.transaction(async (tx) => {
      await this.subscriptions.holdAccount(tx, actor.id);
      const removed = isUuid(key) ? await repo.remove(tx, actor.id, by) : undefined;
      return {
        removed: removed !== undefined,
        subscription: await this.subscriptions.status(actor.id, tx),
      };
    });
  }
}

/** The 403 `subscription_limit_reached`, with the upgrade data the web's upgrade prompt shows. */
function limitReached(status: SubscriptionStatus): AppError {
  return upgradeRequired(
    'subscription_limit_reached',
    `Your ${status.plan} plan lets you keep ${status.templateSaves} saved templates. Upgrade your plan to save more.`,
    {
      plan: status.plan,
      currentUsage: status.templateSavesUsed,
      limit: status.templateSaves,
      limitationType: 'template_saves',
      featureName: 'Saved templates',
    },
  );
}
