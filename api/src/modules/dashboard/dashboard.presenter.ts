import { majorUnits } from '../../lib/money';
import type { MinorTotal } from '../payments/payment-receipts';
import type { DashboardOverview } from './dashboard.service';

/** The overview as both surfaces show it: money in major units, as everywhere in the API. */
export function presentOverview(overview: DashboardOverview) {
  return {
    ...overview,
    hireSpending: overview.hireSpending.map(presentTotal),
  };
}

function presentTotal({ currency, amount }: MinorTotal) {
  return { currency, amount: majorUnits(amount) };
}
