import { canRefund, filtersFromQuery, filtersToQuery } from '../admin-payment-filters';

describe("the admin Payments page's filters", () => {
  it('reads known filters from the address and ignores the rest', () => {
    const params = new URLSearchParams('status=paid&kind=donation&needsRefund=true&search=ada');
    expect(filtersFromQuery(params)).toEqual({
      status: 'paid',
      purpose: 'donation',
      needsRefund: true,
      search: 'ada',
    });
    expect(filtersFromQuery(new URLSearchParams('status=lost&kind=x'))).toEqual({
      status: '',
      purpose: '',
      needsRefund: false,
      search: '',
    });
  });

  it('writes only the filters set, and the page past the first', () => {
    expect(
      filtersToQuery({ status: '', purpose: 'subscription', needsRefund: false, search: '  ' }, 1),
    ).toEqual({ kind: 'subscription' });
    expect(
      filtersToQuery({ status: 'paid', purpose: '', needsRefund: true, search: 'a' }, 3),
    ).toEqual({ status: 'paid', needsRefund: 'true', search: 'a', page: '3' });
  });

  it('offers a refund for paid money and money that applied nothing, never twice', () => {
    expect(canRefund({ status: 'paid', needsRefund: false })).toBe(true);
    expect(canRefund({ status: 'cancelled', needsRefund: true })).toBe(true);
    expect(canRefund({ status: 'refunded', needsRefund: false })).toBe(false);
    expect(canRefund({ status: 'pending', needsRefund: false })).toBe(false);
  });
});
