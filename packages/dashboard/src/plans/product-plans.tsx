import type { ProductPlan } from '@cobro/contracts';
import { currentProductPlanQuery, productPlansQuery, productPlanStateQuery, useProductPlanCheckout } from '@cobro/data';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { productPlanPaymentPath } from '../app/routes';
import { CONTACT_EMAIL } from '../app/external-links';
import { showApiErrorToast } from '../common/error-toast';
import { RadioGroup } from '../common/radio-group';
import { FreeTrialCard } from './free-trial-card';
import { PlanCard } from './plan-card';
import { canChoosePlan, freeTrialCard, initialBilling, planAlert, planBadges } from './plan-rules';
import { PLAN_ALERTS } from './plan-texts';
import { usePlansDialog } from './use-plans-dialog';

/** The plans of an organization without a parent platform (dashboard-core 2). */
export function ProductPlans() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const plansDialog = usePlansDialog();
  const plans = useQuery(productPlansQuery());
  const current = useQuery(currentProductPlanQuery());
  const state = useQuery(productPlanStateQuery());
  const [billing, setBilling] = useState<ProductPlan['type'] | null>(null);
  const checkout = useProductPlanCheckout({
    onSuccess: (answer, id) => {
      plansDialog.close();
      navigate(productPlanPaymentPath(id), { state: answer });
    },
    onError: (error) => showApiErrorToast(error),
  });

  if (plans.isError || current.isError || state.isError) {
    return (
      <ErrorPlaceholder
        title={t`The plans could not be loaded`}
        description={t`Something went wrong on our side. Try again in a moment.`}
        onRetry={() => void Promise.all([plans.refetch(), current.refetch(), state.refetch()])}
      />
    );
  }
  if (!plans.isSuccess || !current.isSuccess || !state.isSuccess) return <LoadingPlaceholder lines={6} />;

  const shownBilling = billing ?? initialBilling(plans.data, current.data);
  const alert = planAlert(current.data, state.data);
  const trial = freeTrialCard(current.data, state.data);
  const choosable = canChoosePlan(current.data);
  const mail = `mailto:${CONTACT_EMAIL}`;
  return (
    <div className="plans">
      {alert && (
        <div role="alert" className={`plans-alert plans-alert--${PLAN_ALERTS[alert].tone}`}>
          <p className="plans-alert__title">{i18n._(PLAN_ALERTS[alert].title)}</p>
          <p>{i18n._(PLAN_ALERTS[alert].text)}</p>
        </div>
      )}
      <RadioGroup
        legend={t`Billing`}
        value={shownBilling}
        options={[
          { value: 'MONTH', label: t`Monthly` },
          { value: 'YEAR', label: t`Annual` },
        ]}
        onChange={(value) => setBilling(value as ProductPlan['type'])}
      />
      <ul className="plans__cards">
        {trial && <FreeTrialCard exceeded={trial === 'free-exceeded'} annual={shownBilling === 'YEAR'} />}
        {plans.data
          .filter((plan) => plan.type === shownBilling)
          .map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              badges={planBadges(plan, current.data, state.data)}
              onChoose={choosable ? () => checkout.mutate(plan.id) : undefined}
              choosing={checkout.isPending && checkout.variables === plan.id}
            />
          ))}
      </ul>
      {!choosable && (
        <p className="plans__note">
          <Trans>
            To change your plan, write to us at <a href={mail}>{CONTACT_EMAIL}</a> and we will move you.
          </Trans>
        </p>
      )}
      <section className="plans-enterprise" aria-label={t`Enterprise`}>
        <h3 className="plans-enterprise__title">{t`Enterprise`}</h3>
        <p>{t`More volume, your own conditions and a dedicated contact. Enterprise is by contact only.`}</p>
        <a className="button button--secondary button--md" href={mail}>
          {t`Contact us`}
        </a>
      </section>
    </div>
  );
}
