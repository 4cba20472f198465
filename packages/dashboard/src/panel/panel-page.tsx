import type { Organization } from '@cobro/contracts';
import { useLingui } from '@lingui/react/macro';
import { SECTION_TITLES } from '../app/section-titles';
import { useDocumentTitle } from '../app/use-document-title';
import { TasksCard } from '../onboarding';
import { DateFilterBar } from './date-filter-bar';
import { PayoutsCard, RevenueCard, SubscriptionsCard } from './figure-cards';
import { SalesCard } from './sales-card';
import { TransactionsCard } from './transactions-card';
import { usePanelRange } from './use-panel-range';

/** /dashboard/panel (dashboard-core 2): the onboarding tasks, the date filter and the figures of the range. */
export function PanelPage({ organization }: { organization: Organization }) {
  const { i18n } = useLingui();
  const title = i18n._(SECTION_TITLES.panel);
  useDocumentTitle(title);
  const { range, today, setRange } = usePanelRange();
  const days = { first_day: range.first_day, last_day: range.last_day };
  return (
    <div className="page">
      <h1 className="page__title">{title}</h1>
      <TasksCard organization={organization} />
      <DateFilterBar range={range} today={today} onChange={setRange} />
      <div className="panel-grid">
        <RevenueCard range={days} />
        <PayoutsCard range={days} />
        <SubscriptionsCard />
        <TransactionsCard range={days} />
        <SalesCard range={days} />
      </div>
    </div>
  );
}
