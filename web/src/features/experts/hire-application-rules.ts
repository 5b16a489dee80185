import type { ApplyToHireRequestInput } from '../../gql/graphql';
import { collectProblems, textProblem, type Problem } from './form-rules';
import { portfolioInput, portfolioProblems, type PortfolioDraft } from './portfolio-rules';

/** The application form's text fields, named as the API names their problems. */
export type ApplyField =
  | 'coverLetter'
  | 'relevantExperience'
  | 'approachDescription'
  | 'proposedTimeline'
  | 'proposedBudget.currency'
  | 'proposedBudget.amount'
  | 'proposedBudget.explanation';

export const APPLY_LABELS: Record<ApplyField, string> = {
  coverLetter: 'Cover letter',
  relevantExperience: 'Relevant experience',
  approachDescription: 'Project approach',
  proposedTimeline: 'Proposed timeline',
  'proposedBudget.currency': 'Currency',
  'proposedBudget.amount': 'Amount',
  'proposedBudget.explanation': 'Budget explanation',
};

/** The API's bounds on an application, shown as hints and counters on the form. */
export const APPLY_BOUNDS = {
  coverLetter: { min: 20, max: 5000 },
  relevantExperience: { min: 1, max: 5000 },
  approachDescription: { min: 20, max: 5000 },
  proposedTimeline: { min: 1, max: 100 },
  'proposedBudget.explanation': { min: 0, max: 2000 },
} as const;

/** The largest budget an expert may propose, in major units. */
export const MAX_PROPOSED_AMOUNT = 999_999.99;

export interface ApplyValues {
  fields: Record<ApplyField, string>;
  portfolio: PortfolioDraft[];
}

/** A blank form; the currency starts as the project's budget's, or USD. */
export function emptyApplyValues(currency = 'USD'): ApplyValues {
  return {
    fields: {
      coverLetter: '',
      relevantExperience: '',
      approachDescription: '',
      proposedTimeline: '',
      'proposedBudget.currency': currency,
      'proposedBudget.amount': '',
      'proposedBudget.explanation': '',
    },
    portfolio: [],
  };
}

/** An ISO 4217-style code: three capital letters (typed in any case). */
export function currencyProblem(value: string): Problem {
  return /^[A-Z]{3}$/.test(value.trim().toUpperCase())
    ? undefined
    : 'Currency must be a 3-letter code such as USD';
}

/** A positive amount of at most 1,000,000 with at most 2 decimals, typed as text. */
export function amountProblem(value: string): Problem {
  const text = value.trim();
  if (text === '') return 'Amount is required';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'Amount must be a number';
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'Amount can have at most 2 decimals';
  const amount = Number(text);
  if (amount <= 0) return 'Amount must be greater than 0';
  if (amount > MAX_PROPOSED_AMOUNT) return 'Amount must be at most 999,999.99';
  return undefined;
}

function bounded(field: keyof typeof APPLY_BOUNDS, values: ApplyValues): Problem {
  const { min, max } = APPLY_BOUNDS[field];
  return textProblem(APPLY_LABELS[field], values.fields[field], min, max);
}

/** Every problem of the form, keyed as the API keys them (portfolio rows included). */
export function applyProblems(values: ApplyValues): Record<string, string> {
  return {
    ...collectProblems<ApplyField>({
      coverLetter: bounded('coverLetter', values),
      relevantExperience: bounded('relevantExperience', values),
      approachDescription: bounded('approachDescription', values),
      proposedTimeline: bounded('proposedTimeline', values),
      'proposedBudget.currency': currencyProblem(values.fields['proposedBudget.currency']),
      'proposedBudget.amount': amountProblem(values.fields['proposedBudget.amount']),
      'proposedBudget.explanation': bounded('proposedBudget.explanation', values),
    }),
    ...portfolioProblems('relevantPortfolioItems', values.portfolio),
  };
}

/** The form as `applyToHireRequest` takes it, for the project `requestId`. */
export function applyInput(requestId: string, values: ApplyValues): ApplyToHireRequestInput {
  const text = (field: ApplyField) => values.fields[field].trim();
  return {
    requestId,
    coverLetter: text('coverLetter'),
    relevantExperience: text('relevantExperience'),
    approachDescription: text('approachDescription'),
    proposedTimeline: text('proposedTimeline'),
    proposedBudget: {
      currency: text('proposedBudget.currency').toUpperCase(),
      amount: Number(text('proposedBudget.amount')),
      explanation: text('proposedBudget.explanation'),
    },
    relevantPortfolioItems: portfolioInput(values.portfolio),
  };
}
