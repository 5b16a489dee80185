import type { SignedInActor } from '../../core/actor';
import type { Template, WorkflowJson } from '../templates/template.entity';
import type { ExpertReputation, ExpertSummary } from './expert-record.repository';
import { NO_REPUTATION } from './expert-record.repository';
import type {
  ApplicationCounts,
  HireApplicationRecord,
} from './applications/hire-application.repository';
import type { HireRequestRecord } from './requests/hire-request.repository';
import type { HireRelations } from './hire-relations';
import { isRequestClient, visibleApplications } from './hiring.policy';

/** An application with what its card shows: the expert, their record, the request it answers. */
export interface ApplicationView {
  application: HireApplicationRecord;
  expert: ExpertSummary;
  reputation: ExpertReputation;
  request: HireRequestRecord;
  /** Null once the template left the catalogue. */
  template: Template | null;
}

/**
 * A request with its template, and the applications the actor may read. Only a request shown on
 * its own carries its template's workflow; a list's requests and every application's project
 * carry the card fields (node count, category), so a workflow is never repeated per item.
 */
export interface RequestView {
  request: HireRequestRecord;
  template: Template | null;
  /** The template's workflow when the request is shown on its own. */
  workflow: WorkflowJson | null;
  isOwner: boolean;
  /** The client's only. */
  counts: ApplicationCounts | null;
  applications: ApplicationView[];
}

/** A pending request on the board: what an expert may know of it. */
export interface ProjectView {
  request: HireRequestRecord;
  template: Template | null;
  applicationCount: number;
  hasApplied: boolean;
}

/**
 * What REST presents of records a service already let the actor see, gathered in batches as
 * GraphQL's loaders gather them; the REST routes call it on a service's answer. It decides no
 * access but one: which applications of a request the actor may read (the policy's rule).
 */
export class HireViewService {
  constructor(private readonly relations: HireRelations) {}

  /** A list of requests: their templates without workflows. */
  requests(actor: SignedInActor, records: HireRequestRecord[]): Promise<RequestView[]> {
    return this.gather(actor, records, { withWorkflow: false });
  }

  /** One request (details, and the answer to a change): its template with the workflow. */
  async request(actor: SignedInActor, record: HireRequestRecord): Promise<RequestView> {
    const [view] = await this.gather(actor, [record], { withWorkflow: true });
    return view;
  }

  private async gather(
    actor: SignedInActor,
    records: HireRequestRecord[],
    { withWorkflow }: { withWorkflow: boolean },
  ): Promise<RequestView[]> {
    const ids = records.map((request) => request.id);
    const templateIds = records.map((request) => request.templateId);
    const [applications, counts, templates, workflows] = await Promise.all([
      this.relations.applicationsOf(ids),
      this.relations.countsOf(ids),
      this.relations.templatesOf(templateIds),
      withWorkflow ? this.relations.workflowsOf(templateIds) : new Map<string, WorkflowJson>(),
    ]);
    const visible = records.map((request) =>
      visibleApplications(actor, request.clientId, applications.get(request.id) ?? []),
    );
    const cards = await this.cards(
      visible.flat(),
      new Map(records.map((r) => [r.id, r])),
      templates,
    );
    return records.map((request, index) => {
      const isOwner = isRequestClient(actor, request);
      return {
        request,
        template: templateOf(templates, request),
        workflow: (request.templateId && workflows.get(request.templateId)) || null,
        isOwner,
        counts: isOwner ? (counts.get(request.id) ?? null) : null,
        applications: visible[index].map((application) => cards.get(application.id)!),
      };
    });
  }

  /** Application cards; `known` requests (the one a route already read) are not read again. */
  async applications(
    records: HireApplicationRecord[],
    known: HireRequestRecord[] = [],
  ): Promise<ApplicationView[]> {
    const requests = new Map(known.map((request) => [request.id, request]));
    const missing = records.map((a) => a.requestId).filter((id) => !requests.has(id));
    if (missing.length > 0) {
      for (const [id, request] of await this.relations.requests(missing)) requests.set(id, request);
    }
    const templates = await this.relations.templatesOf(
      [...requests.values()].map((r) => r.templateId),
    );
    const cards = await this.cards(records, requests, templates);
    return records.map((application) => cards.get(application.id)!);
  }

  async application(record: HireApplicationRecord): Promise<ApplicationView> {
    return (await this.applications([record]))[0];
  }

  async projects(actor: SignedInActor, records: HireRequestRecord[]): Promise<ProjectView[]> {
    const ids = records.map((request) => request.id);
    const [counts, applied, templates] = await Promise.all([
      this.relations.countsOf(ids),
      this.relations.appliedAmong(actor.id, ids),
      this.relations.templatesOf(records.map((request) => request.templateId)),
    ]);
    return records.map((request) => ({
      request,
      template: templateOf(templates, request),
      applicationCount: counts.get(request.id)?.total ?? 0,
      hasApplied: applied.has(request.id),
    }));
  }

  /** Application cards by id: the expert and their record read for all of them at once. */
  private async cards(
    records: HireApplicationRecord[],
    requests: Map<string, HireRequestRecord>,
    templates: Map<string, Template>,
  ): Promise<Map<string, ApplicationView>> {
    const expertIds = records.map((application) => application.expertId);
    const [experts, reputations] = await Promise.all([
      this.relations.experts(expertIds),
      this.relations.reputations(expertIds),
    ]);
    return new Map(
      records.map((application) => {
        const request = requests.get(application.requestId)!;
        return [
          application.id,
          {
            application,
            expert: experts.get(application.expertId)!,
            reputation: reputations.get(application.expertId) ?? NO_REPUTATION,
            request,
            template: templateOf(templates, request),
          },
        ];
      }),
    );
  }
}

function templateOf(templates: Map<string, Template>, request: HireRequestRecord): Template | null {
  return (request.templateId && templates.get(request.templateId)) || null;
}
