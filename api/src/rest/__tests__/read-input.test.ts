import { AppError } from '../../core/app-error';
import { OneOf, Text, WholeNumber } from '../../core/input-rules';
import { readBody, readParams, readQuery } from '../read-input';

class SearchQuery {
  @WholeNumber(1, 100)
  limit?: number;

  @Text(50)
  search?: string;

  /** Declared as a list, so it may repeat in a query string. */
  @OneOf(['AI', 'HR'], { each: true })
  tags?: string[];
}

class IdParams {
  @WholeNumber(1, 1000)
  id: number;
}

function refusal(read: () => unknown): AppError {
  try {
    read();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('reading REST input', () => {
  it('reads a query string into the class, coerced', () => {
    const query = readQuery(SearchQuery, { limit: '5', search: ' mail ', tags: ['ai', 'HR'] });
    expect(query).toBeInstanceOf(SearchQuery);
    expect({ ...query }).toEqual({ limit: 5, search: 'mail', tags: ['AI', 'HR'] });
  });

  it('refuses a repeated parameter the class takes once, rather than picking a value', () => {
    const error = refusal(() => readQuery(SearchQuery, { limit: ['5', '6'], search: ['a', 'b'] }));
    expect(error.status).toBe(400);
    expect(error.message).toBe('Invalid query');
    expect(error.extra).toEqual({
      fields: {
        limit: 'must be given once, as plain text',
        search: 'must be given once, as plain text',
      },
    });
  });

  it('names repeated and broken parameters together', () => {
    const error = refusal(() => readQuery(SearchQuery, { limit: '1e3', search: ['a', 'b'] }));
    expect(error.extra.fields).toEqual({
      limit: 'must be a whole number',
      search: 'must be given once, as plain text',
    });
  });

  it('ignores parameters the class does not declare, repeated or not', () => {
    const query = readQuery(SearchQuery, { utm: ['a', 'b'], 'limit[]': '7', limit: '2' });
    expect({ ...query }).toEqual({ limit: 2 });
  });

  it.each([[[]], ['text'], [null], [undefined], [42]])(
    'refuses a body that is not a JSON object (%p)',
    (body) => {
      const error = refusal(() => readBody(SearchQuery, body));
      expect(error.code).toBe('validation_error');
      expect(error.message).toBe('The request body must be a JSON object');
    },
  );

  it('reads a body, naming each bad field', () => {
    expect(readBody(SearchQuery, { limit: 3 }).limit).toBe(3);
    const error = refusal(() => readBody(SearchQuery, { limit: '0', search: 'x'.repeat(51) }));
    expect(error.message).toBe('Invalid input');
    expect(error.extra.fields).toEqual({
      limit: 'must be a whole number from 1 to 100',
      search: 'must be at most 50 characters',
    });
  });

  it('answers path parameters that break their rules as not found', () => {
    expect(readParams(IdParams, { id: '12' }, 'Thing not found').id).toBe(12);
    for (const id of ['0', 'abc', '1.5', '1001', '-1']) {
      const error = refusal(() => readParams(IdParams, { id }, 'Thing not found'));
      expect({ code: error.code, message: error.message }).toEqual({
        code: 'not_found',
        message: 'Thing not found',
      });
    }
  });
});
