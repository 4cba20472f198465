import type { Purchase } from '@cobro/contracts';
import { formatDate, formatMoney, formatNumber } from '@cobro/i18n';
import { Trans, useLingui } from '@lingui/react/macro';
import { CardItem } from '../common/card-item';

/**
 * A variable purchase's open period (decision 1139): the units its merchant reported so far, what they will bill and
 * when. Shown only while the API gives one (a variable subscription that is billing).
 */
export function PurchaseUsageCard({ purchase }: { purchase: Purchase }) {
  const { t } = useLingui();
  const { usage } = purchase;
  if (!usage) return null;
  return (
    <section className="money-card" aria-labelledby="purchase-usage-title">
      <h2 id="purchase-usage-title" className="money-card__title">
        <Trans>Current period</Trans>
      </h2>
      <p className="money-card__note">
        <Trans>Billed at the end of the period for the units reported</Trans>
      </p>
      <dl className="money-card__list">
        <CardItem term={t`Units reported`}>{formatNumber(usage.units)}</CardItem>
        <CardItem term={t`Amount to bill`}>{formatMoney(usage.amount, purchase.plan.currency)}</CardItem>
        <CardItem term={t`Billed on`}>{formatDate(usage.bills_at)}</CardItem>
      </dl>
    </section>
  );
}
