import { endpoint } from '../endpoint';
import {
  PanelBalanceResponse,
  PanelChartQuery,
  PanelPayoutsResponse,
  PanelRangeQuery,
  PanelSalesResponse,
  PanelSubscriptionsResponse,
  PanelTransactionsResponse,
} from '../entities/panel';
import { SESSION } from './presets';

export const panelEndpoints = {
  panelSales: endpoint({ method: 'GET', path: '/panel/sales', ...SESSION, query: PanelRangeQuery, response: PanelSalesResponse }),
  panelTransactions: endpoint({
    method: 'GET',
    path: '/panel/transactions',
    ...SESSION,
    query: PanelRangeQuery,
    response: PanelTransactionsResponse,
  }),
  /** The total-transactions chart: path not shown by the spec, ours (docs/api.md). */
  panelTransactionsChart: endpoint({
    method: 'GET',
    path: '/panel/transactions-chart',
    ...SESSION,
    query: PanelChartQuery,
    response: PanelTransactionsResponse,
  }),
  panelBalance: endpoint({ method: 'GET', path: '/panel/balance', ...SESSION, query: PanelRangeQuery, response: PanelBalanceResponse }),
  panelPayouts: endpoint({ method: 'GET', path: '/panel/payouts', ...SESSION, query: PanelRangeQuery, response: PanelPayoutsResponse }),
  panelSubscriptions: endpoint({ method: 'GET', path: '/panel/subscriptions', ...SESSION, response: PanelSubscriptionsResponse }),
} as const;
