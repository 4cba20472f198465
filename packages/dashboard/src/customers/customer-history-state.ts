import { PaymentMethodFilter, PurchaseStatus } from '@cobro/contracts';
import { CHARGE_FILTER_STATUSES, chargeStatusesOf } from '../common/list-options';
import { toApiQuery, type ListConfig, type ListState } from '../list-page';

export type HistoryTab = 'purchases' | 'charges';

/** The statuses a tab's call takes for what its filter holds: the charges filter's groups stand for several. */
const STATUSES: Record<HistoryTab, (values: readonly string[]) => string[]> = {
  purchases: (values) => values.filter((value) => (PurchaseStatus.options as readonly string[]).includes(value)),
  charges: chargeStatusesOf,
};

/** The history's URL state: tabs purchases (default) and charges, chosen by `watching` (dashboard-core 2). */
export const HISTORY_CONFIG: ListConfig = {
  tabs: ['purchases', 'charges'],
  statusValues: [...new Set([...PurchaseStatus.options, ...CHARGE_FILTER_STATUSES])],
  sortFields: ['created_at', 'status', 'amount', 'payment_method'],
  paymentMethods: PaymentMethodFilter.options,
};

const SORTS: Record<HistoryTab, readonly string[]> = {
  purchases: ['created_at', 'status'],
  charges: ['created_at', 'status', 'amount', 'payment_method'],
};

/**
 * The customer-scoped list call of the tab shown, with filters, search and date range. A status or sort of the
 * other tab (an old link, or one typed by hand) is left out rather than refused by the server.
 */
export function historyQuery(state: ListState, tab: HistoryTab) {
  return toApiQuery({
    ...state,
    status: STATUSES[tab](state.status),
    sort: state.sort && SORTS[tab].includes(state.sort.field) ? state.sort : null,
  });
}
