import {
  ANALYSIS_DELAY_MS,
  RECOMMENDATION_LABELS,
  recommendationFor,
  SAMPLE_ANALYSIS,
} from '../capability-analysis';

describe('the AI capability recommendation', () => {
  it.each([
    [100, 'highly_recommended'],
    [90, 'highly_recommended'],
    [89.9, 'recommended'],
    [75, 'recommended'],
    [74, 'cautious'],
    [60, 'cautious'],
    [59, 'not_recommended'],
    [0, 'not_recommended'],
  ])('for an overall score of %s is %s', (overall, expected) => {
    expect(recommendationFor(overall)).toBe(expected);
  });

  it('has a readable label for each recommendation', () => {
    expect(RECOMMENDATION_LABELS).toEqual({
      highly_recommended: 'Highly recommended',
      recommended: 'Recommended',
      cautious: 'Proceed with caution',
      not_recommended: 'Not recommended',
    });
  });

  it('shows the fixed sample after 2 seconds: 76, 82, 50, overall 76, recommended', () => {
    expect(ANALYSIS_DELAY_MS).toBe(2000);
    expect(SAMPLE_ANALYSIS).toMatchObject({
      skill: 76,
      experience: 82,
      budgetFit: 50,
      overall: 76,
      recommendation: 'recommended',
    });
    expect(SAMPLE_ANALYSIS.strengths.length).toBeGreaterThan(0);
    expect(SAMPLE_ANALYSIS.concerns.length).toBeGreaterThan(0);
  });
});
