import {
  amountProblem,
  applyInput,
  applyProblems,
  currencyProblem,
  emptyApplyValues,
  type ApplyField,
  type ApplyValues,
} from '../hire-application-rules';

function validApplyValues(): ApplyValues {
  const values = emptyApplyValues();
  return {
    ...values,
    fields: {
      ...values.fields,
      coverLetter: 'c'.repeat(20),
      relevantExperience: 'Ten n8n projects',
      approachDescription: 'a'.repeat(20),
      proposedTimeline: '2 weeks',
      'proposedBudget.amount': '750',
    },
  };
}

function problemsWith(field: ApplyField, value: string) {
  const values = validApplyValues();
  return applyProblems({ ...values, fields: { ...values.fields, [field]: value } });
}

describe('the application form rules', () => {
  it('find nothing wrong with a complete form', () => {
    expect(applyProblems(validApplyValues())).toEqual({});
  });

  it.each<[ApplyField, string, string | undefined]>([
    ['coverLetter', 'x'.repeat(19), 'Cover letter must be at least 20 characters'],
    ['coverLetter', 'x'.repeat(5000), undefined],
    ['coverLetter', 'x'.repeat(5001), 'Cover letter must be at most 5000 characters'],
    ['relevantExperience', ' ', 'Relevant experience is required'],
    ['relevantExperience', 'x'.repeat(5001), 'Relevant experience must be at most 5000 characters'],
    ['approachDescription', 'x'.repeat(19), 'Project approach must be at least 20 characters'],
    ['approachDescription', 'x'.repeat(5001), 'Project approach must be at most 5000 characters'],
    ['proposedTimeline', '', 'Proposed timeline is required'],
    ['proposedTimeline', 'x'.repeat(100), undefined],
    ['proposedTimeline', 'x'.repeat(101), 'Proposed timeline must be at most 100 characters'],
    ['proposedBudget.explanation', '', undefined],
    [
      'proposedBudget.explanation',
      'x'.repeat(2001),
      'Budget explanation must be at most 2000 characters',
    ],
  ])('check %s = %j: %s', (field, value, expected) => {
    expect(problemsWith(field, value)[field]).toBe(expected);
  });

  it.each([
    ['USD', undefined],
    ['eur', undefined],
    ['US', 'Currency must be a 3-letter code such as USD'],
    ['US1', 'Currency must be a 3-letter code such as USD'],
  ])('take the currency %j: %s', (currency, expected) => {
    expect(currencyProblem(currency)).toBe(expected);
  });

  it.each([
    ['', 'Amount is required'],
    ['abc', 'Amount must be a number'],
    ['-5', 'Amount must be a number'],
    ['0', 'Amount must be greater than 0'],
    ['0.001', 'Amount can have at most 2 decimals'],
    ['0.01', undefined],
    ['999999.99', undefined],
    ['1000000', 'Amount must be at most 999,999.99'],
  ])('take the amount %j: %s', (amount, expected) => {
    expect(amountProblem(amount)).toBe(expected);
  });

  it('check portfolio items under relevantPortfolioItems', () => {
    const values = validApplyValues();
    const problems = applyProblems({
      ...values,
      portfolio: [{ title: 't'.repeat(201), url: '', description: '', technologies: '' }],
    });
    expect(problems).toEqual({
      'relevantPortfolioItems.0.title': 'Title must be at most 200 characters',
    });
  });

  it('send the proposal as the API takes it', () => {
    const values = validApplyValues();
    expect(
      applyInput('request-1', {
        ...values,
        fields: {
          ...values.fields,
          'proposedBudget.currency': 'eur',
          'proposedBudget.amount': '99.50',
        },
      }),
    ).toEqual({
      requestId: 'request-1',
      coverLetter: 'c'.repeat(20),
      relevantExperience: 'Ten n8n projects',
      approachDescription: 'a'.repeat(20),
      proposedTimeline: '2 weeks',
      proposedBudget: { currency: 'EUR', amount: 99.5, explanation: '' },
      relevantPortfolioItems: [],
    });
  });
});
