import {
  AI_FLAGS,
  AUTOMATION_FLAGS,
  PROFILE_LINKS,
  type ExpertProfilesInput,
  type ProfileLink,
} from './dtos/expertise.inputs';
import type { SubmitExpertApplicationInput } from './dtos/expert-application.inputs';
import { toPortfolioItem } from './dtos/portfolio-item';
import type { Expertise, NewExpertApplication } from './expert-application.repository';

/**
 * A checked form as stored: every optional part filled in (a flag not sent is false, a link not
 * given null, a list not sent empty), so an application always has the same shape to show.
 */
export function toNewApplication(
  userId: string,
  form: SubmitExpertApplicationInput,
): NewExpertApplication {
  const { degree, field, institution, year } = form.education;
  return {
    userId,
    fullName: form.fullName,
    email: form.email,
    phone: form.phone ?? null,
    location: form.location,
    jobTitle: form.jobTitle,
    company: form.company,
    yearsOfExperience: form.yearsOfExperience,
    education: { degree, field, institution, year },
    professionalSummary: form.professionalSummary,
    profiles: profileLinks(form.profiles),
    aiExpertise: expertise(AI_FLAGS, form.aiExpertise),
    automationExpertise: expertise(AUTOMATION_FLAGS, form.automationExpertise),
    programmingLanguages: form.programmingLanguages ?? [],
    toolsAndPlatforms: form.toolsAndPlatforms ?? [],
    portfolioItems: (form.portfolioItems ?? []).map(toPortfolioItem),
    motivationStatement: form.motivationStatement,
    expertiseGoals: form.expertiseGoals,
    contributionPlans: form.contributionPlans,
  };
}

function profileLinks(links: ExpertProfilesInput | undefined): Record<ProfileLink, string | null> {
  const entries = PROFILE_LINKS.map((name) => [name, links?.[name] ?? null]);
  return Object.fromEntries(entries) as Record<ProfileLink, string | null>;
}

function expertise<F extends string>(
  flags: readonly F[],
  given: (Partial<Record<F, boolean>> & { other?: string[] }) | undefined,
): Expertise<F> {
  const set = Object.fromEntries(flags.map((flag) => [flag, given?.[flag] ?? false]));
  return { ...(set as Record<F, boolean>), other: given?.other ?? [] };
}
