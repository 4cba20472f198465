import type { Purchase } from '@cobro/contracts';
import { formatDate } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardItem } from '../common/card-item';
import { FREQUENCY_LABELS } from '../common/frequency-labels';
import { paymentMethodText } from '../common/money-texts';
import { planPriceText } from '../common/plan-price';
import { EndDateCell } from './end-date-cell';

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
        <CardItem term={t`Service`}>{purchase.service.name}</CardItem>
        <CardItem term={t`Plan`}>{plan.name}</CardItem>
        <CardItem term={t`Amount`}>{planPriceText(plan)}</CardItem>
        <CardItem term={t`Frequency`}>{plan.recurring && plan.frequency ? i18n._(FREQUENCY_LABELS[plan.frequency]) : t`One-off`}</CardItem>
        <CardItem term={t`Payment method`}>{purchase.payment_method ? paymentMethodText(purchase.payment_method) : '—'}</CardItem>
        <CardItem term={t`Purchase date`}>{formatDate(purchase.created_at)}</CardItem>
        {periodEnd != null && <CardItem term={t`Current period ends`}>{formatDate(periodEnd * 1000)}</CardItem>}
        {purchase.next_recurring_date && <CardItem term={t`Next charge`}>{formatDate(purchase.next_recurring_date)}</CardItem>}
        <CardItem term={t`End date`}>
          <EndDateCell purchase={purchase} />
        </CardItem>
      </dl>
    </section>
  );
}
