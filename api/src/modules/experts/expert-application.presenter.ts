import type { ExpertApplicationObject } from './dtos/expert-application.types';
import type { ExpertApplicationRecord } from './expert-application.repository';

/**
 * An application as GraphQL's `ExpertApplication`: the form and the decision, never the
 * applicant's or reviewer's account id.
 */
export function toExpertApplicationObject(
  record: ExpertApplicationRecord,
): ExpertApplicationObject {
  return {
    id: record.id,
    status: record.status,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    fullName: record.fullName,
    email: record.email,
    phone: record.phone,
    location: record.location,
    jobTitle: record.jobTitle,
    company: record.company,
    yearsOfExperience: record.yearsOfExperience,
    education: record.education,
    professionalSummary: record.professionalSummary,
    profiles: record.profiles,
    aiExpertise: record.aiExpertise,
    automationExpertise: record.automationExpertise,
    programmingLanguages: record.programmingLanguages,
    toolsAndPlatforms: record.toolsAndPlatforms,
    portfolioItems: record.portfolioItems,
    motivationStatement: record.motivationStatement,
    expertiseGoals: record.expertiseGoals,
    contributionPlans: record.contributionPlans,
    rejectionReason: record.rejectionReason,
    reviewedAt: record.reviewedAt,
  };
}

/** The same over REST: `_id` for the id, as hiring records have it; dates as ISO strings. */
export function presentExpertApplication(record: ExpertApplicationRecord) {
  const { id, createdAt, updatedAt, reviewedAt, ...fields } = toExpertApplicationObject(record);
  return {
    _id: id,
    ...fields,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    reviewedAt: reviewedAt?.toISOString() ?? null,
  };
}
