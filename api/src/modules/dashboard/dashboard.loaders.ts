import DataLoader from 'dataloader';
import type { SubscriptionService, SubscriptionStatus } from '../accounts/subscription.service';
import type { ApplicationCounts } from '../hiring/applications/hire-application.repository';
import type { ExpertReputation } from '../hiring/expert-record.repository';
import type { HireRelations } from '../hiring/hire-relations';
import type { RequestCounts } from '../hiring/requests/hire-request.repository';
import type { NotificationService } from '../notifications/notification.service';
import type { MinorTotal } from '../payments/payment-receipts';
import type { PaymentService } from '../payments/payment.service';

/** The services whose figures the overview shows. */
export interface OverviewSources {
  subscriptions: SubscriptionService;
  hireRelations: HireRelations;
  payments: PaymentService;
  notifications: NotificationService;
}

/**
 * The overview's figures for one request, keyed by account id, each a batch read of its owning
 * feature (`WHERE user_id = ANY($1)`): the whole overview costs the same few statements whatever
 * the account holds (`__tests__/dashboard-statements.test.ts`). They check no access: the
 * service asks only for the actor's own id.
 */
export interface DashboardLoaders {
  /** The plan and saves used; the plan's rules (a lapsed period reads as Free) are accounts'. */
  subscription: DataLoader<string, SubscriptionStatus>;
  hireRequests: DataLoader<string, RequestCounts>;
  /** Paid `hire_request` payments, summed per currency in minor units. */
  hireSpending: DataLoader<string, MinorTotal[]>;
  applications: DataLoader<string, ApplicationCounts>;
  reputation: DataLoader<string, ExpertReputation>;
  unreadNotifications: DataLoader<string, number>;
}

export function createDashboardLoaders(sources: OverviewSources): DashboardLoaders {
  const { subscriptions, hireRelations, payments, notifications } = sources;
  const inOrder =
    <V>(read: (ids: readonly string[]) => Promise<Map<string, V>>) =>
    async (ids: readonly string[]) => {
      const found = await read(ids);
      return ids.map((id) => found.get(id) as V);
    };
  return {
    // Entitlement is the accounts feature's rule per account; the overview asks for one.
    subscription: new DataLoader((ids) => Promise.all(ids.map((id) => subscriptions.status(id)))),
    hireRequests: new DataLoader(inOrder((ids) => hireRelations.requestCountsOfClients(ids))),
    hireSpending: new DataLoader(inOrder((ids) => payments.paidTotals('hire_request', ids))),
    applications: new DataLoader(inOrder((ids) => hireRelations.applicationCountsOfExperts(ids))),
    reputation: new DataLoader(inOrder((ids) => hireRelations.reputations(ids))),
    unreadNotifications: new DataLoader(inOrder((ids) => notifications.unreadCounts(ids))),
  };
}
