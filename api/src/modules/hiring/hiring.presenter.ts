import type { Template, WorkflowJson } from '../templates/template.entity';
import type { ApplicationCounts } from './applications/hire-application.repository';
import type { HireRequestRecord, StoredBudget } from './requests/hire-request.repository';
import type { ApplicationView, ProjectView, RequestView } from './hire-view.service';
import { majorUnits } from '../../lib/money';

/**
 * Hiring over REST, in the shapes the web reads: `_id` for requests and applications, dates as
 * ISO strings, money in major units. Experts never see who the client is: a request reaches them
 * as a project whose `clientName` is "Anonymous", and nothing of the client's account.
 */

/** What experts see instead of the client's name: the client stays anonymous to them. */
export const ANONYMOUS_CLIENT = 'Anonymous';

export function presentBudget(budget: StoredBudget | null) {
  return (
    budget && {
      currency: budget.currency,
      min: majorUnits(budget.minCents),
      max: majorUnits(budget.maxCents),
    }
  );
}

/** `templateData`: the template's card fields, and its workflow when one is given. */
function templateData(
  template: Template | null,
  request: HireRequestRecord,
  workflow: WorkflowJson | null,
) {
  if (!template) return { name: request.templateName };
  return {
    name: template.name,
    description: template.description,
    category: template.category,
    complexity: template.complexity,
    nodeCount: template.nodeCount,
    triggerType: template.triggerType,
    ...(workflow && { workflow }),
  };
}

/** What a request says about the work, to its client and to experts alike. */
function requestFields(
  request: HireRequestRecord,
  template: Template | null,
  workflow: WorkflowJson | null = null,
) {
  return {
    _id: request.id,
    status: request.status,
    urgency: request.urgency,
    timeline: request.timeline,
    budget: presentBudget(request.budget),
    businessProblem: request.businessProblem,
    requirements: request.requirements,
    industry: request.industry,
    companySize: request.companySize,
    templateId: request.templateId,
    templateName: request.templateName,
    templateData: templateData(template, request, workflow),
  };
}

export function presentCounts(counts: ApplicationCounts) {
  const { total, pending, accepted, rejected, withdrawn } = counts;
  return { total, pending, accepted, rejected, withdrawn };
}

export function presentRequest(view: RequestView) {
  return {
    ...requestFields(view.request, view.template, view.workflow),
    createdAt: view.request.createdAt.toISOString(),
    updatedAt: view.request.updatedAt.toISOString(),
    isOwner: view.isOwner,
    applicationCounts: view.counts && presentCounts(view.counts),
    expertApplications: view.applications.map(presentApplication),
  };
}

export function presentApplication({
  application,
  expert,
  reputation,
  request,
  template,
}: ApplicationView) {
  return {
    _id: application.id,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    appliedAt: application.createdAt.toISOString(),
    updatedAt: application.updatedAt.toISOString(),
    lastUpdated: application.updatedAt.toISOString(),
    expert: {
      name: expert.name,
      profile: { title: expert.title, location: expert.location },
      reputation: { ...reputation },
    },
    coverLetter: application.coverLetter,
    relevantExperience: application.relevantExperience,
    approachDescription: application.approachDescription,
    proposedTimeline: application.proposedTimeline,
    proposedBudget: {
      currency: application.budget.currency,
      amount: majorUnits(application.budget.amountCents),
      explanation: application.budget.explanation,
    },
    relevantPortfolioItems: application.portfolioItems,
    feedback: application.feedback && {
      rating: application.feedback.rating,
      message: application.feedback.message,
      createdAt: application.feedback.createdAt.toISOString(),
    },
    project: { ...requestFields(request, template), clientName: ANONYMOUS_CLIENT },
  };
}

/** A pending request on the board: the work, never the client. */
export function presentProject({ request, template, applicationCount, hasApplied }: ProjectView) {
  return {
    ...requestFields(request, template),
    createdAt: request.createdAt.toISOString(),
    clientName: ANONYMOUS_CLIENT,
    applicationCount,
    hasApplied,
  };
}
