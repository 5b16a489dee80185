import type { Urgency } from '../../gql/graphql';
import type { CreateHireRequestInput } from '../../gql-home/graphql';
import { characterCount } from '../../ui/format';

/** What the request form edits; amounts as typed, so a half-typed number is not lost. */
export interface HireRequestValues {
  businessProblem: string;
  requirements: string;
  timeline: string;
  urgency: Urgency;
  industry: string;
  companySize: string;
  budgetCurrency: string;
  budgetMin: string;
  budgetMax: string;
}

export type HireRequestField = keyof HireRequestValues;

export type HireRequestProblems = Partial<Record<HireRequestField, string>>;

export const EMPTY_HIRE_REQUEST: HireRequestValues = {
  businessProblem: '',
  requirements: '',
  timeline: '',
  urgency: 'medium',
  industry: '',
  companySize: '',
  budgetCurrency: 'USD',
  budgetMin: '',
  budgetMax: '',
};

/** The bounds on a hire request (the API enforces the same, on trimmed text). */
export const HIRE_REQUEST_BOUNDS = {
  businessProblem: { min: 10, max: 2000 },
  requirements: { min: 10, max: 4000 },
  timeline: { min: 1, max: 100 },
  industry: { min: 1, max: 100 },
  companySize: { min: 1, max: 50 },
  budgetMax: 999_999.99,
} as const;

/** The form's labels, which its problems name. */
export const HIRE_REQUEST_LABELS: Record<HireRequestField, string> = {
  businessProblem: 'Business problem',
  requirements: 'Requirements',
  timeline: 'Timeline',
  urgency: 'Urgency',
  industry: 'Industry',
  companySize: 'Company size',
  budgetCurrency: 'Currency',
  budgetMin: 'Minimum budget',
  budgetMax: 'Maximum budget',
};

const URGENCIES: readonly string[] = ['low', 'medium', 'high', 'urgent'];
const CURRENCY = /^[A-Z]{3}$/;
/** Digits with at most two decimals: money in major units. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;

type TextField = 'businessProblem' | 'requirements' | 'timeline' | 'industry' | 'companySize';

function textProblem(field: TextField, value: string): string | undefined {
  const { min, max } = HIRE_REQUEST_BOUNDS[field];
  const length = characterCount(value.trim());
  const label = HIRE_REQUEST_LABELS[field];
  if (length === 0) return `${label} is required`;
  if (length < min) return `${label} must be at least ${min} characters`;
  if (length > max) return `${label} must be at most ${max.toLocaleString('en-US')} characters`;
  return undefined;
}

/** Whether the form carries a budget: any of its amounts typed. */
export function hasBudget(values: HireRequestValues): boolean {
  return values.budgetMin.trim() !== '' || values.budgetMax.trim() !== '';
}

function budgetProblems(values: HireRequestValues): HireRequestProblems {
  if (!hasBudget(values)) return {};
  const problems: HireRequestProblems = {};
  if (!CURRENCY.test(values.budgetCurrency.trim())) {
    problems.budgetCurrency = 'Currency must be a 3-letter code such as USD';
  }
  const min = values.budgetMin.trim();
  const max = values.budgetMax.trim();
  if (min === '') problems.budgetMin = 'Minimum budget is required with a budget';
  else if (!AMOUNT.test(min)) problems.budgetMin = 'Minimum budget must be an amount of 0 or more';
  if (max === '') problems.budgetMax = 'Maximum budget is required with a budget';
  else if (!AMOUNT.test(max)) problems.budgetMax = 'Maximum budget must be an amount of 0 or more';
  else if (Number(max) > HIRE_REQUEST_BOUNDS.budgetMax) {
    problems.budgetMax = 'Maximum budget must be at most 999,999.99';
  } else if (!problems.budgetMin && Number(max) < Number(min)) {
    problems.budgetMax = 'Maximum budget must not be below the minimum';
  }
  return problems;
}

/**
 * The request form's problems, field by field, by those bounds: the texts within their
 * lengths once trimmed, a known urgency, and a budget (optional: leave both amounts empty) of a
 * 3-letter currency and amounts from 0 with at most two decimals, the maximum not below the
 * minimum nor above 1,000,000. Empty when the form may be sent.
 */
export function hireRequestProblems(values: HireRequestValues): HireRequestProblems {
  const problems: HireRequestProblems = {};
  for (const field of [
    'businessProblem',
    'requirements',
    'timeline',
    'industry',
    'companySize',
  ] as const) {
    const problem = textProblem(field, values[field]);
    if (problem) problems[field] = problem;
  }
  if (!URGENCIES.includes(values.urgency)) problems.urgency = 'Choose an urgency';
  return { ...problems, ...budgetProblems(values) };
}

/** The form as the API's input: texts trimmed, the budget only when one was given. */
export function toCreateHireRequestInput(
  templateId: string,
  values: HireRequestValues,
): CreateHireRequestInput {
  return {
    templateId,
    businessProblem: values.businessProblem.trim(),
    requirements: values.requirements.trim(),
    timeline: values.timeline.trim(),
    urgency: values.urgency,
    industry: values.industry.trim(),
    companySize: values.companySize.trim(),
    ...(hasBudget(values) && {
      budget: {
        currency: values.budgetCurrency.trim(),
        min: Number(values.budgetMin.trim()),
        max: Number(values.budgetMax.trim()),
      },
    }),
  };
}

/** The API's field names (`budget.min`, REST and GraphQL alike) for the form's fields. */
const SERVER_FIELDS: Record<string, HireRequestField> = {
  businessProblem: 'businessProblem',
  requirements: 'requirements',
  timeline: 'timeline',
  urgency: 'urgency',
  industry: 'industry',
  companySize: 'companySize',
  'budget.currency': 'budgetCurrency',
  'budget.min': 'budgetMin',
  'budget.max': 'budgetMax',
  budget: 'budgetMin',
};

/** Which form field an API field problem belongs under, if any (`input.` prefixes ignored). */
export function formFieldOf(serverField: string): HireRequestField | undefined {
  return SERVER_FIELDS[serverField.replace(/^input\./, '')];
}
