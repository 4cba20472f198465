import { platformPaymentDataMutation, platformPaymentMethodKeys } from '@cobro/data';
import { ErrorPlaceholder, LoadingPlaceholder } from '@cobro/ui';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useLocation } from 'wouter';
import { PLATFORM_SUCCESS_PATH } from '../app/routes';
import { CardPaymentForm } from './card-payment-form';
import { useCheckoutState } from './use-checkout-state';

/** /uelz-platform/checkout/complete-payment: a platform organization saves a card at zero cost. */
export function PlatformPaymentPage() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const paymentData = useMutation(platformPaymentDataMutation());
  const state = useCheckoutState(() => paymentData.mutateAsync());
  if (state.error) {
    return (
      <ErrorPlaceholder
        title={t`The card form could not be prepared`}
        description={t`Something went wrong on our side. Try again in a moment.`}
        onRetry={state.retry}
      />
    );
  }
  if (!state.data) return <LoadingPlaceholder lines={4} />;
  return (
    <>
      <section className="product-payment__summary">
        <h2 className="product-payment__plan">{t`Enter your card`}</h2>
        <p>{t`Nothing is charged now: the card is saved for the extra payment methods agreed with your platform.`}</p>
      </section>
      <CardPaymentForm
        checkout={state.data}
        mode="setup"
        submitLabel={t`Save card`}
        onDone={() => {
          // The card is saved only now, after the setup data was asked for: the modal's status must read it afresh.
          void queryClient.invalidateQueries({ queryKey: platformPaymentMethodKeys.all });
          navigate(PLATFORM_SUCCESS_PATH, { replace: true });
        }}
      />
    </>
  );
}

/** /uelz-platform/checkout/success: the card is saved; on to the dashboard. */
export function PlatformSuccessPage() {
  const { t } = useLingui();
  return (
    <section className="product-payment__done">
      <h2>{t`Your card is saved`}</h2>
      <p>{t`The extra payment methods are on. You can carry on in your dashboard.`}</p>
      <Link href="/dashboard" className="button button--primary button--md">
        {t`Go to the dashboard`}
      </Link>
    </section>
  );
}
