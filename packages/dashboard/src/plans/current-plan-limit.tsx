import { currentProductPlanQuery, productPlansQuery } from '@cobro/data';
import { formatMoney } from '@cobro/i18n';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { currentPlanLimit } from './plan-rules';

/**
 * The current plan's volume limit in words, for the plan task (dashboard-core 9): "START: up to 20.000,00 € a month".
 * A chunk of its own, loaded by the task: the plans' calls and rules stay out of the dashboard's first screen.
 */
export default function CurrentPlanLimit() {
  const { t } = useLingui();
  const plans = useQuery(productPlansQuery());
  const current = useQuery(currentProductPlanQuery());
  if (!plans.isSuccess || !current.isSuccess) return null;
  const { tier, cents, per } = currentPlanLimit(plans.data, current.data);
  const plan = tier ?? t`Free trial`;
  const limit = formatMoney(cents);
  return <>{per === 'year' ? t`${plan}: up to ${limit} a year` : t`${plan}: up to ${limit} a month`}</>;
}
