import { GraphQLError } from 'graphql';
import pino from 'pino';
import { AppError } from '../../core/app-error';
import { formatError } from '../errors';

describe('formatError', () => {
  const logged: unknown[] = [];
  const logger = pino({ level: 'error' }, { write: (line: string) => logged.push(line) });
  const format = formatError(logger, { hideSchemaDetails: true });
  const shaped = (error: unknown) =>
    format({ message: error instanceof Error ? error.message : 'x' }, error);

  beforeEach(() => logged.splice(0));

  it('calls an error raised with a 4xx status but no code a BAD_REQUEST, and logs no fault', () => {
    const error = new GraphQLError('provided sha does not match query', {
      extensions: { http: { status: 400 } },
    });
    expect(shaped(error)).toEqual({
      message: 'provided sha does not match query',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(logged).toEqual([]);
  });

  it('masks an error with a 5xx status or none as INTERNAL_ERROR, and logs it', () => {
    for (const error of [
      new GraphQLError('relation "templates" does not exist', {
        extensions: { http: { status: 500 } },
      }),
      new Error('invalid byte sequence for encoding "UTF8": 0x00'),
    ]) {
      expect(shaped(error)).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        extensions: { code: 'INTERNAL_ERROR' },
      });
    }
    expect(logged).toHaveLength(2);
  });

  it('keeps an AppError’s message and upper-cases its code', () => {
    const error = new GraphQLError('wrapped', {
      originalError: new AppError('not_found', 'Template not found'),
    });
    expect(shaped(error)).toEqual({
      message: 'Template not found',
      extensions: { code: 'NOT_FOUND' },
    });
  });

  it('drops the schema guess from a message in production', () => {
    const error = new GraphQLError(
      'Cannot query field "nam" on type "Category". Did you mean "name"?',
      {
        extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
      },
    );
    expect(shaped(error).message).toBe('Cannot query field "nam" on type "Category".');
  });
});
