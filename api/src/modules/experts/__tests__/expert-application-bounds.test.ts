import { createAccount, type TestAccount } from '../../../../test/accounts';
import { createTestApp, type TestApp } from '../../../../test/app';
import { REMOVE, texts, validForm, withField, type Form } from './expert-forms';

const YEAR = new Date().getUTCFullYear();
const URL_2001 = `https://example.com/${'a'.repeat(2001 - 'https://example.com/'.length)}`;
const URL_2000 = URL_2001.slice(0, 2000);
/** 254 characters, the longest address: a 64-character local part and labels of at most 63. */
const EMAIL_254 = `${'a'.repeat(64)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(57)}.com`;

/**
 * Refused over REST only: GraphQL's input coercion turns a lone value into a list of one
 * (GraphQL spec, "List" input coercion), which is then a valid list.
 */
const REST_ONLY = 'rest only';

const INVISIBLE = 'must contain a visible character';

/** Each bound of the form, as the API enforces it: [field, value, message]. */
const REFUSED: Array<[string, unknown, string, typeof REST_ONLY?]> = [
  ['fullName', REMOVE, 'is required'],
  ['fullName', '   ', 'is required'],
  ['fullName', 'x'.repeat(101), 'must be at most 100 characters'],
  ['email', REMOVE, 'is required'],
  ['email', 'not-an-address', 'must be a valid email address'],
  ['email', `${'a'.repeat(243)}@example.com`, 'must be at most 254 characters'],
  ['phone', '1'.repeat(41), 'must be at most 40 characters'],
  ['location', '', 'is required'],
  ['location', 'x'.repeat(201), 'must be at most 200 characters'],
  ['jobTitle', REMOVE, 'is required'],
  ['jobTitle', 'x'.repeat(201), 'must be at most 200 characters'],
  ['company', '', 'is required'],
  ['company', 'x'.repeat(201), 'must be at most 200 characters'],
  ['yearsOfExperience', REMOVE, 'is required'],
  ['yearsOfExperience', -1, 'must be a whole number from 0 to 80'],
  ['yearsOfExperience', 81, 'must be a whole number from 0 to 80'],
  ['yearsOfExperience', 2.5, 'must be a whole number from 0 to 80'],
  ['yearsOfExperience', 'five', 'must be a whole number'],
  ['education', REMOVE, 'is required'],
  ['education', 'MSc', 'must be an object'],
  ['education.degree', '', 'is required'],
  ['education.degree', 'x'.repeat(201), 'must be at most 200 characters'],
  ['education.field', REMOVE, 'is required'],
  ['education.field', 'x'.repeat(201), 'must be at most 200 characters'],
  ['education.institution', ' ', 'is required'],
  ['education.institution', 'x'.repeat(201), 'must be at most 200 characters'],
  ['education.year', REMOVE, 'is required'],
  ['education.year', 1949, `must be a whole number from 1950 to ${YEAR + 10}`],
  ['education.year', YEAR + 11, `must be a whole number from 1950 to ${YEAR + 10}`],
  ['education.year', 2000.5, `must be a whole number from 1950 to ${YEAR + 10}`],
  ['professionalSummary', REMOVE, 'is required'],
  ['professionalSummary', 'x'.repeat(99), 'must be at least 100 characters'],
  ['professionalSummary', 'x'.repeat(1001), 'must be at most 1000 characters'],
  ['profiles', 'https://example.com', 'must be an object'],
  ['profiles.linkedin', 'linkedin.com/in/someone', 'must be an http or https URL'],
  ['profiles.github', 'javascript:alert(1)', 'must be an http or https URL'],
  ['profiles.portfolio', 'ftp://example.com/work', 'must be an http or https URL'],
  ['profiles.twitter', 'not a url', 'must be an http or https URL'],
  ['profiles.website', URL_2001, 'must be at most 2000 characters'],
  ['aiExpertise.machineLearning', 'maybe', 'must be true or false'],
  ['aiExpertise.other', texts(21, 5), 'must have at most 20 items'],
  ['aiExpertise.other', ['x'.repeat(51)], 'each item must be 1 to 50 characters'],
  ['aiExpertise.other', ['ok', ' '], 'each item must be 1 to 50 characters'],
  ['aiExpertise.other', 'Prompt design', 'must be a list', REST_ONLY],
  ['automationExpertise.n8nExpertise', 3, 'must be true or false'],
  ['automationExpertise.other', texts(21, 5), 'must have at most 20 items'],
  ['automationExpertise.other', ['x'.repeat(51)], 'each item must be 1 to 50 characters'],
  ['programmingLanguages', texts(31, 5), 'must have at most 30 items'],
  ['programmingLanguages', ['x'.repeat(51)], 'each item must be 1 to 50 characters'],
  ['programmingLanguages', [42], 'each item must be text'],
  ['toolsAndPlatforms', texts(31, 5), 'must have at most 30 items'],
  ['toolsAndPlatforms', [''], 'each item must be 1 to 50 characters'],
  ['portfolioItems', Array(11).fill({ title: 'Work' }), 'must have at most 10 items'],
  ['portfolioItems', ['Work'], 'each item must be an object'],
  ['portfolioItems.0.title', REMOVE, 'is required'],
  ['portfolioItems.0.title', 'x'.repeat(201), 'must be at most 200 characters'],
  ['portfolioItems.0.url', 'mailto:me@example.com', 'must be an http or https URL'],
  ['portfolioItems.0.url', URL_2001, 'must be at most 2000 characters'],
  ['portfolioItems.0.description', 'x'.repeat(1001), 'must be at most 1000 characters'],
  ['portfolioItems.0.technologies', texts(21, 3), 'must have at most 20 items'],
  ['portfolioItems.0.technologies', ['x'.repeat(51)], 'each item must be 1 to 50 characters'],
  ['motivationStatement', 'x'.repeat(49), 'must be at least 50 characters'],
  ['motivationStatement', 'x'.repeat(501), 'must be at most 500 characters'],
  ['expertiseGoals', REMOVE, 'is required'],
  ['expertiseGoals', 'x'.repeat(49), 'must be at least 50 characters'],
  ['expertiseGoals', 'x'.repeat(501), 'must be at most 500 characters'],
  ['contributionPlans', `  ${'x'.repeat(49)}  `, 'must be at least 50 characters'],
  ['contributionPlans', 'x'.repeat(501), 'must be at most 500 characters'],
  // Text that trim() keeps but that shows nothing: zero-width spaces and joiners, fillers.
  ['fullName', '\u200b'.repeat(20), INVISIBLE],
  ['jobTitle', '\u200b\u200c\u200d\u2060', INVISIBLE],
  ['company', '\u3164\u3164', INVISIBLE],
  ['education.degree', '\u0301\u0301', INVISIBLE],
  ['professionalSummary', '\u200b'.repeat(120), INVISIBLE],
  ['motivationStatement', '\u2800'.repeat(60), INVISIBLE],
  ['programmingLanguages', ['Go', '\u200b'.repeat(3)], `each item ${INVISIBLE}`],
  ['aiExpertise.other', ['\u200b'], `each item ${INVISIBLE}`],
  ['portfolioItems.0.title', '\u200b'.repeat(5), INVISIBLE],
  ['portfolioItems.0.technologies', ['\u200d'], `each item ${INVISIBLE}`],
  // What no layer beneath can store (GraphQL names it from its argument: see below), and a
  // number no bound takes.
  ['fullName', 'Jordan\u0000', 'must not contain a NUL character', REST_ONLY],
  ['education.institution', 'Porto\u0000', 'must not contain a NUL character', REST_ONLY],
  ['yearsOfExperience', 1e20, 'must be a whole number from 0 to 80'],
];

/** Every field at its largest: accepted. */
function largestForm(): Form {
  const item = {
    title: 'x'.repeat(200),
    url: URL_2000,
    description: 'x'.repeat(1000),
    technologies: texts(20, 50),
  };
  return {
    fullName: 'x'.repeat(100),
    email: EMAIL_254,
    phone: '1'.repeat(40),
    location: 'x'.repeat(200),
    jobTitle: 'x'.repeat(200),
    company: 'x'.repeat(200),
    yearsOfExperience: 80,
    education: {
      degree: 'x'.repeat(200),
      field: 'x'.repeat(200),
      institution: 'x'.repeat(200),
      year: YEAR + 10,
    },
    professionalSummary: 'x'.repeat(1000),
    profiles: Object.fromEntries(
      ['linkedin', 'github', 'portfolio', 'twitter', 'website'].map((name) => [name, URL_2000]),
    ),
    aiExpertise: { other: texts(20, 50) },
    automationExpertise: { other: texts(20, 50) },
    programmingLanguages: texts(30, 50),
    toolsAndPlatforms: texts(30, 50),
    portfolioItems: Array(10).fill(item),
    motivationStatement: 'x'.repeat(500),
    expertiseGoals: 'x'.repeat(500),
    contributionPlans: 'x'.repeat(500),
  };
}

/** Every field at its smallest (optional ones left out): accepted. */
const SMALLEST: Form = {
  fullName: 'J',
  email: 'j@example.com',
  location: 'L',
  jobTitle: 'T',
  company: 'C',
  yearsOfExperience: 0,
  education: { degree: 'D', field: 'F', institution: 'I', year: 1950 },
  professionalSummary: 'x'.repeat(100),
  motivationStatement: 'x'.repeat(50),
  expertiseGoals: 'x'.repeat(50),
  contributionPlans: 'x'.repeat(50),
};

/** The server enforces every bound of the expert-programme form, over REST and GraphQL. */
describe('the bounds of an expert application', () => {
  let app: TestApp;
  let user: TestAccount;
  let admin: TestAccount;

  beforeAll(async () => {
    app = await createTestApp();
    user = await createAccount(app.services, { plan: 'pro' });
    admin = await createAccount(app.services, { role: 'admin' });
  });
  afterAll(() => app.close());

  const submitGraphql = (form: Form, account: TestAccount) =>
    app.graphql(
      `mutation Submit($input: SubmitExpertApplicationInput!) {
        submitExpertApplication(input: $input) { id status }
      }`,
      { input: form },
      account.headers,
    );

  it.each(REFUSED)('refuses %s = %p over REST: %s', async (field, value, message) => {
    const res = await app.post(
      '/api/expert-application',
      withField(validForm(), field, value),
      user.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'validation_error',
      message: 'Invalid input',
      fields: { [field]: message },
    });
  });

  it('refuses the same fields with the same messages over GraphQL', async () => {
    const mismatches: string[] = [];
    const typed: string[] = [];
    for (const [field, value, message, restOnly] of REFUSED) {
      if (restOnly) continue;
      const res = await submitGraphql(withField(validForm(), field, value), user);
      const [error] = res.body.errors ?? [];
      // A value GraphQL's own types refuse (a missing required field, a string for an Int) is
      // refused before any rule of ours, naming the variable.
      if (error?.extensions.code === 'BAD_USER_INPUT') {
        typed.push(`${field}=${String(value === REMOVE ? 'missing' : JSON.stringify(value))}`);
        continue;
      }
      const fields = error?.extensions.fields;
      if (error?.extensions.code !== 'VALIDATION_ERROR' || fields?.[field] !== message) {
        mismatches.push(`${field}: ${JSON.stringify(error)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Only missing required fields and values of the wrong GraphQL type, never a bound.
    expect(typed).toEqual([
      'fullName=missing',
      'email=missing',
      'jobTitle=missing',
      'yearsOfExperience=missing',
      'yearsOfExperience=2.5',
      'yearsOfExperience="five"',
      'education=missing',
      'education="MSc"',
      'education.field=missing',
      'education.year=missing',
      'education.year=2000.5',
      'professionalSummary=missing',
      'profiles="https://example.com"',
      'aiExpertise.machineLearning="maybe"',
      'automationExpertise.n8nExpertise=3',
      'programmingLanguages=[42]',
      'portfolioItems=["Work"]',
      'portfolioItems.0.title=missing',
      'expertiseGoals=missing',
      'yearsOfExperience=100000000000000000000',
    ]);
  });

  it('refuses a NUL character over GraphQL, naming the field from its argument', async () => {
    for (const field of ['fullName', 'education.institution', 'portfolioItems.0.title']) {
      const res = await submitGraphql(withField(validForm(), field, 'Jordan\u0000'), user);
      expect(res.body.errors[0].extensions).toEqual({
        code: 'VALIDATION_ERROR',
        fields: { [`input.${field}`]: 'must not contain a NUL character' },
      });
    }
  });

  it('stores nothing for a refused form', async () => {
    const res = await app.get('/api/expert-application', user.headers);
    expect(res.body).toEqual({ hasApplication: false, application: null });
  });

  it('accepts every field at its largest, over REST and GraphQL', async () => {
    const rest = await app.post('/api/expert-application', largestForm(), user.headers);
    expect(rest.status).toBe(201);
    expect(rest.body.application.portfolioItems).toHaveLength(10);
    const other = await createAccount(app.services, { plan: 'pro' });
    const graphql = await submitGraphql(largestForm(), other);
    expect(graphql.body.errors).toBeUndefined();
    expect(graphql.body.data.submitExpertApplication.status).toBe('pending');
  });

  it('accepts every field at its smallest, filling in what was left out', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const res = await app.post('/api/expert-application', SMALLEST, account.headers);
    expect(res.status).toBe(201);
    expect(res.body.application).toMatchObject({
      phone: null,
      profiles: { linkedin: null, github: null, portfolio: null, twitter: null, website: null },
      aiExpertise: { machineLearning: false, recommendationSystems: false, other: [] },
      automationExpertise: { n8nExpertise: false, businessProcessOptimization: false, other: [] },
      programmingLanguages: [],
      toolsAndPlatforms: [],
      portfolioItems: [],
    });
  });

  it('trims texts and list items before checking and storing them', async () => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const form = {
      ...withField(validForm(), 'fullName', '  Padded Name  '),
      programmingLanguages: ['  Go '],
    };
    const res = await app.post('/api/expert-application', form, account.headers);
    expect(res.body.application).toMatchObject({
      fullName: 'Padded Name',
      programmingLanguages: ['Go'],
    });
  });

  it.each([
    ['', 'is required'],
    ['x'.repeat(1001), 'must be at most 1000 characters'],
    ['\u200b'.repeat(20), INVISIBLE],
  ])('refuses a rejection reason of %p: %s', async (reason, message) => {
    const account = await createAccount(app.services, { plan: 'pro' });
    const submitted = await app.post('/api/expert-application', validForm(), account.headers);
    const id = submitted.body.application._id;
    const rest = await app.post(
      `/api/admin/expert-applications/${id}/reject`,
      { reason },
      admin.headers,
    );
    expect(rest.status).toBe(400);
    expect(rest.body.fields).toEqual({ reason: message });
    const graphql = await app.graphql(
      `mutation Reject($input: RejectExpertApplicationInput!) {
        rejectExpertApplication(input: $input) { status }
      }`,
      { input: { id, reason } },
      admin.headers,
    );
    expect(graphql.body.errors[0].extensions).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: { reason: message },
    });
    expect(
      (await app.get('/api/expert-application', account.headers)).body.application.status,
    ).toBe('pending');
  });
});
