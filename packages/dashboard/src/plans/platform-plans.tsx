import type { Organization } from '@cobro/contracts';
import { platformPaymentMethodsQuery, usePlatformPaymentData } from '@cobro/data';
import { Badge, Button, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { PLATFORM_PAYMENT_PATH } from '../app/routes';
import { showApiErrorToast } from '../common/error-toast';
import { usePlansDialog } from './use-plans-dialog';

/**
 * The modal of an organization tied to a parent platform (dashboard-core 2): the agreement plan, its benefits, whether
 * extra payment methods are on (a card saved), and the button to enter a card. Such organizations choose no plan.
 */
export function PlatformPlans({ organization }: { organization: Organization }) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const plansDialog = usePlansDialog();
  const methods = useQuery(platformPaymentMethodsQuery());
  const paymentData = usePlatformPaymentData({
    onSuccess: (answer) => {
      plansDialog.close();
      navigate(PLATFORM_PAYMENT_PATH, { state: answer });
    },
    onError: (error) => showApiErrorToast(error),
  });
  const platform = organization.platform_father?.company_name ?? t`your platform`;
  const enabled = (methods.data?.length ?? 0) > 0;
  return (
    <div className="plans">
      <section className="plan-card plan-card--agreement" aria-label={t`Agreement plan`}>
        <h3 className="plan-card__name">{t`Agreement plan with ${platform}`}</h3>
        <p className="plan-card__description">{t`Your conditions are agreed with ${platform}: there is no plan to choose.`}</p>
        <ul className="plans__benefits">
          <li>{t`Card and SEPA payments at the conditions agreed with your platform`}</li>
          <li>{t`Payment links, subscriptions and the web checkout`}</li>
          <li>{t`Payouts to your bank account`}</li>
        </ul>
      </section>
      <section className="plans-extra" aria-label={t`Extra payment methods`}>
        <h3 className="plans-enterprise__title">{t`Extra payment methods`}</h3>
        {methods.isPending && <LoadingPlaceholder lines={1} />}
        {methods.isError && <p role="alert">{t`Their status could not be loaded.`}</p>}
        {methods.isSuccess && (
          <p>
            <Badge tone={enabled ? 'green' : 'grey'}>{enabled ? t`Enabled` : t`Not enabled`}</Badge>{' '}
            {enabled ? t`A card is saved: the extra payment methods are on.` : t`Enter a card to turn the extra payment methods on. Nothing is charged now.`}
          </p>
        )}
        <Button variant="primary" loading={paymentData.isPending} onClick={() => paymentData.mutate()}>
          {t`Enter a card`}
        </Button>
      </section>
    </div>
  );
}
