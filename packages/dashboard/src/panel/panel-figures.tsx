import { DateFilterBar } from './date-filter-bar';
import { PayoutsCard, RevenueCard, SubscriptionsCard } from './figure-cards';
import { SalesCard } from './sales-card';
import { TransactionsCard } from './transactions-card';
import { usePanelRange } from './use-panel-range';

/**
 * The panel's date filter and cards: a chunk of its own (loaded by panel-page.tsx), so the figures and the chart are
 * fetched after the dashboard's first screen, not with it.
 */
export default function PanelFigures() {
  const { range, today, setRange } = usePanelRange();
  const days = { first_day: range.first_day, last_day: range.last_day };
  return (
    <>
      <DateFilterBar range={range} today={today} onChange={setRange} />
      <div className="panel-grid">
        <RevenueCard range={days} />
        <PayoutsCard range={days} />
        <SubscriptionsCard />
        <TransactionsCard range={days} />
        <SalesCard range={days} />
      </div>
    </>
  );
}
