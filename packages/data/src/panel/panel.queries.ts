import { panelEndpoints } from '@cobro/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getApi } from '../api';
import { panelKeys } from './panel.keys';

/** A day range of the panel, both ends included (`YYYY-MM-DD`). */
export type PanelRange = { first_day: string; last_day: string };

// One query per card, so each card loads and fails on its own; the previous range stays on screen while the next
// loads. Charge and purchase events make every panel key stale (invalidation/stale-after.ts).
const rangeKey = (call: string, range: PanelRange) =>
  panelKeys.list({ call, first_day: range.first_day, last_day: range.last_day });

/** GET /panel/sales: total, pie and progress list of sales by service. */
export const panelSalesQuery = (range: PanelRange) =>
  queryOptions({
    queryKey: rangeKey('sales', range),
    queryFn: ({ signal }) => getApi().call(panelEndpoints.panelSales, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /panel/balance: revenue, brute and net. */
export const panelBalanceQuery = (range: PanelRange) =>
  queryOptions({
    queryKey: rangeKey('balance', range),
    queryFn: ({ signal }) => getApi().call(panelEndpoints.panelBalance, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /panel/payouts: paid and pending. */
export const panelPayoutsQuery = (range: PanelRange) =>
  queryOptions({
    queryKey: rangeKey('payouts', range),
    queryFn: ({ signal }) => getApi().call(panelEndpoints.panelPayouts, { query: range, signal }),
    placeholderData: keepPreviousData,
  });

/** The total-transactions chart (its query names the range start and end), keyed by period label. */
export const panelChartQuery = (range: PanelRange) =>
  queryOptions({
    queryKey: rangeKey('transactions-chart', range),
    queryFn: ({ signal }) =>
      getApi().call(panelEndpoints.panelTransactionsChart, {
        query: { start: range.first_day, end: range.last_day },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** GET /panel/subscriptions: the share of subscriptions per status group (no range). */
export const panelSubscriptionsQuery = () =>
  queryOptions({
    queryKey: panelKeys.list({ call: 'subscriptions' }),
    queryFn: ({ signal }) => getApi().call(panelEndpoints.panelSubscriptions, { signal }),
  });
