import { buildSessionUser, buildSubscription } from '../../accounts/__tests__/session-fixture';
import { adminFilterFromQuery, canDecide, rejectReasonProblem } from '../admin-filters';
import { bannerShownForPlan, expertStatusTone } from '../expert-programme';
import { expertiseNames, profileLinks } from '../expertise-summary';

describe('the expert programme', () => {
  it('shows the Become an Expert banner on any plan but Free', () => {
    const on = (plan: string) =>
      bannerShownForPlan(buildSessionUser({ subscription: buildSubscription({ plan }) }));
    expect(on('Free')).toBe(false);
    expect(on('')).toBe(false);
    expect(on('Pro')).toBe(true);
    expect(on('Business')).toBe(true);
  });

  it('colours a pending application yellow, an approved one green, anything else red', () => {
    expect(expertStatusTone('pending')).toBe('amber');
    expect(expertStatusTone('approved')).toBe('green');
    expect(expertStatusTone('rejected')).toBe('red');
  });

  it('lets an admin decide only on pending applications', () => {
    expect(canDecide('pending')).toBe(true);
    expect(canDecide('approved')).toBe(false);
    expect(canDecide('rejected')).toBe(false);
  });

  it('opens the admin page on pending applications', () => {
    expect(adminFilterFromQuery(null)).toBe('pending');
    expect(adminFilterFromQuery('nonsense')).toBe('pending');
    expect(adminFilterFromQuery('all')).toBe('all');
    expect(adminFilterFromQuery('rejected')).toBe('rejected');
  });

  it('needs a reason of 1 to 1000 characters to reject', () => {
    expect(rejectReasonProblem('  ')).toBe('Please give a reason');
    expect(rejectReasonProblem('x'.repeat(1000))).toBeUndefined();
    expect(rejectReasonProblem('x'.repeat(1001))).toBe('Reason must be at most 1000 characters');
  });

  it('names the areas and profiles an application gave', () => {
    expect(
      expertiseNames({
        machineLearning: true,
        computerVision: false,
        n8nExpertise: true,
        quantumAutomation: true,
        other: ['RPA'],
      }),
    ).toEqual(['Machine learning', 'n8n', 'Quantum automation', 'RPA']);
    expect(profileLinks({ github: 'https://github.com/ada', twitter: '' })).toEqual([
      ['GitHub', 'https://github.com/ada'],
    ]);
  });
});
