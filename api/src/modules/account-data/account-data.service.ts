import type { SignedInActor } from '../../core/actor';
import { AppError } from '../../core/app-error';
import type { Db } from '../../core/db';
import { validateInput } from '../../core/validate-input';
import { spendAttempt } from '../../rate-limits/attempt-limit';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-counts';
import type { RateLimiter } from '../../rate-limits/rate-limiter';
import type { AccountService } from '../accounts/account.service';
import type { SubscriptionService, SubscriptionStatus } from '../accounts/subscription.service';
import { accountDataRepository as data, type ExportSection } from './account-data.repository';
import { DeleteAccountInput } from './dtos/account-data.inputs';

const EXPORT_WINDOW_MS = 60 * 60_000;

export const ACTIVE_PROJECT =
  'You have an active project; complete or cancel it before deleting your account.';
export const OPEN_REQUEST =
  'You have an open hire request; cancel it before deleting your account.';
export const PENDING_APPLICATION =
  'You have an application waiting for a client; withdraw it before deleting your account.';
export const ADMIN_ACCOUNT =
  'This is the administrator account set by ADMIN_EMAIL; it cannot be deleted.';

/** The export: a JSON document of everything the account holds, and nothing of anyone else. */
export type AccountExport = {
  exportedAt: string;
  profile: {
    id: string;
    name: string;
    email: string;
    emailVerified: boolean;
    role: string;
    createdAt: Date;
  };
  subscription: Omit<SubscriptionStatus, 'planId'>;
  n8nConnection: Record<string, unknown> | null;
} & Record<Exclude<ExportSection, 'n8nConnection'>, Record<string, unknown>[]>;

/**
 * The holder's own data (docs/product/accounts-and-plans.md, Your data): a copy of it, and the
 * account's deletion, which erases what is the holder's alone and anonymises what others need.
 */
export class AccountDataService {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      accounts: AccountService;
      subscriptions: SubscriptionService;
      rateLimits: RateLimiter;
      adminEmail: string | undefined;
      /** ACCOUNT_EXPORTS_PER_HOUR: each export reads every table the account has rows in. */
      exportsPerHour: number;
    },
  ) {
    this.exportLimit = {
      name: 'account-export',
      limit: deps.exportsPerHour,
      windowMs: EXPORT_WINDOW_MS,
    };
  }

  private readonly exportLimit: RateLimitPolicy;

  async export(actor: SignedInActor): Promise<AccountExport> {
    spendAttempt(this.deps.rateLimits, this.exportLimit, actor.id, 'data exports');
    const [account, sections] = await Promise.all([
      this.deps.accounts.me(actor),
      data.sections(this.db, actor.id),
    ]);
    const { id, name, email, emailVerified, role, createdAt, subscription } = account;
    const { n8nConnection, ...lists } = sections;
    return {
      exportedAt: new Date().toISOString(),
      profile: { id, name, email, emailVerified, role, createdAt },
      subscription: withoutPlanId(subscription),
      n8nConnection: n8nConnection[0] ?? null,
      ...lists,
    };
  }

  /**
   * Deletes the account once `currentPassword` is right (a 400 on the field otherwise, counted
   * as a sign-in attempt), unless something still needs it (409): the ADMIN_EMAIL account, a
   * renewing paid plan, an active project, an open request or a pending application. Then, in
   * one transaction under the account's lock (the refusals read again there): its own data is
   * erased and its row anonymised, which ends every session on its next request.
   */
  async deleteAccount(actor: SignedInActor, raw: DeleteAccountInput): Promise<void> {
    const input = validateInput(DeleteAccountInput, raw);
    const user = await this.deps.accounts.confirmPassword(actor, input.currentPassword);
    const { adminEmail } = this.deps;
    if (adminEmail && user.emailKey === (await this.deps.accounts.emailKey(adminEmail))) {
      throw new AppError('conflict', ADMIN_ACCOUNT);
    }
    await this.db.transaction(async (tx) => {
      await this.deps.subscriptions.holdAccount(tx, user.id);
      const plan = await this.deps.subscriptions.status(user.id, tx);
      if (plan.isActive && !plan.cancelAtPeriodEnd && plan.currentPeriodEnd) {
        const until = plan.currentPeriodEnd.toISOString().slice(0, 10);
        throw new AppError(
          'conflict',
          `Your ${plan.plan} plan renews on ${until}; cancel it under Subscription before deleting your account.`,
        );
      }
      const blockers = await data.blockers(tx, user.id);
      if (blockers.activeProject) throw new AppError('conflict', ACTIVE_PROJECT);
      if (blockers.openRequest) throw new AppError('conflict', OPEN_REQUEST);
      if (blockers.pendingApplication) throw new AppError('conflict', PENDING_APPLICATION);
      await data.erase(tx, user.id, user.emailKey);
      await this.deps.accounts.anonymise(tx, user.id);
    });
  }
}

function withoutPlanId({ planId: _planId, ...rest }: SubscriptionStatus) {
  return rest;
}
