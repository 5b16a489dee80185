import type { SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db-errors';
import { isUuid } from '../../../core/uuid';
import { validateInput } from '../../../core/validate-input';
import {
  expertRecordRepository as experts,
  NO_REPUTATION,
  type ExpertReputation,
} from '../expert-record.repository';
import {
  ApplicationBody,
  BOARD_PAGE_SIZE,
  MyApplicationsArgs,
  OpenProjectsArgs,
} from '../dtos/hire-application.inputs';
import { LIST_SIZE, listSize } from '../dtos/list-size.args';
import {
  APPLY_ONCE,
  hireApplicationRepository as applications,
  type ApplicationCounts,
  type HireApplicationRecord,
} from './hire-application.repository';
import type { ConversationPort } from '../hiring-conversations';
import type { HiringNotices } from '../hiring-notices';
import {
  acceptsApplications,
  APPLICATIONS_CLOSED,
  applicationTransition,
  type ApplicationEvent,
} from '../requests/hire-request.machine';
import {
  hireRequestRepository as requests,
  type HireRequestRecord,
} from '../requests/hire-request.repository';
import {
  announce,
  APPLICATION_MESSAGES,
  conflict,
  moveApplication,
  moveRequest,
} from '../requests/hire-request.transitions';
import {
  APPLICATION_NOT_FOUND,
  canActOnApplication,
  canApply,
  canBrowseProjects,
  canReadRequest,
  canWithdraw,
  REQUEST_NOT_FOUND,
  visibleApplications,
  type ApplicationFacts,
} from '../hiring.policy';
import { minorUnits } from '../../../lib/money';
import { type Access, requireAccess } from '../../../core/access';

export const ALREADY_APPLIED = 'You have already applied to this request.';
const OWN_REQUEST = 'You cannot apply to your own request.';
const EXPERTS_ONLY = 'Only experts can do this.';

/** A page of the open-project board, with what its pagination says. */
export interface BoardPage {
  items: HireRequestRecord[];
  page: number;
  limit: number;
  totalItems: number;
}

/** The expert's applications in one status (or all), with the counts over all of them. */
export interface MyApplications {
  items: HireApplicationRecord[];
  counts: ApplicationCounts;
}

/**
 * Applications: the open-project board, applying once, the expert's own list and
 * withdrawing, and the client accepting or rejecting. Accepting moves the request to
 * in_selection; of two accepts at once on one request, the conditional update lets one win.
 */
export class HireApplicationService {
  constructor(
    private readonly db: Db,
    private readonly conversations: ConversationPort,
    private readonly notices: HiringNotices,
  ) {}

  /** Pending requests of other clients, without any client identity (the presenter's part). */
  async board(actor: SignedInActor, raw: OpenProjectsArgs): Promise<BoardPage> {
    requireAccess(canBrowseProjects(actor), REQUEST_NOT_FOUND, EXPERTS_ONLY);
    const input = validateInput(OpenProjectsArgs, raw, 'Invalid query');
    const page = input.page ?? 1;
    const limit = input.limit ?? BOARD_PAGE_SIZE;
    const [items, totalItems] = await Promise.all([
      requests.board(this.db, actor.id, { offset: (page - 1) * limit, limit }),
      requests.boardCount(this.db, actor.id),
    ]);
    return { items, page, limit, totalItems };
  }

  /**
   * Once per request, while it is pending, never to one's own; the application's chat thread is
   * opened with it. Two at once from one expert: the unique index keeps one (the other 409).
   */
  async apply(
    actor: SignedInActor,
    requestId: string,
    raw: ApplicationBody,
  ): Promise<HireApplicationRecord> {
    requireAccess(canBrowseProjects(actor), REQUEST_NOT_FOUND, EXPERTS_ONLY);
    const input = validateInput(ApplicationBody, raw);
    try {
      return await this.db.transaction(async (tx) => {
        const request = isUuid(requestId)
          ? await requests.findWithFacts(tx, requestId, actor.id, 'share')
          : undefined;
        if (!request) throw AppError.notFound(REQUEST_NOT_FOUND);
        requireAccess(canApply(actor, request), REQUEST_NOT_FOUND, OWN_REQUEST);
        if (request.applied) throw conflict(ALREADY_APPLIED);
        if (!acceptsApplications(request.status)) throw conflict(APPLICATIONS_CLOSED);
        const application = await applications.insert(tx, {
          requestId: request.id,
          expertId: actor.id,
          coverLetter: input.coverLetter,
          relevantExperience: input.relevantExperience,
          approachDescription: input.approachDescription,
          proposedTimeline: input.proposedTimeline,
          budget: {
            currency: input.proposedBudget.currency,
            amountCents: minorUnits(input.proposedBudget.amount),
            explanation: input.proposedBudget.explanation ?? '',
          },
          portfolioItems: (input.relevantPortfolioItems ?? []).map((item) => ({
            title: item.title,
            url: item.url ?? null,
            description: item.description ?? '',
            technologies: item.technologies ?? [],
          })),
        });
        await this.conversations.openThread(tx, request.id, application.id);
        await this.notices.applied(tx, request, application);
        return application;
      });
    } catch (error) {
      if (isUniqueViolation(error, APPLY_ONCE)) throw conflict(ALREADY_APPLIED);
      throw error;
    }
  }

  /** The expert's own applications, newest first; the counts are over all of them. */
  async mine(actor: SignedInActor, raw: MyApplicationsArgs): Promise<MyApplications> {
    requireAccess(canBrowseProjects(actor), REQUEST_NOT_FOUND, EXPERTS_ONLY);
    const input = validateInput(MyApplicationsArgs, raw, 'Invalid query');
    const [items, counts] = await Promise.all([
      applications.byExpert(this.db, actor.id, input.status, listSize(input)),
      applications.countsByExpert(this.db, actor.id),
    ]);
    return { items, counts };
  }

  /** The signed-in expert's own record: completed projects and ratings. */
  async reputation(actor: SignedInActor): Promise<ExpertReputation> {
    requireAccess(canBrowseProjects(actor), REQUEST_NOT_FOUND, EXPERTS_ONLY);
    const [own] = await experts.reputations(this.db, [actor.id]);
    if (!own) return NO_REPUTATION;
    const { expertId: _expertId, ...reputation } = own;
    return reputation;
  }

  /**
   * The applications of a request the actor may read (all for its client, else their own), with
   * the request they answer.
   */
  async forRequest(
    actor: SignedInActor,
    requestId: string,
  ): Promise<{ request: HireRequestRecord; applications: HireApplicationRecord[] }> {
    const request = isUuid(requestId)
      ? await requests.findWithFacts(this.db, requestId, actor.id)
      : undefined;
    if (!request) throw AppError.notFound(REQUEST_NOT_FOUND);
    requireAccess(canReadRequest(actor, request), REQUEST_NOT_FOUND);
    const all = await applications.byRequests(this.db, [request.id], LIST_SIZE.max);
    const { applied: _applied, ...record } = request;
    return { request: record, applications: visibleApplications(actor, request.clientId, all) };
  }

  /** The expert takes back a pending application. */
  withdraw(actor: SignedInActor, id: string): Promise<HireApplicationRecord> {
    return this.db.transaction(async (tx) => {
      const application = await this.require(tx, actor, id, canWithdraw);
      const withdrawn = await moveApplication(tx, application, 'withdraw');
      await this.conversations.postToApplication(tx, id, APPLICATION_MESSAGES.withdraw);
      return withdrawn;
    });
  }

  /**
   * The client accepts a pending application while the request is pending: the request moves to
   * in_selection first (the conditional update two accepts race on), then the application.
   */
  accept(actor: SignedInActor, id: string): Promise<HireApplicationRecord> {
    return this.db.transaction(async (tx) => {
      const application = await this.require(tx, actor, id, canActOnApplication);
      refuseUnless(application, 'accept');
      const request = await requests.find(tx, application.requestId);
      await moveRequest(tx, request!, 'accept', { actorId: actor.id, applicationId: id });
      const accepted = await moveApplication(tx, application, 'accept');
      await announce(this.conversations, tx, application.requestId, 'accept', id);
      await this.notices.accepted(tx, request!, accepted);
      return accepted;
    });
  }

  /** The client declines a pending application; the request stays pending. */
  reject(actor: SignedInActor, id: string): Promise<HireApplicationRecord> {
    return this.db.transaction(async (tx) => {
      const application = await this.require(tx, actor, id, canActOnApplication);
      refuseUnless(application, 'reject');
      const request = await requests.find(tx, application.requestId, 'share');
      if (!acceptsApplications(request!.status)) throw conflict(APPLICATIONS_CLOSED);
      const rejected = await moveApplication(tx, application, 'reject');
      await this.conversations.postToApplication(tx, id, APPLICATION_MESSAGES.reject);
      await this.notices.rejected(tx, request!, rejected);
      return rejected;
    });
  }

  /** The application, once `permission` allows the actor (404 for a malformed or unknown id). */
  private async require(
    db: Db,
    actor: SignedInActor,
    id: string,
    permission: (actor: SignedInActor, facts: ApplicationFacts) => Access,
  ): Promise<HireApplicationRecord> {
    const found = isUuid(id) ? await applications.findWithClient(db, id) : undefined;
    if (!found) throw AppError.notFound(APPLICATION_NOT_FOUND);
    requireAccess(permission(actor, found), APPLICATION_NOT_FOUND);
    const { clientId: _clientId, ...application } = found;
    return application;
  }
}

/** The application's own refusal first: a withdrawn one is "withdrawn", whatever the request. */
function refuseUnless(application: HireApplicationRecord, event: ApplicationEvent): void {
  const { refusal } = applicationTransition(application.status, event);
  if (refusal !== undefined) throw conflict(refusal);
}
