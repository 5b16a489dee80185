import { requireAccess } from '../../core/access';
import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db, Tx } from '../../core/db';
import { isUniqueViolation } from '../../core/db-errors';
import { isUuid } from '../../core/uuid';
import { validateInput } from '../../core/validate-input';
import type { AccountService } from '../accounts/account.service';
import type { SubscriptionService } from '../accounts/subscription.service';
import { upgradeRequired } from '../accounts/upgrade-required';
import type { NotificationService } from '../notifications/notification.service';
import {
  EXPERT_APPLICATION_PAGE_SIZE,
  ExpertApplicationListInput,
  RejectionReasonInput,
  SubmitExpertApplicationInput,
} from './dtos/expert-application.inputs';
import { toNewApplication } from './expert-application-form';
import {
  APPLICATION_NOT_FOUND,
  canListApplications,
  canReadOwnApplication,
  canReviewApplication,
  canSubmitApplication,
} from './expert-application.policy';
import {
  expertApplicationRepository as applications,
  ONE_LIVE_APPLICATION_CONSTRAINT,
  type ExpertApplicationRecord,
} from './expert-application.repository';
import { expertProfiles } from './expert-profile.repository';

export const ALREADY_APPLIED = 'You already have an expert application.';
/** The 403 of an application from an account without an active paid plan. */
export const PROGRAMME_FOR_SUBSCRIBERS =
  'The expert programme takes applications from subscribers. Choose a plan to apply.';

/** Where an applicant reads the decision on their expert application. */
export const EXPERT_PROGRAMME_PATH = '/dashboard?section=expert-applications';

/** One page of the admin's list, with what `toPagination` needs. */
export interface ExpertApplicationPage {
  items: ExpertApplicationRecord[];
  page: number;
  limit: number;
  totalItems: number;
}

/**
 * The expert programme: a subscriber (an active paid plan) applies once at a time (one pending or
 * approved application, a rejected applicant may apply again); an admin approves, which makes
 * the applicant an expert with the profile clients see, or rejects with a reason. A decision is
 * made once, whatever races: the second of two at once is a 409.
 */
export class ExpertApplicationService {
  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly subscriptions: SubscriptionService,
    private readonly notifications: NotificationService,
  ) {}

  async submit(
    actor: SignedInActor,
    raw: SubmitExpertApplicationInput,
  ): Promise<ExpertApplicationRecord> {
    requireAccess(canSubmitApplication(actor), APPLICATION_NOT_FOUND);
    const form = validateInput(SubmitExpertApplicationInput, raw);
    const { isActive, plan } = await this.subscriptions.entitlement(actor.id);
    if (!isActive) {
      throw upgradeRequired('subscription_required', PROGRAMME_FOR_SUBSCRIBERS, {
        plan,
        currentUsage: 0,
        limit: 0,
        limitationType: 'expert_programme',
        featureName: 'Become an Expert',
      });
    }
    try {
      return await applications.insert(this.db, toNewApplication(actor.id, form));
    } catch (error) {
      if (isUniqueViolation(error, ONE_LIVE_APPLICATION_CONSTRAINT)) {
        throw new AppError('conflict', ALREADY_APPLIED);
      }
      throw error;
    }
  }

  /** The actor's latest application, whatever its status; undefined when they never applied. */
  async mine(actor: SignedInActor): Promise<ExpertApplicationRecord | undefined> {
    requireAccess(canReadOwnApplication(actor), APPLICATION_NOT_FOUND);
    return applications.latestOf(this.db, actor.id);
  }

  /**
   * A page of the review queue, of one status or all: pending applications first, oldest first,
   * then decided ones newest first.
   */
  async list(
    actor: SignedInActor,
    raw: ExpertApplicationListInput,
  ): Promise<ExpertApplicationPage> {
    requireAccess(canListApplications(actor), APPLICATION_NOT_FOUND);
    const {
      status,
      page = 1,
      limit = EXPERT_APPLICATION_PAGE_SIZE,
    } = validateInput(ExpertApplicationListInput, raw, 'Invalid query');
    const found = await applications.page(this.db, { status, page, limit });
    return { ...found, page, limit };
  }

  /**
   * Approves a pending application in one transaction: its status, the applicant's `expert` role
   * (an admin stays admin) and their profile (name, title from the job title, location) commit
   * together. Roles are read per request, so the applicant acts as an expert on their next one.
   */
  async approve(actor: SignedInActor, id: string): Promise<ExpertApplicationRecord> {
    requireAccess(canReviewApplication(actor), APPLICATION_NOT_FOUND);
    return this.decide(id, async (tx) => {
      const approved = await applications.decide(tx, id, {
        status: 'approved',
        reviewerId: actor.id,
      });
      if (!approved) return undefined;
      await this.accounts.grantRole(tx, approved.userId, 'expert');
      await expertProfiles.upsert(tx, {
        userId: approved.userId,
        name: approved.fullName,
        title: approved.jobTitle,
        location: approved.location,
      });
      await this.notifications.notify(tx, {
        userId: approved.userId,
        kind: 'expert_application_approved',
        title: 'You are now a FlowVault expert',
        body: 'Your expert application was approved. You can now apply to open projects.',
        link: EXPERT_PROGRAMME_PATH,
      });
      return approved;
    });
  }

  /** Rejects a pending application with the reason its author will read. */
  async reject(
    actor: SignedInActor,
    id: string,
    raw: RejectionReasonInput,
  ): Promise<ExpertApplicationRecord> {
    requireAccess(canReviewApplication(actor), APPLICATION_NOT_FOUND);
    const { reason } = validateInput(RejectionReasonInput, raw);
    return this.decide(id, async (tx) => {
      const rejected = await applications.decide(tx, id, {
        status: 'rejected',
        reviewerId: actor.id,
        rejectionReason: reason,
      });
      if (!rejected) return undefined;
      await this.notifications.notify(tx, {
        userId: rejected.userId,
        kind: 'expert_application_rejected',
        title: 'Your expert application was declined',
        body: `Your expert application was declined: ${reason}`,
        link: EXPERT_PROGRAMME_PATH,
      });
      return rejected;
    });
  }

  /**
   * Runs a decision on a pending application in a transaction. `work` decides with one
   * conditional update whose RETURNING is the decided application; when it answers undefined
   * (the application is not pending), only its status is read, in the same transaction: none is
   * a 404, another a 409 naming it (someone decided first).
   */
  private async decide(
    id: string,
    work: (tx: Tx) => Promise<ExpertApplicationRecord | undefined>,
  ): Promise<ExpertApplicationRecord> {
    if (!isUuid(id)) throw AppError.notFound(APPLICATION_NOT_FOUND);
    const { decided, status } = await this.db.transaction(async (tx) => {
      const made = await work(tx);
      return { decided: made, status: made ? undefined : await applications.statusOf(tx, id) };
    });
    if (decided) return decided;
    if (!status) throw AppError.notFound(APPLICATION_NOT_FOUND);
    throw new AppError('conflict', `This expert application was already ${status}.`);
  }
}
