import type { SignedInActor } from '../../../core/actor';
import { AppError } from '../../../core/app-error';
import type { Db, Tx } from '../../../core/db';
import { isUniqueViolation } from '../../../core/db-errors';
import { isUuid } from '../../../core/uuid';
import { validateInput } from '../../../core/validate-input';
import type { SubscriptionService } from '../../accounts/subscription.service';
import { upgradeRequired } from '../../accounts/upgrade-required';
import type { PaymentService } from '../../payments/payment.service';
import type { TemplateService } from '../../templates/template.service';
import {
  CreateHireRequestInput,
  FeedbackBody,
  HireRequestCheckQuery,
} from '../dtos/hire-request.inputs';
import { ListSizeArgs, listSize } from '../dtos/list-size.args';
import { hireApplicationRepository as applications } from '../applications/hire-application.repository';
import type { HiringNotices } from '../hiring-notices';
import type { ConversationPort } from '../hiring-conversations';
import type { HireApplicationRecord } from '../applications/hire-application.repository';
import { REQUEST_STATE_NAMES, type RequestEvent } from './hire-request.machine';
import {
  hireRequestRepository as requests,
  ONE_OPEN_REQUEST,
  type HireRequestRecord,
} from './hire-request.repository';
import { announce, conflict, moveRequest } from './hire-request.transitions';
import {
  canManageRequest,
  canReadRequest,
  REQUEST_NOT_FOUND,
  type RequestFacts,
} from '../hiring.policy';
import { minorUnits } from '../../../lib/money';
import { type Access, requireAccess } from '../../../core/access';

export const OPEN_REQUEST_EXISTS = 'You already have an open request for this template.';
export const FEEDBACK_GIVEN = 'Feedback was already left for this project.';
export const SUBSCRIPTION_REQUIRED = 'Hire an Expert feature requires a subscription';

/** Whether a client has an open request on a template: the web then shows Request Submitted. */
export interface HireRequestCheck {
  hasActiveRequest: boolean;
  requestId: string | null;
}

/**
 * Runs in the transaction that completes a request, after it is completed: what the completion
 * tells (the workspace's live readers). A handler that throws rolls the completion back.
 */
export type CompletionHandler = (tx: Tx, requestId: string) => Promise<void>;

/**
 * Hire requests from the client's side: asking for an expert on a template, the
 * client's list and a request's details, cancelling, completing and leaving feedback. Every
 * method asks the policy first; every move goes through the status machine with its history row
 * and system message in one transaction.
 */
export class HireRequestService {
  private readonly completed: CompletionHandler[] = [];

  constructor(
    private readonly db: Db,
    private readonly deps: {
      subscriptions: SubscriptionService;
      templates: TemplateService;
      payments: PaymentService;
      conversations: ConversationPort;
      notices: HiringNotices;
    },
  ) {}

  /** One open request per template, decided by a unique index (parallel submissions: one 409). */
  async create(actor: SignedInActor, raw: CreateHireRequestInput): Promise<HireRequestRecord> {
    await this.requireHiringPlan(actor);
    const input = validateInput(CreateHireRequestInput, raw);
    const [template] = await this.deps.templates.findByIds([input.templateId]);
    if (!template) throw AppError.notFound('Template not found');
    try {
      return await requests.insert(this.db, {
        clientId: actor.id,
        templateId: template.id,
        templateName: template.name,
        urgency: input.urgency,
        businessProblem: input.businessProblem,
        requirements: input.requirements,
        timeline: input.timeline,
        industry: input.industry,
        companySize: input.companySize,
        budget: input.budget
          ? {
              currency: input.budget.currency,
              minCents: minorUnits(input.budget.min),
              maxCents: minorUnits(input.budget.max),
            }
          : null,
      });
    } catch (error) {
      if (isUniqueViolation(error, ONE_OPEN_REQUEST)) throw conflict(OPEN_REQUEST_EXISTS);
      throw error;
    }
  }

  async check(actor: SignedInActor, raw: HireRequestCheckQuery): Promise<HireRequestCheck> {
    const { templateId } = validateInput(HireRequestCheckQuery, raw, 'Invalid query');
    const requestId = isUuid(templateId)
      ? await requests.openOn(this.db, actor.id, templateId)
      : undefined;
    return { hasActiveRequest: requestId !== undefined, requestId: requestId ?? null };
  }

  /** The client's own requests, newest first. */
  listOwn(actor: SignedInActor, raw: ListSizeArgs): Promise<HireRequestRecord[]> {
    const input = validateInput(ListSizeArgs, raw, 'Invalid query');
    return requests.byClient(this.db, actor.id, listSize(input));
  }

  /** A request its client or an expert who applied may read; anyone else gets 404. */
  async get(actor: SignedInActor, id: string): Promise<HireRequestRecord> {
    return this.require(this.db, actor, id, canReadRequest);
  }

  /**
   * Cancelling closes what the request left open, in the same transaction: its pending checkout
   * (completing it afterwards is refused) and its pending applications (rejected; their threads
   * get the cancellation's system message).
   */
  cancel(actor: SignedInActor, id: string): Promise<HireRequestRecord> {
    return this.move(actor, id, 'cancel', async (tx, request) => {
      await this.deps.payments.cancelPendingCheckouts(tx, 'hire_request', request.id);
      await applications.closePending(tx, request.id);
    });
  }

  /**
   * Completing tells the expert, and what registered `onCompleted` (the workspace, which turns
   * read-only), in the same transaction.
   */
  complete(actor: SignedInActor, id: string): Promise<HireRequestRecord> {
    return this.move(actor, id, 'complete', async (tx, request) => {
      const accepted = await applications.accepted(tx, request.id);
      if (accepted) await this.deps.notices.completed(tx, request, accepted);
      for (const handler of this.completed) await handler(tx, request.id);
    });
  }

  /** Registers what a request's completion tells, in the order registered (at start-up). */
  onCompleted(handler: CompletionHandler): void {
    this.completed.push(handler);
  }

  /** Stored on the accepted application of a completed request, once. */
  async leaveFeedback(
    actor: SignedInActor,
    requestId: string,
    raw: FeedbackBody,
  ): Promise<HireApplicationRecord> {
    const input = validateInput(FeedbackBody, raw);
    const request = await this.require(this.db, actor, requestId, canManageRequest);
    if (request.status !== 'completed') {
      throw conflict(
        `This request is ${REQUEST_STATE_NAMES[request.status]}; feedback is left once the project is completed.`,
      );
    }
    return this.db.transaction(async (tx) => {
      const rated = await applications.leaveFeedback(tx, request.id, input);
      if (!rated) throw conflict(FEEDBACK_GIVEN);
      await this.deps.notices.feedback(tx, request, rated, input.rating);
      return rated;
    });
  }

  private move(
    actor: SignedInActor,
    id: string,
    event: RequestEvent,
    alongside?: (tx: Tx, request: HireRequestRecord) => Promise<unknown>,
  ): Promise<HireRequestRecord> {
    return this.db.transaction(async (tx) => {
      const request = await this.require(tx, actor, id, canManageRequest);
      const moved = await moveRequest(tx, request, event, {
        actorId: actor.id,
        applicationId: null,
      });
      await alongside?.(tx, moved);
      await announce(this.deps.conversations, tx, request.id, event);
      return moved;
    });
  }

  /** The request, once `permission` allows the actor (404 for a malformed or unknown id). */
  private async require(
    db: Db,
    actor: SignedInActor,
    id: string,
    permission: (actor: SignedInActor, facts: RequestFacts) => Access,
  ): Promise<HireRequestRecord> {
    const found = isUuid(id) ? await requests.findWithFacts(db, id, actor.id) : undefined;
    if (!found) throw AppError.notFound(REQUEST_NOT_FOUND);
    requireAccess(permission(actor, found), REQUEST_NOT_FOUND);
    const { applied: _applied, ...request } = found;
    return request;
  }

  /**
   * Without a plan that includes hiring: 403 `subscription_required`, with the upgrade data the
   * web's upgrade prompt shows.
   */
  private async requireHiringPlan(actor: SignedInActor): Promise<void> {
    const { hiring, plan } = await this.deps.subscriptions.entitlement(actor.id);
    if (hiring) return;
    throw upgradeRequired('subscription_required', SUBSCRIPTION_REQUIRED, {
      plan,
      currentUsage: 0,
      limit: 0,
      limitationType: 'expert_hiring',
      featureName: 'Hire an Expert',
    });
  }
}
