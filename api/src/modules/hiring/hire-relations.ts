import type { Db } from '../../core/db';
import { isUuid } from '../../core/uuid';
import type { Template, WorkflowJson } from '../templates/template.entity';
import type { TemplateService } from '../templates/template.service';
import { LIST_SIZE } from './dtos/list-size.args';
import { expertProfiles } from '../experts/expert-profile.repository';
import {
  DEFAULT_LOCATION,
  DEFAULT_TITLE,
  expertRecordRepository as experts,
  NO_REPUTATION,
  type ExpertReputation,
  type ExpertSummary,
} from './expert-record.repository';
import {
  hireApplicationRepository as applications,
  NO_APPLICATIONS,
  type ApplicationCounts,
  type HireApplicationRecord,
} from './applications/hire-application.repository';
import {
  hireRequestRepository as requests,
  NO_REQUESTS,
  type HireRequestRecord,
  type RequestCounts,
} from './requests/hire-request.repository';

/**
 * The relations of hiring's records, each read for a whole batch of ids in one statement
 * (`WHERE ... = ANY($1)`): GraphQL's per-request loaders and the REST views both use them, so a
 * list costs the same few statements however many requests and applications it holds. They
 * check no access: callers pass ids of records the actor may already see.
 */
export class HireRelations {
  constructor(
    private readonly db: Db,
    private readonly templates: TemplateService,
  ) {}

  async requests(ids: readonly string[]): Promise<Map<string, HireRequestRecord>> {
    const found = await requests.findByIds(this.db, uuids(ids));
    return new Map(found.map((request) => [request.id, request]));
  }

  /**
   * Each request's applications, oldest first, at most `LIST_SIZE.max` of them (the policy
   * filters what is shown).
   */
  async applicationsOf(
    requestIds: readonly string[],
  ): Promise<Map<string, HireApplicationRecord[]>> {
    const byRequest = new Map<string, HireApplicationRecord[]>(requestIds.map((id) => [id, []]));
    const found = await applications.byRequests(this.db, uuids(requestIds), LIST_SIZE.max);
    for (const application of found) {
      byRequest.get(application.requestId)?.push(application);
    }
    return byRequest;
  }

  async countsOf(requestIds: readonly string[]): Promise<Map<string, ApplicationCounts>> {
    const rows = await applications.countsByRequests(this.db, uuids(requestIds));
    const byRequest = new Map(rows.map(({ requestId, ...counts }) => [requestId, counts]));
    return new Map(requestIds.map((id) => [id, byRequest.get(id) ?? NO_APPLICATIONS]));
  }

  /** How many requests each client has in each status (all zero for none). */
  async requestCountsOfClients(clientIds: readonly string[]): Promise<Map<string, RequestCounts>> {
    const rows = await requests.countsByClients(this.db, uuids(clientIds));
    const byClient = new Map(rows.map(({ clientId, ...counts }) => [clientId, counts]));
    return new Map(clientIds.map((id) => [id, byClient.get(id) ?? NO_REQUESTS]));
  }

  /** How many applications each expert sent, in each status (all zero for none). */
  async applicationCountsOfExperts(
    expertIds: readonly string[],
  ): Promise<Map<string, ApplicationCounts>> {
    const rows = await applications.countsByExperts(this.db, uuids(expertIds));
    const byExpert = new Map(rows.map(({ expertId, ...counts }) => [expertId, counts]));
    return new Map(expertIds.map((id) => [id, byExpert.get(id) ?? NO_APPLICATIONS]));
  }

  /** Which of the requests the expert applied to. */
  appliedAmong(expertId: string, requestIds: readonly string[]): Promise<Set<string>> {
    return applications.appliedAmong(this.db, expertId, uuids(requestIds));
  }

  /**
   * Experts as clients see them: the account's name, with the title and location of their
   * profile (DEFAULT_TITLE and DEFAULT_LOCATION without one, or where one is blank).
   */
  async experts(expertIds: readonly string[]): Promise<Map<string, ExpertSummary>> {
    const ids = uuids(expertIds);
    const [names, profiles] = await Promise.all([
      experts.names(this.db, ids),
      expertProfiles.findByUserIds(this.db, ids),
    ]);
    const profileOf = new Map(profiles.map((profile) => [profile.userId, profile]));
    return new Map(
      names.map(({ userId, name }) => {
        const profile = profileOf.get(userId);
        return [
          userId,
          {
            expertId: userId,
            name,
            title: profile?.title || DEFAULT_TITLE,
            location: profile?.location || DEFAULT_LOCATION,
          },
        ];
      }),
    );
  }

  async reputations(expertIds: readonly string[]): Promise<Map<string, ExpertReputation>> {
    const rows = await experts.reputations(this.db, uuids(expertIds));
    const byExpert = new Map(rows.map(({ expertId, ...reputation }) => [expertId, reputation]));
    return new Map(expertIds.map((id) => [id, byExpert.get(id) ?? NO_REPUTATION]));
  }

  /** Templates still in the catalogue, by id, without their workflows. */
  async templatesOf(templateIds: readonly (string | null)[]): Promise<Map<string, Template>> {
    const ids = templateIdsOf(templateIds);
    const found = ids.length > 0 ? await this.templates.findByIds(ids) : [];
    return new Map(found.map((template) => [template.id, template]));
  }

  /** The workflows of templates still in the catalogue, by template id. */
  async workflowsOf(templateIds: readonly (string | null)[]): Promise<Map<string, WorkflowJson>> {
    const ids = templateIdsOf(templateIds);
    const found = ids.length > 0 ? await this.templates.findWorkflowsByIds(ids) : [];
    return new Map(found.map((row) => [row.id, row.workflow]));
  }
}

function templateIdsOf(templateIds: readonly (string | null)[]): string[] {
  return uuids(templateIds.filter((id): id is string => id !== null));
}

/** Distinct well-formed ids: anything else names no record, and PostgreSQL must not see it. */
function uuids(ids: readonly string[]): string[] {
  return [...new Set(ids.filter(isUuid))];
}
