import type { SignedInActor } from '../../core/actor';
import type { SubscriptionStatus } from '../accounts/subscription.service';
import type { ApplicationCounts } from '../hiring/applications/hire-application.repository';
import type { ExpertReputation } from '../hiring/expert-record.repository';
import type { RequestCounts } from '../hiring/requests/hire-request.repository';
import type { MinorTotal } from '../payments/payment-receipts';
import {
  createDashboardLoaders,
  type DashboardLoaders,
  type OverviewSources,
} from './dashboard.loaders';

/** What the expert's side of the overview shows: applications and their record. */
export interface ExpertOverview extends ExpertReputation {
  applications: ApplicationCounts;
}

/** The signed-in account's own figures (docs/product/dashboard.md). Money in minor units. */
export interface DashboardOverview {
  subscription: SubscriptionStatus;
  hireRequests: RequestCounts;
  hireSpending: MinorTotal[];
  /** Null unless the account may apply to hire requests (an expert or an admin). */
  expert: ExpertOverview | null;
  unreadNotifications: number;
}

/** Roles that apply to hire requests, and so have an expert's figures. */
const APPLYING_ROLES: ReadonlySet<string> = new Set(['expert', 'admin']);

/**
 * The dashboard's Overview: the actor's figures read from the features that own them, for
 * GraphQL and REST alike. Reads only the actor's own id, so there is nothing of anyone else's to
 * guard against.
 */
export class DashboardService {
  constructor(private readonly sources: OverviewSources) {}

  /** A fresh set of loaders, for one request. */
  loaders(): DashboardLoaders {
    return createDashboardLoaders(this.sources);
  }

  /**
   * The actor's overview, each figure through `loaders` (the GraphQL request's, or a fresh set
   * for a REST call), all of them read at once.
   */
  async overview(
    actor: SignedInActor,
    loaders: DashboardLoaders = this.loaders(),
  ): Promise<DashboardOverview> {
    const id = actor.id;
    const asExpert = APPLYING_ROLES.has(actor.role);
    const [subscription, hireRequests, hireSpending, unreadNotifications, applications, record] =
      await Promise.all([
        loaders.subscription.load(id),
        loaders.hireRequests.load(id),
        loaders.hireSpending.load(id),
        loaders.unreadNotifications.load(id),
        asExpert ? loaders.applications.load(id) : null,
        asExpert ? loaders.reputation.load(id) : null,
      ]);
    return {
      subscription,
      hireRequests,
      hireSpending,
      expert: applications && record ? { applications, ...record } : null,
      unreadNotifications,
    };
  }
}
