import { PLAN_LIMITS } from '@cobro/contracts';
import { formatMoney } from '@cobro/i18n';
import { Badge } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { PlanFeatures } from './plan-features';

/**
 * The free trial (0 euro for the first month or period), shown while there is no plan: then it is the current plan,
 * and says so like a plan's card; a note once exceeded.
 */
export function FreeTrialCard({ exceeded, annual }: { exceeded: boolean; annual: boolean }) {
  const { t } = useLingui();
  const free = formatMoney(0);
  const limit = formatMoney(PLAN_LIMITS.FREE.monthly * 100);
  return (
    <li className="plan-card plan-card--trial plan-card--current">
      <h3 className="plan-card__name">{t`Free trial`}</h3>
      <p className="plan-card__badges">
        <Badge tone="blue">{t`Current plan`}</Badge>
        {exceeded && <Badge tone="yellow">{t`Plan exceeded`}</Badge>}
      </p>
      <p className="plan-card__price">{annual ? t`${free} the first period` : t`${free} the first month`}</p>
      <p className="plan-card__description">
        {exceeded
          ? t`You have passed the ${limit} a month of the free trial. Choose a plan to keep taking payments.`
          : t`Take up to ${limit} a month in payments at no cost while you try Cobro.`}
      </p>
      <PlanFeatures paid={false} />
    </li>
  );
}
