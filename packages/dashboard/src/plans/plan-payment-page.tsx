import { nextPaymentDate, planTier, taxPercentage, type ProductPlan } from '@cobro/contracts';
import { productPlanCheckoutMutation, productPlanQuery } from '@cobro/data';
import { formatDate, formatMoney } from '@cobro/i18n';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { productPlanSuccessPath } from '../app/routes';
import { CardPaymentForm } from './card-payment-form';
import { PLAN_DESCRIPTIONS } from './plan-texts';
import { useCheckoutState } from './use-checkout-state';

/** What is paid today and then (public-flows 9): monthly the prorated amount and day 1; annual the price a year. */
function PlanSummary({ plan, net, tax }: { plan: ProductPlan; net: number; tax: number }) {
  const { t, i18n } = useLingui();
  const tier = planTier(plan.name);
  const percent = taxPercentage(net, tax);
  const price = formatMoney(plan.price);
  const next = formatDate(nextPaymentDate(new Date()));
  return (
    <section className="product-payment__summary" aria-label={t`Summary`}>
      <h2 className="product-payment__plan">{plan.name}</h2>
      {tier && <p>{i18n._(PLAN_DESCRIPTIONS[tier])}</p>}
      <dl className="product-payment__amounts">
        <dt>{plan.type === 'YEAR' ? t`Price a year` : t`Prorated amount until the end of the month`}</dt>
        <dd>{formatMoney(net)}</dd>
        <dt>{t`VAT (${percent} %)`}</dt>
        <dd>{formatMoney(tax)}</dd>
        <dt>{t`Total today`}</dt>
        <dd>
          <strong>{formatMoney(net + tax)}</strong>
        </dd>
      </dl>
      <p className="product-payment__next">
        {plan.type === 'YEAR' ? t`Then ${price} + VAT a year.` : t`Next payment: ${price} + VAT on ${next}, and on day 1 of every month.`}
      </p>
    </section>
  );
}

/** /uelz-plans/checkout/{id}/complete-payment: the plan's summary and the card; paid, the success page. */
export function PlanPaymentPage({ id }: { id: string }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const plan = useQuery(productPlanQuery(id));
  const checkout = useMutation(productPlanCheckoutMutation());
  const state = useCheckoutState(() => checkout.mutateAsync(id));

  if (plan.isError || state.error) {
    return (
      <ErrorPlaceholder
        title={t`The payment could not be prepared`}
        description={t`Something went wrong on our side. Try again in a moment.`}
        onRetry={() => (plan.isError ? void plan.refetch() : state.retry())}
      />
    );
  }
  if (!plan.data || !state.data) return <LoadingPlaceholder lines={6} />;
  const total = formatMoney(state.data.current_amount + state.data.total_tax_amount);
  return (
    <>
      <PlanSummary plan={plan.data} net={state.data.current_amount} tax={state.data.total_tax_amount} />
      <CardPaymentForm
        checkout={state.data}
        mode="payment"
        submitLabel={t`Pay ${total}`}
        onDone={() => navigate(productPlanSuccessPath(id), { replace: true })}
      />
    </>
  );
}
