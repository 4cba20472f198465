import { panelBalanceQuery, panelPayoutsQuery, panelSubscriptionsQuery, type PanelRange } from '@cobro/data';
import { formatMoney, formatPercent } from '@cobro/i18n';
import { EmptyState } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Figure, PanelCard } from './panel-card';

/** Revenue in the range: brute (gross) and net. */
export function RevenueCard({ range }: { range: PanelRange }) {
  const { t } = useLingui();
  return (
    <PanelCard title={t`Revenue`} query={useQuery(panelBalanceQuery(range))} narrow>
      {({ balance }) => (
        <dl className="panel-figures">
          <Figure label={t`Brute`} value={formatMoney(balance.brute)} />
          <Figure label={t`Net`} value={formatMoney(balance.net)} />
        </dl>
      )}
    </PanelCard>
  );
}

/** Payouts in the range: paid and pending. */
export function PayoutsCard({ range }: { range: PanelRange }) {
  const { t } = useLingui();
  return (
    <PanelCard title={t`Payouts`} query={useQuery(panelPayoutsQuery(range))} narrow>
      {({ payouts }) => (
        <dl className="panel-figures">
          <Figure label={t`Paid`} value={formatMoney(payouts.paid)} />
          <Figure label={t`Pending`} value={formatMoney(payouts.pending)} />
        </dl>
      )}
    </PanelCard>
  );
}

/** The share of subscriptions per status group (percentages, not tied to the range). */
export function SubscriptionsCard() {
  const { t } = useLingui();
  const groups = (s: { debt: number; past_due: number; pending: number; paused: number; active: number }) => [
    { label: t`Debt`, value: s.debt },
    { label: t`Past due`, value: s.past_due },
    { label: t`Pending`, value: s.pending },
    { label: t`Paused`, value: s.paused },
    { label: t`Active`, value: s.active },
  ];
  return (
    <PanelCard title={t`Subscription status`} query={useQuery(panelSubscriptionsQuery())}>
      {({ subscriptions }) => {
        const shares = groups(subscriptions);
        // Every share at 0 means there is nothing to divide: five "0 %" would read as a broken card.
        if (shares.every(({ value }) => value === 0)) {
          return <EmptyState title={t`No subscriptions yet`} description={t`The share of each status shows here once customers subscribe to a plan.`} />;
        }
        return (
          <dl className="panel-figures panel-figures--list">
            {shares.map(({ label, value }) => (
              <Figure key={label} label={label} value={formatPercent(value / 100)} />
            ))}
          </dl>
        );
      }}
    </PanelCard>
  );
}
