import { IsObject, IsOptional, ValidationError } from 'class-validator';
import { AppError } from '../app-error';
import { OneOf, Text, WholeNumber } from '../input-rules';
import { UNSAFE_INPUT } from '../unsafe-input';
import { checkArguments, checkInput, validateInput, validationFields } from '../validate-input';

class ListInput {
  @WholeNumber(1, 100)
  limit?: number;

  @OneOf(['Simple', 'Medium', 'Complex'])
  complexity?: string;

  @OneOf(['AI', 'HR', 'Sales & CRM'], { each: true })
  category?: string | string[];

  @OneOf(['newest', 'popular'], { alias: (name) => (name === 'views' ? 'popular' : undefined) })
  sort?: string;

  @Text(10)
  search?: string;
}

class NoteInput {
  @Text(20, { required: true, minLength: 2 })
  body: string;
}

class SettingsInput {
  @Text(20)
  url?: string;

  @Text(20)
  key?: string;
}

class ImportInput {
  @IsOptional()
  @IsObject()
  workflow?: Record<string, unknown>;

  @IsOptional()
  @IsObject()
  settings?: SettingsInput;

  @Text(20)
  name?: string;
}

const problemsOf = (raw: unknown) => checkInput(ListInput, raw).problems;

describe('validateInput and the shared field rules', () => {
  it('turns query-string digits into numbers and blank values into absent ones', () => {
    const { value, problems } = checkInput(ListInput, {
      limit: ' 12 ',
      complexity: '',
      search: '   ',
      category: [' ', ''],
    });
    expect(problems).toBeUndefined();
    expect({ ...value }).toEqual({ limit: 12 });
  });

  it('leaves typed values as they are', () => {
    const { value } = checkInput(ListInput, { limit: 7, complexity: 'Medium', search: 'mail' });
    expect({ ...value }).toEqual({ limit: 7, complexity: 'Medium', search: 'mail' });
  });

  it('matches enum values regardless of case and keeps their canonical spelling', () => {
    const value = validateInput(ListInput, {
      complexity: 'sImPlE',
      category: ['ai', 'AI', ' sales & crm ', ''],
      sort: 'Views',
    });
    expect(value.complexity).toBe('Simple');
    expect(value.category).toEqual(['AI', 'Sales & CRM']);
    expect(value.sort).toBe('popular');
  });

  it.each([
    ['1.5', 'must be a whole number'],
    ['1e3', 'must be a whole number'],
    ['-1', 'must be a whole number'],
    ['0x10', 'must be a whole number'],
    ['ten', 'must be a whole number'],
    ['0', 'must be a whole number from 1 to 100'],
    ['101', 'must be a whole number from 1 to 100'],
    [2.5, 'must be a whole number from 1 to 100'],
    [Number.NaN, 'must be a whole number from 1 to 100'],
  ])('refuses limit %p rather than rounding it: %s', (limit, message) => {
    expect(problemsOf({ limit })).toEqual({ limit: message });
  });

  it('names the allowed values of an enum', () => {
    expect(problemsOf({ complexity: 'Hard', category: ['AI', 'Gardening'] })).toEqual({
      complexity: 'must be one of Simple, Medium, Complex',
      category: 'must be one of AI, HR, Sales & CRM',
    });
  });

  it('refuses text over the limit rather than cutting it, and anything but text', () => {
    expect(problemsOf({ search: 'x'.repeat(10_000) })).toEqual({
      search: 'must be at most 10 characters',
    });
    expect(problemsOf({ search: { $gt: '' } })).toEqual({ search: 'must be text' });
    expect(problemsOf({ search: ['a', 'b'] })).toEqual({ search: 'must be text' });
  });

  it('reports the first broken rule of every field at once', () => {
    expect(problemsOf({ limit: 'abc', complexity: 'x', search: 42, sort: 'oldest' })).toEqual({
      limit: 'must be a whole number',
      complexity: 'must be one of Simple, Medium, Complex',
      search: 'must be text',
      sort: 'must be one of newest, popular',
    });
  });

  it('drops properties the class does not declare', () => {
    const { value, problems } = checkInput(ListInput, { utm_source: 'mail', _: '1', limit: '3' });
    expect(problems).toBeUndefined();
    expect({ ...value }).toEqual({ limit: 3 });
  });

  it.each([null, undefined, 'limit=5', 42, ['limit', '5']])(
    'treats %p as no input at all',
    (raw) => {
      const { value, problems } = checkInput(ListInput, raw);
      expect(problems).toBeUndefined();
      expect(value).toBeInstanceOf(ListInput);
      expect({ ...value }).toEqual({});
    },
  );

  it('requires required text, blank or not, and checks its length', () => {
    expect(checkInput(NoteInput, {}).problems).toEqual({ body: 'is required' });
    expect(checkInput(NoteInput, { body: '  ' }).problems).toEqual({ body: 'is required' });
    expect(checkInput(NoteInput, { body: 'a' }).problems).toEqual({
      body: 'must be at least 2 characters',
    });
    expect(validateInput(NoteInput, { body: '  ok  ' }).body).toBe('ok');
  });

  it('throws a validation AppError carrying the fields', () => {
    const attempt = () => validateInput(ListInput, { limit: '500' }, 'Invalid query');
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow(
      expect.objectContaining({
        code: 'validation_error',
        status: 400,
        message: 'Invalid query',
        extra: { fields: { limit: 'must be a whole number from 1 to 100' } },
      }),
    );
    expect(() => validateInput(NoteInput, {})).toThrow('Invalid input');
    expect(validateInput(ListInput, { limit: '5' }).limit).toBe(5);
  });

  it('takes an input it already found valid as it is, and keeps that input from changing', () => {
    const valid = validateInput(ListInput, { limit: '5' });
    expect(Object.isFrozen(valid)).toBe(true);
    expect(checkInput(ListInput, valid).value).toBe(valid);
    const built = Object.assign(new ListInput(), { limit: 500 });
    expect(checkInput(ListInput, built).problems).toEqual({
      limit: 'must be a whole number from 1 to 100',
    });
  });

  it('refuses a NUL or a lone surrogate in any property, declared or not, with the other problems', () => {
    expect(problemsOf({ search: 'a\0', limit: '0', utm: '\ud800', sort: 'newest' })).toEqual({
      search: UNSAFE_INPUT.nul,
      limit: 'must be a whole number from 1 to 100',
      utm: UNSAFE_INPUT.surrogate,
    });
    expect(checkInput(NoteInput, { body: 'ab\0' }).problems).toEqual({ body: UNSAFE_INPUT.nul });
  });

  it('refuses absurd nesting before coercing it, where class-transformer would overflow', () => {
    const deep = JSON.parse(`{"body":${'['.repeat(50_000)}${']'.repeat(50_000)}}`) as object;
    expect(checkInput(NoteInput, deep).problems).toEqual({ body: UNSAFE_INPUT.depth });
  });

  it.each([{ body: { constructor: [] } }, { utm: { nested: { constructor: 'x' } } }])(
    'refuses a nested constructor key in %j rather than letting class-transformer throw',
    (raw) => {
      expect(Object.values(checkInput(NoteInput, raw).problems ?? {})).toContain(
        UNSAFE_INPUT.constructorKey,
      );
    },
  );

  it('checks GraphQL arguments as sent, then the rules of the instance GraphQL built', () => {
    const built = Object.assign(new ListInput(), { limit: 500 });
    expect(checkArguments(built, { filter: { search: 'a\0' } })).toEqual({
      'filter.search': UNSAFE_INPUT.nul,
    });
    expect(checkArguments(built, { limit: 500 })).toEqual({
      limit: 'must be a whole number from 1 to 100',
    });
    expect(checkArguments([built, 'x'], {})).toEqual({
      limit: 'must be a whole number from 1 to 100',
    });
    expect(checkArguments('an id', { id: 'an id' })).toBeUndefined();
    expect(checkArguments(Object.assign(new ListInput(), { limit: 5 }), {})).toBeUndefined();
  });

  it('names a nested field by its path', () => {
    const child = Object.assign(new ValidationError(), {
      property: 'search',
      constraints: { maxLength: 'must be at most 200 characters' },
    });
    const parent = Object.assign(new ValidationError(), { property: 'filter', children: [child] });
    expect(validationFields([parent])).toEqual({
      'filter.search': 'must be at most 200 characters',
    });
  });

  it('takes a null as a field left out in declared inputs, but passes free-form JSON on as sent', () => {
    const workflow = { name: 'w', settings: { errorWorkflow: null }, staticData: null };
    const { value } = checkInput(ImportInput, {
      name: null,
      workflow,
      settings: { url: 'https://n8n.test', key: null },
    });
    expect(value).toEqual({ workflow, settings: { url: 'https://n8n.test' } });
    expect(value?.workflow).toEqual({
      name: 'w',
      settings: { errorWorkflow: null },
      staticData: null,
    });

    const built = Object.assign(new ImportInput(), {
      name: null,
      workflow: { staticData: null },
      settings: Object.assign(new SettingsInput(), { url: null, key: 'k' }),
    });
    expect(checkArguments(built, {})).toBeUndefined();
    expect(built).toEqual({ workflow: { staticData: null }, settings: { key: 'k' } });
  });
});
