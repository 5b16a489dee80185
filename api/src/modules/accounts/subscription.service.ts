import type { Db, Tx } from '../../core/db';
import { FREE_PLAN, FREE_TEMPLATE_SAVES, PLANS, periodEnd, type Plan } from './plans';
import {
  subscriptionRepository as repo,
  type PeriodSource,
  type SubscriptionRecord,
} from './subscription.repository';

export type { PeriodSource, SubscriptionRecord } from './subscription.repository';

/** What an account is entitled to now (its `subscription`). */
export interface SubscriptionStatus {
  /** The plan's name; `Free` whenever no paid plan is active. */
  plan: string;
  planId: string;
  isActive: boolean;
  /** Templates the account may keep saved; -1 is unlimited. */
  templateSaves: number;
  templateSavesUsed: number;
  /** Whether the plan may request expert help. */
  hiring: boolean;
  currentPeriodEnd: Date | null;
  /** The paid plan will not renew: it returns to Free at `currentPeriodEnd`. False on Free. */
  cancelAtPeriodEnd: boolean;
}

/** Counts a user's saved templates; the saved-templates feature provides the real one. */
export type SavesCounter = (db: Db, userId: string) => Promise<number>;

/**
 * Plans and what each account is entitled to. A paid plan counts only while its period runs:
 * a subscription whose `currentPeriodEnd` has passed reads as Free, with nothing to sweep.
 */
export class SubscriptionService {
  private savesCounter: SavesCounter = async () => 0;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Lets the feature that owns saved templates report how many a user has. */
  countSavesWith(counter: SavesCounter): void {
    this.savesCounter = counter;
  }

  /**
   * Holds the account's row until `tx` ends: whatever changes what an account is entitled to, or
   * spends it (a plan starting, a template saved), happens one after the other per account.
   */
  holdAccount(tx: Tx, userId: string): Promise<void> {
    return repo.lockAccount(tx, userId);
  }

  plans(): Promise<Plan[]> {
    return repo.plans(this.db);
  }

  plan(id: string, db: Db = this.db): Promise<Plan | undefined> {
    return repo.plan(db, id);
  }

  /** The account's entitlement now; `db` lets a transaction read it under its own locks. */
  async status(userId: string, db: Db = this.db): Promise<SubscriptionStatus> {
    const [entitlement, used] = await Promise.all([
      this.entitlement(userId, db),
      this.savesCounter(db, userId),
    ]);
    return { ...entitlement, templateSavesUsed: used };
  }

  /** `status` without the usage: for a check of what the plan allows (hiring), one read. */
  async entitlement(
    userId: string,
    db: Db = this.db,
  ): Promise<Omit<SubscriptionStatus, 'templateSavesUsed'>> {
    const record = await repo.ofUser(db, userId);
    const active = record && record.plan.priceMinor > 0 && record.currentPeriodEnd > this.now();
    const plan = active ? record.plan : FREE_PLAN;
    return {
      plan: plan.name,
      planId: plan.id,
      isActive: Boolean(active),
      templateSaves: Number.isInteger(plan.templateSaves)
        ? plan.templateSaves
        : FREE_TEMPLATE_SAVES,
      hiring: plan.hiring && Boolean(active),
      currentPeriodEnd: active ? record.currentPeriodEnd : null,
      cancelAtPeriodEnd: Boolean(active && record.cancelAtPeriodEnd),
    };
  }

  /** The account's stored paid plan, running or ended (undefined: it never had one). */
  record(userId: string, db: Db = this.db): Promise<SubscriptionRecord | undefined> {
    return repo.ofUser(db, userId);
  }

  /**
   * Gives the user a paid period of `plan`, inside the caller's transaction (the one that marks
   * the payment paid). Paying again for the plan already running adds a period after the current
   * one; any other plan starts now and replaces what was there. Either way the plan renews from
   * then on (a cancellation is undone by paying), charged by `source.gateway`. Returns what it
   * replaced, so the caller can stop a replaced recurring subscription at its provider.
   */
  async activate(
    tx: Tx,
    userId: string,
    plan: Plan,
    source: PeriodSource = { gateway: null, externalId: null },
  ): Promise<SubscriptionRecord | undefined> {
    await repo.lockAccount(tx, userId);
    const now = this.now();
    const current = await repo.ofUser(tx, userId);
    const extends_ = current?.plan.id === plan.id && current.currentPeriodEnd > now;
    const start = extends_ ? current.currentPeriodStart : now;
    const end = periodEnd(extends_ ? current.currentPeriodEnd : now, plan.duration);
    await repo.save(tx, userId, plan.id, { start, end }, source);
    return current;
  }

  /**
   * The next period of the user's plan, from where the last one ended: a renewal the gateway
   * charged. Inside the caller's transaction, under the account's lock.
   */
  async renew(tx: Tx, userId: string): Promise<SubscriptionRecord | undefined> {
    await repo.lockAccount(tx, userId);
    const current = await repo.ofUser(tx, userId);
    if (!current) return undefined;
    const start = current.currentPeriodEnd;
    await repo.save(
      tx,
      userId,
      current.plan.id,
      { start, end: periodEnd(start, current.plan.duration) },
      { gateway: current.gateway, externalId: current.externalId },
    );
    return repo.ofUser(tx, userId);
  }

  /** Whether the user's plan renews at the period's end (`cancel` false) or not. */
  setCancelAtPeriodEnd(db: Db, userId: string, cancel: boolean): Promise<void> {
    return repo.setCancelAtPeriodEnd(db, userId, cancel);
  }

  /** Ends the user's paid period now (a refunded plan); under the caller's account lock. */
  endNow(db: Db, userId: string): Promise<void> {
    return repo.endNow(db, userId);
  }

  /** Names the provider's recurring subscription that charges the user's plan from now on. */
  setExternalId(db: Db, userId: string, gateway: string, externalId: string): Promise<void> {
    return repo.setExternalId(db, userId, gateway, externalId);
  }

  /** The holder of the provider's recurring subscription, if it is one of ours. */
  holderOf(gateway: string, externalId: string, db: Db = this.db): Promise<string | undefined> {
    return repo.holderOf(db, gateway, externalId);
  }

  /** Renewing plans at `gateway` whose period just ended (see the repository). */
  dueRenewals(gateway: string, graceDays: number, limit: number): Promise<string[]> {
    return repo.dueRenewals(this.db, gateway, graceDays, limit);
  }

  /** Reference data: the plans of plans.ts, written at every boot. */
  seed(): Promise<void> {
    return repo.upsertPlans(this.db, PLANS);
  }
}
