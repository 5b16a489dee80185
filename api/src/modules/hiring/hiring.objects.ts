import type { ExpertSummary } from './expert-record.repository';
import type { HireApplicationRecord } from './applications/hire-application.repository';
import type { HireRequestRecord } from './requests/hire-request.repository';
import type {
  ApplicationProjectObject,
  ExpertSummaryObject,
  HireApplicationObject,
  HireRequestObject,
  OpenProjectObject,
} from './dtos/hiring.types';
import { ANONYMOUS_CLIENT, presentBudget } from './hiring.presenter';
import { majorUnits } from '../../lib/money';

/** Hiring's records as GraphQL's objects: money in major units, relations left to resolvers. */

export function toHireRequest(request: HireRequestRecord): HireRequestObject {
  return { ...request, budget: presentBudget(request.budget) };
}

/** A board entry: the same work, no status, and nothing of the client but the owner check. */
export function toOpenProject(request: HireRequestRecord): OpenProjectObject {
  const { status: _status, updatedAt: _updatedAt, ...work } = toHireRequest(request);
  return work;
}

export function toApplicationProject(request: HireRequestRecord): ApplicationProjectObject {
  return { ...toHireRequest(request), clientName: ANONYMOUS_CLIENT };
}

export function toHireApplication(application: HireApplicationRecord): HireApplicationObject {
  return {
    id: application.id,
    status: application.status,
    createdAt: application.createdAt,
    updatedAt: application.updatedAt,
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
    feedback: application.feedback,
    expertId: application.expertId,
    requestId: application.requestId,
  };
}

export function toExpertSummary(expert: ExpertSummary): ExpertSummaryObject {
  return { ...expert };
}
