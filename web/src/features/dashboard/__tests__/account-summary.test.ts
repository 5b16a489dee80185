import { buildSessionUser } from '../../accounts/__tests__/session-fixture';
import { memberSinceYear, planName } from '../account-summary';

describe('the dashboard quick stats', () => {
  it('name the plan, Free when the API gives none', () => {
    const user = buildSessionUser();
    expect(planName({ subscription: { ...user.subscription, plan: 'Pro Plan' } })).toBe('Pro Plan');
    expect(planName({ subscription: { ...user.subscription, plan: '' } })).toBe('Free');
  });

  it('give the year the account was created, 2024 when it is unknown', () => {
    expect(memberSinceYear('2022-12-31T23:59:59.000Z')).toBe(2022);
    expect(memberSinceYear(null)).toBe(2024);
    expect(memberSinceYear('not a date')).toBe(2024);
  });
});
