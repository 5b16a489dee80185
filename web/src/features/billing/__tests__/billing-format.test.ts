import {
  formatPaymentAmount,
  freeFallbackNote,
  formatPlanPrice,
  hasActivePaidPlan,
  planActionLabel,
  saveUsage,
} from '../billing-format';

describe('billing labels', () => {
  it('prices plans in dollars per month or per year', () => {
    expect(formatPlanPrice(19, 'USD', 'monthly')).toBe('$19/mo');
    expect(formatPlanPrice(190, 'USD', 'yearly')).toBe('$190/yr');
    expect(formatPlanPrice(9.5, 'USD', 'monthly')).toBe('$9.50/mo');
    expect(formatPlanPrice(0, 'USD', 'monthly')).toBe('$0/mo');
  });

  it('shows an amount to pay with cents and its currency code', () => {
    expect(formatPaymentAmount(19, 'USD')).toBe('$19.00 USD');
    expect(formatPaymentAmount(5, 'XTS')).toMatch(/5\.00.*XTS$/);
  });

  it('offers Get Started for nothing to pay, Upgrade Now otherwise, Current Plan for its own', () => {
    expect(planActionLabel(0, false)).toBe('Get Started');
    expect(planActionLabel(19, false)).toBe('Upgrade Now');
    expect(planActionLabel(19, true)).toBe('Current Plan');
  });

  it('counts saves against the limit; -1 is unlimited and a missing limit is 5', () => {
    expect(saveUsage(2, 5)).toEqual({ used: 2, limit: 5, label: '2 / 5' });
    expect(saveUsage(40, -1)).toEqual({ used: 40, limit: null, label: '40 / Unlimited' });
    expect(saveUsage(1, undefined)).toEqual({ used: 1, limit: 5, label: '1 / 5' });
  });

  it('takes only a running plan other than Free as a paid one', () => {
    expect(hasActivePaidPlan({ plan: 'Pro', isActive: true })).toBe(true);
    expect(hasActivePaidPlan({ plan: 'Pro', isActive: false })).toBe(false);
    expect(hasActivePaidPlan({ plan: 'Free', isActive: true })).toBe(false);
    expect(hasActivePaidPlan(null)).toBe(false);
  });

  it('says how a running paid plan returns to Free, and nothing when Free can be chosen', () => {
    const pro = { plan: 'Pro', isActive: true, currentPeriodEnd: '2026-04-14T09:00:00.000Z' };
    expect(freeFallbackNote(pro)).toBe(
      'Cancel your plan to return to Free when it ends on April 14, 2026',
    );
    const cancelled = { ...pro, cancelAtPeriodEnd: true };
    expect(freeFallbackNote(cancelled)).toBe('Your plan returns to Free on April 14, 2026');
    expect(freeFallbackNote({ ...cancelled, currentPeriodEnd: null })).toBe(
      'Your plan returns to Free when its paid period ends',
    );
    expect(freeFallbackNote({ ...pro, isActive: false })).toBeNull();
    expect(freeFallbackNote({ plan: 'Free', isActive: true, currentPeriodEnd: null })).toBeNull();
    expect(freeFallbackNote(null)).toBeNull();
  });
});
