import type { Purchase } from '@cobro/contracts';
import { formatDate, formatMoney } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { FREQUENCY_LABELS } from '../common/frequency-labels';
import { paymentMethodText } from '../common/money-texts';
import { EndDateCell } from './end-date-cell';

function Item({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** The plan card of a purchase: the plan and its subscription's data. */
export function PurchasePlanCard({ purchase }: { purchase: Purchase }) {
  const { t, i18n } = useLingui();
  const { plan, subscription } = purchase;
  const periodEnd = subscription?.current_period_end;
  return (
    <section className="money-card" aria-labelledby="purchase-plan-title">
      <h2 id="purchase-plan-title" className="money-card__title">
        <Trans>Plan</Trans>
      </h2>
      <dl className="money-card__list">
        <Item term={t`Service`}>{purchase.service.name}</Item>
        <Item term={t`Plan`}>{plan.name}</Item>
        <Item term={t`Amount`}>{formatMoney(plan.unit_amount, plan.currency)}</Item>
        <Item term={t`Frequency`}>{plan.recurring && plan.frequency ? i18n._(FREQUENCY_LABELS[plan.frequency]) : t`One-off`}</Item>
        <Item term={t`Payment method`}>{purchase.payment_method ? paymentMethodText(purchase.payment_method) : '—'}</Item>
        <Item term={t`Purchase date`}>{formatDate(purchase.created_at)}</Item>
        {periodEnd != null && <Item term={t`Current period ends`}>{formatDate(periodEnd * 1000)}</Item>}
        {purchase.next_recurring_date && <Item term={t`Next charge`}>{formatDate(purchase.next_recurring_date)}</Item>}
        <Item term={t`End date`}>
          <EndDateCell purchase={purchase} />
        </Item>
      </dl>
    </section>
  );
}
