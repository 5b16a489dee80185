/** The admin Payments page's filters, as they stand in its address (`?status=paid&kind=...`). */
export interface AdminPaymentFilters {
  status: string;
  purpose: string;
  needsRefund: boolean;
  search: string;
}

export const STATUS_FILTERS = [
  { value: '', label: 'Any status' },
  { value: 'paid', label: 'Paid' },
  { value: 'pending', label: 'Pending' },
  { value: 'failed', label: 'Failed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'refunded', label: 'Refunded' },
] as const;

export const PURPOSE_FILTERS = [
  { value: '', label: 'Any kind' },
  { value: 'subscription', label: 'Plans' },
  { value: 'hire_request', label: 'Hire payments' },
  { value: 'donation', label: 'Donations' },
] as const;

/** The filters an address names; anything unknown reads as no filter. */
export function filtersFromQuery(params: URLSearchParams): AdminPaymentFilters {
  const known = (options: readonly { value: string }[], value: string | null) =>
    options.some((option) => option.value === value) ? (value as string) : '';
  return {
    status: known(STATUS_FILTERS, params.get('status')),
    purpose: known(PURPOSE_FILTERS, params.get('kind')),
    needsRefund: params.get('needsRefund') === 'true',
    search: (params.get('search') ?? '').slice(0, 200),
  };
}

/** The address's parameters for `filters` (empty ones left out) and `page` past the first. */
export function filtersToQuery(filters: AdminPaymentFilters, page = 1): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.status) query.status = filters.status;
  if (filters.purpose) query.kind = filters.purpose;
  if (filters.needsRefund) query.needsRefund = 'true';
  if (filters.search.trim()) query.search = filters.search.trim();
  if (page > 1) query.page = String(page);
  return query;
}

/** Whether the admin may still refund a payment: paid, or money taken that applied nothing. */
export function canRefund(payment: { status: string; needsRefund: boolean }): boolean {
  return payment.status !== 'refunded' && (payment.status === 'paid' || payment.needsRefund);
}
