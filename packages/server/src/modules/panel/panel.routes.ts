import type { FastifyInstance } from 'fastify';
import { endpoints } from '@cobro/contracts';
import { route } from '../../http/route';
import { balanceOf, payoutsOf, salesByService, subscriptionCounts, transactionsByPeriod, type DayRange } from './panel-queries';
import { percentage, periodLabels, PIE_SHADES, subscriptionShares } from './panel-rules';

/** The merchant's home figures (dashboard-core 2 "Panel"), each an aggregate over its own charges (decision 0290). */
export function panelRoutes(app: FastifyInstance) {
  const { db } = app.database;

  route(app, endpoints.panelSales, async ({ session, query }) => {
    const rows = await salesByService(db, session.organization.id, query);
    const total = rows.reduce((n, r) => n + r.amount, 0);
    return {
      sales: {
        total,
        pie_data: rows.map((r) => ({ name: r.name, value: r.amount })),
        progress_data: rows.map((r, i) => ({
          caption: r.name,
          amount: r.amount,
          percentage: percentage(r.amount, total),
          color: PIE_SHADES[i % PIE_SHADES.length],
        })),
      },
    };
  });

  const transactions = async (orgId: string, range: DayRange) => {
    const byLabel = new Map((await transactionsByPeriod(db, orgId, range)).map((r) => [r.label, r]));
    return Object.fromEntries(
      (periodLabels(range.first_day, range.last_day) ?? [...byLabel.keys()].sort()).map((label) => {
        const r = byLabel.get(label);
        const figures = { brute: Number(r?.brute ?? 0), net: Number(r?.net ?? 0) };
        return [label, { ...figures, success: Number(r?.success ?? 0), refund: Number(r?.refund ?? 0), failed: Number(r?.failed ?? 0) }];
      }),
    );
  };
  route(app, endpoints.panelTransactions, ({ session, query }) => transactions(session.organization.id, query));
  route(app, endpoints.panelTransactionsChart, ({ session, query }) =>
    transactions(session.organization.id, { first_day: query.start, last_day: query.end }),
  );

  route(app, endpoints.panelBalance, async ({ session, query }) => ({ balance: await balanceOf(db, session.organization.id, query) }));
  route(app, endpoints.panelPayouts, async ({ session, query }) => ({
    payouts: await payoutsOf(db, session.organization.id, query, app.clock.now()),
  }));
  route(app, endpoints.panelSubscriptions, async ({ session }) => ({
    subscriptions: subscriptionShares(await subscriptionCounts(db, session.organization.id)),
  }));
}
