import { characterCount } from '../../ui/format';

/** The bounds on feedback (the API's too): a whole rating from 1 to 5 and a message. */
export const FEEDBACK_BOUNDS = { rating: { min: 1, max: 5 }, message: { min: 1, max: 2000 } };

export interface FeedbackValues {
  /** 0 until a rating is chosen. */
  rating: number;
  message: string;
}

export type FeedbackProblems = Partial<Record<keyof FeedbackValues, string>>;

/** The feedback form's problems; empty when it may be sent. */
export function feedbackProblems({ rating, message }: FeedbackValues): FeedbackProblems {
  const problems: FeedbackProblems = {};
  const { min, max } = FEEDBACK_BOUNDS.rating;
  if (!Number.isInteger(rating) || rating < min || rating > max) {
    problems.rating = 'Choose a rating from 1 to 5';
  }
  const length = characterCount(message.trim());
  if (length === 0) problems.message = 'Message is required';
  else if (length > FEEDBACK_BOUNDS.message.max) {
    problems.message = 'Message must be at most 2,000 characters';
  }
  return problems;
}
