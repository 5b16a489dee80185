import DataLoader from 'dataloader';
import { isSignedIn, type Actor } from '../../core/actor';
import type { Services } from '../../services';
import {
  NO_REPUTATION,
  type ExpertReputation,
  type ExpertSummary,
} from './expert-record.repository';
import {
  NO_APPLICATIONS,
  type ApplicationCounts,
  type HireApplicationRecord,
} from './applications/hire-application.repository';
import type { HireRequestRecord } from './requests/hire-request.repository';

/**
 * Hiring's relations for one GraphQL request, each a batch of `WHERE ... = ANY($1)` answered in
 * key order (HireRelations), so a list of requests with their applications, experts and records
 * costs the same statements for 2 requests as for 100. Templates come through the templates
 * feature's own `templateById`.
 */
export interface HiringLoaders {
  requestById: DataLoader<string, HireRequestRecord | null>;
  /** Every application of a request; resolvers show what the policy lets the actor read. */
  applicationsByRequest: DataLoader<string, HireApplicationRecord[]>;
  applicationCounts: DataLoader<string, ApplicationCounts>;
  expertSummary: DataLoader<string, ExpertSummary | null>;
  reputation: DataLoader<string, ExpertReputation>;
  /** Whether the request's actor applied to each request; false for a visitor. */
  applied: DataLoader<string, boolean>;
}

export function createHiringLoaders({ hireRelations }: Services, actor: Actor): HiringLoaders {
  const inOrder =
    <V>(read: (ids: readonly string[]) => Promise<Map<string, V>>, missing: V) =>
    async (ids: readonly string[]) => {
      const found = await read(ids);
      return ids.map((id) => found.get(id) ?? missing);
    };
  return {
    requestById: new DataLoader(inOrder((ids) => hireRelations.requests(ids), null)),
    applicationsByRequest: new DataLoader(inOrder((ids) => hireRelations.applicationsOf(ids), [])),
    applicationCounts: new DataLoader(
      inOrder((ids) => hireRelations.countsOf(ids), NO_APPLICATIONS),
    ),
    expertSummary: new DataLoader(inOrder((ids) => hireRelations.experts(ids), null)),
    reputation: new DataLoader(inOrder((ids) => hireRelations.reputations(ids), NO_REPUTATION)),
    applied: new DataLoader(async (ids) => {
      if (!isSignedIn(actor)) return ids.map(() => false);
      const applied = await hireRelations.appliedAmong(actor.id, ids);
      return ids.map((id) => applied.has(id));
    }),
  };
}
