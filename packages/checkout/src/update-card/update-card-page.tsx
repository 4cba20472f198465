import { ApiError } from '@cobro/client';
import { subscriptionQuery } from '@cobro/data';
import { formatMoney } from '@cobro/i18n';
import { LoadingPlaceholder } from '@cobro/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CheckoutErrorPage } from '../app/status-pages';
import { usePageTitle } from '../app/use-page-title';
import { CheckoutFooter } from '../layout/checkout-footer';
import { frequencyLabel, perUnitLabel } from '../pricing/frequency-label';
import { cardBrandName, inactiveCompany } from './update-card-rules';
import { UpdateCardForm } from './update-card-form';

/** /update-card/:id (public-flows 4 "Update card", 8): load without credentials, choose, confirm, done. */
export function UpdateCardPage({ id }: { id: string }) {
  const { t } = useLingui();
  const subscription = useQuery(subscriptionQuery(id));
  usePageTitle(t`Update your payment method`);

  if (subscription.isPending) return <LoadingPlaceholder label={t`Loading the subscription`} />;
  if (subscription.isError) {
    const error = subscription.error;
    const code = error instanceof ApiError ? error.code : 'SUB-003';
    if (code === 'SUB-004') return <NotActive company={error instanceof ApiError ? inactiveCompany(error.details) : null} />;
    return <CheckoutErrorPage code={code} onRetry={() => void subscription.refetch()} />;
  }
  const { plan, payment_method: current, company_name } = subscription.data;
  const price = formatMoney(plan.unit_amount, 'eur');
  const planName = plan.name;
  const billing = frequencyLabel(plan.frequency, plan.billing_cycles);
  // A variable plan's price is one unit's (decision 1139), never what a period costs.
  const terms = plan.type === 'variable' ? perUnitLabel(price, plan.frequency, plan.billing_cycles) : t`${price}, ${billing}`;
  const brand = cardBrandName(current?.brand ?? null) ?? t`credit card`;
  const last4 = current?.last4 ?? '';
  return (
    <div className="checkout checkout--single">
      <section className="update-card" aria-labelledby="update-card-title">
        <h1 id="update-card-title" className="status__title">
          {t`Update your payment method`}
        </h1>
        <p>
          <Trans>
            Subscription to {planName} with {company_name}: {terms}.
          </Trans>
        </p>
        {current && (
          <p>
            {current.type === 'card' ? (
              <Trans>
                Current method: {brand} ending in {last4}
              </Trans>
            ) : (
              <Trans>Current method: SEPA direct debit ending in {last4}</Trans>
            )}
          </p>
        )}
        <UpdateCardForm subscription={subscription.data} />
      </section>
      <CheckoutFooter termsUrl={null} />
    </div>
  );
}

/** public-flows 8: SUB-004 names the company the buyer should contact. */
function NotActive({ company }: { company: string | null }) {
  const { t } = useLingui();
  usePageTitle(t`Subscription not active`);
  return (
    <div className="checkout checkout--single">
      <section className="status" aria-labelledby="checkout-status-title">
        <h1 id="checkout-status-title" className="status__title">
          {t`Subscription not active`}
        </h1>
        <p>
          {company ? (
            <Trans>Your subscription with {company} is not active, so its payment method cannot be changed. Contact {company} to renew it.</Trans>
          ) : (
            <Trans>This subscription is not active, so its payment method cannot be changed. Contact the merchant to renew it.</Trans>
          )}
        </p>
      </section>
    </div>
  );
}
