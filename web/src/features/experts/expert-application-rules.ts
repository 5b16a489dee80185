import type { SubmitExpertApplicationInput } from '../../gql/graphql';
import {
  collectProblems,
  listProblem,
  requiredEmailProblem,
  splitList,
  textProblem,
  urlProblem,
  wholeNumberProblem,
  type Problem,
} from './form-rules';
import { AREA_NAMES } from './expertise-summary';
import { portfolioInput, portfolioProblems, type PortfolioDraft } from './portfolio-rules';

/** The Become an Expert form's typed fields, named as the API names their problems. */
export type ExpertField =
  | 'fullName'
  | 'email'
  | 'phone'
  | 'location'
  | 'jobTitle'
  | 'company'
  | 'yearsOfExperience'
  | 'education.degree'
  | 'education.field'
  | 'education.institution'
  | 'education.year'
  | 'professionalSummary'
  | 'profiles.linkedin'
  | 'profiles.github'
  | 'profiles.portfolio'
  | 'profiles.twitter'
  | 'profiles.website'
  | 'programmingLanguages'
  | 'toolsAndPlatforms'
  | 'motivationStatement'
  | 'expertiseGoals'
  | 'contributionPlans';

export const EXPERT_LABELS: Record<ExpertField, string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone (optional)',
  location: 'Location',
  jobTitle: 'Job title',
  company: 'Company',
  yearsOfExperience: 'Years of experience',
  'education.degree': 'Degree',
  'education.field': 'Field of study',
  'education.institution': 'Institution',
  'education.year': 'Graduation year',
  professionalSummary: 'Professional summary (100-1000 characters)',
  'profiles.linkedin': 'LinkedIn',
  'profiles.github': 'GitHub',
  'profiles.portfolio': 'Portfolio',
  'profiles.twitter': 'Twitter',
  'profiles.website': 'Website',
  programmingLanguages: 'Programming languages (optional)',
  toolsAndPlatforms: 'Tools and platforms (optional)',
  motivationStatement: 'Why do you want to become an expert? (50-500 characters)',
  expertiseGoals: 'Your expertise goals (50-500 characters)',
  contributionPlans: 'How will you contribute? (50-500 characters)',
};

/** The names the messages use: the labels without their hints. */
const NAMES: Partial<Record<ExpertField, string>> = {
  phone: 'Phone',
  programmingLanguages: 'Programming languages',
  toolsAndPlatforms: 'Tools and platforms',
  professionalSummary: 'Professional summary',
  motivationStatement: 'Motivation statement',
  expertiseGoals: 'Expertise goals',
  contributionPlans: 'Contribution plans',
};

function nameOf(field: ExpertField): string {
  return NAMES[field] ?? EXPERT_LABELS[field];
}

/** Each field's name in a sentence, for the API's problems laid out on the form. */
export const EXPERT_FIELD_NAMES = Object.fromEntries(
  Object.keys(EXPERT_LABELS).map((field) => [field, nameOf(field as ExpertField)]),
) as Record<ExpertField, string>;

/** Areas as checkbox options: `[key, name]`. */
function withNames<Key extends string>(keys: readonly Key[]): readonly (readonly [Key, string])[] {
  return keys.map((key) => [key, AREA_NAMES[key]] as const);
}

/** The six AI areas the form offers as checkboxes (the API takes more: AREA_NAMES). */
export const AI_EXPERTISE = withNames([
  'machineLearning',
  'naturalLanguageProcessing',
  'computerVision',
  'deepLearning',
  'dataScience',
  'predictiveAnalytics',
] as const);

/** The six automation areas offered as checkboxes. */
export const AUTOMATION_EXPERTISE = withNames([
  'workflowAutomation',
  'processAutomation',
  'n8nExpertise',
  'zapierExpertise',
  'makeIntegromatExpertise',
  'apiIntegrations',
] as const);

export type AiArea = (typeof AI_EXPERTISE)[number][0];
export type AutomationArea = (typeof AUTOMATION_EXPERTISE)[number][0];

/** Lengths of the long texts, for their hints and counters. */
export const SUMMARY_BOUNDS = { min: 100, max: 1000 };
export const STATEMENT_BOUNDS = { min: 50, max: 500 };

/** The earliest graduation year the form takes; the latest is ten years from now. */
export const FIRST_GRADUATION_YEAR = 1950;

export function lastGraduationYear(now: Date = new Date()): number {
  return now.getFullYear() + 10;
}

export interface ExpertValues {
  fields: Record<ExpertField, string>;
  ai: Record<AiArea, boolean>;
  automation: Record<AutomationArea, boolean>;
  portfolio: PortfolioDraft[];
}

/** A blank form, with the account's name and email filled in. */
export function emptyExpertValues(account: { name: string; email: string }): ExpertValues {
  const fields = Object.fromEntries(
    Object.keys(EXPERT_LABELS).map((field) => [field, '']),
  ) as Record<ExpertField, string>;
  return {
    fields: { ...fields, fullName: account.name, email: account.email },
    ai: Object.fromEntries(AI_EXPERTISE.map(([area]) => [area, false])) as Record<AiArea, boolean>,
    automation: Object.fromEntries(AUTOMATION_EXPERTISE.map(([area]) => [area, false])) as Record<
      AutomationArea,
      boolean
    >,
    portfolio: [],
  };
}

/**
 * Every problem of the form by the API's bounds, keyed as
 * the API keys them (portfolio rows included). `now` decides the latest graduation year.
 */
export function expertApplicationProblems(
  values: ExpertValues,
  now: Date = new Date(),
): Record<string, string> {
  const value = (field: ExpertField) => values.fields[field];
  const text = (field: ExpertField, min: number, max: number): Problem =>
    textProblem(nameOf(field), value(field), min, max);
  const url = (field: ExpertField) => urlProblem(nameOf(field), value(field));
  const list = (field: ExpertField) => listProblem(nameOf(field), value(field), 30, 50);
  const statement = (field: ExpertField) => text(field, STATEMENT_BOUNDS.min, STATEMENT_BOUNDS.max);
  return {
    ...collectProblems<ExpertField>({
      fullName: text('fullName', 1, 100),
      email: requiredEmailProblem('Email', value('email')),
      phone: text('phone', 0, 40),
      location: text('location', 1, 200),
      jobTitle: text('jobTitle', 1, 200),
      company: text('company', 1, 200),
      yearsOfExperience: wholeNumberProblem(
        'Years of experience',
        value('yearsOfExperience'),
        0,
        80,
      ),
      'education.degree': text('education.degree', 1, 200),
      'education.field': text('education.field', 1, 200),
      'education.institution': text('education.institution', 1, 200),
      'education.year': wholeNumberProblem(
        'Graduation year',
        value('education.year'),
        FIRST_GRADUATION_YEAR,
        lastGraduationYear(now),
      ),
      professionalSummary: text('professionalSummary', SUMMARY_BOUNDS.min, SUMMARY_BOUNDS.max),
      'profiles.linkedin': url('profiles.linkedin'),
      'profiles.github': url('profiles.github'),
      'profiles.portfolio': url('profiles.portfolio'),
      'profiles.twitter': url('profiles.twitter'),
      'profiles.website': url('profiles.website'),
      programmingLanguages: list('programmingLanguages'),
      toolsAndPlatforms: list('toolsAndPlatforms'),
      motivationStatement: statement('motivationStatement'),
      expertiseGoals: statement('expertiseGoals'),
      contributionPlans: statement('contributionPlans'),
    }),
    ...portfolioProblems('portfolioItems', values.portfolio),
  };
}

const PROFILE_KEYS = ['linkedin', 'github', 'portfolio', 'twitter', 'website'] as const;

/** The form as `submitExpertApplication` takes it: trimmed, empty optional fields left out. */
export function expertApplicationInput(values: ExpertValues): SubmitExpertApplicationInput {
  const text = (field: ExpertField) => values.fields[field].trim();
  const profiles = Object.fromEntries(
    PROFILE_KEYS.map((key) => [key, text(`profiles.${key}`)]).filter(([, url]) => url !== ''),
  );
  return {
    fullName: text('fullName'),
    email: text('email'),
    ...(text('phone') ? { phone: text('phone') } : {}),
    location: text('location'),
    jobTitle: text('jobTitle'),
    company: text('company'),
    yearsOfExperience: Number(text('yearsOfExperience')),
    education: {
      degree: text('education.degree'),
      field: text('education.field'),
      institution: text('education.institution'),
      year: Number(text('education.year')),
    },
    professionalSummary: text('professionalSummary'),
    profiles,
    aiExpertise: { ...values.ai },
    automationExpertise: { ...values.automation },
    programmingLanguages: splitList(values.fields.programmingLanguages),
    toolsAndPlatforms: splitList(values.fields.toolsAndPlatforms),
    portfolioItems: portfolioInput(values.portfolio),
    motivationStatement: text('motivationStatement'),
    expertiseGoals: text('expertiseGoals'),
    contributionPlans: text('contributionPlans'),
  };
}
