import {
  EMPTY_HIRE_REQUEST,
  formFieldOf,
  hireRequestProblems,
  toCreateHireRequestInput,
  type HireRequestValues,
} from '../hire-request-rules';

/** A form that may be sent. */
const VALID: HireRequestValues = {
  ...EMPTY_HIRE_REQUEST,
  businessProblem: 'Our team copies orders by hand.',
  requirements: 'Connect Shopify to our ERP.',
  timeline: '2 weeks',
  urgency: 'high',
  industry: 'Retail',
  companySize: '11-50',
};

function problemsWith(changes: Partial<HireRequestValues>) {
  return hireRequestProblems({ ...VALID, ...changes });
}

describe('the hire request form rules', () => {
  it('accept a complete form without a budget', () => {
    expect(hireRequestProblems(VALID)).toEqual({});
  });

  it('name every missing field of an empty form', () => {
    expect(hireRequestProblems(EMPTY_HIRE_REQUEST)).toEqual({
      businessProblem: 'Business problem is required',
      requirements: 'Requirements is required',
      timeline: 'Timeline is required',
      industry: 'Industry is required',
      companySize: 'Company size is required',
    });
  });

  it.each([
    ['businessProblem', 'x'.repeat(9), 'Business problem must be at least 10 characters'],
    ['businessProblem', 'x'.repeat(2001), 'Business problem must be at most 2,000 characters'],
    ['requirements', 'x'.repeat(9), 'Requirements must be at least 10 characters'],
    ['requirements', 'x'.repeat(4001), 'Requirements must be at most 4,000 characters'],
    ['timeline', 'x'.repeat(101), 'Timeline must be at most 100 characters'],
    ['industry', 'x'.repeat(101), 'Industry must be at most 100 characters'],
    ['companySize', 'x'.repeat(51), 'Company size must be at most 50 characters'],
    ['businessProblem', '   ', 'Business problem is required'],
  ] as const)('refuse %s of the wrong length', (field, value, message) => {
    expect(problemsWith({ [field]: value })).toEqual({ [field]: message });
  });

  it('counts an emoji as one character, as the API does', () => {
    expect(problemsWith({ businessProblem: '🚚'.repeat(2000) })).toEqual({});
    expect(problemsWith({ businessProblem: '🚚'.repeat(2001) })).toEqual({
      businessProblem: 'Business problem must be at most 2,000 characters',
    });
  });

  it.each([
    ['businessProblem', 10],
    ['businessProblem', 2000],
    ['requirements', 4000],
    ['timeline', 100],
    ['industry', 100],
    ['companySize', 50],
  ] as const)('accept %s at %i characters, counted without the spaces around', (field, n) => {
    expect(problemsWith({ [field]: `  ${'x'.repeat(n)}  ` })).toEqual({});
  });

  it('refuse an urgency the API does not know', () => {
    expect(problemsWith({ urgency: 'whenever' as HireRequestValues['urgency'] })).toEqual({
      urgency: 'Choose an urgency',
    });
  });

  describe('on the budget', () => {
    it('accept a range from 0 with at most two decimals, up to 999,999.99', () => {
      expect(problemsWith({ budgetMin: '0', budgetMax: '999999.99' })).toEqual({});
      expect(problemsWith({ budgetMin: '99.5', budgetMax: '100.25' })).toEqual({});
      expect(problemsWith({ budgetMin: '500', budgetMax: '500' })).toEqual({});
    });

    it('ask for both ends once one is typed', () => {
      expect(problemsWith({ budgetMin: '500' })).toEqual({
        budgetMax: 'Maximum budget is required with a budget',
      });
      expect(problemsWith({ budgetMax: '500' })).toEqual({
        budgetMin: 'Minimum budget is required with a budget',
      });
    });

    it.each(['-1', '1e3', '10.999', 'abc', '0x10'])('refuse %s as an amount', (amount) => {
      expect(problemsWith({ budgetMin: amount, budgetMax: '2000' })).toEqual({
        budgetMin: 'Minimum budget must be an amount of 0 or more',
      });
    });

    it('refuse a maximum below the minimum or above 999,999.99', () => {
      expect(problemsWith({ budgetMin: '500', budgetMax: '499.99' })).toEqual({
        budgetMax: 'Maximum budget must not be below the minimum',
      });
      expect(problemsWith({ budgetMin: '0', budgetMax: '1000000' })).toEqual({
        budgetMax: 'Maximum budget must be at most 999,999.99',
      });
    });

    it('refuse a currency that is not a 3-letter code', () => {
      expect(problemsWith({ budgetCurrency: 'usd', budgetMin: '1', budgetMax: '2' })).toEqual({
        budgetCurrency: 'Currency must be a 3-letter code such as USD',
      });
    });

    it('ignore the currency while no amount is typed', () => {
      expect(problemsWith({ budgetCurrency: '' })).toEqual({});
    });
  });
});

describe('the request as the API takes it', () => {
  it('trims the texts and leaves the budget out when none was given', () => {
    expect(
      toCreateHireRequestInput('template-1', {
        ...VALID,
        timeline: '  2 weeks ',
        budgetCurrency: 'EUR',
      }),
    ).toEqual({
      templateId: 'template-1',
      businessProblem: 'Our team copies orders by hand.',
      requirements: 'Connect Shopify to our ERP.',
      timeline: '2 weeks',
      urgency: 'high',
      industry: 'Retail',
      companySize: '11-50',
    });
  });

  it('sends the budget as numbers in major units', () => {
    const input = toCreateHireRequestInput('template-1', {
      ...VALID,
      budgetCurrency: 'EUR',
      budgetMin: '500',
      budgetMax: '1250.50',
    });
    expect(input.budget).toEqual({ currency: 'EUR', min: 500, max: 1250.5 });
  });
});

describe('the API field names', () => {
  it.each([
    ['businessProblem', 'businessProblem'],
    ['input.timeline', 'timeline'],
    ['budget.min', 'budgetMin'],
    ['budget.max', 'budgetMax'],
    ['budget.currency', 'budgetCurrency'],
    ['input.budget', 'budgetMin'],
  ])('put %s under %s', (server, field) => {
    expect(formFieldOf(server)).toBe(field);
  });

  it('leave fields the form does not have to the message on top', () => {
    expect(formFieldOf('templateId')).toBeUndefined();
  });
});
