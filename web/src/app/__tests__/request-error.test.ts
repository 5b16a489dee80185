import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import {
  fieldProblemText,
  formProblems,
  isUnauthorized,
  readableMessage,
  readRequestError,
} from '../request-error';

function graphQLError(message: string, extensions: Record<string, unknown>) {
  return new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions }] });
}

function httpError(status: number, body: unknown) {
  return new ServerError(`Response not successful: Received status code ${status}`, {
    response: { status } as Response,
    bodyText: JSON.stringify(body),
  });
}

const LABELS = { email: 'Email', password: 'Password' };

describe('reading a failed request', () => {
  it('takes code, message and fields from a GraphQL error', () => {
    const error = graphQLError('Invalid input', {
      code: 'VALIDATION_ERROR',
      fields: { password: 'must be at least 6 characters' },
    });
    expect(readRequestError(error)).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid input',
      fields: { password: 'must be at least 6 characters' },
    });
  });

  it('reads the body of an HTTP error Apollo did not parse', () => {
    const error = httpError(429, {
      errors: [{ message: 'Too many sign-in attempts.', extensions: { code: 'RATE_LIMITED' } }],
    });
    expect(readRequestError(error)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-in attempts.',
      fields: {},
    });
    expect(readRequestError(new TypeError('Failed to fetch'))).toEqual({ fields: {} });
  });

  it('knows a refused session by HTTP 401 or by UNAUTHORIZED, and nothing else', () => {
    expect(isUnauthorized(httpError(401, {}))).toBe(true);
    expect(isUnauthorized(graphQLError('Session gone', { code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isUnauthorized(graphQLError('No', { code: 'FORBIDDEN' }))).toBe(false);
    expect(isUnauthorized(httpError(400, {}))).toBe(false);
    expect(isUnauthorized(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('laying a failure out on a form', () => {
  it('puts field problems under their fields, as sentences, with nothing on top', () => {
    const error = graphQLError('Invalid input', {
      code: 'VALIDATION_ERROR',
      fields: { email: 'must be a valid email address' },
    });
    expect(formProblems(error, LABELS, 'Failed')).toEqual({
      fields: { email: 'Email must be a valid email address' },
    });
  });

  it('keeps a problem worded as a whole sentence as it is', () => {
    expect(fieldProblemText('Email', 'An account with this email already exists')).toBe(
      'An account with this email already exists',
    );
  });

  it("shows the API's message on top when no field holds it, else the fallback", () => {
    const wrong = graphQLError('Invalid email or password', { code: 'UNAUTHORIZED' });
    expect(formProblems(wrong, LABELS, 'Failed')).toEqual({
      fields: {},
      message: 'Invalid email or password',
    });
    const elsewhere = graphQLError('Invalid input', {
      code: 'VALIDATION_ERROR',
      fields: { name: 'is required' },
    });
    expect(formProblems(elsewhere, LABELS, 'Failed').message).toBe('Invalid input');
    expect(formProblems(new TypeError('Failed to fetch'), LABELS, 'Failed')).toEqual({
      fields: {},
      message: 'Failed',
    });
  });

  it("shows the fallback, not the API's masked text, when the API failed inside", () => {
    const masked = graphQLError('Internal server error', { code: 'INTERNAL_ERROR' });
    expect(formProblems(masked, LABELS, 'Failed to submit application')).toEqual({
      fields: {},
      message: 'Failed to submit application',
    });
  });

  it('places API fields named differently from the form through `fieldOf`', () => {
    const error = graphQLError('Invalid input', {
      code: 'VALIDATION_ERROR',
      fields: { 'input.mail': 'must be a valid email address' },
    });
    const fieldOf = (apiField: string) => (apiField === 'input.mail' ? 'email' : undefined);
    expect(formProblems(error, LABELS, 'Failed', fieldOf)).toEqual({
      fields: { email: 'Email must be a valid email address' },
    });
  });
});

describe("the API's sentence for the user", () => {
  it('is the message of a coded refusal', () => {
    expect(readableMessage({ code: 'CONFLICT', message: 'Already decided.', fields: {} })).toBe(
      'Already decided.',
    );
  });

  it('is nothing for a masked failure or an answer without a code', () => {
    expect(readableMessage({ code: 'INTERNAL_ERROR', message: 'Internal', fields: {} })).toBe(
      undefined,
    );
    expect(readableMessage({ message: 'Response not successful', fields: {} })).toBe(undefined);
  });
});
